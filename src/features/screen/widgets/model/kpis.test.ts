import { describe, expect, it } from 'vitest';
import type { SecurityStatInfo, SummaryInfo } from '../../../../api/screen/schemas';
import { headlineKpis, serviceDay } from './kpis';

const NOW = Date.parse('2026-11-26T09:30:00Z');

const summary: SummaryInfo = {
  RequestId: 'r',
  AgentClientOnlineCount: 168,
  AgentClientOfflineCount: 32,
  SecurityScore: 79,
} as SummaryInfo;

function stat(dates: string[], values: number[], serious: number): SecurityStatInfo {
  return {
    SecurityEvent: { SeriousCount: serious },
    AttackEvent: {
      TotalCount: values.reduce((a, b) => a + b, 0),
      DateArray: dates,
      ValueArray: values,
    },
  } as unknown as SecurityStatInfo;
}

describe('headlineKpis', () => {
  it('takes assets, unprotected and the score from the summary, alarms and attacks from the statistics', () => {
    const kpis = headlineKpis(summary, stat(['2026-11-25', '2026-11-26'], [900, 1344], 22), NOW);
    expect(kpis.map((kpi) => [kpi.key, kpi.value, kpi.tone])).toEqual([
      ['assets', 200, 'info'],
      ['unprotected', 32, 'warn'],
      ['urgent', 22, 'danger'],
      ['attacks', 1344, 'danger'],
      ['score', 79, 'warn'],
    ]);
    expect(kpis[3]?.scope).toEqual({ kind: 'day', date: '2026-11-26', today: true });
    expect(kpis[4]?.scope).toEqual({ kind: 'band', band: 'many' });
  });

  it('names the day of the attacks when the series ends before today', () => {
    const kpis = headlineKpis(summary, stat(['2026-11-24', '2026-11-25'], [5, 7], 0), NOW);
    expect(kpis[3]).toMatchObject({ value: 7, scope: { date: '2026-11-25', today: false } });
    expect(kpis[2]).toMatchObject({ value: 0, tone: 'good' });
  });

  it('leaves a figure empty, not zero, while its data is missing', () => {
    const kpis = headlineKpis(undefined, undefined, NOW);
    expect(kpis.map((kpi) => kpi.value)).toEqual([null, null, null, null, null]);
    expect(kpis[3]?.scope).toBeUndefined();
  });

  it('reads service days in UTC', () => {
    expect(serviceDay(Date.parse('2026-11-26T23:59:59Z'))).toBe('2026-11-26');
  });
});
