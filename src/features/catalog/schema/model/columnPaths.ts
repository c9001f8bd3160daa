/**
 * Column paths (`fieldNames`) and the field lists they address.
 *
 * Column paths (`fieldNames`): each segment names a ROW field, starting at the top-level columns.
 * To step into a collection, the segment after an ARRAY/MULTISET column is `element`, after a
 * MAP column `key` or `value`; then ROW field names continue. So `['address', 'city']` is field
 * `city` of ROW column `address`, and `['tags', 'element', 'name']` is field `name` of the ROWs
 * in ARRAY column `tags`. A path always ends at a field (a ROW member or a top-level column).
 */
import type { DataField, FullDataType } from '../../../../api/lake/schemas';

/** Why a column path does not lead where it should; `path` is the segments joined with dots. */
export type PathProblemCode =
  /** No column or field `{path}`. */
  | 'columnMissing'
  /** `{path}` is an ARRAY/MULTISET `{type}`: the next segment must be `element`, not `{segment}`. */
  | 'pathNeedsElement'
  /** `{path}` is a MAP: the next segment must be `key` or `value`, not `{segment}`. */
  | 'pathNeedsKeyOrValue'
  /** `{path}` is a `{type}` with nothing inside, so `{segment}` cannot follow. */
  | 'pathNotNested'
  /** `{path}` is a `{type}`, not a ROW: it has no fields until element, key or value. */
  | 'pathNotRow';

type Level =
  | { ok: true; fields: readonly DataField[] }
  | { ok: false; code: PathProblemCode; params: Record<string, string> };

function childType(type: FullDataType, segment: string): FullDataType | undefined {
  if ((type.type === 'ARRAY' || type.type === 'MULTISET') && segment === 'element') {
    return type.element;
  }
  if (type.type === 'MAP' && (segment === 'key' || segment === 'value')) return type[segment];
  return undefined;
}

/** A path as the problems name it: `address.city`. */
export const pathText = (path: readonly string[]): string => path.join('.');

/** The field list a path's parent addresses (the level its last segment lives at). */
export function resolveLevel(top: readonly DataField[], parent: readonly string[]): Level {
  let fields: readonly DataField[] | null = top;
  let type: FullDataType | null = null;
  for (let i = 0; i < parent.length; i += 1) {
    const segment = parent[i] ?? '';
    if (fields) {
      const field: DataField | undefined = fields.find((f) => f.name === segment);
      if (!field) {
        return {
          ok: false,
          code: 'columnMissing',
          params: { path: pathText(parent.slice(0, i + 1)) },
        };
      }
      type = field.type;
      fields = null;
    } else if (type) {
      const next = childType(type, segment);
      if (!next) {
        const code =
          type.type === 'MAP'
            ? 'pathNeedsKeyOrValue'
            : type.type === 'ARRAY' || type.type === 'MULTISET'
              ? 'pathNeedsElement'
              : 'pathNotNested';
        return {
          ok: false,
          code,
          params: { path: pathText(parent.slice(0, i)), type: type.type, segment },
        };
      }
      type = next;
    }
    if (type?.type === 'ROW') {
      fields = type.fields ?? [];
      type = null;
    }
  }
  if (!fields) {
    return {
      ok: false,
      code: 'pathNotRow',
      params: { path: pathText(parent), type: type?.type ?? '' },
    };
  }
  return { ok: true, fields };
}

export function indexOfName(fields: readonly DataField[], name: string): number {
  return fields.findIndex((f) => f.name === name);
}

export function sameNameIndex(fields: readonly DataField[], name: string, except = -1): number {
  const folded = name.toLowerCase();
  return fields.findIndex((f, i) => i !== except && f.name.toLowerCase() === folded);
}

/** A new field list for the level at `parent`, with `edit` applied; the path must resolve. */
export function editLevel(
  fields: readonly DataField[],
  parent: readonly string[],
  edit: (fields: readonly DataField[]) => DataField[],
): DataField[] {
  if (parent.length === 0) return edit(fields);
  const [name = '', ...rest] = parent;
  const index = indexOfName(fields, name);
  const field = fields[index];
  if (!field) return [...fields];
  const copy = [...fields];
  copy[index] = { ...field, type: editInType(field.type, rest, edit) };
  return copy;
}

function editInType(
  type: FullDataType,
  rest: readonly string[],
  edit: (fields: readonly DataField[]) => DataField[],
): FullDataType {
  if (type.type === 'ROW') return { ...type, fields: editLevel(type.fields ?? [], rest, edit) };
  const [segment = '', ...after] = rest;
  const child = childType(type, segment);
  if (!child || (segment !== 'element' && segment !== 'key' && segment !== 'value')) return type;
  return { ...type, [segment]: editInType(child, after, edit) };
}
