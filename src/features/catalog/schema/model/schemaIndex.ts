/**
 * A schema as a flat, pre-ordered list of every node (columns, ROW members, and the `element`,
 * `key` and `value` of collections), built once per schema object and reused: expanding, collapsing
 * and searching are then linear scans over arrays, fast enough for 10,000 columns per keystroke.
 */
import { formatDataType } from './dataTypes';
import type { DataField, FullDataType, TableSchema } from '../../../../api/lake/schemas';

/** Joins path segments into a row key; a control character no column name contains. */
export const PATH_SEPARATOR = '\u001f';

interface SchemaNode {
  /** Segments in the `fieldNames` convention: `['tags', 'element', 'name']`. */
  path: string[];
  key: string;
  /** 0 for top-level columns. */
  depth: number;
  name: string;
  /** True for `element`/`key`/`value` (parts of a collection type, not named fields). */
  isTypePart: boolean;
  typeLabel: string;
  description: string;
  isPrimaryKey: boolean;
  isPartitionKey: boolean;
  hasChildren: boolean;
}

export interface SchemaRow extends SchemaNode {
  expanded: boolean;
  /** 1-based position among the visible siblings, and their number (aria-posinset/-setsize). */
  posInSet: number;
  setSize: number;
  parentKey: string | null;
  /** Whether the row itself matched the search (false for ancestors shown for context). */
  matched: boolean;
}

interface SchemaIndex {
  nodes: readonly SchemaNode[];
  /** Index of each node's parent, -1 at the top. */
  parent: Int32Array;
  /** One past the last node of each node's subtree (pre-order). */
  end: Int32Array;
  /** Lower-cased name, type and description of each node, for searching. */
  text: readonly string[];
  /** Keys of every node that has children (for "expand all"). */
  expandable: readonly string[];
}

/** How a row's type reads; a schema of another table format (Iceberg) brings its own words. */
export type TypeFormat = (type: FullDataType) => string;

const lakeTypeText: TypeFormat = (type) => formatDataType(type, { elideRows: true });

const indexes = new WeakMap<TableSchema, { format: TypeFormat; index: SchemaIndex }>();

/** Children of a type as (name, type, field) triples, in display order. */
function typeChildren(
  type: FullDataType,
): { name: string; type: FullDataType; field?: DataField; isTypePart: boolean }[] {
  switch (type.type) {
    case 'ROW':
      return (type.fields ?? []).map((field) => ({
        name: field.name,
        type: field.type,
        field,
        isTypePart: false,
      }));
    case 'ARRAY':
    case 'MULTISET':
      return type.element ? [{ name: 'element', type: type.element, isTypePart: true }] : [];
    case 'MAP': {
      const parts: { name: string; type: FullDataType; isTypePart: boolean }[] = [];
      if (type.key) parts.push({ name: 'key', type: type.key, isTypePart: true });
      if (type.value) parts.push({ name: 'value', type: type.value, isTypePart: true });
      return parts;
    }
    default:
      return [];
  }
}

function buildIndex(schema: TableSchema, format: TypeFormat): SchemaIndex {
  const nodes: SchemaNode[] = [];
  const parents: number[] = [];
  const ends: number[] = [];
  const text: string[] = [];
  const expandable: string[] = [];
  const primary = new Set(schema.primaryKeys);
  const partition = new Set(schema.partitionKeys);

  const visit = (
    name: string,
    type: FullDataType,
    description: string,
    isTypePart: boolean,
    parentPath: readonly string[],
    parentIndex: number,
  ) => {
    const path = [...parentPath, name];
    const key = path.join(PATH_SEPARATOR);
    const depth = parentPath.length === 0 ? 0 : (nodes[parentIndex]?.depth ?? -1) + 1;
    const children = typeChildren(type);
    const topLevel = parentIndex < 0;
    const typeLabel = format(type);
    const index = nodes.length;
    nodes.push({
      path,
      key,
      depth,
      name,
      isTypePart,
      typeLabel,
      description,
      isPrimaryKey: topLevel && primary.has(name),
      isPartitionKey: topLevel && partition.has(name),
      hasChildren: children.length > 0,
    });
    parents.push(parentIndex);
    ends.push(index + 1);
    text.push(`${name}\n${typeLabel}\n${description}`.toLowerCase());
    if (children.length > 0) expandable.push(key);
    for (const child of children) {
      visit(child.name, child.type, child.field?.description ?? '', child.isTypePart, path, index);
    }
    ends[index] = nodes.length;
  };

  for (const field of schema.fields) {
    visit(field.name, field.type, field.description ?? '', false, [], -1);
  }
  return {
    nodes,
    parent: Int32Array.from(parents),
    end: Int32Array.from(ends),
    text,
    expandable,
  };
}

/** The schema's flat index, built on first use and kept as long as the schema object lives. */
export function schemaIndex(schema: TableSchema, format: TypeFormat = lakeTypeText): SchemaIndex {
  const known = indexes.get(schema);
  if (known?.format === format) return known.index;
  const index = buildIndex(schema, format);
  indexes.set(schema, { format, index });
  return index;
}

