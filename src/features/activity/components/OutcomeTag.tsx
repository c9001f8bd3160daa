import { Tag } from 'antd';
import type { ActivityRecord } from '../../../api/activity/schemas';
import { useActivityI18n, type ActivityT } from '../i18n';

/** How a record's call ended, in words: "Done" for a 2xx, else what went wrong. */
export function outcomeText(record: ActivityRecord, t: ActivityT): string {
  if (record.outcome !== 'answered') return t(`activity.outcome.${record.outcome}`);
  const status = record.upstreamStatus;
  if (status !== null && status >= 200 && status < 300) return t('activity.outcome.done');
  return status === null
    ? t('activity.outcome.answered')
    : t('activity.outcome.status', { status: String(status) });
}

function colorOf(record: ActivityRecord): string {
  switch (record.outcome) {
    case 'answered': {
      const status = record.upstreamStatus;
      return status !== null && status >= 200 && status < 300 ? 'green' : 'orange';
    }
    case 'forbidden':
    case 'unauthenticated':
      return 'red';
    case 'unfinished':
      return 'default';
    default:
      return 'volcano';
  }
}

export function OutcomeTag({ record }: { record: ActivityRecord }) {
  const { t } = useActivityI18n();
  return (
    <Tag color={colorOf(record)} style={{ marginInlineEnd: 0 }}>
      {outcomeText(record, t)}
    </Tag>
  );
}
