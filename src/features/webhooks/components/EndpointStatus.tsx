import { ClampedText } from '../../../components/ClampedText';
import { Space, Tag, Typography } from 'antd';
import { RelativeTime } from '../../../components/RelativeTime';
import type { WebhookEndpoint } from '../../../api/agent/schemas';
import { useWebhooksT } from '../i18n';
import { StatusBadge } from '../../../components/StatusBadge';

export function EndpointStatusTag({ status }: { status: WebhookEndpoint['status'] }) {
  const t = useWebhooksT();
  return (
    <StatusBadge tone={status === 'ACTIVE' ? 'success' : 'neutral'}>
      {t(`webhooks.status.${status}`)}
    </StatusBadge>
  );
}

export function DisabledReason({ reason }: { reason: string | null }) {
  const t = useWebhooksT();
  if (!reason) return <span>{t('common.none')}</span>;
  if (reason === 'MANUAL') return <span>{t('webhooks.reason.MANUAL')}</span>;
  // Any other reason is the service's own text.
  return <ClampedText text={reason} lines={3} maxWidth="32ch" />;
}

export function EventKinds({ events }: { events: readonly string[] }) {
  return (
    <Space size={[4, 4]} wrap>
      {events.map((kind) => (
        <Tag key={kind} style={{ marginInlineEnd: 0 }}>
          <code>{kind}</code>
        </Tag>
      ))}
    </Space>
  );
}

/** Failing receivers should catch the eye: any run of failures is shown in the danger colour. */
export function ConsecutiveFail({ count }: { count: number }) {
  const t = useWebhooksT();
  if (count === 0) return <span>0</span>;
  return (
    <Typography.Text type="danger" strong title={t('webhooks.failingHint', { count })}>
      ⚠ {count}
      <span className="visually-hidden"> — {t('webhooks.failingHint', { count })}</span>
    </Typography.Text>
  );
}

/** The last successful and the last failed delivery, one line each. */
export function LastDeliveries({
  success,
  failure,
}: {
  success: string | null;
  failure: string | null;
}) {
  const t = useWebhooksT();
  return (
    <dl style={{ margin: 0, display: 'grid', gridTemplateColumns: 'auto 1fr', columnGap: 6 }}>
      <dt style={{ color: '#52c41a' }}>
        <span aria-hidden>✓</span>
        <span className="visually-hidden">{t('webhooks.col.lastSuccess')}</span>
      </dt>
      <dd style={{ margin: 0 }}>
        <RelativeTime value={success} compact />
      </dd>
      <dt style={{ color: '#cf1322' }}>
        <span aria-hidden>✕</span>
        <span className="visually-hidden">{t('webhooks.col.lastFailure')}</span>
      </dt>
      <dd style={{ margin: 0 }}>
        <RelativeTime value={failure} compact />
      </dd>
    </dl>
  );
}
