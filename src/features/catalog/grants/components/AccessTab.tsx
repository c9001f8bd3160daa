import { lazy, Suspense, useMemo, useState } from 'react';
import { useMutation, useQueryClient } from '@tanstack/react-query';
import { Button, Flex, Modal, Typography } from 'antd';
import { ArrowRightOutlined, DeleteOutlined, PlusOutlined } from '@ant-design/icons';
import { Link } from 'react-router';
import type { Permission } from '../../../../api/lake/accessSchemas';
import { lakeCache } from '../../../../api/lake/cache';
import { lakeAccessMutations } from '../../../../api/lake/accessMutations';
import { lakeAccessQueries } from '../../../../api/lake/accessQueries';
import type { DataTableColumn } from '../../../../components/DataTable';
import { ErrorState } from '../../../../components/ErrorState';
import { SectionCard } from '../../../../components/SectionCard';
import { StatusBadge } from '../../../../components/StatusBadge';
import { formatDateTime } from '../../../../lib/format';
import { DEFAULT_PAGE_SIZE } from '../../../../lib/pageSize';
import { useCursorPagedQuery } from '../../../../lib/usePager';
import { useNow } from '../../../../lib/useNow';
import { PagedTable } from '../../../lake-common/components/PagedTable';
import { PrincipalLabel } from '../../../lake-common/components/PrincipalLabel';
import { catalogPaths } from '../../../lake-common/hooks/useCatalogRoute';
import { useGrantsI18n, type GrantsT } from '../i18n';
import { BatchOutcome, permissionText, resourceName, type BatchOutcomeValue } from './BatchOutcome';
import {
  accessRows,
  principalsOf,
  resourceText,
  revocable,
  type AccessPlace,
  type AccessRow,
} from '../model/accessRows';
import { principalShort } from '../../../lake-common/model/principal';
import { SavedFilterCell, SavedRowFilter } from './SavedRowFilter';
import styles from './grants.module.css';
import { useLakeAllowed } from '../../../lake-common/hooks/useLakeAllowed';

const GrantDrawer = lazy(async () => ({ default: (await import('./GrantDrawer')).GrantDrawer }));

export interface AccessTabProps {
  catalogId: string;
  catalogName: string;
  /** The database, or database and table, whose access is shown; neither for the catalog. */
  database?: string | undefined;
  table?: string | undefined;
}

type Row = AccessRow<Permission>;

/**
 * Why an inherited row cannot be selected here, and where to revoke it ("Inherited from the
 * catalog sales_lake: revoke it there"); undefined for a row that can be revoked here.
 */
function inheritedFrom(row: Row, t: GrantsT, catalogName: string): string | undefined {
  if (revocable(row)) return undefined;
  return row.scope === 'catalog'
    ? t('grants.inherited.catalog', { name: catalogName })
    : t('grants.inherited.database', { name: row.permission.database ?? '' });
}

/**
 * "Who can do what here": every permission that applies to this catalog, database or table, the
 * ones inherited from above marked as such, by principal, with their columns, row filter in words
 * and expiry; revoke one or the selected ones (asked first, naming each), grant more. The answer
 * of a batch stays above the list, failures row by row, until dismissed.
 */
