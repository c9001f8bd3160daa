import { useMemo, useReducer, useState } from 'react';
import { keepPreviousData, useQuery } from '@tanstack/react-query';
import { Alert, Button, Flex, Table, Typography, type TableColumnsType } from 'antd';
import { KNOWN_DELIVERY_STATUSES, KNOWN_EVENT_KINDS } from '../../../api/agent/assumed';
import { agentQueries } from '../../../api/agent/queries';
import type { WebhookEndpoint, WebhookEvent } from '../../../api/agent/schemas';
import { SectionCard } from '../../../components/SectionCard';
import { NativeSelect } from '../../../components/NativeSelect';
import { ErrorState } from '../../../components/ErrorState';
import { RelativeTime } from '../../../components/RelativeTime';
import { formatDuration } from '../../../components/relativeTime';
import { useT } from '../../../i18n/useI18n';
import { useDeliveryParams } from '../hooks/useDeliveryParams';
import { currentCursor, cursorPagerReducer, initialCursorPager } from '../logic/cursorPager';
import { durationMs, filterDeliveries } from '../logic/deliveryStats';
import { DeliveryDetails } from './DeliveryDetails';
import { DeliveryStatusTag, deliveryStatusLabel } from './DeliveryStatusTag';
import { PagerControls } from './PagerControls';

function useColumns(): TableColumnsType<WebhookEvent> {
  const t = useT();
  return useMemo(
    () => [
      {
        title: t('deliveries.col.created'),
        dataIndex: 'created_at',
        render: (value: string) => <RelativeTime value={value} withMs />,
      },
      {
        title: t('deliveries.col.kind'),
        key: 'kind',
        render: (_, event) => <code>{event.data.type}</code>,
      },
      {
        title: t('deliveries.col.status'),
        key: 'status',
        render: (_, event) => <DeliveryStatusTag status={event.delivery.status} />,
      },
      {
        title: t('deliveries.col.attempts'),
        key: 'attempts',
        align: 'right',
        render: (_, event) => event.delivery.attempt_count,
      },
      {
        title: t('deliveries.col.duration'),
        key: 'duration',
        align: 'right',
        render: (_, event) => formatDuration(durationMs(event)),
      },
      {
        title: t('deliveries.col.id'),
        dataIndex: 'id',
        render: (id: string) => <Typography.Text code>{id}</Typography.Text>,
      },
    ],
    [t],
  );
}

/** Remembers which page of which view (size + filters) the user is on; a new view starts at page 1. */
function usePagerFor(viewKey: string) {
  const [state, dispatch] = useReducer(cursorPagerReducer, initialCursorPager);
  const [filteredPage, setFilteredPage] = useState(0);
  const [seenKey, setSeenKey] = useState(viewKey);
  if (seenKey !== viewKey) {
    setSeenKey(viewKey);
    dispatch({ type: 'reset' });
    setFilteredPage(0);
  }
  return { state, dispatch, filteredPage, setFilteredPage };
}

export function DeliveriesSection({ endpoint }: { endpoint: WebhookEndpoint }) {
  const t = useT();
  const columns = useColumns();
  const { pageSize, status, kind, update } = useDeliveryParams();
  const filtered = Boolean(status || kind);
  const pager = usePagerFor(`${pageSize}|${status ?? ''}|${kind ?? ''}`);
  const cursor = currentCursor(pager.state);

  const page = useQuery({
    ...agentQueries.eventsPage(endpoint.id, pageSize, cursor),
    enabled: !filtered,
    placeholderData: keepPreviousData,
  });
  // The whole window is needed only to filter; the overview chart shares this same query.
  const history = useQuery({ ...agentQueries.eventHistory(endpoint.id), enabled: filtered });

  const matches = useMemo(
    () => (filtered && history.data ? filterDeliveries(history.data, { status, kind }) : []),
    [filtered, history.data, status, kind],
  );

  const statusOptions = useMemo(() => {
    const seen = new Set<string>(KNOWN_DELIVERY_STATUSES);
    history.data?.forEach((event) => seen.add(event.delivery.status));
    return [...seen].map((value) => ({ value, label: deliveryStatusLabel(value, t) }));
  }, [history.data, t]);
  const kindOptions = useMemo(() => {
    const seen = new Set<string>([...KNOWN_EVENT_KINDS, ...endpoint.events]);
    history.data?.forEach((event) => seen.add(event.data.type));
    return [...seen].sort().map((value) => ({ value, label: value }));
  }, [history.data, endpoint.events]);

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

  const active = filtered ? history : page;
  const pageIndex = filtered ? pager.filteredPage : pager.state.index;
  const rows: WebhookEvent[] = filtered
    ? matches.slice(pageIndex * pageSize, (pageIndex + 1) * pageSize)
    : (page.data?.data ?? []);
  const hasNext = filtered
    ? (pageIndex + 1) * pageSize < matches.length
    : Boolean(page.data?.next_page);

  return (
    <SectionCard title={t('deliveries.title')} extra={filters}>
      {filtered && history.isPending && !history.isError && (
        <Alert type="info" showIcon title={t('deliveries.loadingHistory')} />
      )}
      {filtered && history.data && (
        <Typography.Paragraph type="secondary" role="status">
          {t('deliveries.filteredNote', { matched: matches.length, total: history.data.length })}
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
          <Table<WebhookEvent>
            rowKey="id"
            size="middle"
            columns={columns}
            dataSource={rows}
            loading={active.isPending || (active.isFetching && active.isPlaceholderData)}
            pagination={false}
            scroll={{ x: 900 }}
            expandable={{
              expandedRowRender: (event) => <DeliveryDetails event={event} />,
              expandRowByClick: false,
            }}
            locale={{
              emptyText: filtered ? t('deliveries.emptyFiltered') : t('deliveries.empty'),
            }}
          />
          <PagerControls
            pageIndex={pageIndex}
            hasPrev={pageIndex > 0}
            hasNext={hasNext}
            busy={active.isFetching && !filtered}
            pageSize={pageSize}
            onFirst={() =>
              filtered ? pager.setFilteredPage(0) : pager.dispatch({ type: 'reset' })
            }
            onPrev={() =>
              filtered
                ? pager.setFilteredPage((p) => Math.max(0, p - 1))
                : pager.dispatch({ type: 'prev' })
            }
            onNext={() => {
              if (filtered) pager.setFilteredPage((p) => p + 1);
              else if (page.data?.next_page)
                pager.dispatch({ type: 'next', nextCursor: page.data.next_page });
            }}
            onPageSize={(size) => update({ size })}
          />
        </>
      )}
    </SectionCard>
  );
}
