import { screenQueries } from '../../../api/screen/queries';
import type { SecurityStatInfo, VulLevel } from '../../../api/screen/schemas';
import { VUL_LEVELS } from './levels';
import { isLevelTrendEmpty, LevelTrend, type LevelTrendSpec } from './LevelTrend';
import { useDatesCaption } from './parts';
import { TileFrame } from './TileFrame';
import type { WidgetProps } from './types';
import { useTileQueries } from './useTileQueries';

type Section = SecurityStatInfo['Vulnerability'];

type Def = (typeof VUL_LEVELS)[number];
const [ASAP, LATER, NNTF] = VUL_LEVELS as [Def, Def, Def];

const SPEC: LevelTrendSpec<Section, VulLevel> = {
  levels: [
    { def: ASAP, count: (s) => s.AsapCount, list: (s) => s.AsapList },
    { def: LATER, count: (s) => s.LaterCount, list: (s) => s.LaterList },
    { def: NNTF, count: (s) => s.NntfCount, list: (s) => s.NntfList },
  ],
  dates: (s) => s.DateArray,
  total: (s) => s.ValueArray,
  levelsOn: (s) => s.LevelsOn,
  chartLabel: 'widget.vul.trend',
};

/** VUL_VUL: vulnerabilities by urgency and their daily trend (SecurityStatInfo.Vulnerability). */
export default function VulWidget(props: WidgetProps) {
  const {
    results: [stat],
    tile,
  } = useTileQueries([screenQueries.securityStat()]);
  const section = stat.data?.Vulnerability;
  const caption = useDatesCaption(section?.DateArray);
  return (
    <TileFrame
      code="VUL_VUL"
      widget={props}
      tile={tile}
      caption={caption}
      empty={section && isLevelTrendEmpty(SPEC, section)}
    >
      {section && <LevelTrend spec={SPEC} section={section} />}
    </TileFrame>
  );
}
