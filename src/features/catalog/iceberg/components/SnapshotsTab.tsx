import { lazy, Suspense, useCallback, useEffect, useMemo, useRef } from 'react';
import { Link } from 'react-router';
import { useQueryClient } from '@tanstack/react-query';
import { Button, Flex, Skeleton } from 'antd';
import type { IcebergSnapshot } from '../../../../api/lake/icebergSchemas';
import { lakeIcebergQueries } from '../../../../api/lake/icebergQueries';
import type { DataTableColumn } from '../../../../components/DataTable';
import { SectionCard } from '../../../../components/SectionCard';
import { useCursorPagedQuery } from '../../../../lib/usePager';
import { PagedTable } from '../../../lake-common/components/PagedTable';
import { MsTime } from '../../../lake-common/components/MsTime';
import { useListParams } from '../../../lake-common/hooks/useListParams';
import { useIcebergI18n } from '../i18n';
import { formatInt64 } from '../model/int64Text';
import { KeyValueTable } from './KeyValueTable';
import { OperationLabel } from './OperationLabel';
import { icebergPaths } from '../model/paths';
import { SnapshotFacts } from './SnapshotFacts';
import { useIcebergTableParams } from '../hooks/useIcebergParams';

// echarts: its own lazy chunk, shared with every other chart of the app.
const SnapshotTimeline = lazy(() => import('./SnapshotTimeline'));

const SNAPSHOT_LIST_PARAMS = { search: 'sq', size: 'ssize' };

interface Props {
  catalog: string;
  catalogId: string;
  namespace: string;
  table: string;
  /** The table's current snapshot (GetIcebergTable), marked on the chart and in the list. */
  currentId: string | undefined;
}

/**
 * A table's snapshots, newest first, a page at a time: the page's timeline, the list, and the
 * snapshot opened from either (`snap` in the URL), whose parent link opens the one before.
 */
export function SnapshotsTab({ catalog, catalogId, namespace, table, currentId }: Props) {
  const { t } = useIcebergI18n();
  const list = useListParams(SNAPSHOT_LIST_PARAMS);
  const [{ snap }] = useIcebergTableParams();
  const href = useCallback(
    (id: string) => icebergPaths.table(catalog, namespace, table, 'snapshots', id),
    [catalog, namespace, table],
  );
  const columns = useColumns(href, currentId);
  const { query, pager } = useCursorPagedQuery({
    view: [catalogId, namespace, table, list.size],
    page: (cursor) =>
      lakeIcebergQueries.icebergSnapshots(catalogId, namespace, table, {
        maxResults: list.size,
        pageToken: cursor,
      }),
    nextCursor: (data) => data.nextPageToken ?? null,
  });
  const rows = useMemo(() => query.data?.snapshots ?? [], [query.data]);
  const opened = useOpenedSnapshot(catalogId, namespace, table, snap);
  const detailRef = useFocusOnOpened(snap, opened !== undefined);

  return (
    <Flex vertical gap={16}>
      {snap !== '' && (
        <div ref={detailRef} tabIndex={-1}>
          <SectionCard
            title={t('iceberg.snapshots.detailTitle', { id: snap })}
            extra={
              <Link to={icebergPaths.table(catalog, namespace, table, 'snapshots')}>
                {t('iceberg.snapshots.close')}
              </Link>
            }
          >
            {opened ? (
              <Flex vertical gap={12}>
                <SnapshotFacts snapshot={opened} parentHref={href} />
                <h3 style={{ margin: 0, fontSize: 14 }}>{t('iceberg.snapshot.summary')}</h3>
                <KeyValueTable
                  label={t('iceberg.snapshot.summary')}
                  entries={opened.summary}
                  empty={t('iceberg.snapshot.noSummary')}
                />
              </Flex>
            ) : query.isPending ? (
              <Skeleton active />
            ) : (
              <Flex vertical gap={8} align="flex-start">
                <p style={{ margin: 0 }}>{t('iceberg.snapshots.notLoaded', { id: snap })}</p>
                {pager.hasNext && (
                  <Button onClick={pager.next}>{t('iceberg.snapshots.nextPage')}</Button>
                )}
              </Flex>
            )}
          </SectionCard>
        </div>
      )}
      <SectionCard title={t('iceberg.snapshots.title')}>
        {rows.length > 0 && (
          <Suspense fallback={<div style={{ height: 240 }} />}>
            <SnapshotTimeline snapshots={rows} currentId={currentId} />
          </Suspense>
        )}
        <PagedTable<IcebergSnapshot>
          query={query}
          pager={pager}
          pageSize={list.size}
          onPageSize={list.setSize}
          label={t('iceberg.snapshots.title')}
          columns={columns}
          rows={rows}
          getRowId={(snapshot) => snapshot.id}
          errorTitle={t('iceberg.snapshots.loadFailed')}
          empty={t('iceberg.snapshots.empty')}
        />
      </SectionCard>
    </Flex>
  );
}

