import { memo, useMemo } from 'react';
import { screenQueries } from '../../../../api/screen/queries';
import type { SecurityStatInfo, SummaryInfo } from '../../../../api/screen/schemas';
import { useNow } from '../../../../lib/useNow';
import { cx } from '../cx';
import { useWidgetsI18n } from '../i18n';
import { toneClass, useCount, useDateTick } from '../parts';
import { DelayNote } from '../TileFrame';
import type { TileQuery } from '../types';
import { useTileQueries } from '../useTileQueries';
import { headlineKpis, type Kpi } from './kpis';
import styles from './KpiStrip.module.css';

const QUERIES: readonly TileQuery[] = [screenQueries.summary(), screenQueries.securityStat()];

/**
 * The wall's headline strip under its title: assets, unprotected assets, urgent alarms, attacks
 * today and the security score, in numbers read from across the room. Its queries are the tiles'
 * own (one request per key), refreshed by the screen's tick; a number whose data is late keeps
 * its last value and the strip says since when, calmly.
 */
export const KpiStrip = memo(function KpiStrip({ height }: { height: number }) {
  const { t } = useWidgetsI18n();
  const { data, tile } = useTileQueries(QUERIES);
  const now = useNow();
  const [summary, stat] = data as [SummaryInfo | undefined, SecurityStatInfo | undefined];
  const kpis = useMemo(() => headlineKpis(summary, stat, now), [summary, stat, now]);
  const late = tile.parts.filter((part) => part.status === 'stale' || part.status === 'failed');
  return (
    <section className={styles.strip} style={{ height }} aria-label={t('widget.kpi.strip')}>
      <ul className={styles.list}>
        {kpis.map((kpi) => (
          <KpiItem key={kpi.key} kpi={kpi} />
        ))}
      </ul>
      {late.length > 0 && (
        <div className={styles.delay}>
          <DelayNote parts={late} />
        </div>
      )}
    </section>
  );
});

function KpiItem({ kpi }: { kpi: Kpi }) {
  const { t } = useWidgetsI18n();
  const count = useCount();
  const day = useDateTick();
  const scope =
    kpi.scope?.kind === 'band'
      ? t(`widget.assets.band.${kpi.scope.band}`)
      : kpi.scope?.kind === 'day'
        ? kpi.scope.today
          ? t('widget.kpi.today')
          : t('widget.kpi.onDay', { date: day(kpi.scope.date) })
        : undefined;
  return (
    <li className={styles.item} data-kpi={kpi.key}>
      <span className={styles.label}>
        {t(`widget.kpi.${kpi.key}`)}
        {scope && <span className={styles.scope}> · {scope}</span>}
      </span>
      <span className={cx(styles.value, kpi.value !== null && toneClass(kpi.tone))}>
        {kpi.value === null ? '—' : count(kpi.value)}
      </span>
    </li>
  );
}
