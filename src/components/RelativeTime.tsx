import { Tooltip } from 'antd';
import { useI18n } from '../i18n/useI18n';
import { formatExact, formatRelative } from '../lib/format';
import { useNow } from '../lib/useNow';

export interface RelativeTimeProps {
  /** ISO 8601 time, or null for "never". */
  value: string | null;
  withMs?: boolean;
  /** "15 min. ago" instead of "15 minutes ago", for dense table cells. */
  compact?: boolean;
}

/** "5 minutes ago", with the exact local time on hover and keyboard focus; never wraps. */
export function RelativeTime({ value, withMs, compact }: RelativeTimeProps) {
  const { t, locale } = useI18n();
  const now = useNow();
  if (!value) return <span style={{ whiteSpace: 'nowrap' }}>{t('time.never')}</span>;
  const time = Date.parse(value);
  if (Number.isNaN(time)) return <span>{value}</span>;
  const exact = formatExact(time, locale, withMs);
  const relative = formatRelative(time, now, locale, { style: compact ? 'short' : 'long' });
  return (
    <Tooltip title={exact}>
      <time
        dateTime={value}
        tabIndex={0}
        aria-label={`${formatRelative(time, now, locale)} (${exact})`}
        style={{ whiteSpace: 'nowrap' }}
      >
        {relative}
      </time>
    </Tooltip>
  );
}
