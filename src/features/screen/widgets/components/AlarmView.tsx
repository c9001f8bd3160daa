import { useCallback } from 'react';
import type {
  AlarmEvent,
  AlarmEventList,
  AlarmLevel,
  SecurityStatInfo,
} from '../../../../api/screen/schemas';
import { formatExact, formatRelative } from '../../../../lib/format';
import { useNow } from '../../../../lib/useNow';
import { useScreenRender } from '../../model/screenContext';
import { cx } from '../model/cx';
import { useWidgetsI18n } from '../i18n';
import { ALARM_SPEC } from '../model/levelSpecs';
import { ALARM_LEVELS, levelDef } from '../model/levels';
import { isoTime } from '../model/logic';
import { LevelTag, PartSkeleton } from './parts';
import contentStyles from './content.module.css';
import { alarmListRows, isNarrowTile, LATEST_ALARMS } from '../model/tileLayout';
import { useTileSize } from '../model/tileSize';
import type { WidgetViewProps } from '../model/types';
import { LevelTrend } from './LevelTrend';

/**
 * ALARM_ALARM: alarms by level with their daily trend (SecurityStatInfo.SecurityEvent) and the
 * latest pending alarms (DescribeScreenAlarmEventList).
 */
export default function AlarmView({
  data: [stat, latest],
  status: [statStatus, latestStatus],
}: WidgetViewProps<[SecurityStatInfo, AlarmEventList]>) {
  const { t } = useWidgetsI18n();
  const { onDrill } = useScreenRender();
  const onLevel = useCallback(
    (level: AlarmLevel) => onDrill?.({ kind: 'alarms', levels: [level] }),
    [onDrill],
  );
  const section = stat?.SecurityEvent;
  const events = latest?.SuspEvents;
  return (
    <>
      {section ? (
        <LevelTrend
          spec={ALARM_SPEC}
          section={section}
          onLevel={onDrill && onLevel}
          levelHint={t('widget.alarm.levelHint')}
        />
      ) : (
        statStatus === 'pending' && <PartSkeleton />
      )}
      {events ? (
        <LatestAlarms
          events={events}
          onAll={onDrill && (() => onDrill({ kind: 'alarms', dealed: false }))}
        />
      ) : (
        latestStatus === 'pending' && <PartSkeleton />
      )}
    </>
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
  const rows = alarmListRows(size.height, LATEST_ALARMS);
  // In a narrow tile the name needs the room more than the age does: the age stays for screen
  // readers and in the name's tooltip.
  const narrow = isNarrowTile(size);
  if (rows === 0) return null;
  return (
    <section aria-label={t('widget.alarm.latest')} className={contentStyles.latest}>
      <div className={contentStyles.groupTitle}>
        <h3
          className={cx(contentStyles.subTitle, contentStyles.small, contentStyles.ellipsis)}
          title={t('widget.alarm.latest')}
        >
          {t('widget.alarm.latest')}
        </h3>
        {onAll && (
          <button
            type="button"
            className={contentStyles.linkButton}
            onClick={onAll}
            aria-label={t('widget.alarm.viewPending')}
          >
            {t('widget.alarm.viewAll')}
          </button>
        )}
      </div>
      {events.length === 0 ? (
        <p className={contentStyles.meta}>{t('widget.alarm.none')}</p>
      ) : (
        <ul className={contentStyles.plainList} aria-label={t('widget.alarm.latest')}>
          {events.slice(0, rows).map((event) => {
            const def = levelDef(ALARM_LEVELS, event.Level);
            const iso = isoTime(event.EndTime);
            return (
              <li key={event.AlarmUniqueInfo} className={contentStyles.listItem}>
                {def && <LevelTag tone={def.tone}>{t(def.label)}</LevelTag>}
                <span
                  className={contentStyles.listMain}
                  title={
                    narrow
                      ? `${event.Description} · ${formatExact(event.EndTime, locale)}`
                      : event.Description
                  }
                >
                  {event.AlarmEventName}
                  {event.InstanceName && (
                    <span className={contentStyles.listAside}> · {event.InstanceName}</span>
                  )}
                </span>
                <time
                  className={narrow ? contentStyles.srOnly : contentStyles.listAside}
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
