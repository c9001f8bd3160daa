/**
 * The create-table form's editable schema: a tree of fields with stable `uid`s (React keys, and
 * the handle each edit and each validation message attaches to). Every edit returns a new tree
 * and shares the untouched branches.
 */
import type {
  DataField,
  DataTypeName,
  FullDataType,
  TableSchema,
} from '../../../../api/lake/schemas';
import { dataTypeNames } from '../../../../api/lake/schemas';

export interface BuilderType {
  kind: DataTypeName;
  precision?: number | undefined;
  scale?: number | undefined;
  length?: number | undefined;
  nullable: boolean;
  /** ARRAY / MULTISET */
  element?: BuilderType | undefined;
  /** MAP */
  key?: BuilderType | undefined;
  value?: BuilderType | undefined;
  /** ROW */
  fields?: BuilderField[] | undefined;
}

export interface BuilderField {
  uid: string;
  /** The field id of a schema the tree was made from, kept on the way back. */
  id?: number | undefined;
  name: string;
  description: string;
  type: BuilderType;
}

/** A step from a type into one of its parts. */
export type TypeStep = 'element' | 'key' | 'value';

/** A type in the tree: the type of field `uid`, or a part of it (`['element']`, `['value']`). */
export interface TypeRef {
  uid: string;
  typePath?: readonly TypeStep[] | undefined;
}

let uidSequence = 0;
/** Unique within the page's lifetime; a counter, so runs are reproducible. */
function nextUid(): string {
  uidSequence += 1;
  return `f${uidSequence}`;
}

const KNOWN_KINDS: ReadonlySet<string> = new Set(dataTypeNames);
export const COLLECTION_KINDS: ReadonlySet<DataTypeName> = new Set([
  'ARRAY',
  'MULTISET',
  'MAP',
  'ROW',
]);
const LENGTH_KINDS: ReadonlySet<DataTypeName> = new Set(['CHAR', 'VARCHAR', 'BINARY', 'VARBINARY']);
const PRECISION_KINDS: ReadonlySet<DataTypeName> = new Set(['DECIMAL', 'TIME', 'TIMESTAMP']);

/** Which parameters a kind takes (what the form shows next to the type picker). */
export function kindParams(kind: DataTypeName): {
  precision: boolean;
  scale: boolean;
  length: boolean;
} {
  return {
    precision: PRECISION_KINDS.has(kind),
    scale: kind === 'DECIMAL',
    length: LENGTH_KINDS.has(kind),
  };
}

function primitiveType(kind: DataTypeName = 'STRING'): BuilderType {
  return { kind, nullable: true };
}

export function emptyField(): BuilderField {
  return { uid: nextUid(), name: '', description: '', type: primitiveType('STRING') };
}

// ---------------------------------------------------------------- schema ⇄ builder

/**
 * A builder type from a schema type. A type name the console does not know becomes STRING: the
 * builder only offers known kinds (this is for seeding a form, not for round-tripping).
 */
function builderType(type: FullDataType): BuilderType {
  const kind = (KNOWN_KINDS.has(type.type) ? type.type : 'STRING') as DataTypeName;
  const built: BuilderType = { kind, nullable: type.nullable !== false };
  if (type.precision !== undefined) built.precision = type.precision;
  if (type.scale !== undefined) built.scale = type.scale;
  if (type.length !== undefined) built.length = type.length;
  if (type.element) built.element = builderType(type.element);
  if (type.key) built.key = builderType(type.key);
  if (type.value) built.value = builderType(type.value);
  if (type.fields) built.fields = type.fields.map(builderField);
  return built;
}

function builderField(field: DataField): BuilderField {
  return {
    uid: nextUid(),
    id: field.id,
    name: field.name,
    description: field.description ?? '',
    type: builderType(field.type),
  };
}

export function builderFromSchema(schema: Pick<TableSchema, 'fields'>): BuilderField[] {
  return schema.fields.map(builderField);
}

