import { KNOWN_DELIVERY_STATUSES } from '../../../api/agent/assumed';
import { useWebhooksT, type WebhooksT } from '../i18n';
import { StatusBadge, type StatusTone } from '../../../components/StatusBadge';

const TONES: Record<string, StatusTone> = {
  SUCCEEDED: 'success',
  FAILED: 'error',
  RETRYING: 'warning',
};

const isKnownStatus = (status: string): status is (typeof KNOWN_DELIVERY_STATUSES)[number] =>
  (KNOWN_DELIVERY_STATUSES as readonly string[]).includes(status);

export function deliveryStatusLabel(status: string, t: WebhooksT): string {
  return isKnownStatus(status) ? t(`deliveries.status.${status}`) : status;
}

export function DeliveryStatusTag({ status }: { status: string }) {
  const t = useWebhooksT();
  return (
    <StatusBadge tone={TONES[status] ?? 'neutral'}>{deliveryStatusLabel(status, t)}</StatusBadge>
  );
}
