// @vitest-environment jsdom
import { http, HttpResponse } from 'msw';
import { apiFailure } from '../../../test/apiFailure';
import { server } from '../../../test/msw';
import { callOperation } from '../operation';
import { lakeOperations } from './operations';

const SPEC_OPERATIONS = [
  // Region and service
  'DescribeRegions',
  'GetRegionStatus',
  // Catalogs
  'CreateCatalog',
  'GetCatalog',
  'GetCatalogById',
  'AlterCatalog',
  'DropCatalog',
  'ListCatalogs',
  'GetCatalogToken',
  // Databases
  'CreateDatabase',
  'GetDatabase',
  'AlterDatabase',
  'DropDatabase',
  'ListDatabases',
  'ListDatabaseDetails',
  // Tables, functions, partitions
  'CreateTable',
  'GetTable',
  'AlterTable',
  'DropTable',
  'GetTableCompaction',
  'GetTableSnapshot',
  'GetTableToken',
  'GetTableSummary',
  'ListFunctions',
  'ListPartitionSummaries',
  // Storage summaries
  'GetCatalogSummary',
  'GetCatalogSummaryTrend',
  // Iceberg views
  'GetIcebergTable',
  'ListIcebergNamespaceDetails',
  'ListIcebergTableDetails',
  'ListIcebergSnapshots',
  // Permissions, roles, users, network
  'BatchGrantPermissions',
  'BatchRevokePermissions',
  'CreateRole',
  'GetRole',
  'DeleteRole',
  'GetUser',
  'GrantRoleToUsers',
  'GetVpcConfig',
  // Shares and receivers
  'CreateShare',
  'GetShare',
  'AlterShare',
  'DropShare',
  'AlterShareReceivers',
  'AlterShareResources',
  'CreateReceiver',
  'GetReceiver',
  'AlterReceiver',
  'DropReceiver',
];
const ASSUMED = [
  'ListTables',
  'ListTableDetails',
  'ListPartitions',
  'ListViewDetails',
  'GetDatabaseSummary',
  'ListRoles',
  'ListUsers',
  'ListPermissions',
  'ListProvidedShares',
  'ListReceivedShares',
  'ListReceivers',
  'ListShareReceivers',
  'ListShareResources',
];

/** Captures the one request an operation sends and answers with `body`. */
function answer(method: 'get' | 'post' | 'delete', path: string, body: unknown, status = 200) {
  const seen: Request[] = [];
  server.use(
    http[method](`*${path}`, ({ request }) => {
      seen.push(request.clone());
      return HttpResponse.json(body as never, { status });
    }),
  );
  return seen;
}

describe('lake registry', () => {
  it('holds every operation of the catalog and Iceberg sections and the assumed ones, each once', () => {
    expect(Object.keys(lakeOperations).sort()).toEqual([...SPEC_OPERATIONS, ...ASSUMED].sort());
    const routes = Object.values(lakeOperations).map((op) => `${op.method} ${op.path}`);
    expect(new Set(routes).size).toBe(routes.length);
    expect(
      Object.values(lakeOperations)
        .filter((op) => op.assumed)
        .map((op) => op.name)
        .sort(),
    ).toEqual([...ASSUMED].sort());
  });
});

