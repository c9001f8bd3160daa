import type { SchemaIssue, SchemaIssueCode } from './schemaIssues';
import { tableSchemaIssues } from './schemaIssues';
import type { BuilderField, BuilderType, TableSchemaParts, TypeStep } from './builder';
import { schemaFromBuilder } from './builder';

export interface BuilderIssue {
  code: SchemaIssueCode;
  params: Readonly<Record<string, string | number>>;
  /** Which input of the field row: its name, or its type (at `typePath` inside the type). */
  part?: 'name' | 'type' | undefined;
  typePath: readonly TypeStep[];
}

export interface BuilderIssues {
  /** Issues of a field row, by the field's uid. */
  byUid: ReadonlyMap<string, readonly BuilderIssue[]>;
  /** Issues of the table as a whole (no columns). */
  table: readonly BuilderIssue[];
  primaryKeys: readonly BuilderIssue[];
  partitionKeys: readonly BuilderIssue[];
  count: number;
}

/** The builder field (and the type steps below it) an issue's locator points at. */
function locate(
  fields: readonly BuilderField[],
  at: SchemaIssue['at'],
): { uid: string; typePath: TypeStep[] } | null {
  if (!at || at.length === 0) return null;
  let list: readonly BuilderField[] | undefined = fields;
  let type: BuilderType | undefined;
  let uid: string | null = null;
  let typePath: TypeStep[] = [];
  for (const step of at) {
    if (typeof step === 'number') {
      const listHere: readonly BuilderField[] | undefined = list ?? type?.fields;
      const field: BuilderField | undefined = listHere?.[step];
      if (!field) return uid ? { uid, typePath } : null;
      uid = field.uid;
      type = field.type;
      typePath = [];
      list = undefined;
    } else {
      type = type?.[step];
      typePath.push(step);
    }
  }
  return uid ? { uid, typePath } : null;
}

/**
 * Every problem of the form's schema, attached where the form shows it: field rows by uid (name
 * or type), the key pickers, or the table. The rules are `tableSchemaIssues`' (the same the mock's
 * CreateTable applies); the builder's schema keeps the tree's shape, so each located issue maps
 * back to its field.
 */
export function validateBuilder(
  fields: readonly BuilderField[],
  keys: Pick<TableSchemaParts, 'primaryKeys' | 'partitionKeys'> = {},
): BuilderIssues {
  const issues = tableSchemaIssues(schemaFromBuilder(fields, keys));
  const byUid = new Map<string, BuilderIssue[]>();
  const table: BuilderIssue[] = [];
  const primaryKeys: BuilderIssue[] = [];
  const partitionKeys: BuilderIssue[] = [];
  for (const issue of issues) {
    const where = locate(fields, issue.at);
    const item: BuilderIssue = {
      code: issue.code,
      params: issue.params,
      part: issue.part,
      typePath: where?.typePath ?? [],
    };
    if (where) {
      const list = byUid.get(where.uid) ?? [];
      list.push(item);
      byUid.set(where.uid, list);
    } else if (issue.field.startsWith('schema.primaryKeys')) primaryKeys.push(item);
    else if (issue.field.startsWith('schema.partitionKeys')) partitionKeys.push(item);
    else table.push(item);
  }
  return { byUid, table, primaryKeys, partitionKeys, count: issues.length };
}
