import * as z from 'zod/mini';
import { tableSchemaSchema, type TableSchema } from '../../../../api/lake/schemas';

export interface SchemaJsonIssue {
  /** Where in the pasted JSON, e.g. `fields[2].type.element.type`; empty for the root. */
  path: string;
  message: string;
}

type SchemaJsonResult =
  | { ok: true; schema: TableSchema }
  | { ok: false; kind: 'empty' }
  | { ok: false; kind: 'syntax'; message: string }
  | { ok: false; kind: 'shape'; issues: SchemaJsonIssue[] };

/** `['fields', 2, 'type']` → `fields[2].type`. */
function formatIssuePath(path: readonly PropertyKey[]): string {
  let out = '';
  for (const part of path) {
    if (typeof part === 'number') out += `[${part}]`;
    else out += out === '' ? String(part) : `.${String(part)}`;
  }
  return out;
}

const MAX_ISSUES = 20;

/**
 * A pasted Schema (the body's `schema`, or a whole CreateTable body with `schema` in it) read
 * against the API's own schema, with every problem named by its path in the JSON.
 */
export function parseSchemaJson(text: string): SchemaJsonResult {
  if (text.trim() === '') return { ok: false, kind: 'empty' };
  let value: unknown;
  try {
    value = JSON.parse(text);
  } catch (error) {
    return { ok: false, kind: 'syntax', message: error instanceof Error ? error.message : '' };
  }
  // A whole CreateTable body pasted from the preview is accepted too.
  const prefix: PropertyKey[] = [];
  if (isRecord(value) && isRecord(value.schema) && !('fields' in value)) {
    value = value.schema;
    prefix.push('schema');
  }
  const result = z.safeParse(tableSchemaSchema, value);
  if (result.success) return { ok: true, schema: result.data };
  return {
    ok: false,
    kind: 'shape',
    issues: result.error.issues.slice(0, MAX_ISSUES).map((issue) => ({
      path: formatIssuePath([...prefix, ...issue.path]),
      message: issue.message,
    })),
  };
}

function isRecord(value: unknown): value is Record<string, unknown> {
  return typeof value === 'object' && value !== null && !Array.isArray(value);
}
