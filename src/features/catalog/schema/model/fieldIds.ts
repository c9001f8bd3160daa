/** Field ids: the largest in a schema, and ids for the fields a change adds. */
import type { DataField, FullDataType } from '../../../../api/lake/schemas';

function maxIdOfType(type: FullDataType | undefined): number {
  if (!type) return -1;
  let max = Math.max(maxIdOfType(type.element), maxIdOfType(type.key), maxIdOfType(type.value));
  for (const field of type.fields ?? []) max = Math.max(max, maxIdOfFields([field]));
  return max;
}

function maxIdOfFields(fields: readonly DataField[]): number {
  let max = -1;
  for (const field of fields) {
    max = Math.max(max, field.id ?? -1, maxIdOfType(field.type));
  }
  return max;
}

/** The largest field id anywhere in the schema (nested fields included), -1 when none has one. */
export function maxFieldId(fields: readonly DataField[]): number {
  return maxIdOfFields(fields);
}

/** Gives every field without an id (the type's nested ROW members too) the next free id. */
export function withIds(type: FullDataType, next: { id: number }): FullDataType {
  const copy: FullDataType = { ...type };
  if (type.element) copy.element = withIds(type.element, next);
  if (type.key) copy.key = withIds(type.key, next);
  if (type.value) copy.value = withIds(type.value, next);
  if (type.fields) {
    copy.fields = type.fields.map((f) => {
      const id = f.id ?? next.id++;
      return { ...f, id, type: withIds(f.type, next) };
    });
  }
  return copy;
}
