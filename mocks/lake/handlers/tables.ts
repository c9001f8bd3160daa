/** Table, function, view and partition operations of the lake mock. */
import { OBJECT_NAME_PATTERN } from '../../../src/api/lake/assumed';
import type { LakeOperationName } from '../routes';
import {
  tableSchemaSchema,
  type FullSchemaChange,
  type TableSchema,
} from '../../../src/api/lake/schemas';
import { schemaOf } from '../store/catalogs';
import { alterSchema } from '../store/schemaChanges';
import { assignFieldIds, largestFieldId, schemaProblem } from '../store/schemaRules';
import { mockDb } from '../../database';
import { partitionsOf } from '../store/partitions';
import { tableCompaction, tableSnapshot, tableSummary } from '../store/tableSummary';
import { OSS_ENDPOINT_INTERNAL, OSS_ENDPOINT_PUBLIC } from '../assumed';
import { OBJECT_NAME_RULE } from './databases';
import { alreadyExists, invalidParameter } from './errors';
import { catalogWithId, databaseIn, lakeDb, requireRunning, tableAt } from './lookup';
import { booleanParam, jsonBody, listPage, summaryDay, type JsonRecord } from './params';
import { issueToken } from './tokens';
import { partitionSummaryView, partitionView, tableView, viewView } from './views';
import type { MockBody, MockRequest } from '../../core/mockService';

/** `['fields', 0, 'type']` → `schema.fields[0].type`. */
function pathText(root: string, path: readonly PropertyKey[]): string {
  return path.reduce<string>(
    (text, key) => (typeof key === 'number' ? `${text}[${key}]` : `${text}.${String(key)}`),
    root,
  );
}

/** CreateTable's schema, checked (400 naming the field) and completed with defaults and ids. */
function readSchema(value: unknown): TableSchema {
  const parsed = tableSchemaSchema.safeParse(value);
  if (!parsed.success) {
    const issue = parsed.error.issues[0];
    throw invalidParameter(pathText('schema', issue?.path ?? []), issue?.message ?? 'is invalid.');
  }
  const problem = schemaProblem(parsed.data);
  if (problem) throw invalidParameter(problem.field, problem.message);
  // Fields sent without an id get the next ones after the largest sent, as the service assigns.
  const fields = structuredClone(parsed.data.fields);
  assignFieldIds({ type: 'ROW', fields }, { next: largestFieldId(fields) + 1 });
  return {
    fields,
    primaryKeys: parsed.data.primaryKeys,
    partitionKeys: parsed.data.partitionKeys,
    options: parsed.data.options,
    comment: parsed.data.comment ?? null,
  };
}

function readChanges(body: JsonRecord): FullSchemaChange[] {
  const { changes } = body;
  if (!Array.isArray(changes) || changes.length === 0) {
    throw invalidParameter('changes', 'must be a non-empty array of schema changes.');
  }
  changes.forEach((change, index) => {
    if (typeof change !== 'object' || change === null || Array.isArray(change)) {
      throw invalidParameter(`changes[${index}]`, 'must be an object.');
    }
    if (typeof (change as JsonRecord).action !== 'string') {
      throw invalidParameter(`changes[${index}].action`, 'is required.');
    }
  });
  return changes as FullSchemaChange[];
}

/** The database a list or create under it names. */
function databaseAt({ path }: MockRequest) {
  const now = Date.now();
  const catalog = catalogWithId(path.catalogId, now);
  return { now, catalog, database: databaseIn(catalog, path.database) };
}

