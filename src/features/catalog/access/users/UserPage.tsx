import { useMemo } from 'react';
import { useQueries, useQuery } from '@tanstack/react-query';
import { Skeleton, Typography } from 'antd';
import { Link, useParams } from 'react-router';
import { isApiError } from '../../../../api/errors';
import type { LakeRole, LakeUser, Permission } from '../../../../api/lake/accessSchemas';
import { MAX_RESULTS_MAX } from '../../../../api/lake/limits';
import { lakeQueries } from '../../../../api/lake/queries';
import { ButtonLink } from '../../../../components/ButtonLink';
import { DataTable, type DataTableColumn } from '../../../../components/DataTable';
import { ErrorState } from '../../../../components/ErrorState';
import { PageHeader } from '../../../../components/PageHeader';
import { ResultState } from '../../../../components/ResultState';
import { SectionCard } from '../../../../components/SectionCard';
import { StatusBadge } from '../../../../components/StatusBadge';
import { formatDateTime } from '../../../../lib/format';
import { useNow } from '../../../../lib/useNow';
import { BreadcrumbTrail } from '../../components/BreadcrumbTrail';
import { MsTime } from '../../databases/components/MsTime';
import { useCatalogI18n, useCatalogT } from '../../i18n';
import { AccessNav } from '../roles/AccessNav';
import { accessPaths } from '../roles/paths';
import { RoleKind } from '../roles/RoleKind';
import { expiryOf, resourcePath } from './permissionText';
import { UserType } from './UserType';
import styles from '../roles/access.module.css';
import '../roles/messages';
import './messages';

const RESOURCE_TYPES = ['CATALOG', 'DATABASE', 'TABLE', 'VIEW', 'FUNCTION'] as const;
const isResourceType = (type: string): type is (typeof RESOURCE_TYPES)[number] =>
  (RESOURCE_TYPES as readonly string[]).includes(type);

interface PermissionRow {
  id: string;
  catalog: string;
  permission: Permission;
}

/** A user addressed by name (the URL): the list gives the principal, GetUser the user. */
function useUserByName(name: string) {
  const list = useQuery({
    ...lakeQueries.users({ pattern: name, maxResults: 50 }),
    select: (data) => data.users.find((user) => user.userName === name) ?? null,
  });
  const principal = list.data?.userPrincipal;
  const user = useQuery({ ...lakeQueries.user(principal ?? ''), enabled: principal !== undefined });
  return { list, user, missing: list.isSuccess && list.data === null };
}

function UserFacts({ user }: { user: LakeUser }) {
  const t = useCatalogT();
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
  const t = useCatalogT();
  const roles = useQuery(
    lakeQueries.roles({ userPrincipal: principal, maxResults: MAX_RESULTS_MAX }),
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

function usePermissionColumns(): DataTableColumn<PermissionRow>[] {
  const { t, locale } = useCatalogI18n();
  const now = useNow('minute');
  return useMemo(
    () => [
      {
        id: 'catalog',
        header: t('users.col.catalog'),
        meta: { rowHeader: true },
        cell: ({ row }) => (
          <Link to={`/catalogs/${encodeURIComponent(row.original.catalog)}`}>
            {row.original.catalog}
          </Link>
        ),
      },
      {
        id: 'resource',
        header: t('users.col.resource'),
        meta: { minWidth: 180 },
        cell: ({ row }) => {
          const { permission } = row.original;
          const type = permission.resourceType;
          const path = resourcePath(permission);
          return (
            <span>
              {isResourceType(type) ? t(`users.resource.${type}`) : type}
              {path && (
                <>
                  {' '}
                  <span className={styles.principal}>{path}</span>
                </>
              )}
            </span>
          );
        },
      },
      {
        id: 'access',
        header: t('users.col.access'),
        cell: ({ row }) => row.original.permission.access,
      },
      {
        id: 'columns',
        header: t('users.col.columns'),
        meta: { minWidth: 160 },
        cell: ({ row }) => {
          const columns = row.original.permission.columns;
          if (columns?.columnNames.length) {
            return t('users.columns.only', { columns: columns.columnNames.join(', ') });
          }
          if (columns?.excludedColumnNames.length) {
            return t('users.columns.except', {
              columns: columns.excludedColumnNames.join(', '),
            });
          }
          return t('users.columns.all');
        },
      },
      {
        id: 'rows',
        header: t('users.col.rowFilter'),
        meta: { minWidth: 180 },
        cell: ({ row }) => {
          const filter = row.original.permission.rowFilter;
          return filter?.expression ? (
            <code className={styles.principal}>{filter.expression}</code>
          ) : (
            t('users.rows.all')
          );
        },
      },
      {
        id: 'expires',
        header: t('users.col.expires'),
        cell: ({ row }) => {
          const { permission } = row.original;
          const expiry = expiryOf(permission);
          if (expiry === null) return t('users.expires.never');
          if (Number.isNaN(expiry)) {
            return t('users.expires.unreadable', { value: permission.expireTime ?? '' });
          }
          const date = formatDateTime(expiry, locale);
          return expiry <= now ? (
            <StatusBadge tone="error">{t('users.expires.expired', { date })}</StatusBadge>
          ) : (
            date
          );
        },
      },
    ],
    [t, locale, now],
  );
}

/** The permissions naming the user, in every catalog (one ListPermissions per catalog). */
function UserPermissions({ principal }: { principal: string }) {
  const t = useCatalogT();
  const catalogs = useQuery(lakeQueries.catalogs({ maxResults: MAX_RESULTS_MAX }));
  const list = catalogs.data?.catalogs ?? [];
  const results = useQueries({
    queries: list.map((catalog) =>
      lakeQueries.permissions(catalog.id, { principal }, { maxResults: MAX_RESULTS_MAX }),
    ),
  });
  const columns = usePermissionColumns();
  // A few dozen rows at most: built each render from the per-catalog answers.
  const rows = results.flatMap((result, index) => {
    const catalog = list[index]?.name ?? '';
    return (result.data?.permissions ?? []).map((permission, row): PermissionRow => ({
      id: `${catalog}#${row}`,
      catalog,
      permission,
    }));
  });
  if (catalogs.isError) {
    return (
      <ErrorState
        error={catalogs.error}
        title={t('users.permissions.catalogsFailed')}
        onRetry={() => void catalogs.refetch()}
        retrying={catalogs.isFetching}
      />
    );
  }
  const loading = catalogs.isPending || results.some((result) => result.isPending);
  return (
    <>
      <Typography.Paragraph type="secondary">{t('users.permissions.help')}</Typography.Paragraph>
      {results.map((result, index) =>
        result.isError ? (
          <ErrorState
            key={list[index]?.id ?? index}
            error={result.error}
            title={t('users.permissions.loadFailed', { catalog: list[index]?.name ?? '' })}
            onRetry={() => void result.refetch()}
            retrying={result.isFetching}
          />
        ) : null,
      )}
      <DataTable<PermissionRow>
        label={t('users.permissions')}
        columns={columns}
        data={rows}
        getRowId={(row) => row.id}
        loading={loading}
        empty={t('users.permissions.empty')}
      />
    </>
  );
}

/** `/access/users/:user`: a user (GetUser), its roles and the permissions that name it. */
export function UserPage() {
  const t = useCatalogT();
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
          <SectionCard title={t('users.permissions')}>
            <UserPermissions principal={data.userPrincipal} />
          </SectionCard>
        </>
      )}
    </>
  );
}
