import { Tag } from 'antd';
import { KNOWN_DELIVERY_STATUSES } from '../../../api/agent/assumed';
import type { Translate } from '../../../i18n/I18nProvider';
import { useT } from '../../../i18n/useI18n';

const COLORS: Record<string, string> = { SUCCEEDED: 'green', FAILED: 'red', RETRYING: 'orange' };

export function deliveryStatusLabel(status: string, t: Translate): string {
  return (KNOWN_DELIVERY_STATUSES as readonly string[]).includes(status)
    ? t(`deliveries.status.${status as (typeof KNOWN_DELIVERY_STATUSES)[number]}`)
    : status;
}

export function DeliveryStatusTag({ status }: { status: string }) {
  const t = useT();
  return (
    <Tag color={COLORS[status] ?? 'default'} style={{ marginInlineEnd: 0 }}>
      {deliveryStatusLabel(status, t)}
    </Tag>
  );
}
