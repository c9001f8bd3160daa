import type { AlarmLevel, BaselineLevel, VulLevel } from '../../../../api/screen/schemas';
import type { ScreenPalette } from './chartThemes';
import type { WidgetMessageKey } from '../messages';

/** What a level means on screen: a colour family, always shown with its words. */
export type Tone = 'danger' | 'warn' | 'info' | 'good' | 'neutral';

export interface LevelDef<L extends string> {
  level: L;
  label: WidgetMessageKey;
  /** A shorter word for tags in lists, where the list's name gives the context. */
  short?: WidgetMessageKey;
  tone: Tone;
}

/** Most urgent first, as the spec orders them. */
export const ALARM_LEVELS: readonly LevelDef<AlarmLevel>[] = [
  { level: 'serious', label: 'widget.level.serious', tone: 'danger' },
  { level: 'suspicious', label: 'widget.level.suspicious', tone: 'warn' },
  { level: 'remind', label: 'widget.level.remind', tone: 'info' },
];

export const VUL_LEVELS: readonly LevelDef<VulLevel>[] = [
  { level: 'asap', label: 'widget.vul.asap', short: 'widget.vul.asapShort', tone: 'danger' },
  { level: 'later', label: 'widget.vul.later', short: 'widget.vul.laterShort', tone: 'warn' },
  { level: 'nntf', label: 'widget.vul.nntf', short: 'widget.vul.nntfShort', tone: 'info' },
];

export const BASELINE_LEVELS: readonly LevelDef<BaselineLevel>[] = [
  { level: 'high', label: 'widget.baseline.high', tone: 'danger' },
  { level: 'medium', label: 'widget.baseline.medium', tone: 'warn' },
  { level: 'low', label: 'widget.baseline.low', tone: 'info' },
];

export function levelDef<L extends string>(
  levels: readonly LevelDef<L>[],
  level: string,
): LevelDef<L> | undefined {
  const lower = level.toLowerCase();
  return levels.find((def) => def.level === lower);
}

/** A tone's colour for charts. */
export function toneColor(palette: ScreenPalette, tone: Tone): string {
  return tone === 'neutral' ? palette.muted : palette[tone];
}
