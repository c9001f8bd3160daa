import { KNOWN_DELIVERY_STATUSES } from '../../../api/agent/assumed';
import type { Translate } from '../../../i18n/I18nProvider';
import { useT } from '../../../i18n/useI18n';
import { StatusBadge, type StatusTone } from '../../../components/StatusBadge';

const TONES: Record<string, StatusTone> = {
  SUCCEEDED: 'success',
  FAILED: 'error',
  RETRYING: 'warning',
};

export function deliveryStatusLabel(status: string, t: Translate): string {
  return (KNOWN_DELIVERY_STATUSES as readonly string[]).includes(status)
    ? t(`deliveries.status.${status as (typeof KNOWN_DELIVERY_STATUSES)[number]}`)
    : status;
}

export function DeliveryStatusTag({ status }: { status: string }) {
  const t = useT();
  return (
    <StatusBadge tone={TONES[status] ?? 'neutral'}>{deliveryStatusLabel(status, t)}</StatusBadge>
  );
}
