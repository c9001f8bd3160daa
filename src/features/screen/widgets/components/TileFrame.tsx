import { useId, type ReactNode } from 'react';
import type { DataCode } from '../../../../api/screen/dataCodes';
import { isApiError } from '../../../../api/errors';
import { ATTACK_MAX_AGE_DAYS, SCORE_MAX_SPAN_DAYS } from '../../../../api/screen/limits';
import type { TimeWindow } from '../../../../api/screen/timeRange';
import { describeError } from '../../../../components/describeError';
import { formatClock, formatRelative } from '../../../../lib/format';
import { hasMessage } from '../../../../i18n/defineMessages';
import { listFormat } from '../../../../lib/intl';
import { useNow } from '../../../../lib/useNow';
import { useScreenRender } from '../../model/screenContext';
import { cx } from '../model/cx';
import { useWidgetsI18n, type WidgetsT } from '../i18n';
import { messages } from '../messages';
import { themeVars } from '../model/theme';
import { TileSizeContext, useElementSize } from '../model/tileSize';
import styles from './tile.module.css';
import type { TilePart, TileState } from '../hooks/useTileQueries';

export interface TileShellProps {
  title: string;
  /** The data code of the widget drawing in it (absent while its code loads). */
  code?: string | undefined;
  caption?: ReactNode;
  actions?: ReactNode;
  busy?: boolean;
  children?: ReactNode;
}

/** A tile's card and header; everything a tile draws sits in one. */
export function TileShell({ title, code, caption, actions, busy, children }: TileShellProps) {
  const { theme, surface } = useScreenRender();
  const titleId = useId();
  const [bodyRef, bodySize] = useElementSize();
  return (
    <section
      className={cx(themeVars(theme), styles.tile, surface === 'wall' && styles.wallType)}
      aria-labelledby={titleId}
      aria-busy={busy || undefined}
      data-theme={theme}
      data-surface={surface ?? 'console'}
      data-code={code}
    >
      {/* The title has the full width; the caption shares the second row with the actions. */}
      <header className={styles.header}>
        <h2 id={titleId} className={styles.title} title={title}>
          {title}
        </h2>
        {caption && <p className={styles.caption}>{caption}</p>}
        {actions && <div className={styles.actions}>{actions}</div>}
      </header>
      <div ref={bodyRef} className={styles.body}>
        <TileSizeContext value={bodySize}>{children}</TileSizeContext>
      </div>
    </section>
  );
}

export function Skeleton({ label }: { label?: string | undefined }) {
  return (
    <div className={styles.skeleton} role={label ? 'status' : undefined} aria-label={label}>
      <div className={styles.skeletonBar} style={{ width: '40%' }} />
      <div className={styles.skeletonBar} style={{ width: '65%' }} />
      <div className={styles.skeletonBlock} />
    </div>
  );
}

export interface TileFrameProps {
  code: DataCode;
  title: string;
  /** The tile's range in words ("7 days"). */
  span: string;
  /** The stored `date` when it was not valid (the tile shows its default range). */
  invalidDate?: string | undefined;
  tile: TileState;
  /** The header's second line (the range, the service's dates, "Current state"). */
  caption: string;
  /** The limit an operation put on the range (TimeWindow.clampedTo). */
  clampedTo?: TimeWindow['clampedTo'] | undefined;
  actions?: ReactNode;
  /** Data arrived and there is nothing in it: true for the generic words, or a string. */
  empty?: boolean | string | undefined;
  /** The view; drawn only once some part has data. */
  children?: ReactNode;
}

/**
 * Everything around a widget's drawing: header and caption, the notes (invalid range, clamped
 * range, stale data), an error in place for each failed operation, the skeleton while nothing
 * has arrived, the empty state. The view draws only what it has data for.
 */
