import { screenQueries } from '../../../api/screen/queries';
import type { BaselineLevel, SecurityStatInfo } from '../../../api/screen/schemas';
import { BASELINE_LEVELS } from './levels';
import { isLevelTrendEmpty, LevelTrend, type LevelTrendSpec } from './LevelTrend';
import { useDatesCaption } from './parts';
import { TileFrame } from './TileFrame';
import type { WidgetProps } from './types';
import { useTileQueries } from './useTileQueries';

type Section = SecurityStatInfo['HealthCheck'];
type Def = (typeof BASELINE_LEVELS)[number];
const [HIGH, MEDIUM, LOW] = BASELINE_LEVELS as [Def, Def, Def];

const SPEC: LevelTrendSpec<Section, BaselineLevel> = {
  levels: [
    { def: HIGH, count: (s) => s.HighCount, list: (s) => s.HighList },
    { def: MEDIUM, count: (s) => s.MediumCount, list: (s) => s.MediumList },
    { def: LOW, count: (s) => s.LowCount, list: (s) => s.LowList },
  ],
  dates: (s) => s.DateArray,
  total: (s) => s.ValueArray,
  levelsOn: (s) => s.LevelsOn,
  chartLabel: 'widget.hc.trend',
};

/** HC_HC: baseline risks by level and their daily trend (SecurityStatInfo.HealthCheck). */
export default function HealthCheckWidget(props: WidgetProps) {
  const {
    results: [stat],
    tile,
  } = useTileQueries([screenQueries.securityStat()]);
  const section = stat.data?.HealthCheck;
  const caption = useDatesCaption(section?.DateArray);
  return (
    <TileFrame
      code="HC_HC"
      widget={props}
      tile={tile}
      caption={caption}
      empty={section && isLevelTrendEmpty(SPEC, section)}
    >
      {section && <LevelTrend spec={SPEC} section={section} />}
    </TileFrame>
  );
}