/** The schema type of a builder type; only the parameters its kind takes are sent. */
function dataTypeFromBuilder(type: BuilderType): FullDataType {
  const params = kindParams(type.kind);
  const out: FullDataType = { type: type.kind };
  if (params.precision && type.precision !== undefined) out.precision = type.precision;
  if (params.scale && type.scale !== undefined) out.scale = type.scale;
  if (params.length && type.length !== undefined) out.length = type.length;
  if (!type.nullable) out.nullable = false;
  if (type.kind === 'ARRAY' || type.kind === 'MULTISET') {
    if (type.element) out.element = dataTypeFromBuilder(type.element);
  } else if (type.kind === 'MAP') {
    if (type.key) out.key = dataTypeFromBuilder(type.key);
    if (type.value) out.value = dataTypeFromBuilder(type.value);
  } else if (type.kind === 'ROW') {
    out.fields = (type.fields ?? []).map(dataFieldFromBuilder);
  }
  return out;
}

function dataFieldFromBuilder(field: BuilderField): DataField {
  const out: DataField = { name: field.name, type: dataTypeFromBuilder(field.type) };
  if (field.id !== undefined) out.id = field.id;
  if (field.description.trim() !== '') out.description = field.description;
  return out;
}

export interface TableSchemaParts {
  primaryKeys?: readonly string[] | undefined;
  partitionKeys?: readonly string[] | undefined;
  options?: Readonly<Record<string, string>> | undefined;
  comment?: string | undefined;
}

/**
 * The TableSchema a CreateTable request carries. The tree keeps one element per field, in order,
 * so validation issues located in this schema map back to the builder's uids.
 */
export function schemaFromBuilder(
  fields: readonly BuilderField[],
  parts: TableSchemaParts = {},
): TableSchema {
  const schema: TableSchema = {
    fields: fields.map(dataFieldFromBuilder),
    primaryKeys: [...(parts.primaryKeys ?? [])],
    partitionKeys: [...(parts.partitionKeys ?? [])],
    options: { ...(parts.options ?? {}) },
  };
  const comment = parts.comment?.trim();
  if (comment) schema.comment = parts.comment;
  return schema;
}

// ---------------------------------------------------------------- finding and rewriting

type ListEdit = (list: readonly BuilderField[], index: number) => BuilderField[];

/** Applies `edit` to the field list that holds `uid`; returns the same tree when it is absent. */
function rewriteList(
  list: readonly BuilderField[],
  uid: string,
  edit: ListEdit,
): readonly BuilderField[] {
  const index = list.findIndex((f) => f.uid === uid);
  if (index >= 0) return edit(list, index);
  for (let i = 0; i < list.length; i += 1) {
    const field = list[i];
    if (!field) continue;
    const type = rewriteInType(field.type, uid, edit);
    if (type !== field.type) {
      const copy = [...list];
      copy[i] = { ...field, type };
      return copy;
    }
  }
  return list;
}

function rewriteInType(type: BuilderType, uid: string, edit: ListEdit): BuilderType {
  if (type.fields) {
    const fields = rewriteList(type.fields, uid, edit);
    if (fields !== type.fields) return { ...type, fields: [...fields] };
  }
  for (const step of ['element', 'key', 'value'] as const) {
    const part = type[step];
    if (!part) continue;
    const next = rewriteInType(part, uid, edit);
    if (next !== part) return { ...type, [step]: next };
  }
  return type;
}

function editField(
  fields: readonly BuilderField[],
  uid: string,
  fn: (field: BuilderField) => BuilderField,
): BuilderField[] {
  return [
    ...rewriteList(fields, uid, (list, index) => {
      const copy = [...list];
      const field = copy[index];
      if (field) copy[index] = fn(field);
      return copy;
    }),
  ];
}

function editTypeAt(
  type: BuilderType,
  path: readonly TypeStep[],
  fn: (type: BuilderType) => BuilderType,
): BuilderType {
  const [step, ...rest] = path;
  if (!step) return fn(type);
  const part = type[step];
  if (!part) return type;
  return { ...type, [step]: editTypeAt(part, rest, fn) };
}

/** The field with `uid` anywhere in the tree. */
export function findField(fields: readonly BuilderField[], uid: string): BuilderField | undefined {
  for (const field of fields) {
    if (field.uid === uid) return field;
    const inner = findInType(field.type, uid);
    if (inner) return inner;
  }
  return undefined;
}

function findInType(type: BuilderType, uid: string): BuilderField | undefined {
  if (type.fields) {
    const found = findField(type.fields, uid);
    if (found) return found;
  }
  for (const part of [type.element, type.key, type.value]) {
    const found = part ? findInType(part, uid) : undefined;
    if (found) return found;
  }
  return undefined;
}