export function TileFrame({
  code,
  title,
  span,
  invalidDate,
  tile,
  caption,
  clampedTo,
  actions,
  empty,
  children,
}: TileFrameProps) {
  const { t } = useWidgetsI18n();
  const clampNote =
    clampedTo === 'attack-40-days'
      ? t('widget.range.clampedAttack', { days: ATTACK_MAX_AGE_DAYS })
      : clampedTo === 'score-7-days'
        ? t('widget.range.clampedScore', { days: SCORE_MAX_SPAN_DAYS })
        : null;
  const { surface } = useScreenRender();
  const failed = tile.parts.filter((part) => part.status === 'failed');
  const stale = tile.parts.filter((part) => part.status === 'stale');
  // Nobody stands at a wall to press Retry or read a request id: it says what is late, calmly,
  // and the next refresh tick tries again. The console keeps the details.
  const calm = surface === 'wall';

  return (
    <TileShell
      title={title}
      code={code}
      busy={tile.loading}
      actions={tile.hasData ? actions : undefined}
      caption={
        <>
          {/* On the wall, late data is said where the range was, on the same one line: the
              body keeps its size, so no chart resizes or redraws when a refresh fails or when
              the data comes back (a wall that shifts with every network blip reads as broken). */}
          {calm && stale.length > 0 ? (
            <DelayCaption parts={stale} />
          ) : (
            <span className={styles.captionLine} title={caption}>
              {caption}
            </span>
          )}
          {/* Its own line: a note this important is never the part an ellipsis hides. */}
          {clampNote && (
            <span className={cx(styles.captionLine, styles.clamp)} title={clampNote}>
              {clampNote}
            </span>
          )}
        </>
      }
    >
      {invalidDate !== undefined && (
        <p className={styles.note} role="note">
          {t('widget.range.invalid', { date: invalidDate, span })}
        </p>
      )}
      {stale.length > 0 && !calm && <StaleNote parts={stale} />}
      {calm ? (
        failed.length > 0 && <WallMissing parts={failed} whole={!tile.hasData} />
      ) : (
        <PartErrors parts={failed} />
      )}
      {tile.loading ? (
        <Skeleton label={t('widget.loading', { title })} />
      ) : tile.hasData && empty ? (
        <p className={styles.empty}>{typeof empty === 'string' ? empty : t('widget.empty')}</p>
      ) : tile.hasData ? (
        children
      ) : null}
    </TileShell>
  );
}

/** Stands in for a view whose code is still loading (its data may be here already). */
export function ViewLoading({ title }: { title: string }) {
  const { t } = useWidgetsI18n();
  return (
    <div aria-busy="true" className={styles.viewLoading}>
      <Skeleton label={t('widget.loading', { title })} />
    </div>
  );
}

/** The name of what a part loads: the caller's, else the operation's, else a generic word. */
function partLabel(part: TilePart, t: WidgetsT): string {
  if (part.label) return part.label;
  const operation = isApiError(part.error) ? part.error.operation : '';
  const key = `widget.part.${operation}`;
  return hasMessage(messages, key) ? t(key) : t('widget.part.unknown');
}

/** What went wrong with one operation, in the tile's words, and Retry when it can help. */
export function partErrorMessage(
  error: unknown,
  t: WidgetsT,
): { text: string; retryable: boolean } {
  const described = describeError(error, t);
  if (isApiError(error)) {
    if (described.forbidden) {
      return {
        text: t('widget.error.forbidden', { operation: error.operation }),
        retryable: false,
      };
    }
    if (error.kind === 'invalid-response') {
      return {
        text: t('widget.error.malformed', {
          operation: error.operation,
          field: error.fieldPath ?? '(root)',
        }),
        retryable: true,
      };
    }
  }
  return { text: described.message, retryable: described.retryable };
}

/**
 * The failed parts, one box per distinct message: two parts of one operation failing alike
 * (a tile's two rankings) are one error naming both, with one Retry for both.
 */
function PartErrors({ parts }: { parts: readonly TilePart[] }) {
  const { t } = useWidgetsI18n();
  const groups = new Map<string, { labels: string[]; parts: TilePart[]; retryable: boolean }>();
  for (const part of parts) {
    const { text, retryable } = partErrorMessage(part.error, t);
    const group = groups.get(text) ?? { labels: [], parts: [], retryable };
    const label = partLabel(part, t);
    if (!group.labels.includes(label)) group.labels.push(label);
    group.parts.push(part);
    groups.set(text, group);
  }
  return [...groups].map(([text, group]) => <PartError key={text} text={text} {...group} />);
}

