import { useMemo } from 'react';
import { Link } from 'react-router';
import { Button, Flex, Input, Skeleton, Typography } from 'antd';
import { ReloadOutlined } from '@ant-design/icons';
import type { WebhookEndpoint } from '../../../api/agent/schemas';
import { ClampedText, clampedText } from '../../../components/ClampedText';
import { DataTable, type DataTableColumn } from '../../../components/DataTable';
import { NativeSelect } from '../../../components/NativeSelect';
import { PageHeader } from '../../../components/PageHeader';
import { QueryState } from '../../../components/QueryState';
import { Panel } from '../../../components/SectionCard';
import { formatNumber } from '../../../lib/format';
import { paramCodecs, useSearchParamsState } from '../../../lib/useSearchParamState';
import { DisableWebhookButton } from '../components/DisableWebhookButton';
import { EndpointUrl } from '../components/EndpointUrl';
import {
  ConsecutiveFail,
  DisabledReason,
  EndpointStatusTag,
  EventKinds,
  LastDeliveries,
} from '../components/EndpointStatus';
import { useWebhooks } from '../hooks/useWebhooks';
import { useWebhooksI18n } from '../i18n';
import { filterEndpoints, STATUS_FILTERS, timeValue } from '../model/endpointFilter';

const SORTABLE = ['description', 'status', 'consecutiveFail', 'lastSuccess'];

const CODECS = {
  q: paramCodecs.text(),
  status: paramCodecs.oneOf(STATUS_FILTERS, 'ALL'),
  sort: paramCodecs.sort(SORTABLE, { id: 'description', desc: false }),
};

function useColumns(): DataTableColumn<WebhookEndpoint>[] {
  const { t } = useWebhooksI18n();
  return useMemo(
    () => [
      {
        id: 'description',
        header: t('webhooks.col.endpoint'),
        accessorFn: (endpoint) => endpoint.description?.trim() || null,
        meta: { minWidth: 240 },
        cell: ({ row: { original: endpoint } }) => (
          <Flex vertical gap={2}>
            <ClampedText text={endpoint.description?.trim() || t('webhooks.noDescription')}>
              <Link to={`/webhooks/${endpoint.id}`}>
                {clampedText(endpoint.description?.trim() || t('webhooks.noDescription'))}
              </Link>
            </ClampedText>
            <EndpointUrl url={endpoint.url} fillCell secondary style={{ fontSize: 12 }} />
          </Flex>
        ),
      },
      {
        id: 'events',
        header: t('webhooks.col.events'),
        enableSorting: false,
        cell: ({ row }) => <EventKinds events={row.original.events} />,
      },
      {
        id: 'status',
        header: t('webhooks.col.status'),
        accessorFn: (endpoint) => endpoint.status,
        cell: ({ row }) => (
          <Flex vertical gap={2} align="flex-start">
            <EndpointStatusTag status={row.original.status} />
            {row.original.disabled_reason && (
              <Typography.Text type="secondary" style={{ fontSize: 12 }}>
                <DisabledReason reason={row.original.disabled_reason} />
              </Typography.Text>
            )}
          </Flex>
        ),
      },
      {
        id: 'consecutiveFail',
        header: t('webhooks.col.consecutiveFail'),
        accessorFn: (endpoint) => endpoint.consecutive_fail,
        meta: { align: 'right' },
        cell: ({ row }) => <ConsecutiveFail count={row.original.consecutive_fail} />,
      },
      {
        id: 'lastSuccess',
        header: t('webhooks.col.lastDelivery'),
        accessorFn: (endpoint) => timeValue(endpoint.last_success_at),
        cell: ({ row }) => (
          <LastDeliveries
            success={row.original.last_success_at}
            failure={row.original.last_failure_at}
          />
        ),
      },
      {
        id: 'actions',
        header: () => <span className="visually-hidden">{t('webhook.disable')}</span>,
        enableSorting: false,
        // Always reachable, however narrow the window.
        meta: { sticky: 'right', headerLabel: t('webhook.disable') },
        cell: ({ row }) => <DisableWebhookButton endpoint={row.original} size="small" />,
      },
    ],
    [t],
  );
}

export function WebhookListPage() {
  const { t, locale } = useWebhooksI18n();
  const [{ q: search, status, sort }, update] = useSearchParamsState(CODECS);
  const webhooks = useWebhooks();
  const columns = useColumns();
  const sorting = useMemo(() => (sort ? [sort] : []), [sort]);

  const rows = useMemo(
    () => filterEndpoints(webhooks.data ?? [], search, status),
    [webhooks.data, search, status],
  );

  return (
    <>
      <PageHeader
        title={t('webhooks.title')}
        subtitle={t('webhooks.subtitle')}
        actions={
          <Button
            icon={<ReloadOutlined aria-hidden />}
            onClick={() => void webhooks.refetch()}
            loading={webhooks.isFetching && !webhooks.isPending}
          >
            {t('webhooks.refresh')}
          </Button>
        }
      />
      <QueryState
        query={webhooks}
        loading={
          <Panel>
            <Skeleton active paragraph={{ rows: 8 }} />
          </Panel>
        }
      >
        {(endpoints) => (
          <Panel>
            <Flex gap={12} wrap align="center" style={{ marginBottom: 16 }}>
              <Input.Search
                aria-label={t('webhooks.search')}
                placeholder={t('webhooks.searchPlaceholder')}
                value={search}
                allowClear
                onChange={(event) => update({ q: event.target.value })}
                style={{ maxWidth: 320 }}
              />
              <NativeSelect
                label={t('webhooks.statusFilter')}
                value={status}
                onChange={(value) => update({ status: value })}
                options={STATUS_FILTERS.map((value) => ({
                  value,
                  label: t(`webhooks.status.${value === 'ALL' ? 'all' : value}`),
                }))}
                minWidth={150}
              />
              <Typography.Text type="secondary" role="status">
                {t('webhooks.count', {
                  shown: formatNumber(rows.length, locale),
                  total: formatNumber(endpoints.length, locale),
                })}
              </Typography.Text>
            </Flex>
            <DataTable<WebhookEndpoint>
              label={t('webhooks.title')}
              columns={columns}
              data={rows}
              getRowId={(endpoint) => endpoint.id}
              sorting={sorting}
              onSortingChange={(next) => update({ sort: next[0] ?? null })}
              busy={webhooks.isFetching && !webhooks.isPending}
              empty={endpoints.length > 0 ? t('webhooks.emptyFiltered') : t('webhooks.empty')}
            />
          </Panel>
        )}
      </QueryState>
    </>
  );
}
