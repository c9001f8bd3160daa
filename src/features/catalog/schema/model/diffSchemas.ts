/**
 * What an AlterTable would change: the differences between two schemas, as lines for a preview.
 * Fields are matched by `id` (so a rename is a rename, not a drop and an add), falling back to the
 * name when either side has no id; a move is a matched field that left the longest run of fields
 * still in their old relative order.
 */
import { formatDataType } from './dataTypes';
import type { DataField, FullDataType, TableSchema } from '../../../../api/lake/schemas';

export type DiffEntry =
  /** `after`: the sibling it follows in the new schema, null when it comes first. */
  | { kind: 'added'; path: string[]; type: string; after: string | null }
  | { kind: 'removed'; path: string[]; type: string }
  /** `path` is the new path; `from` the old name. */
  | { kind: 'renamed'; path: string[]; from: string; to: string }
  | { kind: 'typeChanged'; path: string[]; from: string; to: string }
  | { kind: 'nullabilityChanged'; path: string[]; nullable: boolean }
  | { kind: 'commentChanged'; path: string[]; from: string; to: string }
  | { kind: 'moved'; path: string[]; after: string | null }
  | { kind: 'optionSet'; key: string; from: string | null; to: string }
  | { kind: 'optionRemoved'; key: string; from: string }
  | { kind: 'tableComment'; from: string; to: string }
  | { kind: 'keysChanged'; keys: 'primaryKeys' | 'partitionKeys'; from: string[]; to: string[] };

type DiffKind = DiffEntry['kind'];

interface LevelMatch {
  /** [before index, after index], in after order. */
  pairs: [number, number][];
  removed: number[];
  added: number[];
  /** After indexes of pairs that moved. */
  moved: ReadonlySet<number>;
}

/** Indexes (into `values`) of one longest strictly increasing subsequence. */
function longestIncreasing(values: readonly number[]): Set<number> {
  const tails: number[] = [];
  const previous = new Int32Array(values.length).fill(-1);
  values.forEach((value, i) => {
    let lo = 0;
    let hi = tails.length;
    while (lo < hi) {
      const mid = (lo + hi) >> 1;
      if ((values[tails[mid] ?? 0] ?? 0) < value) lo = mid + 1;
      else hi = mid;
    }
    if (lo > 0) previous[i] = tails[lo - 1] ?? -1;
    tails[lo] = i;
  });
  const kept = new Set<number>();
  let at = tails[tails.length - 1] ?? -1;
  while (at >= 0) {
    kept.add(at);
    at = previous[at] ?? -1;
  }
  return kept;
}

function matchLevel(before: readonly DataField[], after: readonly DataField[]): LevelMatch {
  const beforeOf = new Int32Array(after.length).fill(-1);
  const taken = new Uint8Array(before.length);
  const afterById = new Map<number, number>();
  after.forEach((f, i) => {
    if (f.id !== undefined) afterById.set(f.id, i);
  });
  before.forEach((f, b) => {
    const a = f.id === undefined ? undefined : afterById.get(f.id);
    if (a !== undefined) {
      beforeOf[a] = b;
      taken[b] = 1;
    }
  });
  // Without ids on both sides, the name is all there is to go by.
  const beforeByName = new Map<string, number>();
  before.forEach((f, b) => {
    if (!taken[b] && !beforeByName.has(f.name)) beforeByName.set(f.name, b);
  });
  after.forEach((f, a) => {
    if (beforeOf[a] !== -1) return;
    const b = beforeByName.get(f.name);
    if (b === undefined || taken[b]) return;
    const other = before[b];
    if (f.id !== undefined && other?.id !== undefined) return;
    beforeOf[a] = b;
    taken[b] = 1;
  });

  const pairs: [number, number][] = [];
  const added: number[] = [];
  after.forEach((_, a) => {
    const b = beforeOf[a] ?? -1;
    if (b >= 0) pairs.push([b, a]);
    else added.push(a);
  });
  const removed = before.map((_, b) => b).filter((b) => !taken[b]);
  const kept = longestIncreasing(pairs.map(([b]) => b));
  const moved = new Set<number>();
  pairs.forEach(([, a], i) => {
    if (!kept.has(i)) moved.add(a);
  });
  return { pairs, removed, added, moved };
}

