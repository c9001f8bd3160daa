import { seedLakeDb } from '../seeds/estate';
import { icebergData } from './iceberg';

const ANCHOR = Date.UTC(2026, 10, 20, 12);

describe('the Iceberg view of the lake mock', () => {
  const db = seedLakeDb({ anchorMs: ANCHOR, scale: 'normal' });
  const icebergTables = db.catalogs
    .values()
    .filter((catalog) => catalog.type === 'ICEBERG')
    .flatMap((catalog) => catalog.databases.values())
    .flatMap((database) => database.tables.values());

  it('gives every table of an ICEBERG catalog one consistent snapshot chain', () => {
    expect(icebergTables.length).toBeGreaterThan(5);
    for (const table of icebergTables) {
      const { snapshots } = icebergData(table);
      expect(snapshots.length).toBeGreaterThan(0);
      let total = 0n;
      snapshots.forEach((snapshot, i) => {
        const before = snapshots[i - 1];
        // Parents link each snapshot to the one before; ids are unique and above 2^53.
        expect(snapshot.parentId).toBe(before?.id);
        expect(snapshot.id > 2n ** 53n).toBe(true);
        expect(snapshot.sequenceNumber).toBe(BigInt(i + 1));
        if (before) expect(snapshot.timestampMillis >= before.timestampMillis).toBe(true);
        expect(Number(snapshot.timestampMillis)).toBeLessThanOrEqual(ANCHOR);
        total += snapshot.addedRows - BigInt(snapshot.summary['deleted-records'] ?? '0');
        expect(snapshot.summary['total-records']).toBe(String(total));
      });
      // The chain ends at the table's own record count, from its creation on.
      expect(total).toBe(BigInt(table.stats.recordCount));
      expect(Number(snapshots[0]?.timestampMillis)).toBe(table.createdAt);
      expect(new Set(snapshots.map((s) => s.id)).size).toBe(snapshots.length);
    }
  });

  it('reads partition fields from columns of the schema', () => {
    for (const table of icebergTables) {
      const { fields, partitionFields } = icebergData(table);
      const ids = new Set(fields.map((f) => f.id));
      for (const field of partitionFields) expect(ids.has(field.sourceId)).toBe(true);
      expect(partitionFields.length > 0).toBe(table.plan !== null);
    }
  });
});
