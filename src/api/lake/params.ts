import type { QueryValue } from '../operationSpec';
import { clampMaxResults } from './limits';

/** Paging and the SQL-style right-fuzzy name pattern (`sales%`) every list operation takes. */
export interface ListParams {
  /** Page size; clamped to 1–1000 before sending. */
  maxResults?: number | undefined;
  /** The previous response's `nextPageToken`; omitted for the first page. */
  pageToken?: string | null | undefined;
  /** A name or a right-fuzzy pattern (`ord%`); empty sends none. */
  pattern?: string | undefined;
}

export interface CatalogTarget {
  /** Catalog name: catalog operations address a catalog by name. */
  catalog: string;
}
/** Database, table and summary operations address the catalog by its id. */
export interface CatalogIdTarget {
  catalogId: string;
}
export interface DatabaseTarget extends CatalogIdTarget {
  database: string;
}
export interface TableTarget extends DatabaseTarget {
  table: string;
}

/** The query of a list operation; `patternParam` is the operation's own pattern name. */
export function listQuery(params: ListParams, patternParam: string): Record<string, QueryValue> {
  return {
    maxResults: clampMaxResults(params.maxResults),
    pageToken: params.pageToken || undefined,
    [patternParam]: params.pattern || undefined,
  };
}

/**
 * The name search as the service's SQL-style right-fuzzy pattern: plain text is a prefix
 * (`ord` → `ord%`), text with the user's own `%` wildcards is sent as typed, blank sends none ('').
 */
export function namePattern(text: string): string {
  const trimmed = text.trim();
  if (trimmed === '') return '';
  return trimmed.includes('%') ? trimmed : `${trimmed}%`;
}
