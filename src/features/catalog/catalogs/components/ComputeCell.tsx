import { Tooltip } from 'antd';
import type { PrepayResource } from '../../../../api/lake/schemas';
import { StatusBadge } from '../../../../components/StatusBadge';
import { formatExact, formatNumber, formatRelative } from '../../../../lib/format';
import { useNow } from '../../../../lib/useNow';
import { useCatalogsI18n } from '../i18n';
import { isPrepayExpiringSoon, isPrepayLapsed } from '../model/prepay';

const PREPAY_STATUSES = ['RUNNING', 'UPGRADING', 'CEASED', 'RELEASED'] as const;

/**
 * A catalog's prepaid compute: "16 CU · Running · expires in 10 days", the exact expiry on hover
 * and focus. A lapsed resource (ceased, released or past expiry) is highlighted, as is one about
 * to expire.
 */
export function ComputeCell({ resources }: { resources: readonly PrepayResource[] | undefined }) {
  const { t, locale } = useCatalogsI18n();
  const now = useNow();
  if (!resources || resources.length === 0) {
    return <span style={{ color: 'rgba(0,0,0,0.6)' }}>{t('catalogs.compute.none')}</span>;
  }
  return (
    <div style={{ display: 'flex', flexDirection: 'column', gap: 2 }}>
      {resources.map((resource) => {
        const lapsed = isPrepayLapsed(resource, now);
        const soon = isPrepayExpiringSoon(resource, now);
        const status = (PREPAY_STATUSES as readonly string[]).includes(resource.instanceStatus)
          ? t(
              `catalogs.compute.status.${resource.instanceStatus as (typeof PREPAY_STATUSES)[number]}`,
            )
          : resource.instanceStatus;
        const parts = [t('catalogs.compute.cu', { cu: formatNumber(resource.cu, locale) }), status];
        let exact: string | undefined;
        if (resource.expireTime !== undefined) {
          const when = formatRelative(resource.expireTime, now, locale, { units: 'deadline' });
          parts.push(
            resource.expireTime <= now
              ? t('catalogs.compute.expired', { when })
              : t('catalogs.compute.expires', { when }),
          );
          exact = t('catalogs.compute.exact', {
            time: formatExact(resource.expireTime, locale),
            id: resource.instanceId,
          });
        }
        const text = parts.join(' · ');
        const shown = (
          <span
            key={resource.instanceId}
            tabIndex={exact ? 0 : undefined}
            style={{ whiteSpace: 'nowrap' }}
            data-instance={resource.instanceId}
          >
            {lapsed || soon ? (
              <StatusBadge tone={lapsed ? 'error' : 'warning'}>{text}</StatusBadge>
            ) : (
              text
            )}
            {exact && <span className="visually-hidden"> ({exact})</span>}
          </span>
        );
        return exact ? (
          <Tooltip key={resource.instanceId} title={exact}>
            {shown}
          </Tooltip>
        ) : (
          shown
        );
      })}
    </div>
  );
}
