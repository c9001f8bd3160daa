import { Descriptions, Typography } from 'antd';
import type { WebhookEvent } from '../../../api/agent/schemas';
import { RelativeTime } from '../../../components/RelativeTime';
import { formatDuration } from '../../../lib/format';
import { useWebhooksI18n } from '../i18n';
import { durationMs } from '../model/deliveryStats';

export function DeliveryDetails({ event }: { event: WebhookEvent }) {
  const { t, locale } = useWebhooksI18n();
  const { data, delivery } = event;
  return (
    <Descriptions size="small" column={{ xs: 1, md: 2 }} bordered>
      <Descriptions.Item label={t('deliveries.detail.dataId')}>
        <Typography.Text code copyable>
          {data.id}
        </Typography.Text>
      </Descriptions.Item>
      <Descriptions.Item label={t('deliveries.detail.workspace')}>
        <Typography.Text code>{data.workspace_id}</Typography.Text>
      </Descriptions.Item>
      <Descriptions.Item label={t('deliveries.detail.thread')}>
        <Typography.Text code copyable>
          {data.session_thread_id}
        </Typography.Text>
      </Descriptions.Item>
      <Descriptions.Item label={t('deliveries.col.attempts')}>
        {delivery.attempt_count}
      </Descriptions.Item>
      <Descriptions.Item label={t('deliveries.detail.deliveryAt')}>
        <RelativeTime value={delivery.delivery_at} withMs />
      </Descriptions.Item>
      <Descriptions.Item label={t('deliveries.detail.finishAt')}>
        <RelativeTime value={delivery.finish_at} withMs />
      </Descriptions.Item>
      <Descriptions.Item label={t('deliveries.col.duration')}>
        {formatDuration(durationMs(event), locale)}
      </Descriptions.Item>
      <Descriptions.Item label={t('deliveries.detail.failureReason')}>
        {delivery.failure_reason ? (
          <Typography.Text type="danger">{delivery.failure_reason}</Typography.Text>
        ) : (
          t('common.none')
        )}
      </Descriptions.Item>
    </Descriptions>
  );
}
