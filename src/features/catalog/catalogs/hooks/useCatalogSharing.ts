import { useMemo } from 'react';
import { useQueries, useQuery } from '@tanstack/react-query';
import { MAX_RESULTS_MAX } from '../../../../api/lake/limits';
import { lakeShareQueries } from '../../../../api/lake/shareQueries';
import type { CatalogSharing } from '../model/catalogSharing';

export type { CatalogSharing };

/**
 * The shares this account provides (each one's resources name its catalog: one ListShareResources
 * of one item each; then the receivers of those that hold any) and receives (their ids name the catalogs mounted from them). A list the
 * person may not read leaves its map empty: the catalogs then say only what `isShared` says.
 */
export function useCatalogSharing(): CatalogSharing {
  const provided = useQuery(lakeShareQueries.providedShares({ maxResults: MAX_RESULTS_MAX }));
  const received = useQuery(lakeShareQueries.receivedShares({ maxResults: MAX_RESULTS_MAX }));
  const shares = provided.data?.shares;
  const catalogs = useQueries({
    queries: (shares ?? []).map((share) =>
      lakeShareQueries.shareResources(share.shareName, { maxResults: 1 }),
    ),
    combine: (results) => results.map((result) => result.data?.catalogId ?? null),
  });
  const holding = (shares ?? []).flatMap((share, index) => {
    const catalogId = catalogs[index];
    return catalogId ? [{ share: share.shareName, catalogId }] : [];
  });
  const receivers = useQueries({
    queries: holding.map(({ share }) =>
      lakeShareQueries.shareReceivers(share, { maxResults: MAX_RESULTS_MAX }),
    ),
    combine: (results) => results.map((result) => result.data?.receivers ?? []),
  });
  const key = JSON.stringify(
    holding.map((h, index) => [h.catalogId, h.share, receivers[index]?.map((r) => r.receiverName)]),
  );
  const providedBy = useMemo(() => {
    const byCatalog = new Map<string, { shares: string[]; receivers: Set<string> }>();
    for (const [catalogId, share, names] of JSON.parse(key) as [string, string, string[]?][]) {
      const entry = byCatalog.get(catalogId) ?? { shares: [], receivers: new Set<string>() };
      entry.shares.push(share);
      for (const name of names ?? []) entry.receivers.add(name);
      byCatalog.set(catalogId, entry);
    }
    return new Map(
      [...byCatalog].map(([id, e]) => [id, { shares: e.shares, receivers: [...e.receivers] }]),
    );
  }, [key]);
  const receivedNames = useMemo(
    () => new Map((received.data?.shares ?? []).map((s) => [s.shareId, s.shareName])),
    [received.data],
  );
  // One object while nothing changed: the catalog list keeps it in state (CatalogSharingReader).
  return useMemo(() => ({ receivedNames, providedBy }), [receivedNames, providedBy]);
}