export function AccessTab({ catalogId, catalogName, database, table }: AccessTabProps) {
  const { t, locale } = useGrantsI18n();
  const client = useQueryClient();
  const now = useNow('minute');
  const place: AccessPlace = useMemo(() => ({ database, table }), [database, table]);
  const [pageSize, setPageSize] = useState(DEFAULT_PAGE_SIZE);
  const [granting, setGranting] = useState(false);
  const [asked, setAsked] = useState(false);
  const [outcome, setOutcome] = useState<BatchOutcomeValue | null>(null);
  const [selection, setSelection] = useState<Record<string, boolean>>({});
  const [toRevoke, setToRevoke] = useState<Row[] | null>(null);
  const revoke = useMutation(lakeAccessMutations.revokePermissions());
  const mayGrant = useLakeAllowed('BatchGrantPermissions');
  const mayRevoke = useLakeAllowed('BatchRevokePermissions');

  const { query, pager } = useCursorPagedQuery({
    view: [catalogId, database ?? '', table ?? '', pageSize],
    page: (cursor) =>
      lakeAccessQueries.permissions(
        catalogId,
        { database, table, inherited: true },
        { maxResults: pageSize, pageToken: cursor },
      ),
    nextCursor: (data) => data.nextPageToken ?? null,
  });
  const rows = useMemo(
    () => accessRows(query.data?.permissions ?? [], place, now),
    [query.data, place, now],
  );
  const selected = rows.filter((row) => selection[row.key] && revocable(row));
  const level = table !== undefined ? 'table' : database !== undefined ? 'database' : 'catalog';

  const columns = useAccessColumns({
    t,
    locale,
    catalogName,
    place,
    revokeDenied: mayRevoke.reason,
    onRevoke: (row) => {
      revoke.reset();
      setToRevoke([row]);
    },
  });

  const confirmRevoke = async () => {
    if (!toRevoke || revoke.isPending || !mayRevoke.allowed) return;
    const permissions = toRevoke.map((row) => row.permission);
    const result = await revoke.mutateAsync({ catalogId, permissions }).catch(() => null);
    if (result === null) return;
    setToRevoke(null);
    setSelection({});
    void lakeCache.permissionsChanged(client, catalogId);
    setOutcome({
      kind: 'revoke',
      attempted: permissions,
      success: result.success,
      errorMessage: result.errorMessage,
      failures: result.failurePermissions,
    });
  };

  return (
    <SectionCard
      title={t('grants.title')}
      extra={
        <Flex gap={8} wrap>
          <Button
            danger
            icon={<DeleteOutlined aria-hidden />}
            disabled={selected.length === 0 || !mayRevoke.allowed}
            title={mayRevoke.reason}
            onClick={() => {
              revoke.reset();
              setToRevoke(selected);
            }}
          >
            {t('grants.revokeSelected', { count: selected.length })}
          </Button>
          <Button
            type="primary"
            icon={<PlusOutlined aria-hidden />}
            onClick={() => {
              setAsked(true);
              setGranting(true);
            }}
            {...mayGrant.control}
          >
            {t('grants.grant')}
          </Button>
        </Flex>
      }
    >
      <Typography.Paragraph type="secondary">{t(`grants.intro.${level}`)}</Typography.Paragraph>
      {outcome && <BatchOutcome outcome={outcome} onDismiss={() => setOutcome(null)} />}
      {query.data && rows.length > 0 && (
        <Typography.Paragraph>
          {t('grants.principalCount', { count: principalsOf(rows).length })} ·{' '}
          {t('grants.rowCount', { count: rows.length })}
        </Typography.Paragraph>
      )}
      <PagedTable<Row>
        query={query}
        pager={pager}
        pageSize={pageSize}
        onPageSize={setPageSize}
        label={t('grants.tableLabel')}
        // Nine columns, so the small table's narrower cells: with the default ones the table was
        // wider than the page at 1280 px.
        size="small"
        columns={columns}
        rows={rows}
        getRowId={(row) => row.key}
        getRowLabel={(row) =>
          t('grants.rowLabel', {
            access: row.permission.access,
            principal: principalShort(row.permission.principal),
          })
        }
        renderExpanded={(row) =>
          row.permission.rowFilter ? (
            <SavedRowFilter permission={row.permission} rowFilter={row.permission.rowFilter} />
          ) : (
            <Typography.Text type="secondary">
              {row.permission.principal} · {t('grants.rows.all')}
            </Typography.Text>
          )
        }
        empty={t('grants.empty')}
        errorTitle={t('grants.loadFailed')}
        rowSelection={selection}
        selectBlocked={(row) => inheritedFrom(row, t, catalogName)}
        onRowSelectionChange={(next) =>
          setSelection(
            Object.fromEntries(
              Object.entries(next).filter(([key]) =>
                rows.some((row) => row.key === key && revocable(row)),
              ),
            ),
          )
        }
      />
      <Modal
        open={toRevoke !== null}
        title={t('grants.revokeTitle', { count: toRevoke?.length ?? 0 })}
        okText={t('grants.revokeConfirm')}
        okButtonProps={{ danger: true }}
        cancelText={t('common.cancel')}
        confirmLoading={revoke.isPending}
        onOk={() => void confirmRevoke()}
        onCancel={() => {
          if (!revoke.isPending) setToRevoke(null);
        }}
        destroyOnHidden
      >
        <Typography.Paragraph>{t('grants.revokeBody')}</Typography.Paragraph>
        <ul>
          {(toRevoke ?? []).map((row) => (
            <li key={row.key}>{permissionText(row.permission, t)}</li>
          ))}
        </ul>
        {revoke.isError && <ErrorState error={revoke.error} title={t('grants.revokeFailed')} />}
      </Modal>
      {asked && (
        <Suspense fallback={null}>
          {granting && (
            <GrantDrawer
              catalogId={catalogId}
              catalogName={catalogName}
              place={place}
              onClose={() => setGranting(false)}
              onOutcome={setOutcome}
            />
          )}
        </Suspense>
      )}
    </SectionCard>
  );
}

