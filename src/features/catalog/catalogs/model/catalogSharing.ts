/*
 * What the catalog list knows of how its catalogs are shared, apart from the hook that reads it
 * (hooks/useCatalogSharing.ts, loaded lazily with the share operations).
 */

/** How catalogs are shared, read from the shares (a Catalog itself only says `isShared`). */
export interface CatalogSharing {
  /** Received share names by share id: what a catalog with `isShared` is mounted from. */
  receivedNames: ReadonlyMap<string, string>;
  /** The provided shares holding resources of each catalog and their receivers, by catalog id. */
  providedBy: ReadonlyMap<string, ProvidedSharing>;
}

/** Before the shares are read: nothing known beyond each catalog's own `isShared`. */
export const SHARING_UNKNOWN: CatalogSharing = { receivedNames: new Map(), providedBy: new Map() };

export interface ProvidedSharing {
  shares: readonly string[];
  /** The receivers of those shares, each once. */
  receivers: readonly string[];
}
