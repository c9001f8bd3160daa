import { schemaIssueCodes, type SchemaIssueCode } from './schemaIssues';
import type { ChangeProblemCode } from './validateChange';
import type { SchemaT } from '../i18n';
import type { ColumnCounts } from './columnCounts';
import type { DiffEntry } from './diffSchemas';

/** A schema validation issue (from `tableSchemaIssues` or `validateBuilder`) in the UI language. */
export function schemaIssueText(
  t: SchemaT,
  issue: { code: SchemaIssueCode; params: Readonly<Record<string, string | number>> },
): string {
  return t(`schema.issue.${issue.code}`, { ...issue.params });
}

const SCHEMA_ISSUES: ReadonlySet<string> = new Set(schemaIssueCodes);
const isSchemaIssue = (code: string): code is SchemaIssueCode => SCHEMA_ISSUES.has(code);

/**
 * A schema change's problem (validateChange, applySchemaChanges) in the UI language: a schema rule
 * it breaks reads as in the create-table form, a path or change problem has its own message.
 */
export function changeProblemText(
  t: SchemaT,
  problem: { code: ChangeProblemCode; params: Readonly<Record<string, string | number>> },
): string {
  const { code, params } = problem;
  if (isSchemaIssue(code)) return schemaIssueText(t, { code, params });
  return t(`schema.change.${code}`, { ...params });
}

/**
 * A schema's counts in words, each saying what it counts: "18 columns (incl. 2 partition
 * columns) · 5 nested fields"; the partition and nested parts only when there are any.
 */
export function columnCountText(t: SchemaT, counts: ColumnCounts): string {
  const columns =
    counts.partitionColumns > 0
      ? t('schema.count.columnsWithPartition', {
          count: counts.columns,
          partition: counts.partitionColumns,
        })
      : t('schema.count.columns', { count: counts.columns });
  if (counts.nestedFields === 0) return columns;
  return t('schema.count.withNested', {
    columns,
    nested: t('schema.count.nested', { count: counts.nestedFields }),
  });
}

function pathText(path: readonly string[]): string {
  return path.join('.');
}

function position(t: SchemaT, after: string | null): string {
  return after === null ? t('schema.diff.first') : t('schema.diff.after', { name: after });
}

/** One line of a schema diff, as a sentence. */
export function diffEntryText(t: SchemaT, entry: DiffEntry): string {
  const blank = (text: string) => (text.trim() === '' ? t('schema.diff.blank') : text);
  const list = (names: readonly string[]) => blank(names.join(', '));
  switch (entry.kind) {
    case 'added':
      return t('schema.diff.added', {
        path: pathText(entry.path),
        type: entry.type,
        position: position(t, entry.after),
      });
    case 'removed':
      return t('schema.diff.removed', { path: pathText(entry.path), type: entry.type });
    case 'renamed':
      return t('schema.diff.renamed', {
        path: pathText([...entry.path.slice(0, -1), entry.from]),
        to: entry.to,
      });
    case 'typeChanged':
      return t('schema.diff.typeChanged', {
        path: pathText(entry.path),
        from: entry.from,
        to: entry.to,
      });
    case 'nullabilityChanged':
      return t(entry.nullable ? 'schema.diff.nullable' : 'schema.diff.notNull', {
        path: pathText(entry.path),
      });
    case 'commentChanged':
      return t('schema.diff.commentChanged', {
        path: pathText(entry.path),
        from: blank(entry.from),
        to: blank(entry.to),
      });
    case 'moved':
      return t('schema.diff.moved', {
        path: pathText(entry.path),
        position: position(t, entry.after),
      });
    case 'optionSet':
      return entry.from === null
        ? t('schema.diff.optionAdded', { key: entry.key, to: entry.to })
        : t('schema.diff.optionChanged', { key: entry.key, from: entry.from, to: entry.to });
    case 'optionRemoved':
      return t('schema.diff.optionRemoved', { key: entry.key, from: blank(entry.from) });
    case 'tableComment':
      return t('schema.diff.tableComment', { from: blank(entry.from), to: blank(entry.to) });
    case 'keysChanged':
      return t(
        entry.keys === 'primaryKeys' ? 'schema.diff.primaryKeys' : 'schema.diff.partitionKeys',
        {
          from: list(entry.from),
          to: list(entry.to),
        },
      );
  }
}
