// zod/mini at the boundary for the lake's "Shares and receivers" section (specs/lake-catalog-api.md:
// Share, ReceivedShare, ShareResource, Receiver) and the assumed list operations of docs/design.md
// §3. `providerTenantId` and `receiverTenantId` are int64 account ids (docs/design.md §8): read
// losslessly (shareJson), kept as digit strings, compared as strings and sent back as bare JSON
// digits.
import * as z from 'zod/mini';
import { parseJsonKeepingDigits } from '../losslessJson';
import { int64String, type Int64 } from './icebergSchemas';

/** The int64 keys of the share records whose values may exceed 2^53. */
export const SHARE_INT64_FIELDS: ReadonlySet<string> = new Set([
  'providerTenantId',
  'receiverTenantId',
]);

/** The share operations' body parser: tenant ids keep every digit. */
export const shareJson = (text: string): unknown =>
  parseJsonKeepingDigits(text, SHARE_INT64_FIELDS);

/** Unix ms: far below 2^53, a plain number. */
const millis = z.int();
const nextPageToken = z.nullable(z.optional(z.string()));

const audit = {
  owner: z.optional(z.string()),
  createdBy: z.optional(z.string()),
  updatedBy: z.optional(z.string()),
  createdAt: z.optional(millis),
  updatedAt: z.optional(millis),
};

export const shareSchema = z.object({
  shareId: z.string(),
  shareName: z.string(),
  comment: z.optional(z.nullable(z.string())),
  providerTenantId: z.optional(int64String),
  /** Not in the spec's Share record (assumed.ts, SHARE_ENABLE_WRITE_READ): shown when sent. */
  enableWrite: z.optional(z.boolean()),
  ...audit,
});
export type Share = z.infer<typeof shareSchema>;

export const receivedShareSchema = z.object({
  shareId: z.string(),
  shareName: z.string(),
  comment: z.optional(z.nullable(z.string())),
  /** The catalog the share appears as in this account; empty while none is made from it. */
  catalogName: z.optional(z.nullable(z.string())),
  providerTenantId: int64String,
  ...audit,
});
export type ReceivedShare = z.infer<typeof receivedShareSchema>;

export const shareTypes = ['CATALOG_ALL', 'DATABASE_ALL', 'TABLE'] as const;
export type ShareType = (typeof shareTypes)[number];

export const shareResourceSchema = z.object({
  // Unknown values are kept: the console names them rather than failing the whole list.
  shareType: z.string(),
  databaseName: z.optional(z.nullable(z.string())),
  tableName: z.optional(z.nullable(z.string())),
  createdBy: z.optional(z.string()),
  updatedBy: z.optional(z.string()),
  createdAt: z.optional(millis),
  updatedAt: z.optional(millis),
});
export type ShareResource = z.infer<typeof shareResourceSchema>;

export const receiverSchema = z.object({
  receiverName: z.string(),
  comment: z.optional(z.nullable(z.string())),
  receiverTenantId: int64String,
  createdBy: z.optional(z.string()),
  updatedBy: z.optional(z.string()),
  createdAt: z.optional(millis),
  updatedAt: z.optional(millis),
});
export type Receiver = z.infer<typeof receiverSchema>;

export const listSharesSchema = z.object({
  shares: z._default(z.array(shareSchema), () => []),
  nextPageToken,
});
export type ListSharesResponse = z.infer<typeof listSharesSchema>;

export const listReceivedSharesSchema = z.object({
  shares: z._default(z.array(receivedShareSchema), () => []),
  nextPageToken,
});
export type ListReceivedSharesResponse = z.infer<typeof listReceivedSharesSchema>;

export const listReceiversSchema = z.object({
  receivers: z._default(z.array(receiverSchema), () => []),
  nextPageToken,
});
export type ListReceiversResponse = z.infer<typeof listReceiversSchema>;

export const listShareResourcesSchema = z.object({
  shareResources: z._default(z.array(shareResourceSchema), () => []),
  /** The catalog the share's resources belong to (assumed.ts, SHARE_RESOURCES_CATALOG). */
  catalogId: z.optional(z.nullable(z.string())),
  nextPageToken,
});
export type ListShareResourcesResponse = z.infer<typeof listShareResourcesSchema>;

/** The largest int64, the bound of a tenant id typed by a user. */
export const INT64_MAX = 9_223_372_036_854_775_807n;

export type TenantIdCheck =
  { ok: true; value: Int64 } | { ok: false; reason: 'empty' | 'notInteger' | 'outOfRange' };

/**
 * A tenant (account) id typed by a user, checked as text: integer digits, at least 1 and at most
 * 2^63 − 1 (int64, docs/design.md §8). Spaces around it are dropped and leading zeros removed, so
 * the value compares as a string with the service's. It never passes through a JS number.
 */
export function parseTenantId(text: string): TenantIdCheck {
  const trimmed = text.trim();
  if (trimmed === '') return { ok: false, reason: 'empty' };
  if (!/^\d+$/.test(trimmed)) return { ok: false, reason: 'notInteger' };
  const value = BigInt(trimmed);
  if (value < 1n || value > INT64_MAX) return { ok: false, reason: 'outOfRange' };
  return { ok: true, value: value.toString() };
}

/** A tenant id as it travels in a JSON body: a bigint, which the request core writes as digits. */
export function tenantIdForBody(value: Int64): bigint {
  const checked = parseTenantId(value);
  if (!checked.ok) throw new RangeError(`Not a tenant id: ${JSON.stringify(value)}`);
  return BigInt(checked.value);
}