function PartError({
  text,
  labels,
  parts,
  retryable,
}: {
  text: string;
  labels: readonly string[];
  parts: readonly TilePart[];
  retryable: boolean;
}) {
  const { t, locale } = useWidgetsI18n();
  const label = listFormat(locale).format(labels);
  const requestIds = parts.flatMap((part) =>
    isApiError(part.error) && part.error.requestId ? [part.error.requestId] : [],
  );
  return (
    <div className={styles.error} role="alert">
      <div className={styles.errorHead}>
        <span>
          <strong>{label}</strong>: {text}
        </span>
        {retryable && (
          <button
            type="button"
            className={styles.button}
            onClick={() => parts.forEach((part) => part.retry())}
            aria-label={t('widget.retryPart', { part: label })}
          >
            {t('widget.retry')}
          </button>
        )}
      </div>
      {requestIds.map((id) => (
        <span key={id} className={styles.errorMetaOnTone}>
          {t('widget.error.requestId', { id })}
        </span>
      ))}
    </div>
  );
}

/** The last update of the oldest late part, or null when none has had data yet. */
function lastUpdate(parts: readonly TilePart[]): number | null {
  const times = parts.flatMap((part) =>
    part.dataUpdatedAt === undefined ? [] : [part.dataUpdatedAt],
  );
  return times.length > 0 ? Math.min(...times) : null;
}

/** A tile's late data on the wall, in its header's caption line: short enough for one line. */
function DelayCaption({ parts }: { parts: readonly TilePart[] }) {
  const { t, locale } = useWidgetsI18n();
  const oldest = lastUpdate(parts);
  const text =
    oldest === null
      ? t('widget.wall.waitingShort')
      : t('widget.wall.delayedShort', { time: formatClock(oldest, locale, false) });
  return (
    <span className={cx(styles.captionLine, styles.delayedCaption)} role="status" title={text}>
      {text}
    </span>
  );
}

/**
 * On the wall: parts with no data at all. The whole tile waiting says so in its middle; one part
 * of several says which, in a line. A refusal (403) is said as such: retrying will not help.
 */
function WallMissing({ parts, whole }: { parts: readonly TilePart[]; whole: boolean }) {
  const { t, locale } = useWidgetsI18n();
  const forbidden = parts.every((part) => describeError(part.error, t).forbidden);
  const text = forbidden ? t('widget.wall.forbidden') : t('widget.wall.waiting');
  if (whole) {
    return (
      <p className={styles.waiting} role="status">
        {text}
      </p>
    );
  }
  const labels = [...new Set(parts.map((part) => partLabel(part, t)))];
  return (
    <p className={styles.delayed} role="status">
      {forbidden
        ? `${listFormat(locale).format(labels)}: ${text}`
        : t('widget.wall.partMissing', { parts: listFormat(locale).format(labels) })}
    </p>
  );
}

/** Data kept from before a failed refresh: how old it is (on the shared minute clock), and Retry. */
function StaleNote({ parts }: { parts: readonly TilePart[] }) {
  const { t, locale } = useWidgetsI18n();
  const now = useNow();
  const oldest = Math.min(...parts.map((part) => part.dataUpdatedAt ?? now));
  const ageMs = Math.max(0, now - oldest);
  const text =
    ageMs < 60_000
      ? t('widget.staleRecent')
      : t('widget.stale', { age: formatRelative(oldest, now, locale) });
  const details = parts.map((part) => partErrorMessage(part.error, t).text).join(' ');
  return (
    <p className={styles.stale} role="status" title={details}>
      <span>{text}</span>
      <button
        type="button"
        className={styles.button}
        onClick={() => parts.forEach((part) => part.retry())}
      >
        {t('widget.retry')}
      </button>
    </p>
  );
}
