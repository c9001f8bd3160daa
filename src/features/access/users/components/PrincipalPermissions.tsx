import { useMemo } from 'react';
import { principalKind } from '../../../lake-common/model/principal';
import { useQueries, useQuery } from '@tanstack/react-query';
import { Typography } from 'antd';
import { Link } from 'react-router';
import type { Permission } from '../../../../api/lake/accessSchemas';
import { MAX_RESULTS_MAX } from '../../../../api/lake/limits';
import { lakeAccessQueries } from '../../../../api/lake/accessQueries';
import { DataTable, type DataTableColumn } from '../../../../components/DataTable';
import { ErrorState } from '../../../../components/ErrorState';
import { StatusBadge } from '../../../../components/StatusBadge';
import { formatDateTime } from '../../../../lib/format';
import { useNow } from '../../../../lib/useNow';
import { useUsersI18n, useUsersT } from '../i18n';
import { expiryOf, resourcePath } from '../model/permissionText';
import { permissionCatalogs } from '../model/permissionCatalogs';
import styles from '../../roles/components/access.module.css';

const RESOURCE_TYPES = ['CATALOG', 'DATABASE', 'TABLE', 'VIEW', 'FUNCTION'] as const;
const isResourceType = (type: string): type is (typeof RESOURCE_TYPES)[number] =>
  (RESOURCE_TYPES as readonly string[]).includes(type);

interface PermissionRow {
  id: string;
  catalog: string;
  permission: Permission;
}

function usePermissionColumns(): DataTableColumn<PermissionRow>[] {
  const { t, locale } = useUsersI18n();
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
        meta: { minWidth: 120 },
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

/**
 * The permissions naming a principal (a user or a role), in every catalog: one ListPermissions
 * per catalog; a catalog whose list fails is said in place while the others' rows show.
 */
export function PrincipalPermissions({
  principal,
  label,
  help,
}: {
  principal: string;
  label: string;
  help: string;
}) {
  const t = useUsersT();
  const catalogs = useQuery(permissionCatalogs());
  const list = catalogs.data?.catalogs ?? [];
  const results = useQueries({
    queries: list.map((catalog) =>
      lakeAccessQueries.permissions(catalog.id, { principal }, { maxResults: MAX_RESULTS_MAX }),
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
      <Typography.Paragraph type="secondary">{help}</Typography.Paragraph>
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
        label={label}
        columns={columns}
        data={rows}
        getRowId={(row) => row.id}
        loading={loading}
        empty={t(
          principalKind(principal) === 'lakeRole'
            ? 'users.permissions.emptyRole'
            : 'users.permissions.empty',
        )}
      />
    </>
  );
}