/** A type without its own nullability, members of ROWs left out (they are diffed as fields). */
function shape(type: FullDataType): string {
  return formatDataType({ ...type, nullable: undefined }, { elideRows: true });
}

function withoutNullability(type: FullDataType): string {
  return formatDataType({ ...type, nullable: undefined });
}

/** The ROW field lists inside a type, by their steps (`''`, `element`, `value.element`…). */
function rowLevels(
  type: FullDataType,
  steps: string[] = [],
  out = new Map<string, { steps: string[]; fields: DataField[] }>(),
) {
  if (type.type === 'ROW') out.set(steps.join('.'), { steps, fields: type.fields ?? [] });
  if (type.element) rowLevels(type.element, [...steps, 'element'], out);
  if (type.key) rowLevels(type.key, [...steps, 'key'], out);
  if (type.value) rowLevels(type.value, [...steps, 'value'], out);
  return out;
}

function diffField(before: DataField, after: DataField, path: string[], out: DiffEntry[]): void {
  if (before.name !== after.name) {
    out.push({ kind: 'renamed', path, from: before.name, to: after.name });
  }
  const sameShape = shape(before.type) === shape(after.type);
  if (!sameShape) {
    out.push({
      kind: 'typeChanged',
      path,
      from: withoutNullability(before.type),
      to: withoutNullability(after.type),
    });
  }
  const wasNullable = before.type.nullable !== false;
  const isNullable = after.type.nullable !== false;
  if (wasNullable !== isNullable) {
    out.push({ kind: 'nullabilityChanged', path, nullable: isNullable });
  }
  const fromComment = before.description ?? '';
  const toComment = after.description ?? '';
  if (fromComment !== toComment) {
    out.push({ kind: 'commentChanged', path, from: fromComment, to: toComment });
  }
  if (!sameShape) return;
  const beforeLevels = rowLevels(before.type);
  for (const [steps, level] of rowLevels(after.type)) {
    const old = beforeLevels.get(steps);
    if (old) diffLevel(old.fields, level.fields, [...path, ...level.steps], out);
  }
}

function diffLevel(
  before: readonly DataField[],
  after: readonly DataField[],
  parent: string[],
  out: DiffEntry[],
): void {
  const match = matchLevel(before, after);
  for (const b of match.removed) {
    const field = before[b];
    if (field) {
      out.push({
        kind: 'removed',
        path: [...parent, field.name],
        type: formatDataType(field.type),
      });
    }
  }
  const beforeOf = new Map(match.pairs.map(([b, a]) => [a, b]));
  after.forEach((field, a) => {
    const path = [...parent, field.name];
    const previous = a > 0 ? (after[a - 1]?.name ?? null) : null;
    const b = beforeOf.get(a);
    const old = b === undefined ? undefined : before[b];
    if (!old) {
      out.push({ kind: 'added', path, type: formatDataType(field.type), after: previous });
      return;
    }
    diffField(old, field, path, out);
    if (match.moved.has(a)) out.push({ kind: 'moved', path, after: previous });
  });
}

function sameList(a: readonly string[], b: readonly string[]): boolean {
  return a.length === b.length && a.every((v, i) => v === b[i]);
}

/**
 * Every difference, table-level ones first (comment, options in key order, keys), then the
 * columns: at each level removals, then the new columns in order with their changes.
 */
