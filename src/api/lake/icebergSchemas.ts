// zod/mini at the boundary for the lake's Iceberg views (specs/lake-catalog-api.md, "Iceberg
// records"). int64 values are read losslessly (docs/design.md §8): Iceberg snapshot ids are random
// 63-bit numbers, far above 2^53, so the operations parse these keys' digits as strings first.
import * as z from 'zod/mini';
import { parseJsonKeepingDigits } from '../losslessJson';

/** Every int64 key of the Iceberg records; `icebergJson` quotes their integer values. */
export const ICEBERG_INT64_FIELDS: ReadonlySet<string> = new Set([
  'id',
  'parentId',
  'sequenceNumber',
  'timestampMillis',
  'addedRows',
  'schemaId',
  'sourceId',
  'fieldId',
  'version',
  'createdAt',
  'updatedAt',
]);

/** The Iceberg operations' body parser: the int64 keys keep every digit. */
export const icebergJson = (text: string): unknown =>
  parseJsonKeepingDigits(text, ICEBERG_INT64_FIELDS);

const DIGITS = /^-?\d+$/;

/**
 * An int64 kept as its decimal digits ("3051729675574597004"): shown, compared and sent back as
 * a string, never through a JS number. A safe JSON number (a mock or proxy that did not quote it)
 * is accepted too.
 */
export const int64String = z.pipe(
  z.union([z.string().check(z.regex(DIGITS, 'expected an int64 as integer digits')), z.int()]),
  z.transform((value) => String(value)),
);
export type Int64 = string;

/** A Unix-ms timestamp: int64 on the wire, a number here once it is known to be exact. */
const millis = z.pipe(
  int64String,
  z.transform((value, ctx) => {
    const ms = Number(value);
    if (!Number.isSafeInteger(ms)) {
      ctx.issues.push({ code: 'custom', message: 'timestamp out of range', input: value });
      return z.NEVER;
    }
    return ms;
  }),
);

const stringMap = z.record(z.string(), z.string());
const optionalMap = z._default(stringMap, () => ({}));
const nextPageToken = z.nullable(z.optional(z.string()));

/**
 * IcebergFullDataType: `struct` (fields), `list` (element), `map` (key, value) or a primitive.
 * The spec names the record without saying where it appears; see `IcebergNestedField.type`.
 */
export interface IcebergFullDataType {
  type: string;
  fields?: IcebergNestedField[] | undefined;
  key?: IcebergFullDataType | undefined;
  value?: IcebergFullDataType | undefined;
  element?: IcebergFullDataType | undefined;
}

/**
 * IcebergNestedField. The spec types `type` as a string; a nested type arrives as the JSON text of
 * an IcebergFullDataType or as that object itself (assumed.ts, ICEBERG_NESTED_TYPE), a primitive
 * as its Iceberg name (`long`, `decimal(10,2)`).
 */
export interface IcebergNestedField {
  id: Int64;
  name: string;
  doc?: string | undefined;
  type: string | IcebergFullDataType;
  optional?: boolean | undefined;
}

export const icebergFullDataTypeSchema: z.ZodMiniType<IcebergFullDataType> = z.object({
  type: z.string(),
  get fields() {
    return z.optional(z.array(icebergNestedFieldSchema));
  },
  get key() {
    return z.optional(icebergFullDataTypeSchema);
  },
  get value() {
    return z.optional(icebergFullDataTypeSchema);
  },
  get element() {
    return z.optional(icebergFullDataTypeSchema);
  },
});

const icebergNestedFieldSchema: z.ZodMiniType<IcebergNestedField> = z.object({
  id: int64String,
  name: z.string(),
  doc: z.pipe(
    z.optional(z.nullable(z.string())),
    z.transform((doc) => doc ?? undefined),
  ),
  get type() {
    return z.union([z.string(), icebergFullDataTypeSchema]);
  },
  optional: z.optional(z.boolean()),
});

export const icebergSnapshotSchema = z.object({
  id: int64String,
  /** Absent (or null) on a table's first snapshot. */
  parentId: z.optional(z.nullable(int64String)),
  sequenceNumber: z.optional(int64String),
  timestampMillis: millis,
  addedRows: z.optional(int64String),
  schemaId: z.optional(int64String),
  operation: z.optional(z.string()),
  summary: optionalMap,
});
export type IcebergSnapshot = z.infer<typeof icebergSnapshotSchema>;

export const icebergPartitionFieldSchema = z.object({
  sourceId: int64String,
  fieldId: z.optional(int64String),
  transform: z.string(),
  name: z.string(),
});
export type IcebergPartitionField = z.infer<typeof icebergPartitionFieldSchema>;

const icebergTableMetadataSchema = z.object({
  currentSnapshot: z.optional(z.nullable(icebergSnapshotSchema)),
  partitionFields: z._default(z.array(icebergPartitionFieldSchema), () => []),
  fields: z._default(z.array(icebergNestedFieldSchema), () => []),
  properties: optionalMap,
});
export type IcebergTableMetadata = z.infer<typeof icebergTableMetadataSchema>;

export const icebergTableSchema = z.object({
  id: z.optional(z.string()),
  name: z.string(),
  path: z.optional(z.string()),
  owner: z.optional(z.string()),
  createdBy: z.optional(z.string()),
  updatedBy: z.optional(z.string()),
  version: z.optional(int64String),
  createdAt: z.optional(millis),
  updatedAt: z.optional(millis),
  icebergTableMetadata: z.optional(z.nullable(icebergTableMetadataSchema)),
});
export type IcebergTable = z.infer<typeof icebergTableSchema>;

/** Namespace (an element of `namespaceDetails`). */
export const icebergNamespaceSchema = z.object({
  id: z.optional(z.string()),
  name: z.string(),
  location: z.optional(z.string()),
  options: optionalMap,
  owner: z.optional(z.string()),
  createdBy: z.optional(z.string()),
  updatedBy: z.optional(z.string()),
  createdAt: z.optional(millis),
  updatedAt: z.optional(millis),
});
export type IcebergNamespace = z.infer<typeof icebergNamespaceSchema>;

export const listIcebergNamespacesSchema = z.object({
  namespaceDetails: z._default(z.array(icebergNamespaceSchema), () => []),
  nextPageToken,
});
export const listIcebergTablesSchema = z.object({
  tableDetails: z._default(z.array(icebergTableSchema), () => []),
  nextPageToken,
});
export const listIcebergSnapshotsSchema = z.object({
  snapshots: z._default(z.array(icebergSnapshotSchema), () => []),
  nextPageToken,
});
