import { lazy, Suspense } from 'react';
import { Skeleton } from 'antd';
import { SectionCard } from '../../../../components/SectionCard';

/** Below the fold, and a list per catalog: its own chunk, loaded with the page's data. */
const PrincipalPermissions = lazy(async () => ({
  default: (await import('./PrincipalPermissions')).PrincipalPermissions,
}));

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
      <Suspense fallback={<Skeleton active />}>
        <PrincipalPermissions principal={principal} label={title} help={help} />
      </Suspense>
    </SectionCard>
  );
}