function useAccessColumns({
  t,
  locale,
  catalogName,
  place,
  revokeDenied,
  onRevoke,
}: {
  t: GrantsT;
  locale: string;
  catalogName: string;
  place: AccessPlace;
  /** Why the role may not revoke (the Revoke buttons are disabled, saying so); undefined if it may. */
  revokeDenied: string | undefined;
  onRevoke: (row: Row) => void;
}): DataTableColumn<Row>[] {
  return useMemo<DataTableColumn<Row>[]>(
    () => [
      {
        id: 'principal',
        header: t('grants.col.principal'),
        accessorFn: (row) => row.permission.principal,
        meta: { rowHeader: true },
        cell: ({ row }) => <PrincipalLabel principal={row.original.permission.principal} />,
      },
      {
        id: 'where',
        header: t('grants.col.where'),
        meta: { minWidth: 128 },
        accessorFn: (row) => `${SCOPE_RANK[row.scope]} ${resourceText(row.permission)}`,
        cell: ({ row }) => <ScopeCell row={row.original} t={t} catalogName={catalogName} />,
      },
      {
        id: 'access',
        header: t('grants.col.access'),
        accessorFn: (row) => row.permission.access,
        cell: ({ row }) => (
          <Typography.Text code style={{ whiteSpace: 'nowrap' }}>
            {row.original.permission.access}
          </Typography.Text>
        ),
      },
      {
        id: 'columns',
        header: t('grants.col.columns'),
        cell: ({ row }) => {
          const columns = row.original.permission.columns;
          if (columns?.columnNames.length) {
            return t('grants.columns.include', { names: columns.columnNames.join(', ') });
          }
          if (columns?.excludedColumnNames.length) {
            return t('grants.columns.exclude', { names: columns.excludedColumnNames.join(', ') });
          }
          return t('grants.columns.all');
        },
      },
      {
        id: 'rows',
        header: t('grants.col.rowFilter'),
        meta: { minWidth: 180 },
        cell: ({ row }) => <SavedFilterCell rowFilter={row.original.permission.rowFilter} />,
      },
      {
        id: 'expires',
        header: t('grants.col.expires'),
        meta: { minWidth: 96 },
        // Never-expiring permissions sort after every date.
        accessorFn: (row) => row.expiresAt ?? Number.MAX_SAFE_INTEGER,
        cell: ({ row }) => {
          const { expiresAt, expired } = row.original;
          if (expiresAt === null) return t('grants.expires.never');
          const date = formatDateTime(expiresAt, locale);
          return expired ? (
            <span className={styles.expired}>{t('grants.expires.expired', { date })}</span>
          ) : (
            date
          );
        },
      },
      {
        id: 'actions',
        header: t('grants.col.actions'),
        cell: ({ row }) => {
          const permission = row.original.permission;
          if (revocable(row.original)) {
            return (
              <Button
                size="small"
                danger
                onClick={() => onRevoke(row.original)}
                aria-label={t('grants.revokeLabel', {
                  access: permission.access,
                  resource: resourceName(permission, t),
                  principal: principalShort(permission.principal),
                })}
                disabled={revokeDenied !== undefined}
                title={revokeDenied}
              >
                {t('grants.revoke')}
              </Button>
            );
          }
          const to =
            row.original.scope === 'catalog' || place.database === undefined
              ? catalogPaths.catalog(catalogName, 'access')
              : catalogPaths.database(catalogName, place.database, 'access');
          // The place is in its name and tooltip only: in the text it took three lines at 1280 px.
          return (
            <Link
              to={to}
              title={inheritedFrom(row.original, t, catalogName)}
              aria-label={
                row.original.scope === 'catalog'
                  ? t('grants.inherited.revokeInCatalog', { name: catalogName })
                  : t('grants.inherited.revokeInDatabase', { name: permission.database ?? '' })
              }
              style={{ whiteSpace: 'nowrap' }}
            >
              {t('grants.revoke')} <ArrowRightOutlined aria-hidden />
            </Link>
          );
        },
      },
    ],
    [t, locale, catalogName, place, revokeDenied, onRevoke],
  );
}

function ScopeCell({ row, t, catalogName }: { row: Row; t: GrantsT; catalogName: string }) {
  const { permission } = row;
  switch (row.scope) {
    case 'here':
      return <StatusBadge tone="success">{t('grants.scope.here')}</StatusBadge>;
    case 'catalog':
      return <span title={catalogName}>{t('grants.scope.catalog')}</span>;
    case 'database':
      return t('grants.scope.database', { name: permission.database ?? '' });
    case 'inside':
      return t('grants.scope.inside', {
        type: t(`grants.type.${typeKey(permission.resourceType)}`),
        name: resourceName(permission, t),
      });
  }
}

/** "Granted on" sorts here first, then inside, then what is inherited from nearer to farther. */
const SCOPE_RANK: Record<AccessRow['scope'], number> = {
  here: 0,
  inside: 1,
  database: 2,
  catalog: 3,
};

const TYPE_KEYS = ['CATALOG', 'DATABASE', 'TABLE', 'FUNCTION', 'VIEW'] as const;
function typeKey(type: string): (typeof TYPE_KEYS)[number] {
  return TYPE_KEYS.find((known) => known === type.toUpperCase()) ?? 'TABLE';
}
