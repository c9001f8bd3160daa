import type { StorageLike } from './storage';
import { MockDatabase } from '../database';
import { MOCK_STATE_KEY, MOCK_STATE_MAX_AGE_MS, MOCK_STATE_VERSION } from './persist';

function memoryStorage(): StorageLike & { items: Map<string, string> } {
  const items = new Map<string, string>();
  return {
    items,
    getItem: (key) => items.get(key) ?? null,
    setItem: (key, value) => void items.set(key, value),
    removeItem: (key) => void items.delete(key),
  };
}

const NOW = Date.UTC(2025, 4, 14, 12, 0, 0);

function database(storage: StorageLike | null, nowMs = NOW) {
  return new MockDatabase({ scale: 'normal', storage, now: () => nowMs });
}

function firstActive(db: MockDatabase) {
  const endpoint = db.store('agent').endpoints.find((e) => e.status === 'ACTIVE');
  if (!endpoint) throw new Error('no active endpoint');
  return endpoint;
}

describe('mock database persistence', () => {
  it('stores only the version, the anchor and the journal, even before any change', () => {
    const storage = memoryStorage();
    database(storage);
    expect(JSON.parse(storage.items.get(MOCK_STATE_KEY) ?? 'null')).toEqual({
      version: MOCK_STATE_VERSION,
      anchorMs: NOW,
      journal: [],
    });
  });

  it('replays the journal over the same seed after a reload', () => {
    const storage = memoryStorage();
    const first = database(storage);
    const target = firstActive(first);
    first.record({ service: 'agent', op: 'disableWebhook', id: target.id, at: NOW + 1_000 });
    expect(target.status).toBe('DISABLED');

    const reloaded = database(storage, NOW + 3_600_000);
    expect(reloaded.anchorMs).toBe(NOW);
    expect(reloaded.journal).toHaveLength(1);
    const replayed = reloaded.store('agent').endpoints.find((e) => e.id === target.id);
    expect(replayed).toEqual(target);
    expect(replayed?.updated_at).toBe(new Date(NOW + 1_000).toISOString());
  });

  it('reseeds at now and drops the journal when the anchor is older than 24 h', () => {
    const storage = memoryStorage();
    const old = database(storage);
    old.record({ service: 'agent', op: 'disableWebhook', id: firstActive(old).id, at: NOW });
    const later = NOW + MOCK_STATE_MAX_AGE_MS + 1;
    const fresh = database(storage, later);
    expect(fresh.anchorMs).toBe(later);
    expect(fresh.journal).toEqual([]);
    expect(JSON.parse(storage.items.get(MOCK_STATE_KEY) ?? '{}')).toMatchObject({
      anchorMs: later,
      journal: [],
    });
  });

  it('ignores unreadable state, another version and invalid ops', () => {
    const storage = memoryStorage();
    storage.setItem(MOCK_STATE_KEY, '{not json');
    expect(database(storage).journal).toEqual([]);

    storage.setItem(MOCK_STATE_KEY, JSON.stringify({ version: 0, anchorMs: NOW - 5, journal: [] }));
    expect(database(storage).anchorMs).toBe(NOW);

    const valid = { service: 'agent', op: 'disableWebhook', id: 'wep_x', at: NOW };
    storage.setItem(
      MOCK_STATE_KEY,
      JSON.stringify({
        version: MOCK_STATE_VERSION,
        anchorMs: NOW - 5,
        journal: [valid, { service: 'agent', op: 'explode' }, null, { ...valid, at: 'soon' }],
      }),
    );
    const db = database(storage);
    expect(db.anchorMs).toBe(NOW - 5);
    expect(db.journal).toEqual([valid]);
    // An op naming an endpoint that does not exist is harmless.
    expect(db.store('agent').endpoints.length).toBeGreaterThan(0);
  });

  it('reset forgets the journal and reseeds relative to now', () => {
    const storage = memoryStorage();
    let now = NOW;
    const db = new MockDatabase({ scale: 'normal', storage, now: () => now });
    const before = db.store('agent');
    db.record({ service: 'agent', op: 'disableWebhook', id: firstActive(db).id, at: NOW });
    now += 60_000;
    db.reset();
    expect(db.journal).toEqual([]);
    expect(db.anchorMs).toBe(now);
    expect(db.store('agent')).not.toBe(before);
    expect(JSON.parse(storage.items.get(MOCK_STATE_KEY) ?? '{}')).toMatchObject({
      anchorMs: now,
      journal: [],
    });
  });

  it('keeps working in memory without storage or when storage throws', () => {
    const memoryOnly = database(null);
    memoryOnly.record({
      service: 'agent',
      op: 'disableWebhook',
      id: firstActive(memoryOnly).id,
      at: NOW,
    });
    expect(memoryOnly.journal).toHaveLength(1);

    const hostile: StorageLike = {
      getItem: () => {
        throw new DOMException('denied', 'SecurityError');
      },
      setItem: () => {
        throw new DOMException('full', 'QuotaExceededError');
      },
      removeItem: () => {
        throw new DOMException('denied', 'SecurityError');
      },
    };
    const db = database(hostile);
    const target = firstActive(db);
    expect(() =>
      db.record({ service: 'agent', op: 'disableWebhook', id: target.id, at: NOW }),
    ).not.toThrow();
    expect(target.status).toBe('DISABLED');
    expect(() => db.reset()).not.toThrow();
  });
});
