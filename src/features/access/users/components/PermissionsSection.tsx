import { useEffect } from 'react';
import { useQueryClient, type QueryClient } from '@tanstack/react-query';
import { Skeleton } from 'antd';
import { preloadable } from '../../../../components/preloadable';
import { SectionCard } from '../../../../components/SectionCard';
import { permissionCatalogs } from '../model/permissionCatalogs';

/** Below the fold, and a list per catalog: its own chunk, drawn as soon as it is here. */
const PrincipalPermissions = preloadable(
  async () => (await import('./PrincipalPermissions')).PrincipalPermissions,
  <Skeleton active />,
);

/**
 * Starts the section's code and its first read (the catalogs, whose permissions it lists) ahead
 * of the section: it needs the principal the page reads first, but neither its chunk nor the
 * catalogs do, and asked for only once the section mounted they made two more round trips in a
 * row after the page's own.
 */
export function preloadPermissions(client: QueryClient): void {
  void client.prefetchQuery(permissionCatalogs());
  // A chunk that fails is fetched again, and said in place, when the section mounts.
  PrincipalPermissions.preload().catch(() => undefined);
}

/** `preloadPermissions` as the page mounts, beside the page's own reads. */
export function usePermissionsPreload(): void {
  const client = useQueryClient();
  useEffect(() => preloadPermissions(client), [client]);
}

/** A user's or a role's page section listing the permissions that name it, in every catalog. */
export function PermissionsSection({
  principal,
  title,
  help,
}: {
  principal: string;
  title: string;
  help: string;
}) {
  return (
    <SectionCard title={title}>
      <PrincipalPermissions.Component principal={principal} label={title} help={help} />
    </SectionCard>
  );
}
