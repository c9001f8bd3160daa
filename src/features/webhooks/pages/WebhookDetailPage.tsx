import type { ReactNode } from 'react';
import { Link, useParams } from 'react-router';
import { Descriptions, Skeleton, Typography } from 'antd';
import { ArrowLeftOutlined } from '@ant-design/icons';
import { ClampedText } from '../../../components/ClampedText';
import { SectionCard } from '../../../components/SectionCard';
import { QueryState } from '../../../components/QueryState';
import type { WebhookEndpoint } from '../../../api/agent/schemas';
import { PageHeader } from '../../../components/PageHeader';
import { ResultState } from '../../../components/ResultState';
import { RelativeTime } from '../../../components/RelativeTime';
import { useWebhooksT } from '../i18n';
import { DeliveriesSection } from '../components/DeliveriesSection';
import { DeliveryOverview } from '../components/DeliveryOverview';
import { DisableWebhookButton } from '../components/DisableWebhookButton';
import { EndpointUrl } from '../components/EndpointUrl';
import {
  ConsecutiveFail,
  DisabledReason,
  EndpointStatusTag,
  EventKinds,
} from '../components/EndpointStatus';
import { useWebhook } from '../hooks/useWebhooks';
import { endpointName } from '../model/endpointFilter';

export function WebhookDetailPage() {
  const t = useWebhooksT();
  const { id = '' } = useParams();
  const query = useWebhook(id);
  const back = (
    <Link to="/webhooks">
      <ArrowLeftOutlined aria-hidden /> {t('webhook.back')}
    </Link>
  );

  return (
    <>
      {/* Until the endpoint is known (loading or failed), the page is titled by its id. */}
      {query.data === undefined && <PageHeader title={<code>{id}</code>} back={back} />}
      <QueryState query={query} loading={<Skeleton active />}>
        {(endpoint) =>
          endpoint ? (
            <EndpointPage endpoint={endpoint} back={back} />
          ) : (
            <ResultState
              code="404"
              title={t('notFound.title')}
              body={t('webhook.notFound', { id })}
              actions={back}
            />
          )
        }
      </QueryState>
    </>
  );
}

function EndpointPage({ endpoint, back }: { endpoint: WebhookEndpoint; back: ReactNode }) {
  const t = useWebhooksT();
  return (
    <>
      <PageHeader
        back={back}
        title={endpointName(endpoint)}
        actions={<DisableWebhookButton endpoint={endpoint} />}
      />
      <SectionCard title={t('webhook.facts')}>
        <Descriptions column={{ xs: 1, md: 2, xl: 3 }} size="small">
          <Descriptions.Item label={t('webhook.id')}>
            <Typography.Text code copyable>
              {endpoint.id}
            </Typography.Text>
          </Descriptions.Item>
          <Descriptions.Item label={t('webhooks.col.url')}>
            <EndpointUrl url={endpoint.url} />
          </Descriptions.Item>
          <Descriptions.Item label={t('webhooks.col.description')}>
            <ClampedText
              text={endpoint.description ?? t('webhooks.noDescription')}
              lines={4}
              maxWidth="100%"
            />
          </Descriptions.Item>
          <Descriptions.Item label={t('webhooks.col.status')}>
            <EndpointStatusTag status={endpoint.status} />
          </Descriptions.Item>
          <Descriptions.Item label={t('webhooks.col.disabledReason')}>
            <DisabledReason reason={endpoint.disabled_reason} />
          </Descriptions.Item>
          <Descriptions.Item label={t('webhooks.col.consecutiveFail')}>
            <ConsecutiveFail count={endpoint.consecutive_fail} />
          </Descriptions.Item>
          <Descriptions.Item label={t('webhooks.col.lastSuccess')}>
            <RelativeTime value={endpoint.last_success_at} />
          </Descriptions.Item>
          <Descriptions.Item label={t('webhooks.col.lastFailure')}>
            <RelativeTime value={endpoint.last_failure_at} />
          </Descriptions.Item>
          <Descriptions.Item label={t('webhooks.col.created')}>
            <RelativeTime value={endpoint.created_at} />
          </Descriptions.Item>
          <Descriptions.Item label={t('webhooks.col.updated')}>
            <RelativeTime value={endpoint.updated_at} />
          </Descriptions.Item>
          <Descriptions.Item label={t('webhooks.col.events')} span="filled">
            <EventKinds events={endpoint.events} />
          </Descriptions.Item>
        </Descriptions>
      </SectionCard>
      <DeliveryOverview id={endpoint.id} />
      <DeliveriesSection endpoint={endpoint} />
    </>
  );
}
