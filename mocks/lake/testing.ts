/**
 * Helpers of the lake mock's handler tests (handlers.test.ts, handlers/*.test.ts): raw requests
 * against the service's base, its error body, a catalog's id, every page of a list.
 */
import * as z from 'zod/mini';
import { lakeOperations as ops } from '../../src/api/lake/operations';
import { callOperation } from '../../src/api/operation';
import { mockDb } from '../database';

export const BASE = 'http://localhost/api/lake/lake/v1';

export const errorBodySchema = z.object({
  code: z.union([z.string(), z.number()]),
  message: z.string(),
  resourceType: z.optional(z.string()),
  resourceName: z.optional(z.string()),
});

export async function raw(path: string, init: RequestInit = {}) {
  const response = await fetch(`${BASE}${path}`, {
    ...init,
    headers: { 'content-type': 'application/json', ...init.headers },
  });
  return { status: response.status, body: (await response.json()) as unknown };
}

export async function errorOf(path: string, init: RequestInit = {}) {
  const { status, body } = await raw(path, init);
  return { status, ...errorBodySchema.parse(body) };
}

export async function catalogId(name: string): Promise<string> {
  return (await callOperation(ops.GetCatalog, { catalog: name })).id;
}

/** Every item of a list, page by page, with the number of pages. */
export async function walk<T>(
  fetchPage: (pageToken: string | null) => Promise<{ items: T[]; next: string | null | undefined }>,
) {
  const items: T[] = [];
  let token: string | null = null;
  let pages = 0;
  do {
    const page = await fetchPage(token);
    items.push(...page.items);
    token = page.next ?? null;
    pages += 1;
  } while (token && pages < 100);
  return { items, pages };
}

export const lake = () => mockDb().store('lake');
