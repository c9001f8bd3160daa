import { memo, useMemo } from 'react';
import { screenQueries } from '../../../../api/screen/queries';
import type { SecurityStatInfo, SummaryInfo } from '../../../../api/screen/schemas';
import { useNow } from '../../../../lib/useNow';
import { cx } from '../model/cx';
import { useWidgetsI18n } from '../i18n';
import { toneClass, useCount, useDateTick } from './parts';
import { formatClock } from '../../../../lib/format';
import type { TileQuery } from '../model/types';
import { useTileQueries, type TilePart } from '../hooks/useTileQueries';
import { headlineKpis, KPI_SOURCE, type Kpi } from '../model/kpis';
import styles from './KpiStrip.module.css';

const QUERIES: readonly TileQuery[] = [screenQueries.summary(), screenQueries.securityStat()];

/** What a late part means for the numbers it feeds: since when, or nothing received yet. */
type Late = { since: number } | 'waiting' | undefined;

function lateOf(part: TilePart | undefined): Late {
  if (!part || (part.status !== 'stale' && part.status !== 'failed')) return undefined;
  return part.dataUpdatedAt === undefined ? 'waiting' : { since: part.dataUpdatedAt };
}

/**
 * The wall's headline strip under its title: assets, unprotected assets, urgent alarms, attacks
 * today and the security score, in numbers read from across the room. Its queries are the tiles'
 * own (one request per key), refreshed by the screen's tick; a number whose data is late keeps
 * its last value, and its own label says since when, calmly (in place of the number's scope:
 * nothing is laid over the figures, and nothing moves).
 */
export const KpiStrip = memo(function KpiStrip({ height }: { height: number }) {
  const { t } = useWidgetsI18n();
  const { data, tile } = useTileQueries(QUERIES);
  const now = useNow();
  const [summary, stat] = data as [SummaryInfo | undefined, SecurityStatInfo | undefined];
  const kpis = useMemo(() => headlineKpis(summary, stat, now), [summary, stat, now]);
  const late = { summary: lateOf(tile.parts[0]), stat: lateOf(tile.parts[1]) };
  return (
    <section className={styles.strip} style={{ height }} aria-label={t('widget.kpi.strip')}>
      <ul className={styles.list}>
        {kpis.map((kpi) => (
          <KpiItem key={kpi.key} kpi={kpi} late={late[KPI_SOURCE[kpi.key]]} />
        ))}
      </ul>
    </section>
  );
});

function KpiItem({ kpi, late }: { kpi: Kpi; late: Late }) {
  const { t, locale } = useWidgetsI18n();
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
  const lateText =
    late === undefined
      ? undefined
      : late === 'waiting'
        ? t('widget.kpi.waiting')
        : t('widget.kpi.delayed', { time: formatClock(late.since, locale, false) });
  return (
    <li className={styles.item} data-kpi={kpi.key}>
      <span className={styles.label}>
        {t(`widget.kpi.${kpi.key}`)}
        {lateText ? (
          <span className={styles.late} role="status">
            {' · '}
            {lateText}
          </span>
        ) : (
          scope && <span className={styles.scope}> · {scope}</span>
        )}
      </span>
      <span className={cx(styles.value, kpi.value !== null && toneClass(kpi.tone))}>
        {kpi.value === null ? '—' : count(kpi.value)}
      </span>
    </li>
  );
}
