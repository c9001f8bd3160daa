/**
 * Tree lookups the form needs beyond the schema model's edits: where a field sits among its
 * siblings (for "add below" and for where focus goes after a removal).
 */
import type { BuilderField, BuilderType, TypeStep } from './builder';

interface Siblings {
  list: readonly BuilderField[];
  index: number;
  /** The ROW holding the list (its field and the steps to it); null for the top level. */
  parent: { uid: string; typePath: readonly TypeStep[] } | null;
}

/** The field list holding `uid`, its index there and the ROW it belongs to, or null. */
export function siblingsOf(
  fields: readonly BuilderField[],
  uid: string,
  parent: Siblings['parent'] = null,
): Siblings | null {
  const index = fields.findIndex((field) => field.uid === uid);
  if (index >= 0) return { list: fields, index, parent };
  for (const field of fields) {
    const found = siblingsInType(field.type, uid, field.uid, []);
    if (found) return found;
  }
  return null;
}

function siblingsInType(
  type: BuilderType,
  uid: string,
  owner: string,
  path: readonly TypeStep[],
): Siblings | null {
  if (type.fields) {
    const found = siblingsOf(type.fields, uid, { uid: owner, typePath: path });
    if (found) return found;
  }
  for (const step of ['element', 'key', 'value'] as const) {
    const part = type[step];
    const found = part ? siblingsInType(part, uid, owner, [...path, step]) : null;
    if (found) return found;
  }
  return null;
}

/** Inserts `field` right after the field `uid`, at that field's level; the same tree if absent. */
export function insertAfter(
  fields: readonly BuilderField[],
  uid: string,
  field: BuilderField,
): readonly BuilderField[] {
  const index = fields.findIndex((f) => f.uid === uid);
  if (index >= 0) return [...fields.slice(0, index + 1), field, ...fields.slice(index + 1)];
  for (let i = 0; i < fields.length; i += 1) {
    const owner = fields[i];
    if (!owner) continue;
    const type = insertInType(owner.type, uid, field);
    if (type !== owner.type) {
      const copy = [...fields];
      copy[i] = { ...owner, type };
      return copy;
    }
  }
  return fields;
}

function insertInType(type: BuilderType, uid: string, field: BuilderField): BuilderType {
  if (type.fields) {
    const next = insertAfter(type.fields, uid, field);
    if (next !== type.fields) return { ...type, fields: [...next] };
  }
  for (const step of ['element', 'key', 'value'] as const) {
    const part = type[step];
    if (!part) continue;
    const next = insertInType(part, uid, field);
    if (next !== part) return { ...type, [step]: next };
  }
  return type;
}
