import type { ActivityRecord } from '../../../api/activity/schemas';
import { StatusBadge, type StatusTone } from '../../../components/StatusBadge';
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

/** Done is green, a service's refusal or failure orange, the gateway's refusals and lost calls red. */
function toneOf(record: ActivityRecord): StatusTone {
  switch (record.outcome) {
    case 'answered': {
      const status = record.upstreamStatus;
      return status !== null && status >= 200 && status < 300 ? 'success' : 'warning';
    }
    case 'unfinished':
      return 'neutral';
    default:
      return 'error';
  }
}

export function OutcomeTag({ record }: { record: ActivityRecord }) {
  const { t } = useActivityI18n();
  return <StatusBadge tone={toneOf(record)}>{outcomeText(record, t)}</StatusBadge>;
}
