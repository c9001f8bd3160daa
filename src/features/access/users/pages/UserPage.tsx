import { useMemo } from 'react';
import { useQuery } from '@tanstack/react-query';
import { Skeleton } from 'antd';
import { Link, useParams } from 'react-router';
import { isApiError } from '../../../../api/errors';
import type { LakeRole, LakeUser } from '../../../../api/lake/accessSchemas';
import { MAX_RESULTS_MAX } from '../../../../api/lake/limits';
import { lakeAccessQueries } from '../../../../api/lake/accessQueries';
import { ButtonLink } from '../../../../components/ButtonLink';
import { DataTable, type DataTableColumn } from '../../../../components/DataTable';
import { ErrorState } from '../../../../components/ErrorState';
import { PageHeader } from '../../../../components/PageHeader';
import { ResultState } from '../../../../components/ResultState';
import { SectionCard } from '../../../../components/SectionCard';
import { PermissionsSection } from '../components/PermissionsSection';
import { BreadcrumbTrail } from '../../../lake-common/components/BreadcrumbTrail';
import { MsTime } from '../../../lake-common/components/MsTime';
import { featureI18n } from '../../../../i18n/featureI18n';
import { messages as rolesMessages } from '../../roles/messages';
import { messages as catalogMessages } from '../../../lake-common/messages';
import { messages } from '../messages';
import { AccessNav } from '../../roles/components/AccessNav';
import { accessPaths } from '../../roles/model/paths';
import { RoleKind } from '../../roles/components/RoleKind';
import { UserType } from '../components/UserType';
import styles from '../../roles/components/access.module.css';

/** The page's words: the users area's, access administration's and the console's (breadcrumb). */
const useUserPageI18n = featureI18n(messages, rolesMessages, catalogMessages);

/** A user addressed by name (the URL): the list gives the principal, GetUser the user. */
function useUserByName(name: string) {
  const list = useQuery({
    ...lakeAccessQueries.users({ pattern: name, maxResults: 50 }),
    select: (data) => data.users.find((user) => user.userName === name) ?? null,
  });
  const principal = list.data?.userPrincipal;
  const user = useQuery({
    ...lakeAccessQueries.user(principal ?? ''),
    enabled: principal !== undefined,
  });
  return { list, user, missing: list.isSuccess && list.data === null };
}

function UserFacts({ user }: { user: LakeUser }) {
  const t = useUserPageI18n().t;
  return (
    <dl className={styles.facts}>
      <dt>{t('users.fact.id')}</dt>
      <dd>{user.userId || t('access.none')}</dd>
      <dt>{t('users.fact.type')}</dt>
      <dd>
        <UserType type={user.type} />
      </dd>
      <dt>{t('users.fact.principal')}</dt>
      <dd className={styles.principal}>{user.userPrincipal}</dd>
      <dt>{t('users.fact.created')}</dt>
      <dd>
        <MsTime value={user.createdAt} />
      </dd>
    </dl>
  );
}

function UserRoles({ principal }: { principal: string }) {
  const t = useUserPageI18n().t;
  const roles = useQuery(
    lakeAccessQueries.roles({ userPrincipal: principal, maxResults: MAX_RESULTS_MAX }),
  );
  const columns = useMemo<DataTableColumn<LakeRole>[]>(
    () => [
      {
        id: 'role',
        header: t('users.col.role'),
        meta: { rowHeader: true },
        cell: ({ row }) => (
          <Link to={accessPaths.role(row.original.roleName)}>{row.original.roleName}</Link>
        ),
      },
      {
        id: 'display',
        header: t('users.col.roleDisplay'),
        cell: ({ row }) => row.original.displayName || t('access.none'),
      },
      {
        id: 'kind',
        header: t('users.col.kind'),
        cell: ({ row }) => <RoleKind isPredefined={row.original.isPredefined} />,
      },
    ],
    [t],
  );
  if (roles.isError) {
    return (
      <ErrorState
        error={roles.error}
        title={t('users.roles.loadFailed')}
        onRetry={() => void roles.refetch()}
        retrying={roles.isFetching}
      />
    );
  }
  return (
    <DataTable<LakeRole>
      label={t('users.roles')}
      columns={columns}
      data={roles.data?.roles ?? []}
      getRowId={(role) => role.rolePrincipal}
      loading={roles.isPending}
      empty={t('users.roles.empty')}
    />
  );
}

/** `/access/users/:user`: a user (GetUser), its roles and the permissions that name it. */
export function UserPage() {
  const t = useUserPageI18n().t;
  const name = useParams().user ?? '';
  const { list, user, missing } = useUserByName(name);
  const notFound = missing || (user.isError && isApiError(user.error) && user.error.status === 404);
  if (notFound) {
    return (
      <ResultState
        code="404"
        title={t('users.notFound', { name })}
        actions={<ButtonLink to={accessPaths.users()}>{t('users.title')}</ButtonLink>}
      />
    );
  }
  const failed = list.isError ? list : user.isError ? user : null;
  const data = user.data;
  return (
    <>
      <PageHeader
        back={
          <BreadcrumbTrail
            label={t('catalog.breadcrumb')}
            items={[
              { label: t('users.title'), to: accessPaths.users() },
              { label: name, to: accessPaths.user(name) },
            ]}
          />
        }
        title={data?.displayName ? `${name} · ${data.displayName}` : name}
      />
      <AccessNav />
      {failed ? (
        <ErrorState
          error={failed.error}
          title={t('users.loadOneFailed')}
          onRetry={() => void failed.refetch()}
          retrying={failed.isFetching}
        />
      ) : !data ? (
        <Skeleton active />
      ) : (
        <>
          <SectionCard title={t('users.facts')}>
            <UserFacts user={data} />
          </SectionCard>
          <SectionCard title={t('users.roles')}>
            <UserRoles principal={data.userPrincipal} />
          </SectionCard>
          <PermissionsSection
            principal={data.userPrincipal}
            title={t('users.permissions')}
            help={t('users.permissions.help')}
          />
        </>
      )}
    </>
  );
}
