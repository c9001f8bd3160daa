import { useMemo, useState } from 'react';
import { Alert, Button, Flex, Typography } from 'antd';
import { KNOWN_DELIVERY_STATUSES, KNOWN_EVENT_KINDS } from '../../../api/agent/assumed';
import { agentQueries } from '../../../api/agent/queries';
import type { WebhookEndpoint, WebhookEvent } from '../../../api/agent/schemas';
import { DataTable, type DataTableColumn } from '../../../components/DataTable';
import { ErrorState } from '../../../components/ErrorState';
import { NativeSelect } from '../../../components/NativeSelect';
import { PagerControls } from '../../../components/PagerControls';
import { RelativeTime } from '../../../components/RelativeTime';
import { SectionCard } from '../../../components/SectionCard';
import { formatDuration, formatNumber } from '../../../lib/format';
import { useClientPager, useCursorPagedQuery } from '../../../lib/usePager';
import { useDeliveryParams } from '../hooks/useDeliveryParams';
import { useHistory } from '../hooks/useHistory';
import { useWebhooksI18n } from '../i18n';
import { durationMs, filterDeliveries } from '../model/deliveryStats';
import { DeliveryDetails } from './DeliveryDetails';
import { DeliveryStatusTag, deliveryStatusLabel } from './DeliveryStatusTag';

function useColumns(): DataTableColumn<WebhookEvent>[] {
  const { t, locale } = useWebhooksI18n();
  return useMemo(
    () => [
      {
        id: 'created',
        header: t('deliveries.col.created'),
        cell: ({ row }) => <RelativeTime value={row.original.created_at} withMs />,
      },
      {
        id: 'kind',
        header: t('deliveries.col.kind'),
        cell: ({ row }) => <code>{row.original.data.type}</code>,
      },
      {
        id: 'status',
        header: t('deliveries.col.status'),
        cell: ({ row }) => <DeliveryStatusTag status={row.original.delivery.status} />,
      },
      {
        id: 'attempts',
        header: t('deliveries.col.attempts'),
        meta: { align: 'right' },
        cell: ({ row }) => formatNumber(row.original.delivery.attempt_count, locale),
      },
      {
        id: 'duration',
        header: t('deliveries.col.duration'),
        meta: { align: 'right' },
        cell: ({ row }) => formatDuration(durationMs(row.original), locale),
      },
      {
        id: 'id',
        header: t('deliveries.col.id'),
        cell: ({ row }) => <Typography.Text code>{row.original.id}</Typography.Text>,
      },
    ],
    [t, locale],
  );
}

/**
 * The delivery history table. Once the whole 7-day window is here (the overview's chart walks it,
 * and filtering needs it: the service has no server-side filters), pages come from it in memory,
 * with no round trip per page; until then, unfiltered, it pages with the service's cursor (and
 * stays on the cursor while a person is past page 1, so arriving history never moves them). Both
 * give the same pager, and either starts over on page 1 when the endpoint, page size or filters
 * change.
 */
export function DeliveriesSection({ endpoint }: { endpoint: WebhookEndpoint }) {
  const { t, locale } = useWebhooksI18n();
  const columns = useColumns();
  const [{ size: pageSize, status, kind }, update] = useDeliveryParams();
  const filtered = Boolean(status || kind);

  // The whole window: fetched here to filter; otherwise read from the overview chart's walk.
  const history = useHistory(endpoint.id, filtered);
  const whole = history.query.data;
  const [cursorPastFirst, setCursorPastFirst] = useState(false);
  const inMemory = filtered || (whole !== undefined && !cursorPastFirst);
  const paged = useCursorPagedQuery({
    view: [endpoint.id, pageSize],
    page: (cursor) => agentQueries.eventsPage(endpoint.id, pageSize, cursor),
    nextCursor: (data) => data.next_page,
    enabled: !inMemory,
  });
  const pastFirst = !inMemory && paged.pager.pageIndex > 0;
  if (pastFirst !== cursorPastFirst && !inMemory) setCursorPastFirst(pastFirst);
  const matches = useMemo(
    () => (inMemory && whole ? (filtered ? filterDeliveries(whole, { status, kind }) : whole) : []),
    [inMemory, filtered, whole, status, kind],
  );
  const local = useClientPager(matches, pageSize, [endpoint.id, status, kind]);

  const statusOptions = useMemo(() => {
    const seen = new Set<string>(KNOWN_DELIVERY_STATUSES);
    history.query.data?.forEach((event) => seen.add(event.delivery.status));
    return [...seen].map((value) => ({ value, label: deliveryStatusLabel(value, t) }));
  }, [history.query.data, t]);
  const kindOptions = useMemo(() => {
    const seen = new Set<string>([...KNOWN_EVENT_KINDS, ...endpoint.events]);
    history.query.data?.forEach((event) => seen.add(event.data.type));
    return [...seen].sort().map((value) => ({ value, label: value }));
  }, [history.query.data, endpoint.events]);

  const filters = (
    <Flex gap={8} wrap>
      <NativeSelect<string>
        label={t('deliveries.filterStatus')}
        value={status ?? ''}
        onChange={(value) => update({ status: value || null })}
        options={[{ value: '', label: t('deliveries.allStatuses') }, ...statusOptions]}
        minWidth={160}
      />
      <NativeSelect<string>
        label={t('deliveries.filterKind')}
        value={kind ?? ''}
        onChange={(value) => update({ kind: value || null })}
        options={[{ value: '', label: t('deliveries.allKinds') }, ...kindOptions]}
        minWidth={220}
      />
      {filtered && (
        <Button onClick={() => update({ status: null, kind: null })}>
          {t('deliveries.clearFilters')}
        </Button>
      )}
    </Flex>
  );

  const active = inMemory ? history.query : paged.query;
  const pager = inMemory ? local.pager : paged.pager;
  const rows: readonly WebhookEvent[] = inMemory ? local.rows : (paged.query.data?.data ?? []);

  return (
    <SectionCard title={t('deliveries.title')} extra={filters}>
      {filtered && history.query.isPending && (
        <Alert
          type="info"
          showIcon
          role="status"
          title={t('deliveries.loadingHistory')}
          description={
            history.loaded === null
              ? undefined
              : t('progress.loaded', { count: formatNumber(history.loaded, locale) })
          }
        />
      )}
      {filtered && history.query.data && (
        <Typography.Paragraph type="secondary" role="status">
          {t('deliveries.filteredNote', {
            matched: formatNumber(matches.length, locale),
            total: formatNumber(history.query.data.length, locale),
          })}
        </Typography.Paragraph>
      )}
      {active.isError ? (
        <ErrorState
          error={active.error}
          onRetry={() => void active.refetch()}
          retrying={active.isFetching}
        />
      ) : (
        <>
          <DataTable<WebhookEvent>
            label={t('deliveries.title')}
            size="middle"
            columns={columns}
            data={rows}
            getRowId={(event) => event.id}
            getRowLabel={(event) => event.id}
            renderExpanded={(event) => <DeliveryDetails event={event} />}
            loading={active.isPending && active.fetchStatus !== 'idle'}
            busy={pager.busy}
            empty={filtered ? t('deliveries.emptyFiltered') : t('deliveries.empty')}
          />
          <PagerControls
            pager={pager}
            pageSize={pageSize}
            onPageSize={(size) => update({ size })}
            rows={rows.length}
          />
        </>
      )}
    </SectionCard>
  );
}
