import type { SecurityStatInfo, VulLevel } from '../../../api/screen/schemas';
import { VUL_LEVELS } from './levels';
import type { LevelTrendSpec } from './LevelTrend';
import { statLevelWidget } from './statLevelWidget';

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
export default statLevelWidget('VUL_VUL', (stat) => stat.Vulnerability, SPEC);
