/**
 * An Iceberg table's fields as the schema tree reads them. The tree walks the lake's FullDataType
 * (ROW, ARRAY, MAP), so struct, list and map become those shapes here while every primitive keeps
 * its Iceberg name (`long`, `decimal(10,2)`); `formatIcebergType` writes the rows' types back in
 * Iceberg's words (`struct<…>`, `list<string>`, `map<string, long>`).
 */
import { ICEBERG_NESTED_TYPE } from '../../../../api/lake/assumed';
import type {
  IcebergFullDataType,
  IcebergNestedField,
  IcebergPartitionField,
} from '../../../../api/lake/icebergSchemas';
import type { DataField, FullDataType, TableSchema } from '../../../../api/lake/schemas';

/** What a field's type text could not be read as (shown as-is, marked in the tree). */
export const UNREADABLE_TYPE = '?';

const STRUCT: ReadonlySet<string> = new Set(ICEBERG_NESTED_TYPE.struct);
const LIST: ReadonlySet<string> = new Set(ICEBERG_NESTED_TYPE.list);
const MAP: ReadonlySet<string> = new Set(ICEBERG_NESTED_TYPE.map);

function isFullDataType(value: unknown): value is IcebergFullDataType {
  return (
    typeof value === 'object' &&
    value !== null &&
    typeof (value as { type?: unknown }).type === 'string'
  );
}

/**
 * A nested field's `type` as an IcebergFullDataType: the object itself, the JSON text of one, or a
 * primitive's name; null when JSON-looking text does not read as a type.
 */
export function readIcebergType(type: string | IcebergFullDataType): IcebergFullDataType | null {
  if (typeof type !== 'string') return type;
  const text = type.trim();
  if (!text.startsWith('{')) return { type: text };
  try {
    const parsed: unknown = JSON.parse(text);
    return isFullDataType(parsed) ? parsed : null;
  } catch {
    return null;
  }
}

function toFullDataType(
  type: IcebergFullDataType | null | undefined,
  optional = true,
): FullDataType {
  const nullable = optional ? {} : { nullable: false };
  if (!type) return { type: UNREADABLE_TYPE, ...nullable };
  const name = type.type.toLowerCase();
  if (STRUCT.has(name)) {
    return { type: 'ROW', fields: (type.fields ?? []).map(toDataField), ...nullable };
  }
  if (LIST.has(name)) return { type: 'ARRAY', element: toFullDataType(type.element), ...nullable };
  if (MAP.has(name)) {
    return {
      type: 'MAP',
      key: toFullDataType(type.key),
      value: toFullDataType(type.value),
      ...nullable,
    };
  }
  return { type: type.type, ...nullable };
}

function toDataField(field: IcebergNestedField): DataField {
  return {
    name: field.name,
    description: field.doc,
    type: toFullDataType(readIcebergType(field.type), field.optional !== false),
  };
}

const trees = new WeakMap<readonly IcebergNestedField[], TableSchema>();

/**
 * The tree's schema for a table's fields, built once per fields array (the tree indexes it once
 * per schema object). Top-level columns that a partition field reads are its partition keys.
 */
export function icebergTreeSchema(
  fields: readonly IcebergNestedField[],
  partitionFields: readonly IcebergPartitionField[],
): TableSchema {
  const known = trees.get(fields);
  if (known) return known;
  const sources = new Set(partitionFields.map((p) => p.sourceId));
  const schema: TableSchema = {
    fields: fields.map(toDataField),
    primaryKeys: [],
    partitionKeys: fields.filter((f) => sources.has(f.id)).map((f) => f.name),
    options: {},
  };
  trees.set(fields, schema);
  return schema;
}

/** A tree row's type in Iceberg's words; ` NOT NULL` for a required field. */
export function formatIcebergType(type: FullDataType): string {
  const suffix = type.nullable === false ? ' NOT NULL' : '';
  return base(type) + suffix;
}

function base(type: FullDataType): string {
  switch (type.type) {
    case 'ROW':
      return 'struct<…>';
    case 'ARRAY':
      return `list<${type.element ? formatIcebergType(type.element) : UNREADABLE_TYPE}>`;
    case 'MAP':
      return `map<${type.key ? formatIcebergType(type.key) : UNREADABLE_TYPE}, ${
        type.value ? formatIcebergType(type.value) : UNREADABLE_TYPE
      }>`;
    default:
      return type.type;
  }
}

/** Every field id of the table, at any depth, with its dotted path (partition source columns). */
export function fieldPaths(fields: readonly IcebergNestedField[]): Map<string, string> {
  const paths = new Map<string, string>();
  const visit = (list: readonly IcebergNestedField[], prefix: string) => {
    for (const field of list) {
      const path = prefix ? `${prefix}.${field.name}` : field.name;
      paths.set(field.id, path);
      const type = readIcebergType(field.type);
      visitType(type, path);
    }
  };
  const visitType = (type: IcebergFullDataType | null | undefined, path: string) => {
    if (!type) return;
    if (type.fields) visit(type.fields, path);
    visitType(type.element, `${path}.element`);
    visitType(type.key, `${path}.key`);
    visitType(type.value, `${path}.value`);
  };
  visit(fields, '');
  return paths;
}
