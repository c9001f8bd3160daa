import type {
  AlarmLevel,
  BaselineLevel,
  SecurityStatInfo,
  VulLevel,
} from '../../../../api/screen/schemas';
import { ALARM_LEVELS, BASELINE_LEVELS, VUL_LEVELS, type LevelDef } from './levels';
import type { WidgetMessageKey } from '../messages';

/**
 * How one SecurityStatInfo section splits into levels: vulnerabilities, baseline and alarms are
 * drawn the same way (LevelTrend), and their registry entries ask the same of them (empty?).
 */
export interface LevelTrendSpec<S, L extends string> {
  levels: readonly {
    def: LevelDef<L>;
    count: (section: S) => number;
    list: (section: S) => readonly number[];
  }[];
  dates: (section: S) => readonly string[];
  total: (section: S) => readonly number[];
  /** The levels the service says are switched on; the trend shows only those. */
  levelsOn: (section: S) => readonly L[];
  chartLabel: WidgetMessageKey;
}

/** Nothing to draw: no counts and no points. */
export function isLevelTrendEmpty<S, L extends string>(spec: LevelTrendSpec<S, L>, section: S) {
  return (
    spec.levels.every((level) => level.count(section) === 0) && spec.dates(section).length === 0
  );
}

const three = <D>(defs: readonly D[]) => defs as unknown as readonly [D, D, D];

const [ASAP, LATER, NNTF] = three(VUL_LEVELS);
export const VUL_SPEC: LevelTrendSpec<SecurityStatInfo['Vulnerability'], VulLevel> = {
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

const [HIGH, MEDIUM, LOW] = three(BASELINE_LEVELS);
export const BASELINE_SPEC: LevelTrendSpec<SecurityStatInfo['HealthCheck'], BaselineLevel> = {
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

const [SERIOUS, SUSPICIOUS, REMIND] = three(ALARM_LEVELS);
export const ALARM_SPEC: LevelTrendSpec<SecurityStatInfo['SecurityEvent'], AlarmLevel> = {
  levels: [
    { def: SERIOUS, count: (s) => s.SeriousCount, list: (s) => s.SeriousList },
    { def: SUSPICIOUS, count: (s) => s.SuspiciousCount, list: (s) => s.SuspiciousList },
    { def: REMIND, count: (s) => s.RemindCount, list: (s) => s.RemindList },
  ],
  dates: (s) => s.DateArray,
  total: (s) => s.ValueArray,
  levelsOn: (s) => s.LevelsOn,
  chartLabel: 'widget.alarm.trend',
};
