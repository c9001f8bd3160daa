/**
 * How the lake mock reads the bodies of share and receiver requests: JSON with int64 account ids
 * read losslessly (the service's own reader; the console's is in src/api, and
 * test/contract/tenantIds.test.ts checks the two agree), and each field checked with its error.
 */
import { SHARE_NAME_PATTERN } from '../../../src/api/lake/assumed';
import type { ShareResourceType } from '../store/shareTypes';
import { resourceKey } from '../store/shares';
import type { LakeCatalog } from '../store/types';
import { invalidParameter } from './errors';
import { resourceConflict } from './shareErrors';
import type { JsonRecord } from './params';
/** The int64 fields of these operations' bodies (account ids, docs/design.md §8). */
const INT64_FIELDS: ReadonlySet<string> = new Set(['receiverTenantId', 'providerTenantId']);
const INT64_MAX = 2n ** 63n - 1n;

/**
 * The service's own lossless read of a JSON body: the integer values of INT64_FIELDS become digit
 * strings before `JSON.parse` (a JS number would round 9007199254740993 to …992). String contents
 * are skipped, so a comment that happens to contain `"receiverTenantId": 1` is left alone.
 */
export function parseInt64Json(text: string): unknown {
  let out = '';
  let copied = 0;
  let lastString: string | null = null;
  let afterKey = false;
  let i = 0;
  while (i < text.length) {
    const char = text.charAt(i);
    if (char === '"') {
      const start = i;
      i += 1;
      while (i < text.length && text.charAt(i) !== '"') i += text.charAt(i) === '\\' ? 2 : 1;
      i += 1;
      lastString = text.slice(start + 1, i - 1);
      afterKey = false;
    } else if (char === ':') {
      afterKey = lastString !== null && INT64_FIELDS.has(lastString);
      i += 1;
    } else if (afterKey && /[-0-9]/.test(char)) {
      const start = i;
      while (i < text.length && /[-+0-9.eE]/.test(text.charAt(i))) i += 1;
      const number = text.slice(start, i);
      if (/^-?\d+$/.test(number)) {
        out += `${text.slice(copied, start)}"${number}"`;
        copied = i;
      }
      afterKey = false;
    } else {
      if (!/\s/.test(char)) {
        afterKey = false;
        if (char === ',' || char === '{') lastString = null;
      }
      i += 1;
    }
  }
  return JSON.parse(out + text.slice(copied));
}

/**
 * An account id as the mock service accepts it: integer digits from 1 to 2^63 − 1, returned in
 * canonical form (no leading zeros), or null. The console checks typed ids by the same rule
 * (test/contract/tenantIds.test.ts).
 */
export function checkTenantId(digits: string): string | null {
  if (!/^\d+$/.test(digits)) return null;
  const id = BigInt(digits);
  return id >= 1n && id <= INT64_MAX ? id.toString() : null;
}

/**
 * The JSON body, with tenant ids read as digit strings (never through a JS number), and which of
 * those were sent as JSON numbers (an int64 field sent as a quoted string is refused).
 */
export async function shareBody(
  request: Request,
): Promise<{ body: JsonRecord; numbers: Set<string> }> {
  const text = await request.text();
  let body: unknown;
  let plain: unknown;
  try {
    body = parseInt64Json(text);
    plain = JSON.parse(text);
  } catch {
    throw invalidParameter('body', 'must be a JSON object.');
  }
  if (typeof body !== 'object' || body === null || Array.isArray(body)) {
    throw invalidParameter('body', 'must be a JSON object.');
  }
  const numbers = new Set<string>();
  for (const key of INT64_FIELDS) {
    if (typeof (plain as JsonRecord)[key] === 'number') numbers.add(key);
  }
  return { body: body as JsonRecord, numbers };
}

export function name(value: unknown, field: string): string {
  if (typeof value !== 'string' || !SHARE_NAME_PATTERN.test(value)) {
    throw invalidParameter(
      field,
      'must be 1–128 letters, digits or underscores, not starting with a digit.',
    );
  }
  return value;
}

export function text(value: unknown, field: string, fallback: string): string {
  if (value === undefined || value === null) return fallback;
  if (typeof value !== 'string') throw invalidParameter(field, 'must be a string.');
  return value;
}

export function flag(value: unknown, field: string, fallback: boolean): boolean {
  if (value === undefined || value === null) return fallback;
  if (typeof value !== 'boolean') throw invalidParameter(field, 'must be true or false.');
  return value;
}

