import { useId, type ReactNode } from 'react';
import type { DataCode } from '../../../api/screen/dataCodes';
import { isApiError } from '../../../api/errors';
import { ATTACK_MAX_AGE_DAYS, SCORE_MAX_SPAN_DAYS } from '../../../api/screen/limits';
import type { TimeWindow } from '../../../api/screen/timeRange';
import { describeError } from '../../../components/describeError';
import { formatRelative } from '../../../lib/format';
import { useNow } from '../../../lib/useNow';
import { useScreenRender } from '../screenContext';
import { cx } from './cx';
import { useWidgetsI18n, type WidgetsT } from './i18n';
import { messages } from './messages';
import { themeVars } from './theme';
import { TileSizeContext, useElementSize } from './tileSize';
import styles from './tile.module.css';
import type { TilePart, TileState } from './useTileQueries';

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
  const { theme } = useScreenRender();
  const titleId = useId();
  const [bodyRef, bodySize] = useElementSize();
  return (
    <section
      className={cx(themeVars(theme), styles.tile)}
      aria-labelledby={titleId}
      aria-busy={busy || undefined}
      data-theme={theme}
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
  const failed = tile.parts.filter((part) => part.status === 'failed');
  const stale = tile.parts.filter((part) => part.status === 'stale');

  return (
    <TileShell
      title={title}
      code={code}
      busy={tile.loading}
      actions={tile.hasData ? actions : undefined}
      caption={
        <>
          <span className={styles.captionLine} title={caption}>
            {caption}
          </span>
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
      {stale.length > 0 && <StaleNote parts={stale} />}
      {failed.map((part, index) => (
        <PartError key={index} part={part} />
      ))}
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
  return Object.hasOwn(messages.en, key)
    ? t(key as keyof (typeof messages)['en'])
    : t('widget.part.unknown');
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

function PartError({ part }: { part: TilePart }) {
  const { t } = useWidgetsI18n();
  const label = partLabel(part, t);
  const { text, retryable } = partErrorMessage(part.error, t);
  const requestId = isApiError(part.error) ? part.error.requestId : undefined;
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
            onClick={part.retry}
            aria-label={t('widget.retryPart', { part: label })}
          >
            {t('widget.retry')}
          </button>
        )}
      </div>
      {requestId && (
        <span className={styles.errorMetaOnTone}>
          {t('widget.error.requestId', { id: requestId })}
        </span>
      )}
    </div>
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
