import type { BaselineLevel, SecurityStatInfo } from '../../../api/screen/schemas';
import { BASELINE_LEVELS } from './levels';
import type { LevelTrendSpec } from './LevelTrend';
import { statLevelWidget } from './statLevelWidget';

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
export default statLevelWidget('HC_HC', (stat) => stat.HealthCheck, SPEC);
