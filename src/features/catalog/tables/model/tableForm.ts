/**
 * The create-table form's state, what it sends, and how it survives a reload (sessionStorage).
 */
import * as z from 'zod/mini';
import type { CreateTableParams } from '../../../../api/lake/operations';
import { tableSchemaSchema, type TableSchema } from '../../../../api/lake/schemas';
import {
  newOptionRow,
  optionsFromRows,
  type OptionRow,
} from '../../../lake-common/model/optionRows';
import {
  builderFromSchema,
  emptyField,
  schemaFromBuilder,
  type BuilderField,
} from '../../schema/model/builder';

export interface TableForm {
  name: string;
  comment: string;
  fields: BuilderField[];
  primaryKeys: string[];
  partitionKeys: string[];
  options: OptionRow[];
}

/** A new form starts with one empty column: a table needs at least one. */
export function blankForm(): TableForm {
  return {
    name: '',
    comment: '',
    fields: [emptyField()],
    primaryKeys: [],
    partitionKeys: [],
    options: [],
  };
}

export const draftKey = (catalog: string, database: string) =>
  `parapet.lake.tableDraft.${catalog}.${database}`;

/** The schema the form describes, exactly as CreateTable will carry it. */
function formSchema(form: TableForm): TableSchema {
  return schemaFromBuilder(form.fields, {
    primaryKeys: form.primaryKeys,
    partitionKeys: form.partitionKeys,
    options: optionsFromRows(form.options).options,
    comment: form.comment,
  });
}

export function createTableParams(
  form: TableForm,
  catalogId: string,
  database: string,
): CreateTableParams {
  return {
    catalogId,
    database,
    identifier: { database, object: form.name },
    schema: formSchema(form),
  };
}

/** The request body as the client sends it (the preview shows this). */
export function requestBody(form: TableForm, database: string) {
  return { identifier: { database, object: form.name }, schema: formSchema(form) };
}

// ---------------------------------------------------------------- the stored draft

const DRAFT_VERSION = 1;

/**
 * The draft as stored: the builder's tree is written as a schema (it round-trips without loss,
 * empty names and all) so restoring it gives fresh uids, and options as pairs (a half-typed
 * form may hold empty or repeated keys).
 */
const storedDraftSchema = z.object({
  version: z.literal(DRAFT_VERSION),
  name: z.string(),
  comment: z.string(),
  schema: tableSchemaSchema,
  options: z.array(z.tuple([z.string(), z.string()])),
});
type StoredDraft = z.infer<typeof storedDraftSchema>;

export function storedDraft(form: TableForm): StoredDraft {
  return {
    version: DRAFT_VERSION,
    name: form.name,
    comment: form.comment,
    schema: {
      fields: schemaFromBuilder(form.fields).fields,
      primaryKeys: form.primaryKeys,
      partitionKeys: form.partitionKeys,
      options: {},
    },
    options: form.options.map((row) => [row.key, row.value]),
  };
}

export function reviveDraft(stored: unknown): TableForm | null {
  const parsed = z.safeParse(storedDraftSchema, stored);
  if (!parsed.success) return null;
  const draft = parsed.data;
  return {
    name: draft.name,
    comment: draft.comment,
    fields: builderFromSchema(draft.schema),
    primaryKeys: draft.schema.primaryKeys,
    partitionKeys: draft.schema.partitionKeys,
    options: draft.options.map(([key, value]) => newOptionRow(key, value)),
  };
}

let blankText: string | null = null;
/** Nothing typed yet (a fresh form): nothing to keep or to warn about. */
export function isBlankForm(form: TableForm): boolean {
  blankText ??= JSON.stringify(storedDraft(blankForm()));
  return JSON.stringify(storedDraft(form)) === blankText;
}

/** A pasted schema in the form: columns, keys, options and comment; the name stays. */
export function formFromSchema(form: TableForm, schema: TableSchema): TableForm {
  return {
    ...form,
    comment: schema.comment ?? '',
    fields: builderFromSchema(schema),
    primaryKeys: [...schema.primaryKeys],
    partitionKeys: [...schema.partitionKeys],
    options: Object.entries(schema.options).map(([key, value]) => newOptionRow(key, value)),
  };
}
