import { STORAGE_TIERS, type StorageTier } from '../../../api/lake/schemas';
import { formatBytes } from '../../../lib/format';
import { useComponentsI18n } from '../componentsI18n';
import styles from './components.module.css';
import { numberFormat } from '../../../lib/intl';

type TierSizes = Record<StorageTier, number>;

const TIER_KEYS = {
  objTypeStandardSize: 'catalogs.tiers.standard',
  objTypeIaSize: 'catalogs.tiers.ia',
  objTypeArchiveSize: 'catalogs.tiers.archive',
  objTypeColdArchiveSize: 'catalogs.tiers.coldArchive',
} as const satisfies Record<StorageTier, string>;

/** Colours from warm (hot data) to cool (cold data); each stays distinct for colour-blind users. */
const TIER_COLORS: Record<StorageTier, string> = {
  objTypeStandardSize: '#1668dc',
  objTypeIaSize: '#13a8a8',
  objTypeArchiveSize: '#d48806',
  objTypeColdArchiveSize: '#722ed1',
};

/** Each tier's share of the total, 0–1; all zeros when nothing is stored. */
function tierShares(sizes: TierSizes): { tier: StorageTier; bytes: number; share: number }[] {
  const total = STORAGE_TIERS.reduce((sum, tier) => sum + Math.max(0, sizes[tier]), 0);
  return STORAGE_TIERS.map((tier) => {
    const bytes = Math.max(0, sizes[tier]);
    return { tier, bytes, share: total > 0 ? bytes / total : 0 };
  });
}

/** "12.5 %"; a share too small to show as 0.1 % still reads as more than nothing. */
export function formatShare(share: number, locale: string): string {
  const format = numberFormat(locale, { style: 'percent', maximumFractionDigits: 1 });
  if (share > 0 && share < 0.001) return `<${format.format(0.001)}`;
  return format.format(share);
}

/**
 * Bytes per storage tier: one stacked bar (plain divs, no chart engine) and a legend with each
 * tier's bytes and share, which also carries the whole breakdown for screen readers.
 */
export function StorageTiers({ sizes }: { sizes: TierSizes }) {
  const { t, locale } = useComponentsI18n();
  const shares = tierShares(sizes);
  const empty = shares.every((entry) => entry.bytes === 0);
  return (
    <div>
      <div className={styles.tierBar} aria-hidden>
        {shares
          .filter((entry) => entry.share > 0)
          .map((entry) => (
            <div
              key={entry.tier}
              className={styles.tierSegment}
              style={{ width: `${entry.share * 100}%`, background: TIER_COLORS[entry.tier] }}
            />
          ))}
      </div>
      {empty && (
        <p style={{ margin: '8px 0 0', color: 'rgba(0,0,0,0.65)' }}>{t('catalogs.tiers.empty')}</p>
      )}
      <ul className={styles.tierLegend} aria-label={t('catalogs.tiers.title')}>
        {shares.map((entry) => (
          <li key={entry.tier}>
            <span
              className={styles.swatch}
              style={{ background: TIER_COLORS[entry.tier] }}
              aria-hidden
            />
            <span>{t(TIER_KEYS[entry.tier])}</span>
            <span className={styles.tierNumbers} title={`${entry.bytes} B`}>
              {formatBytes(entry.bytes, locale)} · {formatShare(entry.share, locale)}
            </span>
          </li>
        ))}
      </ul>
    </div>
  );
}
