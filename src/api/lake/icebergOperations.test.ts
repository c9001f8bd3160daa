// @vitest-environment jsdom
import { http, HttpResponse } from 'msw';
import { apiFailure } from '../../../test/apiFailure';
import { server } from '../../../test/msw';
import { callOperation } from '../operation';
import type { IcebergSnapshot } from './icebergSchemas';
import { lakeOperations } from './operations';

const { GetCatalog, GetIcebergTable, ListIcebergNamespaceDetails, ListIcebergSnapshots } =
  lakeOperations;
const ListIcebergTables = lakeOperations.ListIcebergTableDetails;

/** Answers one path with raw JSON text, as a service writes int64 values: bare digits. */
function answerText(path: string, text: string) {
  const seen: Request[] = [];
  server.use(
    http.get(`*${path}`, ({ request }) => {
      seen.push(request.clone());
      return new HttpResponse(text, { headers: { 'content-type': 'application/json' } });
    }),
  );
  return seen;
}

const TABLE = { catalogId: 'c', namespace: 'ns', table: 't' };

describe('Iceberg calls', () => {
  it('reads snapshot ids above 2^53 with every digit, and timestamps as numbers', async () => {
    const seen = answerText(
      '/iceberg/lake/v1/c/namespaces/ns/tables/t/snapshots',
      '{"snapshots":[{"id":9007199254740993,"parentId":4611686018427387905,' +
        '"sequenceNumber":7,"timestampMillis":1764000000000,"addedRows":12345678901234567,' +
        '"schemaId":2,"operation":"append","summary":{"added-records":"12345678901234567"}}],' +
        '"nextPageToken":null}',
    );
    const page = await callOperation(ListIcebergSnapshots, { ...TABLE, maxResults: 5000 });
    expect(page.snapshots[0]).toEqual({
      id: '9007199254740993',
      parentId: '4611686018427387905',
      sequenceNumber: '7',
      timestampMillis: 1_764_000_000_000,
      addedRows: '12345678901234567',
      schemaId: '2',
      operation: 'append',
      summary: { 'added-records': '12345678901234567' },
    });
    expect(Object.fromEntries(new URL(seen[0]?.url ?? '').searchParams)).toEqual({
      maxResults: '1000',
    });
  });

  it('refuses a timestamp beyond 2^53 as malformed rather than rounding it', async () => {
    answerText(
      '/iceberg/lake/v1/c/namespaces/ns/tables/t/snapshots',
      '{"snapshots":[{"id":1,"timestampMillis":9007199254740993}]}',
    );
    const error = await apiFailure(callOperation(ListIcebergSnapshots, TABLE));
    expect(error.kind).toBe('invalid-response');
    expect(error.fieldPath).toBe('snapshots[0].timestampMillis');
  });

  it('takes a nested field type as JSON text or as an IcebergFullDataType object', async () => {
    answerText(
      '/iceberg/lake/v1/c/namespaces/ns/tables/t',
      JSON.stringify({
        name: 't',
        icebergTableMetadata: {
          fields: [
            { id: 1, name: 'a', type: 'long', optional: false },
            { id: 2, name: 'b', type: '{"type":"list","element":{"type":"string"}}' },
            {
              id: 3,
              name: 'c',
              type: { type: 'struct', fields: [{ id: 4, name: 'd', type: 'int' }] },
            },
          ],
          partitionFields: [{ sourceId: 1, fieldId: 1000, transform: 'bucket[16]', name: 'a_b' }],
        },
      }),
    );
    const table = await callOperation(GetIcebergTable, TABLE);
    const fields = table.icebergTableMetadata?.fields ?? [];
    expect(fields.map((f) => f.id)).toEqual(['1', '2', '3']);
    expect(fields[1]?.type).toBe('{"type":"list","element":{"type":"string"}}');
    expect(fields[2]?.type).toEqual({
      type: 'struct',
      fields: [{ id: '4', name: 'd', type: 'int' }],
    });
    expect(table.icebergTableMetadata?.partitionFields[0]).toMatchObject({
      sourceId: '1',
      fieldId: '1000',
    });
    expect(table.icebergTableMetadata?.properties).toEqual({});
  });
});

describe('Iceberg views of the mock', () => {
  it('lists an ICEBERG catalog’s namespaces by pattern and its tables', async () => {
    const { id: catalogId } = await callOperation(GetCatalog, { catalog: 'marketing_iceberg' });
    const all = await callOperation(ListIcebergNamespaceDetails, { catalogId });
    expect(all.namespaceDetails.map((n) => n.name)).toEqual([
      'attribution',
      'audiences',
      'campaigns',
    ]);
    const matching = await callOperation(ListIcebergNamespaceDetails, { catalogId, pattern: 'a%' });
    expect(matching.namespaceDetails.map((n) => n.name)).toEqual(['attribution', 'audiences']);
    const tables = await callOperation(ListIcebergTables, { catalogId, namespace: 'campaigns' });
    expect(tables.tableDetails.map((t) => t.name)).toContain('impressions');
    expect(tables.nextPageToken).toBeNull();
  });

  it('pages a table’s snapshots newest first along one parent chain ending at the current one', async () => {
    const { id: catalogId } = await callOperation(GetCatalog, { catalog: 'marketing_iceberg' });
    const target = { catalogId, namespace: 'campaigns', table: 'impressions' };
    const table = await callOperation(GetIcebergTable, target);
    const current = table.icebergTableMetadata?.currentSnapshot;
    const snapshots: IcebergSnapshot[] = [];
    let pageToken: string | null | undefined = null;
    do {
      const page: { snapshots: IcebergSnapshot[]; nextPageToken?: string | null } =
        await callOperation(ListIcebergSnapshots, {
          ...target,
          maxResults: 10,
          pageToken,
        });
      snapshots.push(...page.snapshots);
      pageToken = page.nextPageToken;
    } while (pageToken);
    expect(snapshots.length).toBeGreaterThan(10);
    expect(snapshots[0]).toEqual(current);
    snapshots.forEach((snapshot, i) => {
      expect(BigInt(snapshot.id) > 2n ** 53n).toBe(true);
      const older = snapshots[i + 1];
      expect(snapshot.parentId).toBe(older?.id);
      if (older) expect(snapshot.timestampMillis).toBeGreaterThanOrEqual(older.timestampMillis);
    });
    // The running total of the summaries agrees with the rows each snapshot added and deleted.
    const oldest = snapshots[snapshots.length - 1];
    expect(oldest?.summary['total-records']).toBe(oldest?.addedRows);
  });

  it('answers 404 for a PAIMON catalog and 400 for a token of another list', async () => {
    const { id: catalogId } = await callOperation(GetCatalog, { catalog: 'sales_lake' });
    const paimon = await apiFailure(callOperation(ListIcebergNamespaceDetails, { catalogId }));
    expect(paimon).toMatchObject({ status: 404, code: 'NotFound' });

    const { id: icebergId } = await callOperation(GetCatalog, { catalog: 'logs_iceberg' });
    const bad = await apiFailure(
      callOperation(ListIcebergSnapshots, {
        catalogId: icebergId,
        namespace: 'nginx',
        table: 'access_log',
        pageToken: 'bogus',
      }),
    );
    expect(bad).toMatchObject({ status: 400 });
  });
});
