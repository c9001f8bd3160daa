/** AlterTable's changes applied to a schema, in order, all or nothing. */
import type {
  DataField,
  FullDataType,
  FullSchemaChange,
  Move,
  TableSchema,
} from '../../../../api/lake/schemas';
import { editLevel, indexOfName } from './columnPaths';
import { maxFieldId, withIds } from './fieldIds';
import { validateTableSchema } from './schemaIssues';
import { validateChange, type ChangeError } from './validateChange';

type ApplyResult = { ok: true; schema: TableSchema } | ({ ok: false } & ChangeError);

function placed(
  fields: readonly DataField[],
  field: DataField,
  move: Move | undefined,
): DataField[] {
  const rest = fields.filter((f) => f.name !== field.name);
  const type = move?.type ?? 'LAST';
  if (type === 'FIRST') return [field, ...rest];
  if (type === 'AFTER' || type === 'BEFORE') {
    const at = indexOfName(rest, move?.referenceFieldName ?? '');
    if (at >= 0) {
      const insertAt = type === 'AFTER' ? at + 1 : at;
      return [...rest.slice(0, insertAt), field, ...rest.slice(insertAt)];
    }
  }
  return [...rest, field];
}

function renamedKeys(keys: readonly string[], from: string, to: string): string[] {
  return keys.map((k) => (k === from ? to : k));
}

/** One validated change applied to a schema. */
function applyOne(schema: TableSchema, change: FullSchemaChange): TableSchema {
  const path = change.fieldNames ?? [];
  const parent = path.slice(0, -1);
  const name = path[path.length - 1] ?? '';
  const editField = (fn: (field: DataField) => DataField): TableSchema => ({
    ...schema,
    fields: editLevel(schema.fields, parent, (level) =>
      level.map((f) => (f.name === name ? fn(f) : f)),
    ),
  });
  switch (change.action) {
    case 'setOption':
      return { ...schema, options: { ...schema.options, [change.key ?? '']: change.value ?? '' } };
    case 'removeOption': {
      const key = change.key ?? '';
      if (!Object.hasOwn(schema.options, key)) return schema;
      const options = Object.fromEntries(
        Object.entries(schema.options).filter(([name]) => name !== key),
      );
      return { ...schema, options };
    }
    case 'updateComment':
      return { ...schema, comment: change.comment ?? '' };
    case 'addColumn': {
      const next = { id: maxFieldId(schema.fields) + 1 };
      const id = next.id++;
      const field: DataField = {
        id,
        name,
        ...(change.comment ? { description: change.comment } : {}),
        type: withIds(change.dataType ?? { type: 'STRING' }, next),
      };
      return {
        ...schema,
        fields: editLevel(schema.fields, parent, (level) => placed(level, field, change.move)),
      };
    }
    case 'renameColumn': {
      const newName = change.newName ?? name;
      const renamed = editField((f) => ({ ...f, name: newName }));
      if (parent.length > 0) return renamed;
      return {
        ...renamed,
        primaryKeys: renamedKeys(schema.primaryKeys, name, newName),
        partitionKeys: renamedKeys(schema.partitionKeys, name, newName),
      };
    }
    case 'dropColumn':
      return {
        ...schema,
        fields: editLevel(schema.fields, parent, (level) => level.filter((f) => f.name !== name)),
      };
    case 'updateColumnComment':
      return editField((f) => ({ ...f, description: change.newComment ?? '' }));
    case 'updateColumnType':
      return editField((f) => {
        const nullable = change.keepNullability ? f.type.nullable : change.newNullability;
        const type: FullDataType = { ...(change.newDataType ?? f.type) };
        if (nullable === undefined) delete type.nullable;
        else type.nullable = nullable;
        return { ...f, type: withIds(type, { id: maxFieldId(schema.fields) + 1 }) };
      });
    case 'updateColumnPosition': {
      const moved = change.move?.fieldName ?? '';
      return {
        ...schema,
        fields: editLevel(schema.fields, parent, (level) => {
          const field = level.find((f) => f.name === moved);
          return field ? placed(level, field, change.move) : [...level];
        }),
      };
    }
    case 'updateColumnNullability':
      return editField((f) => ({ ...f, type: { ...f.type, nullable: change.newNullability } }));
  }
}

/**
 * Applies AlterTable's changes in order, immutably; the first change that cannot apply stops it
 * with `{field: 'changes[i]…', code, params}` and nothing is applied (AlterTable is all or nothing).
 * Beyond each change's own checks (validateChange), a change may not turn a valid schema into an
 * invalid one (validateTableSchema); a schema that was already invalid is not held to that.
 */
export function applySchemaChanges(
  schema: TableSchema,
  changes: readonly FullSchemaChange[],
): ApplyResult {
  const wasValid = validateTableSchema(schema) === null;
  let current = schema;
  for (let i = 0; i < changes.length; i += 1) {
    const change = changes[i];
    if (!change) continue;
    const error = validateChange(change, i, current);
    if (error) return { ok: false, ...error };
    current = applyOne(current, change);
    if (wasValid) {
      const broken = validateTableSchema(current);
      if (broken) {
        return { ok: false, field: `changes[${i}]`, code: broken.code, params: broken.params };
      }
    }
  }
  return { ok: true, schema: current };
}