describe('lake calls', () => {
  it('pages with maxResults (clamped), pageToken and the operation’s own pattern name', async () => {
    const seen = answer('get', '/lake/v1/cat-1/databases/sales/table-details', {
      tableDetails: [{ name: 'orders' }],
      nextPageToken: 'tok-2',
    });
    const page = await callOperation(lakeOperations.ListTableDetails, {
      catalogId: 'cat-1',
      database: 'sales',
      maxResults: 5000,
      pageToken: 'tok-1',
      pattern: 'ord%',
    });
    expect(page).toEqual({ tableDetails: [{ name: 'orders' }], nextPageToken: 'tok-2' });
    const url = new URL(seen[0]?.url ?? '');
    expect(url.pathname).toBe('/api/lake/lake/v1/cat-1/databases/sales/table-details');
    expect(Object.fromEntries(url.searchParams)).toEqual({
      maxResults: '1000',
      pageToken: 'tok-1',
      tableNamePattern: 'ord%',
    });
  });

  it('sends no pageToken or pattern for a first, unfiltered page', async () => {
    const seen = answer('get', '/lake/v1/catalogs', { catalogs: [], nextPageToken: null });
    const page = await callOperation(lakeOperations.ListCatalogs, { pageToken: null, pattern: '' });
    expect(page).toEqual({ catalogs: [], prepayResource: [], nextPageToken: null });
    expect([...new URL(seen[0]?.url ?? '').searchParams.keys()]).toEqual([]);
  });

  it('encodes names in paths and sends AlterTable changes as the body', async () => {
    const seen = answer('post', '/lake/v1/c%201/databases/d/tables/t%2Fx', {});
    await callOperation(lakeOperations.AlterTable, {
      catalogId: 'c 1',
      database: 'd',
      table: 't/x',
      changes: [{ action: 'renameColumn', fieldNames: ['a'], newName: 'b' }],
    });
    expect(await seen[0]?.json()).toEqual({
      changes: [{ action: 'renameColumn', fieldNames: ['a'], newName: 'b' }],
    });
  });

  it('reads nested types of any depth and names the broken field of a malformed one', async () => {
    const deep = {
      type: 'ARRAY',
      element: { type: 'MAP', key: { type: 'STRING' }, value: { type: 'ROW', fields: [] } },
    };
    answer('get', '/lake/v1/c/databases/d/tables/t', {
      name: 't',
      schemaId: 3,
      schema: { fields: [{ id: 0, name: 'x', type: deep }], primaryKeys: [], partitionKeys: [] },
    });
    const table = await callOperation(lakeOperations.GetTable, {
      catalogId: 'c',
      database: 'd',
      table: 't',
    });
    expect(table.schema?.fields[0]?.type).toEqual(deep);

    answer('get', '/lake/v1/c/databases/d/tables/t', {
      name: 't',
      schema: { fields: [{ name: 'x', type: { type: 'ARRAY', element: { type: 7 } } }] },
    });
    const error = await apiFailure(
      callOperation(lakeOperations.GetTable, { catalogId: 'c', database: 'd', table: 't' }),
    );
    expect(error.kind).toBe('invalid-response');
    expect(error.fieldPath).toBe('schema.fields[0].type.element.type');
  });

  it('reads an integer error code (GetCatalog) and the capitalized variant', async () => {
    answer(
      'get',
      '/lake/v1/catalogs/nope',
      {
        code: 404,
        message: 'Catalog nope not found',
        resourceType: 'CATALOG',
        resourceName: 'nope',
      },
      404,
    );
    const notFound = await apiFailure(
      callOperation(lakeOperations.GetCatalog, { catalog: 'nope' }),
    );
    expect(notFound).toMatchObject({
      kind: 'http',
      status: 404,
      code: '404',
      operation: 'GetCatalog',
    });
    expect(notFound.message).toBe('Catalog nope not found');

    answer(
      'delete',
      '/lake/v1/cat-1/databases/sales',
      { Code: 'DatabaseNotEmpty', Message: 'Database sales has 12 tables' },
      405,
    );
    const notEmpty = await apiFailure(
      callOperation(lakeOperations.DropDatabase, { catalogId: 'cat-1', database: 'sales' }),
    );
    expect(notEmpty).toMatchObject({ status: 405, code: 'DatabaseNotEmpty' });
    expect(notEmpty.message).toBe('Database sales has 12 tables');
  });

  it('sends isInternal as true/false for a table token', async () => {
    const seen = answer('get', '/lake/v1/c/databases/d/tables/t/token', {
      token: { 'fs.store.accessKeyId': 'STS.x' },
      expiresAtMillis: 1_800_000_000_000,
    });
    await callOperation(lakeOperations.GetTableToken, {
      catalogId: 'c',
      database: 'd',
      table: 't',
      isInternal: false,
    });
    expect(new URL(seen[0]?.url ?? '').searchParams.get('isInternal')).toBe('false');
  });
});