export function diffSchemas(before: TableSchema, after: TableSchema): DiffEntry[] {
  const out: DiffEntry[] = [];
  const fromComment = before.comment ?? '';
  const toComment = after.comment ?? '';
  if (fromComment !== toComment)
    out.push({ kind: 'tableComment', from: fromComment, to: toComment });
  const keys = [...new Set([...Object.keys(before.options), ...Object.keys(after.options)])].sort();
  for (const key of keys) {
    const from = Object.hasOwn(before.options, key) ? (before.options[key] ?? '') : null;
    const to = Object.hasOwn(after.options, key) ? (after.options[key] ?? '') : null;
    if (to === null && from !== null) out.push({ kind: 'optionRemoved', key, from });
    else if (to !== null && from !== to) out.push({ kind: 'optionSet', key, from, to });
  }
  for (const which of ['primaryKeys', 'partitionKeys'] as const) {
    if (!sameList(before[which], after[which])) {
      out.push({ kind: 'keysChanged', keys: which, from: before[which], to: after[which] });
    }
  }
  diffLevel(before.fields, after.fields, [], out);
  return out;
}

type ColumnStatus = 'added' | 'removed' | 'changed' | 'unchanged';
type ColumnChange = 'renamed' | 'moved' | 'type' | 'nullability' | 'comment' | 'nested';

export interface ColumnDiffRow {
  key: string;
  status: ColumnStatus;
  before?: { name: string; type: string } | undefined;
  after?: { name: string; type: string } | undefined;
  /** For changed columns, what changed, in this order. */
  changes: ColumnChange[];
}

const CHANGE_OF: Partial<Record<DiffKind, ColumnChange>> = {
  renamed: 'renamed',
  moved: 'moved',
  typeChanged: 'type',
  nullabilityChanged: 'nullability',
  commentChanged: 'comment',
};
const CHANGE_ORDER: readonly ColumnChange[] = [
  'renamed',
  'moved',
  'type',
  'nullability',
  'comment',
  'nested',
];

/**
 * The top-level columns before and after, side by side, in the new order; a removed column sits
 * after the column that preceded it before (or first).
 */
export function diffColumns(before: TableSchema, after: TableSchema): ColumnDiffRow[] {
  const match = matchLevel(before.fields, after.fields);
  const beforeOf = new Map(match.pairs.map(([b, a]) => [a, b]));
  const survivors = new Set(match.pairs.map(([b]) => b));
  // Removed columns, grouped by the after-row of their nearest surviving predecessor (-1: top).
  const removedAfter = new Map<number, number[]>();
  const afterOfBefore = new Map(match.pairs.map(([b, a]) => [b, a]));
  for (const b of match.removed) {
    let anchor = -1;
    for (let p = b - 1; p >= 0; p -= 1) {
      if (survivors.has(p)) {
        anchor = afterOfBefore.get(p) ?? -1;
        break;
      }
    }
    const list = removedAfter.get(anchor) ?? [];
    list.push(b);
    removedAfter.set(anchor, list);
  }
  const rows: ColumnDiffRow[] = [];
  const pushRemoved = (anchor: number) => {
    for (const b of removedAfter.get(anchor) ?? []) {
      const field = before.fields[b];
      if (!field) continue;
      rows.push({
        key: `removed:${b}`,
        status: 'removed',
        before: { name: field.name, type: formatDataType(field.type) },
        changes: [],
      });
    }
  };
  pushRemoved(-1);
  after.fields.forEach((field, a) => {
    const b = beforeOf.get(a);
    const old = b === undefined ? undefined : before.fields[b];
    const now = { name: field.name, type: formatDataType(field.type) };
    if (!old) {
      rows.push({ key: `added:${a}`, status: 'added', after: now, changes: [] });
    } else {
      const entries: DiffEntry[] = [];
      diffField(old, field, [field.name], entries);
      const changes = new Set<ColumnChange>();
      for (const entry of entries) {
        const change = 'path' in entry && entry.path.length > 1 ? 'nested' : CHANGE_OF[entry.kind];
        if (change) changes.add(change);
      }
      if (match.moved.has(a)) changes.add('moved');
      rows.push({
        key: `kept:${a}`,
        status: changes.size > 0 ? 'changed' : 'unchanged',
        before: { name: old.name, type: formatDataType(old.type) },
        after: now,
        changes: CHANGE_ORDER.filter((c) => changes.has(c)),
      });
    }
    pushRemoved(a);
  });
  return rows;
}