/**
 * Opening a snapshot from the list (or a parent link) moves focus to its card above the list, so
 * a keyboard or screen reader user lands on what they opened; a snapshot in the URL on arrival
 * leaves focus where the page puts it.
 */
function useFocusOnOpened(snap: string, found: boolean) {
  const ref = useRef<HTMLDivElement>(null);
  const shown = useRef(snap);
  useEffect(() => {
    if (snap === shown.current) return;
    if (snap !== '' && !found) return;
    shown.current = snap;
    if (snap !== '') ref.current?.focus();
  }, [snap, found]);
  return ref;
}

/** The opened snapshot, from whichever page of this table's snapshots has been read. */
function useOpenedSnapshot(
  catalogId: string,
  namespace: string,
  table: string,
  id: string,
): IcebergSnapshot | undefined {
  const client = useQueryClient();
  const prefix = lakeIcebergQueries
    .icebergSnapshots(catalogId, namespace, table, {})
    .queryKey.slice(0, 4);
  // Re-read when any page arrives: the cache is the list of pages seen so far.
  const pages = client.getQueriesData<{ snapshots: IcebergSnapshot[] }>({ queryKey: prefix });
  if (id === '') return undefined;
  for (const [, page] of pages) {
    const found = page?.snapshots.find((snapshot) => snapshot.id === id);
    if (found) return found;
  }
  return undefined;
}

function useColumns(
  href: (id: string) => string,
  currentId: string | undefined,
): DataTableColumn<IcebergSnapshot>[] {
  const { t, locale } = useIcebergI18n();
  return useMemo(
    () => [
      {
        id: 'id',
        header: t('iceberg.snapshot.id'),
        meta: { rowHeader: true },
        cell: ({ row }) => (
          <span>
            <code>{row.original.id}</code>
            {row.original.id === currentId && (
              <strong style={{ marginInlineStart: 8 }}>{t('iceberg.snapshot.currentBadge')}</strong>
            )}
          </span>
        ),
      },
      {
        id: 'sequence',
        header: t('iceberg.snapshot.sequence'),
        meta: { align: 'right' },
        cell: ({ row }) => row.original.sequenceNumber ?? t('common.none'),
      },
      {
        id: 'time',
        header: t('iceberg.snapshot.time'),
        cell: ({ row }) => <MsTime value={row.original.timestampMillis} compact />,
      },
      {
        id: 'operation',
        header: t('iceberg.snapshot.operation'),
        cell: ({ row }) => <OperationLabel operation={row.original.operation} />,
      },
      {
        id: 'addedRows',
        header: t('iceberg.snapshot.addedRows'),
        meta: { align: 'right' },
        cell: ({ row }) => formatInt64(row.original.addedRows, locale) || t('common.none'),
      },
      {
        id: 'parent',
        header: t('iceberg.snapshot.parent'),
        cell: ({ row }) =>
          row.original.parentId ? (
            <Link
              to={href(row.original.parentId)}
              aria-label={t('iceberg.snapshots.openParent', { id: row.original.parentId })}
            >
              <code>{row.original.parentId}</code>
            </Link>
          ) : (
            t('iceberg.snapshot.noParent')
          ),
      },
      {
        id: 'open',
        header: '',
        meta: { headerLabel: t('iceberg.snapshots.openShort') },
        cell: ({ row }) => (
          <Link
            to={href(row.original.id)}
            aria-label={t('iceberg.snapshots.open', { id: row.original.id })}
          >
            {t('iceberg.snapshots.openShort')}
          </Link>
        ),
      },
    ],
    [t, locale, href, currentId],
  );
}