export const tableBodies: Partial<Record<LakeOperationName, MockBody>> = {
  CreateTable: async (req) => {
    const { now, catalog, database } = databaseAt(req);
    const body = await jsonBody(req.request);
    const identifier = body.identifier;
    if (typeof identifier !== 'object' || identifier === null || Array.isArray(identifier)) {
      throw invalidParameter('identifier', 'is required: {database, object}.');
    }
    const { database: identifierDatabase, object } = identifier as JsonRecord;
    if (identifierDatabase !== database.name) {
      throw invalidParameter(
        'identifier.database',
        `must be the database in the path (${JSON.stringify(database.name)}).`,
      );
    }
    if (typeof object !== 'string' || !OBJECT_NAME_PATTERN.test(object)) {
      throw invalidParameter('identifier.object', OBJECT_NAME_RULE);
    }
    const schema = readSchema(body.schema);
    requireRunning(catalog, now);
    if (database.tables.has(object)) {
      throw alreadyExists('table', object, ` in database ${JSON.stringify(database.name)}`);
    }
    mockDb().record({
      service: 'lake',
      op: 'createTable',
      at: now,
      catalogId: catalog.id,
      database: database.name,
      id: crypto.randomUUID(),
      name: object,
      schema,
    });
    return {};
  },

  GetTable: ({ path }) => tableView(tableAt(path, Date.now()).table),

  AlterTable: async ({ path, request }) => {
    const now = Date.now();
    const { catalog, database, table } = tableAt(path, now);
    const changes = readChanges(await jsonBody(request));
    requireRunning(catalog, now);
    const result = alterSchema(schemaOf(table), changes);
    if (!result.ok) throw invalidParameter(result.field, result.message);
    mockDb().record({
      service: 'lake',
      op: 'alterTable',
      at: now,
      catalogId: catalog.id,
      database: database.name,
      table: table.name,
      changes,
    });
    return {};
  },

  DropTable: ({ path }) => {
    const now = Date.now();
    const { catalog, database, table } = tableAt(path, now);
    requireRunning(catalog, now);
    mockDb().record({
      service: 'lake',
      op: 'dropTable',
      at: now,
      catalogId: catalog.id,
      database: database.name,
      table: table.name,
    });
    return {};
  },

  GetTableCompaction: ({ path }) => {
    const { catalog, table } = tableAt(path, Date.now());
    return tableCompaction(table, catalog.id, lakeDb().anchorMs);
  },

  GetTableSnapshot: ({ path }) => tableSnapshot(tableAt(path, Date.now()).table, lakeDb().anchorMs),

  GetTableToken: ({ path, query }) => {
    const now = Date.now();
    const { catalog } = tableAt(path, now);
    const isInternal = booleanParam(query, 'isInternal', true);
    requireRunning(catalog, now);
    return issueToken(
      catalog.bucket,
      isInternal ? OSS_ENDPOINT_INTERNAL : OSS_ENDPOINT_PUBLIC,
      now,
    );
  },

  GetTableSummary: ({ path, query }) => {
    const now = Date.now();
    const { database, table } = tableAt(path, now);
    const { day, today } = summaryDay(query, now);
    return tableSummary(table, database.name, { anchorMs: lakeDb().anchorMs, day, today, now });
  },

  ListFunctions: (req) => {
    const { catalog, database } = databaseAt(req);
    const page = listPage(database.functions, {
      query: req.query,
      patternParam: 'functionNamePattern',
      list: 'ListFunctions',
      parent: `${catalog.id}/${database.name}`,
      nameOf: (fn) => fn.name,
    });
    return { functions: page.items.map((fn) => fn.name), nextPageToken: page.nextPageToken };
  },

  ListTables: (req) => {
    const { catalog, database } = databaseAt(req);
    const page = listPage(database.tables, {
      query: req.query,
      patternParam: 'tableNamePattern',
      list: 'ListTables',
      parent: `${catalog.id}/${database.name}`,
      nameOf: (table) => table.name,
    });
    return { tables: page.items.map((table) => table.name), nextPageToken: page.nextPageToken };
  },

  ListTableDetails: (req) => {
    const { catalog, database } = databaseAt(req);
    const page = listPage(database.tables, {
      query: req.query,
      patternParam: 'tableNamePattern',
      list: 'ListTableDetails',
      parent: `${catalog.id}/${database.name}`,
      nameOf: (table) => table.name,
    });
    return { tableDetails: page.items.map(tableView), nextPageToken: page.nextPageToken };
  },

  ListViewDetails: (req) => {
    const { catalog, database } = databaseAt(req);
    const page = listPage(database.views, {
      query: req.query,
      patternParam: 'viewNamePattern',
      list: 'ListViewDetails',
      parent: `${catalog.id}/${database.name}`,
      nameOf: (view) => view.name,
    });
    return { viewDetails: page.items.map(viewView), nextPageToken: page.nextPageToken };
  },

  ListPartitions: ({ path, query }) => {
    const { catalog, database, table } = tableAt(path, Date.now());
    const page = listPage(partitionsOf(table, lakeDb().anchorMs), {
      query,
      patternParam: 'partitionNamePattern',
      list: 'ListPartitions',
      parent: `${catalog.id}/${database.name}/${table.name}`,
      nameOf: (partition) => partition.name,
    });
    return { partitions: page.items.map(partitionView), nextPageToken: page.nextPageToken };
  },

  ListPartitionSummaries: ({ path, query }) => {
    const { catalog, database, table } = tableAt(path, Date.now());
    const page = listPage(partitionsOf(table, lakeDb().anchorMs), {
      query,
      patternParam: 'partitionNamePattern',
      list: 'ListPartitionSummaries',
      parent: `${catalog.id}/${database.name}/${table.name}`,
      nameOf: (partition) => partition.name,
    });
    return {
      partitions: page.items.map((p) => partitionSummaryView(p, database.name, table.name)),
      nextPageToken: page.nextPageToken,
    };
  },
};
