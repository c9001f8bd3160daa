import { useMemo } from 'react';
import { Link, useSearchParams } from 'react-router';
import { Button, Flex, Input, Table, Typography, type TableColumnsType } from 'antd';
import { ReloadOutlined } from '@ant-design/icons';
import type { WebhookEndpoint } from '../../../api/agent/schemas';
import { ErrorState } from '../../../components/ErrorState';
import { NativeSelect } from '../../../components/NativeSelect';
import { PageHeader } from '../../../components/PageHeader';
import { Panel } from '../../../components/SectionCard';
import { RelativeTime } from '../../../components/RelativeTime';
import { useT } from '../../../i18n/useI18n';
import { DisableWebhookButton } from '../components/DisableWebhookButton';
import {
  ConsecutiveFail,
  DisabledReason,
  EndpointStatusTag,
  EventKinds,
} from '../components/EndpointStatus';
import { useWebhooks } from '../hooks/useWebhooks';
import {
  compareTimes,
  filterEndpoints,
  parseStatusFilter,
  type StatusFilter,
} from '../logic/endpointFilter';

function useColumns(): TableColumnsType<WebhookEndpoint> {
  const t = useT();
  return useMemo(
    () => [
      {
        title: t('webhooks.col.description'),
        key: 'description',
        fixed: 'left',
        width: 240,
        sorter: (a, b) => (a.description ?? '').localeCompare(b.description ?? ''),
        render: (_, endpoint) => (
          <Flex vertical gap={2}>
            <Link to={`/webhooks/${endpoint.id}`}>
              {endpoint.description?.trim() || t('webhooks.noDescription')}
            </Link>
            <Typography.Text type="secondary" style={{ fontSize: 12 }}>
              <code>{endpoint.id}</code>
            </Typography.Text>
          </Flex>
        ),
      },
      {
        title: t('webhooks.col.url'),
        dataIndex: 'url',
        width: 260,
        sorter: (a, b) => a.url.localeCompare(b.url),
        // Shown as text, never as a link: the address comes from data and is not ours to open.
        render: (url: string) => (
          <Typography.Text copyable={{ text: url }} style={{ wordBreak: 'break-all' }}>
            {url}
          </Typography.Text>
        ),
      },
      {
        title: t('webhooks.col.events'),
        dataIndex: 'events',
        width: 220,
        render: (events: string[]) => <EventKinds events={events} />,
      },
      {
        title: t('webhooks.col.status'),
        dataIndex: 'status',
        width: 100,
        sorter: (a, b) => a.status.localeCompare(b.status),
        render: (status: WebhookEndpoint['status']) => <EndpointStatusTag status={status} />,
      },
      {
        title: t('webhooks.col.disabledReason'),
        dataIndex: 'disabled_reason',
        width: 120,
        render: (reason: string | null) => <DisabledReason reason={reason} />,
      },
      {
        title: t('webhooks.col.consecutiveFail'),
        dataIndex: 'consecutive_fail',
        width: 120,
        align: 'right',
        sorter: (a, b) => a.consecutive_fail - b.consecutive_fail,
        render: (count: number) => <ConsecutiveFail count={count} />,
      },
      {
        title: t('webhooks.col.lastSuccess'),
        dataIndex: 'last_success_at',
        width: 130,
        sorter: (a, b) => compareTimes(a.last_success_at, b.last_success_at),
        render: (value: string | null) => <RelativeTime value={value} />,
      },
      {
        title: t('webhooks.col.lastFailure'),
        dataIndex: 'last_failure_at',
        width: 130,
        sorter: (a, b) => compareTimes(a.last_failure_at, b.last_failure_at),
        render: (value: string | null) => <RelativeTime value={value} />,
      },
      {
        title: t('webhooks.col.created'),
        dataIndex: 'created_at',
        width: 130,
        defaultSortOrder: 'descend',
        sorter: (a, b) => compareTimes(a.created_at, b.created_at),
        render: (value: string) => <RelativeTime value={value} />,
      },
      {
        title: t('webhooks.col.updated'),
        dataIndex: 'updated_at',
        width: 130,
        sorter: (a, b) => compareTimes(a.updated_at, b.updated_at),
        render: (value: string) => <RelativeTime value={value} />,
      },
      {
        title: <span className="visually-hidden">{t('webhook.disable')}</span>,
        key: 'actions',
        width: 120,
        // Always reachable, however far the wide table is scrolled.
        fixed: 'right',
        render: (_, endpoint) => <DisableWebhookButton endpoint={endpoint} size="small" />,
      },
    ],
    [t],
  );
}

export function WebhookListPage() {
  const t = useT();
  const [params, setParams] = useSearchParams();
  const search = params.get('q') ?? '';
  const status = parseStatusFilter(params.get('status'));
  const webhooks = useWebhooks();
  const columns = useColumns();

  const setParam = (key: string, value: string) =>
    setParams(
      (current) => {
        const next = new URLSearchParams(current);
        if (value && value !== 'ALL') next.set(key, value);
        else next.delete(key);
        return next;
      },
      { replace: true },
    );

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
      {webhooks.isError ? (
        <ErrorState
          error={webhooks.error}
          onRetry={() => void webhooks.refetch()}
          retrying={webhooks.isFetching}
        />
      ) : (
        <Panel>
          <Flex gap={12} wrap align="center" style={{ marginBottom: 16 }}>
            <Input.Search
              aria-label={t('webhooks.search')}
              placeholder={t('webhooks.searchPlaceholder')}
              defaultValue={search}
              allowClear
              onChange={(event) => setParam('q', event.target.value)}
              style={{ maxWidth: 320 }}
            />
            <NativeSelect<StatusFilter>
              label={t('webhooks.statusFilter')}
              value={status}
              onChange={(value) => setParam('status', value)}
              options={[
                { value: 'ALL', label: t('webhooks.status.all') },
                { value: 'ACTIVE', label: t('webhooks.status.ACTIVE') },
                { value: 'DISABLED', label: t('webhooks.status.DISABLED') },
              ]}
              minWidth={150}
            />
            {webhooks.data && (
              <Typography.Text type="secondary" role="status">
                {t('webhooks.count', { shown: rows.length, total: webhooks.data.length })}
              </Typography.Text>
            )}
          </Flex>
          <Table<WebhookEndpoint>
            rowKey="id"
            columns={columns}
            dataSource={rows}
            loading={webhooks.isPending}
            scroll={{ x: 1700 }}
            pagination={{ pageSize: 20, hideOnSinglePage: true, showSizeChanger: false }}
            locale={{
              emptyText:
                webhooks.data && webhooks.data.length > 0
                  ? t('webhooks.emptyFiltered')
                  : t('webhooks.empty'),
            }}
          />
        </Panel>
      )}
    </>
  );
}
