import { formatDataType } from './dataTypes';
import type { DataField, FullDataType, TableSchema } from '../../../../api/lake/schemas';

/** A node of a column picker's tree: its value is the column path as JSON. */
export interface ColumnNode {
  value: string;
  /** Name and type, e.g. `city · STRING`. */
  title: string;
  /** The path as people write it, `address.city`: what the picker shows and searches. */
  pathText: string;
  selectable: boolean;
  children?: ColumnNode[];
}

/**
 * `fields`: every existing field can be picked (rename, drop, retype…);
 * `parents`: the places a new column can go: the table itself and every ROW, including ROWs
 * inside ARRAY/MAP (through their `element`/`value` segments).
 */
type ColumnTreeMode = 'fields' | 'parents';

export const pathValue = (path: readonly string[]) => JSON.stringify(path);

export function parsePathValue(value: string): string[] | null {
  try {
    const parsed: unknown = JSON.parse(value);
    return Array.isArray(parsed) && parsed.every((part) => typeof part === 'string')
      ? (parsed as string[])
      : null;
  } catch {
    return null;
  }
}

const typeText = (type: FullDataType) => formatDataType(type, { elideRows: true });

function childNodes(type: FullDataType, path: string[], mode: ColumnTreeMode): ColumnNode[] {
  switch (type.type) {
    case 'ROW':
      return fieldNodes(type.fields ?? [], path, mode);
    case 'ARRAY':
    case 'MULTISET':
      return type.element ? segmentNodes([['element', type.element]], path, mode) : [];
    case 'MAP':
      return segmentNodes(
        [
          ['key', type.key],
          ['value', type.value],
        ],
        path,
        mode,
      );
    default:
      return [];
  }
}

/** A collection's `element`/`key`/`value` step: shown only when a pickable node lies below. */
function segmentNodes(
  segments: [string, FullDataType | undefined][],
  path: string[],
  mode: ColumnTreeMode,
): ColumnNode[] {
  const nodes: ColumnNode[] = [];
  for (const [segment, type] of segments) {
    if (!type) continue;
    const here = [...path, segment];
    const children = childNodes(type, here, mode);
    const selectable = mode === 'parents' && type.type === 'ROW';
    if (!selectable && children.length === 0) continue;
    nodes.push({
      value: pathValue(here),
      title: `${segment} · ${typeText(type)}`,
      pathText: here.join('.'),
      selectable,
      ...(children.length > 0 ? { children } : {}),
    });
  }
  return nodes;
}

function fieldNodes(fields: readonly DataField[], path: string[], mode: ColumnTreeMode) {
  const nodes: ColumnNode[] = [];
  for (const field of fields) {
    const here = [...path, field.name];
    const children = childNodes(field.type, here, mode);
    const selectable = mode === 'fields' || field.type.type === 'ROW';
    if (!selectable && children.length === 0) continue;
    nodes.push({
      value: pathValue(here),
      title: `${field.name} · ${typeText(field.type)}`,
      pathText: here.join('.'),
      selectable,
      ...(children.length > 0 ? { children } : {}),
    });
  }
  return nodes;
}

/** The picker tree over a schema's columns; `rootLabel` names the table level in `parents`. */
export function columnTree(
  schema: TableSchema,
  mode: ColumnTreeMode,
  rootLabel = '',
): ColumnNode[] {
  const nodes = fieldNodes(schema.fields, [], mode);
  if (mode === 'fields') return nodes;
  return [
    { value: pathValue([]), title: rootLabel, pathText: rootLabel, selectable: true },
    ...nodes,
  ];
}

/** The fields of one level as a flat picker list (a move's reference column among siblings). */
export function siblingTree(
  fields: readonly DataField[],
  parent: readonly string[],
  except?: string,
): ColumnNode[] {
  return fields
    .filter((field) => field.name !== except)
    .map((field) => ({
      value: pathValue([...parent, field.name]),
      title: `${field.name} · ${typeText(field.type)}`,
      pathText: [...parent, field.name].join('.'),
      selectable: true,
    }));
}