/** The type `ref` points at, or undefined. */
export function typeAt(fields: readonly BuilderField[], ref: TypeRef): BuilderType | undefined {
  let type = findField(fields, ref.uid)?.type;
  for (const step of ref.typePath ?? []) type = type?.[step];
  return type;
}

// ---------------------------------------------------------------- edits

/** Renames or re-describes a field. */
export function updateField(
  fields: readonly BuilderField[],
  uid: string,
  patch: Partial<Pick<BuilderField, 'name' | 'description'>>,
): BuilderField[] {
  return editField(fields, uid, (field) => ({ ...field, ...patch }));
}

/** Sets a type's parameters or nullability (the kind changes through `setKind`). */
export function updateType(
  fields: readonly BuilderField[],
  ref: TypeRef,
  patch: Partial<Pick<BuilderType, 'precision' | 'scale' | 'length' | 'nullable'>>,
): BuilderField[] {
  return editField(fields, ref.uid, (field) => ({
    ...field,
    type: editTypeAt(field.type, ref.typePath ?? [], (type) => ({ ...type, ...patch })),
  }));
}

/** Default DECIMAL parameters when a type becomes DECIMAL (Paimon's default precision). */
const DEFAULT_DECIMAL = { precision: 10, scale: 0 } as const;

/**
 * A type of another kind: collections get their parts (kept from the old type when it had them,
 * else STRING; a ROW gets one empty field), other kinds lose them; parameters the new kind does
 * not take are cleared. Nullability stays.
 */
function retype(type: BuilderType, kind: DataTypeName): BuilderType {
  if (kind === type.kind) return type;
  const next: BuilderType = { kind, nullable: type.nullable };
  const params = kindParams(kind);
  if (params.length && LENGTH_KINDS.has(type.kind)) next.length = type.length;
  if (kind === 'DECIMAL') {
    next.precision = DEFAULT_DECIMAL.precision;
    next.scale = DEFAULT_DECIMAL.scale;
  } else if (params.precision && PRECISION_KINDS.has(type.kind) && type.kind !== 'DECIMAL') {
    next.precision = type.precision;
  }
  if (kind === 'ARRAY' || kind === 'MULTISET') {
    next.element = type.element ?? primitiveType();
  } else if (kind === 'MAP') {
    next.key = type.key ?? primitiveType();
    next.value = type.value ?? type.element ?? primitiveType();
  } else if (kind === 'ROW') {
    next.fields = type.fields && type.fields.length > 0 ? type.fields : [emptyField()];
  }
  return next;
}

export function setKind(
  fields: readonly BuilderField[],
  ref: TypeRef,
  kind: DataTypeName,
): BuilderField[] {
  return editField(fields, ref.uid, (field) => ({
    ...field,
    type: editTypeAt(field.type, ref.typePath ?? [], (type) => retype(type, kind)),
  }));
}

/**
 * Adds a field at the end of the top level (`parent` null) or of the ROW that `parent` points
 * at (a ROW field itself, or `{uid, typePath: ['element']}` for an ARRAY of ROWs). Nothing
 * changes when `parent` is not a ROW.
 */
export function addChild(
  fields: readonly BuilderField[],
  parent: TypeRef | null,
  field: BuilderField = emptyField(),
): BuilderField[] {
  if (!parent) return [...fields, field];
  return editField(fields, parent.uid, (owner) => ({
    ...owner,
    type: editTypeAt(owner.type, parent.typePath ?? [], (type) =>
      type.kind === 'ROW' ? { ...type, fields: [...(type.fields ?? []), field] } : type,
    ),
  }));
}

/** Removes a field (and everything inside it). */
export function removeField(fields: readonly BuilderField[], uid: string): BuilderField[] {
  return [...rewriteList(fields, uid, (list, index) => list.filter((_, i) => i !== index))];
}

/** Moves a field among its siblings by `delta` places (clamped: -1 is up, 1 is down). */
export function moveField(
  fields: readonly BuilderField[],
  uid: string,
  delta: number,
): BuilderField[] {
  return [
    ...rewriteList(fields, uid, (list, index) => {
      const to = Math.max(0, Math.min(list.length - 1, index + delta));
      const copy = [...list];
      const [moved] = copy.splice(index, 1);
      if (moved) copy.splice(to, 0, moved);
      return copy;
    }),
  ];
}
