import { useEffect } from 'react';
import { useCatalogSharing, type CatalogSharing } from '../hooks/useCatalogSharing';

/**
 * Reads how the catalogs are shared and hands it up. Loaded lazily by the catalog list: the share
 * operations, their schemas and the per-share reads are a few KB the list's first paint does not
 * need (docs/design.md §6); until it answers, the Shared column says what `isShared` says.
 */
export default function CatalogSharingReader({
  onSharing,
}: {
  onSharing: (sharing: CatalogSharing) => void;
}) {
  const sharing = useCatalogSharing();
  useEffect(() => onSharing(sharing), [sharing, onSharing]);
  return null;
}
