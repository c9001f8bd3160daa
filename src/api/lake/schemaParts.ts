// The building blocks every lake record schema shares (schemas.ts, summarySchemas.ts).
import * as z from 'zod/mini';

/** int64 timestamps and counts: Unix ms and counts stay far below 2^53, numbers are exact. */
export const int64 = z.int();
export const count = z.int().check(z.nonnegative());
export const stringMap = z.record(z.string(), z.string());
/** Servers omit empty maps and arrays; the console reads them as empty. */
export const optionalMap = z._default(stringMap, () => ({}));
export const optionalStrings = z._default(z.array(z.string()), () => []);
export const nextPageToken = z.nullable(z.optional(z.string()));

export const audit = {
  owner: z.optional(z.string()),
  createdBy: z.optional(z.string()),
  updatedBy: z.optional(z.string()),
  createdAt: z.optional(int64),
  updatedAt: z.optional(int64),
};