/** Sets aria-posinset/-setsize among the rows that share a parent, in one pass. */
function withPositions(
  index: SchemaIndex,
  picked: readonly number[],
  expanded: (i: number) => boolean,
  matched: (i: number) => boolean,
): SchemaRow[] {
  const counts = new Map<number, number>();
  const positions = new Int32Array(picked.length);
  picked.forEach((i, at) => {
    const parent = index.parent[i] ?? -1;
    const next = (counts.get(parent) ?? 0) + 1;
    counts.set(parent, next);
    positions[at] = next;
  });
  return picked.map((i, at) => {
    const node = index.nodes[i] as SchemaNode;
    const parent = index.parent[i] ?? -1;
    // Written out rather than spread: a spread of 10,000 nodes costs tens of milliseconds.
    return {
      path: node.path,
      key: node.key,
      depth: node.depth,
      name: node.name,
      isTypePart: node.isTypePart,
      typeLabel: node.typeLabel,
      description: node.description,
      isPrimaryKey: node.isPrimaryKey,
      isPartitionKey: node.isPartitionKey,
      hasChildren: node.hasChildren,
      expanded: node.hasChildren && expanded(i),
      posInSet: positions[at] ?? 1,
      setSize: counts.get(parent) ?? 1,
      parentKey: parent >= 0 ? (index.nodes[parent]?.key ?? null) : null,
      matched: matched(i),
    };
  });
}

/** The visible rows of the tree: every top-level column, and the children of expanded rows. */
export function flattenSchema(
  schema: TableSchema,
  expanded: ReadonlySet<string>,
  format?: TypeFormat,
): SchemaRow[] {
  const index = schemaIndex(schema, format);
  const picked: number[] = [];
  const { nodes, end } = index;
  let i = 0;
  while (i < nodes.length) {
    const node = nodes[i] as SchemaNode;
    picked.push(i);
    i = node.hasChildren && !expanded.has(node.key) ? (end[i] ?? i + 1) : i + 1;
  }
  return withPositions(
    index,
    picked,
    (n) => expanded.has(nodes[n]?.key ?? ''),
    () => false,
  );
}

interface Marks {
  matched: Uint8Array;
  /** Some descendant matched. */
  contains: Uint8Array;
}

function markMatches(index: SchemaIndex, query: string): Marks {
  const n = index.nodes.length;
  const matched = new Uint8Array(n);
  const contains = new Uint8Array(n);
  const needle = query.trim().toLowerCase();
  for (let i = 0; i < n; i += 1) {
    if (!(index.text[i] ?? '').includes(needle)) continue;
    matched[i] = 1;
    let p = index.parent[i] ?? -1;
    while (p >= 0 && contains[p] === 0) {
      contains[p] = 1;
      p = index.parent[p] ?? -1;
    }
  }
  return { matched, contains };
}

/**
 * How many columns (top-level, as `columnCounts` counts them) match a query: the column itself or
 * something inside it (a nested field, a collection's part) has the text in its name, type or
 * comment, ignoring case.
 */
export function countMatchingColumns(
  schema: TableSchema,
  query: string,
  format?: TypeFormat,
): number {
  const index = schemaIndex(schema, format);
  const { matched, contains } = markMatches(index, query);
  let count = 0;
  let top = 0;
  while (top < index.nodes.length) {
    if (matched[top] === 1 || contains[top] === 1) count += 1;
    top = index.end[top] ?? top + 1;
  }
  return count;
}

/**
 * Rows matching `query` (name, type or comment contains it, ignoring case) at any depth, with
 * their ancestors, which are expanded so the matches show. `overrides` holds the user's own
 * expand (true: show all its children) or collapse (false) of a row while searching. A blank
 * query matches every row.
 */
export function searchSchema(
  schema: TableSchema,
  query: string,
  overrides?: ReadonlyMap<string, boolean>,
  format?: TypeFormat,
): SchemaRow[] {
  const index = schemaIndex(schema, format);
  const { nodes, end } = index;
  const { matched, contains } = markMatches(index, query);
  const isOpen = (i: number) => overrides?.get(nodes[i]?.key ?? '') ?? contains[i] === 1;
  const picked: number[] = [];

  // Children of an open row: all of them when the user opened it, else those on a match's path.
  const visitChildren = (i: number) => {
    const showAll = overrides?.get(nodes[i]?.key ?? '') === true;
    const stop = end[i] ?? i + 1;
    let c = i + 1;
    while (c < stop) {
      if (showAll || matched[c] === 1 || contains[c] === 1) visit(c);
      c = end[c] ?? c + 1;
    }
  };
  const visit = (i: number) => {
    picked.push(i);
    if (nodes[i]?.hasChildren && isOpen(i)) visitChildren(i);
  };

  let top = 0;
  while (top < nodes.length) {
    if (matched[top] === 1 || contains[top] === 1) visit(top);
    top = end[top] ?? top + 1;
  }
  return withPositions(index, picked, isOpen, (i) => matched[i] === 1);
}
