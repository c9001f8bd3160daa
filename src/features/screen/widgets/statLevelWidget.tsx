import { screenQueries } from '../../../api/screen/queries';
import type { DataCode } from '../../../api/screen/dataCodes';
import type { SecurityStatInfo } from '../../../api/screen/schemas';
import { isLevelTrendEmpty, LevelTrend, type LevelTrendSpec } from './LevelTrend';
import { useDatesCaption } from './parts';
import { TileFrame } from './TileFrame';
import type { WidgetProps } from './types';
import { useTileQueries } from './useTileQueries';

/**
 * A widget drawing one section of `DescribeScreenSecurityStatInfo` as counts by level and a
 * daily trend. The tiles built with it share the one statistics query (one request).
 */
export function statLevelWidget<
  Section extends { DateArray: readonly string[] },
  Level extends string,
>(
  code: DataCode,
  sectionOf: (stat: SecurityStatInfo) => Section,
  spec: LevelTrendSpec<Section, Level>,
) {
  function StatLevelWidget(props: WidgetProps) {
    const {
      results: [stat],
      tile,
    } = useTileQueries([screenQueries.securityStat()]);
    const section = stat.data ? sectionOf(stat.data) : undefined;
    const caption = useDatesCaption(section?.DateArray);
    return (
      <TileFrame
        code={code}
        widget={props}
        tile={tile}
        caption={caption}
        empty={section && isLevelTrendEmpty(spec, section)}
      >
        {section && <LevelTrend spec={spec} section={section} />}
      </TileFrame>
    );
  }
  StatLevelWidget.displayName = `StatLevelWidget(${code})`;
  return StatLevelWidget;
}