export function names(value: unknown, field: string): string[] {
  if (value === undefined || value === null) return [];
  if (!Array.isArray(value) || !value.every((item) => typeof item === 'string')) {
    throw invalidParameter(field, 'must be an array of receiver names.');
  }
  return [...new Set(value as string[])];
}

/** receiverTenantId: a JSON number of int64 digits, 1 to 2^63 − 1. */
export function tenantId(body: JsonRecord, numbers: Set<string>): string {
  const value = body.receiverTenantId;
  if (value === undefined || value === null) {
    throw invalidParameter('receiverTenantId', 'is required.');
  }
  if (!numbers.has('receiverTenantId') || typeof value !== 'string' || !/^\d+$/.test(value)) {
    throw invalidParameter('receiverTenantId', 'must be an integer (int64) JSON number.');
  }
  const id = checkTenantId(value);
  if (id === null) {
    throw invalidParameter('receiverTenantId', 'must be an account id from 1 to 2^63 − 1.');
  }
  return id;
}

// ---------------------------------------------------------------- resources

const SHARE_TYPES: readonly string[] = ['CATALOG_ALL', 'DATABASE_ALL', 'TABLE'];

export interface ResourceInput {
  shareType: ShareResourceType;
  databaseName: string | null;
  tableName: string | null;
}

/** AlterShareResources' list, checked against the catalog (409 on a conflict, assumed.ts). */
export function resourceList(share: string, catalog: LakeCatalog, value: unknown): ResourceInput[] {
  if (!Array.isArray(value)) {
    throw invalidParameter('shareResourceList', 'must be an array of ShareResource.');
  }
  const inputs = value.map((item: unknown, index): ResourceInput => {
    const field = `shareResourceList[${index}]`;
    if (typeof item !== 'object' || item === null)
      throw invalidParameter(field, 'must be an object.');
    const r = item as JsonRecord;
    if (typeof r.shareType !== 'string' || !SHARE_TYPES.includes(r.shareType)) {
      throw invalidParameter(`${field}.shareType`, `must be one of ${SHARE_TYPES.join(', ')}.`);
    }
    const shareType = r.shareType as ShareResourceType;
    const databaseName = text(r.databaseName, `${field}.databaseName`, '') || null;
    const tableName = text(r.tableName, `${field}.tableName`, '') || null;
    if (shareType !== 'CATALOG_ALL' && databaseName === null) {
      throw invalidParameter(`${field}.databaseName`, `is required for ${shareType}.`);
    }
    if (shareType === 'TABLE' && tableName === null) {
      throw invalidParameter(`${field}.tableName`, 'is required for TABLE.');
    }
    return {
      shareType,
      databaseName: shareType === 'CATALOG_ALL' ? null : databaseName,
      tableName: shareType === 'TABLE' ? tableName : null,
    };
  });
  const seen = new Set<string>();
  const wholeCatalog = inputs.some((r) => r.shareType === 'CATALOG_ALL');
  const wholeDatabases = new Set(
    inputs.filter((r) => r.shareType === 'DATABASE_ALL').map((r) => r.databaseName),
  );
  for (const r of inputs) {
    const label =
      r.shareType === 'CATALOG_ALL'
        ? `catalog ${JSON.stringify(catalog.name)}`
        : r.shareType === 'DATABASE_ALL'
          ? `database ${JSON.stringify(r.databaseName)}`
          : `table ${JSON.stringify(`${r.databaseName}.${r.tableName}`)}`;
    const key = `${r.shareType}:${resourceKey(r)}`;
    if (seen.has(key)) throw resourceConflict(share, `The list names ${label} twice.`);
    seen.add(key);
    if (wholeCatalog && r.shareType !== 'CATALOG_ALL') {
      throw resourceConflict(
        share,
        `The whole catalog ${JSON.stringify(catalog.name)} is shared, so ${label} cannot be listed as well.`,
      );
    }
    if (r.shareType === 'TABLE' && wholeDatabases.has(r.databaseName)) {
      throw resourceConflict(
        share,
        `Database ${JSON.stringify(r.databaseName)} is shared whole, so ${label} cannot be listed as well.`,
      );
    }
    if (r.databaseName === null) continue;
    const database = catalog.databases.get(r.databaseName);
    if (!database) {
      throw resourceConflict(
        share,
        `Catalog ${JSON.stringify(catalog.name)} has no database ${JSON.stringify(r.databaseName)}.`,
      );
    }
    if (r.tableName !== null && !database.tables.has(r.tableName)) {
      throw resourceConflict(
        share,
        `Database ${JSON.stringify(r.databaseName)} of catalog ${JSON.stringify(catalog.name)} has no table ${JSON.stringify(r.tableName)}.`,
      );
    }
  }
  return inputs;
}
