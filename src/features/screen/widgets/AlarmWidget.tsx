import { useCallback } from 'react';
import { screenQueries } from '../../../api/screen/queries';
import type { AlarmEvent, AlarmLevel, SecurityStatInfo } from '../../../api/screen/schemas';
import { formatExact, formatRelative } from '../../../lib/format';
import { isoTime } from './logic';
import { useNow } from '../../../lib/useNow';
import { useScreenRender } from '../screenContext';
import { cx } from './cx';
import { useWidgetsI18n } from './i18n';
import { ALARM_LEVELS, levelDef } from './levels';
import { LevelTrend, type LevelTrendSpec } from './LevelTrend';
import { DrillButton, LevelTag, PartSkeleton, useDatesCaption } from './parts';
import styles from './tile.module.css';
import { TileFrame } from './TileFrame';
import { alarmListRows, isNarrowTile } from './tileLayout';
import { useTileSize } from './tileSize';
import type { WidgetProps } from './types';
import { useTileQueries } from './useTileQueries';

type Section = SecurityStatInfo['SecurityEvent'];
type Def = (typeof ALARM_LEVELS)[number];
const [SERIOUS, SUSPICIOUS, REMIND] = ALARM_LEVELS as [Def, Def, Def];

const SPEC: LevelTrendSpec<Section, AlarmLevel> = {
  levels: [
    { def: SERIOUS, count: (s) => s.SeriousCount, list: (s) => s.SeriousList },
    { def: SUSPICIOUS, count: (s) => s.SuspiciousCount, list: (s) => s.SuspiciousList },
    { def: REMIND, count: (s) => s.RemindCount, list: (s) => s.RemindList },
  ],
  dates: (s) => s.DateArray,
  total: (s) => s.ValueArray,
  levelsOn: (s) => s.LevelsOn,
  chartLabel: 'widget.alarm.trend',
};

const LATEST_COUNT = 5;

/**
 * ALARM_ALARM: alarms by level with their daily trend (SecurityStatInfo.SecurityEvent) and the
 * latest pending alarms (DescribeScreenAlarmEventList).
 */
export default function AlarmWidget(props: WidgetProps) {
  const { t, locale } = useWidgetsI18n();
  const { onDrill } = useScreenRender();
  const {
    results: [stat, latest],
    tile,
  } = useTileQueries([
    screenQueries.securityStat(),
    screenQueries.alarms({ lang: locale, dealed: false, page: 1, pageSize: LATEST_COUNT }),
  ]);
  const section = stat.data?.SecurityEvent;
  const caption = useDatesCaption(section?.DateArray);
  const onLevel = useCallback(
    (level: AlarmLevel) => onDrill?.({ kind: 'alarms', levels: [level] }),
    [onDrill],
  );
  const events = latest.data?.SuspEvents;

  return (
    <TileFrame
      code="ALARM_ALARM"
      widget={props}
      tile={tile}
      caption={caption}
      actions={
        onDrill && (
          <DrillButton onClick={() => onDrill({ kind: 'alarms' })}>
            {t('widget.alarm.all')}
          </DrillButton>
        )
      }
    >
      {section ? (
        <LevelTrend
          spec={SPEC}
          section={section}
          onLevel={onDrill && onLevel}
          levelHint={t('widget.alarm.levelHint')}
        />
      ) : (
        stat.status === 'pending' && <PartSkeleton />
      )}
      {events ? (
        <LatestAlarms
          events={events}
          onAll={onDrill && (() => onDrill({ kind: 'alarms', dealed: false }))}
        />
      ) : (
        latest.status === 'pending' && <PartSkeleton />
      )}
    </TileFrame>
  );
}

/**
 * The latest pending alarms, as many as fit under the counts and the trend (none on a short
 * wall-display tile); the rest are behind "View all" in the console.
 */
function LatestAlarms({
  events,
  onAll,
}: {
  events: readonly AlarmEvent[];
  onAll: (() => void) | undefined;
}) {
  const { t, locale } = useWidgetsI18n();
  const now = useNow();
  const size = useTileSize();
  const rows = alarmListRows(size.height, LATEST_COUNT);
  // In a narrow tile the name needs the room more than the age does: the age stays for screen
  // readers and in the name's tooltip.
  const narrow = isNarrowTile(size);
  if (rows === 0) return null;
  return (
    <section aria-label={t('widget.alarm.latest')} className={styles.latest}>
      <div className={styles.groupTitle}>
        <h3
          className={cx(styles.subTitle, styles.small, styles.ellipsis)}
          title={t('widget.alarm.latest')}
        >
          {t('widget.alarm.latest')}
        </h3>
        {onAll && (
          <button
            type="button"
            className={styles.linkButton}
            onClick={onAll}
            aria-label={t('widget.alarm.viewPending')}
          >
            {t('widget.alarm.viewAll')}
          </button>
        )}
      </div>
      {events.length === 0 ? (
        <p className={styles.meta}>{t('widget.alarm.none')}</p>
      ) : (
        <ul className={styles.plainList} aria-label={t('widget.alarm.latest')}>
          {events.slice(0, rows).map((event) => {
            const def = levelDef(ALARM_LEVELS, event.Level);
            const iso = isoTime(event.EndTime);
            return (
              <li key={event.AlarmUniqueInfo} className={styles.listItem}>
                {def && <LevelTag tone={def.tone}>{t(def.label)}</LevelTag>}
                <span
                  className={styles.listMain}
                  title={
                    narrow
                      ? `${event.Description} · ${formatExact(event.EndTime, locale)}`
                      : event.Description
                  }
                >
                  {event.AlarmEventName}
                  {event.InstanceName && (
                    <span className={styles.listAside}> · {event.InstanceName}</span>
                  )}
                </span>
                <time
                  className={narrow ? styles.srOnly : styles.listAside}
                  dateTime={iso}
                  title={iso && formatExact(event.EndTime, locale)}
                >
                  {formatRelative(event.EndTime, now, locale, { style: 'short' })}
                </time>
              </li>
            );
          })}
        </ul>
      )}
    </section>
  );
}
