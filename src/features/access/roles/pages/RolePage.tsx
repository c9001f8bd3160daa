import { lazy, Suspense, useMemo, useState } from 'react';
import { UserType } from '../../users/components/UserType';
import { useMutation, useQueryClient } from '@tanstack/react-query';
import { Button, Skeleton, Typography } from 'antd';
import { UserAddOutlined } from '@ant-design/icons';
import { Link, useNavigate, useParams } from 'react-router';
import { isApiError } from '../../../../api/errors';
import { ROLE_PREDEFINED } from '../../../../api/lake/assumed';
import type { LakeRole, LakeUser } from '../../../../api/lake/accessSchemas';
import { lakeCache } from '../../../../api/lake/cache';
import { lakeAccessMutations } from '../../../../api/lake/accessMutations';
import { ButtonLink } from '../../../../components/ButtonLink';
import { useAllowed } from '../../../../lib/useSession';
import { DataTable, type DataTableColumn } from '../../../../components/DataTable';
import { ErrorState } from '../../../../components/ErrorState';
import { PageHeader } from '../../../../components/PageHeader';
import { ResultState } from '../../../../components/ResultState';
import { SectionCard } from '../../../../components/SectionCard';
import {
  PermissionsSection,
  usePermissionsPreload,
} from '../../users/components/PermissionsSection';
import { useToast } from '../../../../components/toast';
import { BreadcrumbTrail } from '../../../lake-common/components/BreadcrumbTrail';
import { ConfirmDropButton } from '../../../lake-common/components/ConfirmDropButton';
import { MsTime } from '../../../lake-common/components/MsTime';
import { featureI18n } from '../../../../i18n/featureI18n';
import { messages as catalogMessages } from '../../../lake-common/messages';
import { messages } from '../messages';
import { AccessNav } from '../components/AccessNav';
import { accessPaths } from '../model/paths';
import { RoleKind } from '../components/RoleKind';
import { useRoleByName } from '../hooks/useRoleByName';
import styles from '../components/access.module.css';

/** The page's words: the roles area's and the console's (breadcrumb). */
const useRolePageI18n = featureI18n(messages, catalogMessages);

const GrantRoleDialog = lazy(async () => ({
  default: (await import('../components/GrantRoleDialog')).GrantRoleDialog,
}));

function useMemberColumns(): DataTableColumn<LakeUser>[] {
  const t = useRolePageI18n().t;
  return useMemo(
    () => [
      {
        id: 'user',
        header: t('roles.col.user'),
        meta: { rowHeader: true, minWidth: 140 },
        cell: ({ row }) => (
          <Link to={accessPaths.user(row.original.userName)}>{row.original.userName}</Link>
        ),
      },
      {
        id: 'display',
        header: t('roles.col.userDisplay'),
        cell: ({ row }) => row.original.displayName || t('access.none'),
      },
      {
        id: 'type',
        header: t('roles.col.type'),
        cell: ({ row }) => <UserType type={row.original.type} />,
      },
      {
        id: 'principal',
        header: t('roles.col.userPrincipal'),
        meta: { minWidth: 260 },
        cell: ({ row }) => <span className={styles.principal}>{row.original.userPrincipal}</span>,
      },
    ],
    [t],
  );
}

function RoleFacts({ role }: { role: LakeRole }) {
  const t = useRolePageI18n().t;
  return (
    <dl className={styles.facts}>
      <dt>{t('roles.fact.principal')}</dt>
      <dd className={styles.principal}>{role.rolePrincipal}</dd>
      <dt>{t('roles.fact.kind')}</dt>
      <dd>
        <RoleKind isPredefined={role.isPredefined} />
      </dd>
      <dt>{t('roles.fact.description')}</dt>
      <dd>{role.description || t('access.none')}</dd>
      <dt>{t('roles.fact.created')}</dt>
      <dd>
        <MsTime value={role.createdAt} />
      </dd>
      <dt>{t('roles.fact.createdBy')}</dt>
      <dd className={styles.principal}>{role.createdBy || t('access.none')}</dd>
      <dt>{t('roles.fact.updated')}</dt>
      <dd>
        <MsTime value={role.updatedAt} />
      </dd>
    </dl>
  );
}

