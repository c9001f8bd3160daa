import type { WebhookEvent } from '../../../api/agent/schemas';
import { computeDeliveryStats, filterDeliveries, percentile } from './deliveryStats';

const NOW = new Date(2026, 10, 21, 15, 0, 0).getTime();

function event(
  daysAgo: number,
  status: string,
  durationMs: number,
  kind = 'session.updated',
): WebhookEvent {
  const created = NOW - daysAgo * 86_400_000;
  return {
    type: 'event',
    id: 'whe_01JZZZZZZZZZZZZZZZZZZZZZZZ',
    created_at: new Date(created).toISOString(),
    data: { id: 'd', type: kind, workspace_id: 'w', session_thread_id: 's' },
    delivery: {
      webhook_id: 'wep_01JZZZZZZZZZZZZZZZZZZZZZZZ',
      status,
      attempt_count: 1,
      delivery_at: new Date(created + 10).toISOString(),
      finish_at: new Date(created + 10 + durationMs).toISOString(),
      failure_reason: status === 'FAILED' ? 'HTTP 500' : null,
    },
  };
}

describe('percentile', () => {
  it('uses nearest rank', () => {
    const values = Array.from({ length: 100 }, (_, i) => i + 1);
    expect(percentile(values, 50)).toBe(50);
    expect(percentile(values, 95)).toBe(95);
    expect(percentile([7], 95)).toBe(7);
    expect(percentile([], 50)).toBeNull();
  });
});

describe('computeDeliveryStats', () => {
  it('buckets every local day of the 7-day window and splits by status', () => {
    const stats = computeDeliveryStats(
      [
        event(0, 'SUCCEEDED', 100),
        event(0, 'FAILED', 300),
        event(6, 'SUCCEEDED', 200),
        event(8, 'SUCCEEDED', 50),
      ],
      NOW,
    );
    expect(stats.days).toHaveLength(8);
    expect(stats.days[7]?.day).toBe('2026-11-21');
    expect(stats.days[0]?.day).toBe('2026-11-14');
    expect(stats.days[7]?.counts).toEqual({ SUCCEEDED: 1, FAILED: 1 });
    expect(stats.days[1]?.counts).toEqual({ SUCCEEDED: 1 });
    expect(stats.total).toBe(3);
    expect(stats.successRate).toBeCloseTo(2 / 3);
    expect(stats.p50Ms).toBe(200);
    expect(stats.p95Ms).toBe(300);
    expect(stats.statuses).toEqual(['SUCCEEDED', 'FAILED']);
  });

  it('reports no rate when nothing finished', () => {
    const stats = computeDeliveryStats([], NOW);
    expect(stats.successRate).toBeNull();
    expect(stats.p50Ms).toBeNull();
    expect(stats.days.every((d) => d.total === 0)).toBe(true);
  });
});

describe('filterDeliveries', () => {
  it('filters by status and kind together', () => {
    const events = [
      event(0, 'SUCCEEDED', 1, 'session.updated'),
      event(0, 'FAILED', 1, 'session.updated'),
      event(0, 'FAILED', 1, 'session.thread_idled'),
    ];
    expect(filterDeliveries(events, { status: 'FAILED', kind: null })).toHaveLength(2);
    expect(
      filterDeliveries(events, { status: 'FAILED', kind: 'session.thread_idled' }),
    ).toHaveLength(1);
    expect(filterDeliveries(events, { status: null, kind: null })).toHaveLength(3);
  });
});
