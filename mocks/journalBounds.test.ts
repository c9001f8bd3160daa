import { MockDatabase } from './database';
import type { MockOp } from './stores';
import {
  boundJournal,
  JOURNAL_MAX_OPS,
  JOURNAL_MAX_PICTURE_CHARS,
  shrinkJournal,
} from './journalBounds';
import { MOCK_STATE_KEY } from './core/persist';
import type { StorageLike } from './core/storage';

const NOW = Date.UTC(2025, 4, 14, 12, 0, 0);
/** Base64 of a journaled picture near the largest allowed (64 KiB → 87,384 characters). */
const BIG = 'A'.repeat(80_000);

const picture = (key: string, at: number, data = BIG): MockOp => ({
  service: 'screen',
  op: 'putPicture',
  at,
  key,
  type: 'image/png',
  data,
});
const save = (id: number, logoKey: string | null, at: number): MockOp => ({
  service: 'screen',
  op: 'saveScreen',
  at,
  id,
  title: `Screen ${id}`,
  dataMap: '[]',
  logoKey,
  logoUrl: '',
  logoPower: true,
  monitorUrl: null,
  isDefault: null,
});
const disable = (at: number): MockOp => ({
  service: 'agent',
  op: 'disableWebhook',
  id: 'wep_01HZZZZZZZZZZZZZZZZZZZZZZZ',
  at,
});

const keys = (ops: readonly MockOp[]) =>
  ops.flatMap((op) => (op.op === 'putPicture' ? [op.key] : []));

/** localStorage with a quota: a value longer than `limit` characters does not fit. */
function limitedStorage(limit: number) {
  const items = new Map<string, string>();
  const storage: StorageLike = {
    getItem: (key) => items.get(key) ?? null,
    setItem: (key, value) => {
      if (value.length > limit) throw new DOMException('full', 'QuotaExceededError');
      items.set(key, value);
    },
    removeItem: (key) => void items.delete(key),
  };
  return { storage, items };
}

describe('journal bounds', () => {
  it('keeps pictures within their budget: unused ones go first, then the oldest', () => {
    const shown = ['a', 'b', 'c', 'd', 'e'];
    const ops = [
      picture('old-logo', 1),
      save(2001, 'old-logo', 2),
      picture('unused-1', 3),
      ...shown.map((key, i) => picture(key, 10 + i)),
      picture('unused-2', 20),
      ...shown.map((key, i) => save(2002 + i, key, 21 + i)),
    ];
    const { ops: kept, dropped } = boundJournal(ops);
    const chars = kept.reduce((n, op) => n + (op.op === 'putPicture' ? op.data.length : 0), 0);
    expect(chars).toBeLessThanOrEqual(JOURNAL_MAX_PICTURE_CHARS);
    // Eight pictures, six fit: the two no screen shows are dropped, the six shown ones stay.
    expect(keys(kept)).toEqual(['old-logo', ...shown]);
    expect(dropped).toBe(2);
    expect(kept.filter((op) => op.op === 'saveScreen')).toHaveLength(6);

    // Over budget with every picture shown: the oldest goes.
    const more = boundJournal([...kept, picture('f', 30), save(2010, 'f', 31)]);
    expect(keys(more.ops)).toEqual([...shown, 'f']);
  });

  it(`keeps the newest ${JOURNAL_MAX_OPS} changes`, () => {
    const ops = Array.from({ length: JOURNAL_MAX_OPS + 5 }, (_, i) => disable(i));
    const { ops: kept, dropped } = boundJournal(ops);
    expect(kept).toHaveLength(JOURNAL_MAX_OPS);
    expect(kept[0]!.at).toBe(5);
    expect(dropped).toBe(5);
  });

  it('makes room when storage is full: pictures first, then the oldest tenth, never the newest', () => {
    const ops = [
      save(2001, 'p', 1),
      picture('p', 2, 'AAAA'),
      ...Array.from({ length: 21 }, (_, i) => disable(10 + i)),
    ];
    const withoutPicture = shrinkJournal(ops)!;
    expect(keys(withoutPicture)).toEqual([]);
    expect(shrinkJournal(withoutPicture)).toHaveLength(withoutPicture.length - 3);
    // The picture just uploaded is the change being saved: it stays.
    expect(keys(shrinkJournal([picture('old', 1), picture('new', 2)])!)).toEqual(['new']);
    expect(shrinkJournal([picture('new', 2)])).toBeNull();
    expect(shrinkJournal([])).toBeNull();
  });
});

describe('persisting within the quota', () => {
  it('drops the oldest pictures to fit, keeps the new one, and says how many went', () => {
    // Room for about three big pictures.
    const { storage, items } = limitedStorage(3 * BIG.length + 4_000);
    const db = new MockDatabase({ scale: 'normal', storage, now: () => NOW });
    const heard = vi.fn();
    db.subscribePersistence(heard);
    for (const key of ['p1', 'p2', 'p3', 'p4', 'p5']) db.record(picture(key, NOW));
    const stored = JSON.parse(items.get(MOCK_STATE_KEY)!) as { journal: MockOp[] };
    expect(keys(stored.journal)).toEqual(['p3', 'p4', 'p5']);
    expect(db.getPersistence()).toEqual({ notSaved: null, dropped: 2 });
    expect(heard).toHaveBeenCalled();
  });

  it('reports a change it could not store at all, and keeps it for the session', () => {
    // Room for the state, but not for the new change on its own.
    const tight = limitedStorage(70);
    const first = new MockDatabase({ scale: 'normal', storage: tight.storage, now: () => NOW });
    first.record(picture('p', NOW));
    expect(first.getPersistence()).toEqual({ notSaved: 'quota', dropped: 0 });
    expect(first.journal).toHaveLength(1);

    // Not even the empty journal fits (the app's own drafts may fill the quota).
    const { storage } = limitedStorage(10);
    const db = new MockDatabase({ scale: 'normal', storage, now: () => NOW });
    expect(db.getPersistence()).toEqual({ notSaved: 'quota', dropped: 0 });
    db.record(disable(NOW));
    expect(db.journal).toHaveLength(1);
    expect(db.getPersistence()).toEqual({ notSaved: 'quota', dropped: 0 });
  });

  it('says nothing when the mock runs in memory by choice', () => {
    const db = new MockDatabase({ scale: 'normal', storage: null, now: () => NOW });
    db.record(picture('p', NOW));
    expect(db.getPersistence()).toEqual({ notSaved: null, dropped: 0 });
  });
});