function DropRole({ role }: { role: LakeRole }) {
  const t = useRolePageI18n().t;
  const toast = useToast();
  const client = useQueryClient();
  const navigate = useNavigate();
  const drop = useMutation(lakeAccessMutations.deleteRole());
  const mayDrop = useAllowed('lake', 'DeleteRole');
  if (role.isPredefined === ROLE_PREDEFINED) {
    return <Typography.Text type="secondary">{t('roles.predefinedNoDrop')}</Typography.Text>;
  }
  return (
    <ConfirmDropButton
      kind="role"
      messages={messages}
      name={role.roleName}
      control={mayDrop.control}
      drop={() => drop.mutateAsync({ rolePrincipal: role.rolePrincipal })}
      onDropped={() => {
        toast.info(t('roles.dropped', { name: role.roleName }));
        void lakeCache.roleDropped(client, role.rolePrincipal);
        void navigate(accessPaths.roles());
      }}
    />
  );
}

/**
 * `/access/roles/:role`: a role's details and users; grant it to users; drop it. A role that may not
 * call GrantRoleToUsers or DeleteRole sees those buttons disabled, saying why.
 */
export function RolePage() {
  const t = useRolePageI18n().t;
  const toast = useToast();
  const client = useQueryClient();
  const name = useParams().role ?? '';
  const { list, role, missing } = useRoleByName(name);
  usePermissionsPreload();
  const [granting, setGranting] = useState(false);
  const mayGrant = useAllowed('lake', 'GrantRoleToUsers');
  const columns = useMemberColumns();

  const trail = (
    <BreadcrumbTrail
      label={t('catalog.breadcrumb')}
      items={[
        { label: t('roles.title'), to: accessPaths.roles() },
        { label: name, to: accessPaths.role(name) },
      ]}
    />
  );
  const notFound = missing || (role.isError && isApiError(role.error) && role.error.status === 404);
  if (notFound) {
    return (
      <ResultState
        code="404"
        title={t('roles.notFound', { name })}
        actions={<ButtonLink to={accessPaths.roles()}>{t('roles.title')}</ButtonLink>}
      />
    );
  }
  const failed = list.isError ? list : role.isError ? role : null;
  const data = role.data;
  return (
    <>
      <PageHeader
        back={trail}
        title={data?.displayName ? `${name} · ${data.displayName}` : name}
        actions={
          data && (
            <>
              <Button
                type="primary"
                icon={<UserAddOutlined aria-hidden />}
                onClick={() => setGranting(true)}
                {...mayGrant.control}
              >
                {t('roles.grant')}
              </Button>
              <DropRole role={data} />
            </>
          )
        }
      />
      <AccessNav />
      {failed ? (
        <ErrorState
          error={failed.error}
          title={t('roles.loadOneFailed')}
          onRetry={() => void failed.refetch()}
          retrying={failed.isFetching}
        />
      ) : !data ? (
        <Skeleton active />
      ) : (
        <>
          <SectionCard title={t('roles.facts')}>
            <RoleFacts role={data} />
          </SectionCard>
          <SectionCard title={t('roles.members')}>
            <DataTable<LakeUser>
              label={t('roles.members')}
              columns={columns}
              data={data.users}
              getRowId={(user) => user.userPrincipal}
              empty={t('roles.members.empty')}
            />
          </SectionCard>
          <PermissionsSection
            principal={data.rolePrincipal}
            title={t('roles.permissions')}
            help={t('roles.permissions.help')}
          />
        </>
      )}
      {granting && data && (
        <Suspense fallback={null}>
          <GrantRoleDialog
            role={data}
            onClose={() => setGranting(false)}
            onGranted={(count) => {
              setGranting(false);
              toast.info(t('roles.granted', { name: data.roleName, count }));
              void lakeCache.rolesChanged(client, data.rolePrincipal);
            }}
          />
        </Suspense>
      )}
    </>
  );
}
