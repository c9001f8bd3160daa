import type { SecurityStatInfo, SummaryInfo } from '../../../../api/screen/schemas';
import { scoreBand, BAND_TONE } from './logic';
import type { Tone } from './levels';
import type { ScoreBand } from './logic';

export type KpiKey = 'assets' | 'unprotected' | 'urgent' | 'attacks' | 'score';

/** One headline number as the strip shows it; `value` null while its data is missing. */
export interface Kpi {
  key: KpiKey;
  value: number | null;
  tone: Tone;
  /** What the number covers, when a word is needed: the day of `attacks`, the band of `score`. */
  scope?: { kind: 'day'; date: string; today: boolean } | { kind: 'band'; band: ScoreBand };
}

/** Which of the strip's two operations each number comes from (see headlineKpis). */
export const KPI_SOURCE: Readonly<Record<KpiKey, 'summary' | 'stat'>> = {
  assets: 'summary',
  unprotected: 'summary',
  urgent: 'stat',
  attacks: 'stat',
  score: 'summary',
};

/** A service date (YYYY-MM-DD) of `nowMs`, by the screen service's UTC days. */
export function serviceDay(nowMs: number): string {
  return new Date(nowMs).toISOString().slice(0, 10);
}

/**
 * The wall's five headline numbers, from the same two operations the tiles read (no request of
 * its own): assets and the unprotected ones and the score from the summary; urgent alarms in the
 * alarm tile's window and the attacks of the last day the traffic series has.
 */
export function headlineKpis(
  summary: SummaryInfo | undefined,
  stat: SecurityStatInfo | undefined,
  nowMs: number,
): Kpi[] {
  const online = summary?.AgentClientOnlineCount;
  const offline = summary?.AgentClientOfflineCount;
  const score = summary?.SecurityScore;
  const urgent = stat?.SecurityEvent.SeriousCount;
  const days = stat?.AttackEvent.DateArray ?? [];
  const lastDay = days[days.length - 1];
  const attacks = stat?.AttackEvent.ValueArray[days.length - 1];
  return [
    {
      key: 'assets',
      value: online === undefined || offline === undefined ? null : online + offline,
      tone: 'info',
    },
    { key: 'unprotected', value: offline ?? null, tone: offline ? 'warn' : 'good' },
    { key: 'urgent', value: urgent ?? null, tone: urgent ? 'danger' : 'good' },
    {
      key: 'attacks',
      value: attacks ?? null,
      tone: attacks ? 'danger' : 'good',
      ...(lastDay === undefined
        ? {}
        : { scope: { kind: 'day', date: lastDay, today: lastDay === serviceDay(nowMs) } }),
    },
    {
      key: 'score',
      value: score ?? null,
      tone: score === undefined ? 'neutral' : BAND_TONE[scoreBand(score)],
      ...(score === undefined ? {} : { scope: { kind: 'band', band: scoreBand(score) } }),
    },
  ];
}
