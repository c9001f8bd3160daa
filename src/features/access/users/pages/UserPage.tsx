import { useMemo } from 'react';
import { useQuery, useQueryClient, type QueryClient } from '@tanstack/react-query';
import { Skeleton } from 'antd';
import { Link, useParams } from 'react-router';
import { isApiError } from '../../../../api/errors';
import type { LakeRole, LakeUser } from '../../../../api/lake/accessSchemas';
import { lakeKeys } from '../../../../api/lake/keys';
import { MAX_RESULTS_MAX } from '../../../../api/lake/limits';
import { lakeAccessQueries } from '../../../../api/lake/accessQueries';
import { ButtonLink } from '../../../../components/ButtonLink';
import { DataTable, type DataTableColumn } from '../../../../components/DataTable';
import { ErrorState } from '../../../../components/ErrorState';
import { PageHeader } from '../../../../components/PageHeader';
import { ResultState } from '../../../../components/ResultState';
import { SectionCard } from '../../../../components/SectionCard';
import { PermissionsSection, usePermissionsPreload } from '../components/PermissionsSection';
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

/** A user of that name in a users list already in the cache, with when that list was read. */
function cachedUser(client: QueryClient, name: string) {
  for (const query of client.getQueryCache().findAll({ queryKey: lakeKeys.list('ListUsers') })) {
    const data = query.state.data as { users: readonly LakeUser[] } | undefined;
    const user = data?.users.find((candidate) => candidate.userName === name);
    if (user) return { user, at: query.state.dataUpdatedAt };
  }
  return undefined;
}

/**
 * A user addressed by name (the URL). Its principal, which every other read of the page needs,
 * comes from a users list already read (the list the person clicked the user in) or else from
 * ListUsers searched by the name; the list's entry is the user (GetUser answers the same
 * fields), so it stands as GetUser's answer until that is stale. Before, the page waited for the
 * search, then for GetUser, and only then asked for the roles and permissions: three round trips
 * in a row, where now the roles and permissions are asked for at once (or after the search).
 */
function useUserByName(name: string) {
  const client = useQueryClient();
  const known = useMemo(() => cachedUser(client, name)?.user.userPrincipal, [client, name]);
  const list = useQuery({
    ...lakeAccessQueries.users({ pattern: name, maxResults: 50 }),
    select: (data) => data.users.find((user) => user.userName === name) ?? null,
    enabled: known === undefined,
  });
  const principal = known ?? list.data?.userPrincipal;
  const user = useQuery({
    ...lakeAccessQueries.user(principal ?? ''),
    enabled: principal !== undefined,
    initialData: () => cachedUser(client, name)?.user,
    initialDataUpdatedAt: () => cachedUser(client, name)?.at,
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
  usePermissionsPreload();
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
