import { useEffect, useId, type ButtonHTMLAttributes, type ReactNode } from 'react';
import { isRouteErrorResponse, useRouteError } from 'react-router';
import { useNow } from '../../../../lib/useNow';
import { useScreenT } from '../../i18n';
import { themeClassName } from '../../widgets/model/theme';
import styles from '../pages/WallDisplay.module.css';

// Apart from the canvas (WallParts.tsx): a display's page says these before it knows what it
// shows, without loading the grid, the tiles and the header's figures.

/** A control of the wall's header (exit, a playlist's keys): one look, hidden with the header. */
export function WallButton(
  props: Omit<ButtonHTMLAttributes<HTMLButtonElement>, 'type' | 'className'>,
) {
  return <button type="button" className={styles.exit} {...props} />;
}

/** A calm sentence in the middle of the dark stage, in place of a screen. */
export function WallMessage({
  children,
  labelledBy,
  bare = false,
}: {
  children: ReactNode;
  labelledBy?: string | undefined;
  /** Inside a stage already (a playlist's): the sentence without a stage of its own. */
  bare?: boolean;
}) {
  const message = (
    <div className={styles.message} role="status" aria-labelledby={labelledBy}>
      {children}
    </div>
  );
  if (bare) return message;
  return <div className={`${styles.stage} ${themeClassName('dark')}`}>{message}</div>;
}

/**
 * The screen could not be read and nobody may be there: say so, and when the next try comes
 * (every refresh tick refetches what failed). The countdown is not announced every second.
 */
export function CannotLoad({
  nextRefreshAt,
  bare,
  title,
}: {
  nextRefreshAt: number | null;
  bare?: boolean;
  /** What could not be done, when it is not loading the screen (a display's link being traded). */
  title?: string;
}) {
  const t = useScreenT();
  const titleId = useId();
  const now = useNow('second');
  const seconds =
    nextRefreshAt === null ? null : Math.max(0, Math.ceil((nextRefreshAt - now) / 1000));
  return (
    <WallMessage labelledBy={titleId} bare={bare}>
      <p id={titleId} className={styles.messageTitle}>
        {title ?? t('screen.wall.cannotLoad')}
      </p>
      {seconds !== null && (
        <p aria-live="off" className={styles.countdown}>
          {seconds > 0 ? t('screen.wall.retryingIn', { seconds }) : t('screen.wall.retrying')}
        </p>
      )}
    </WallMessage>
  );
}

const RELOAD_AFTER_MS = 30_000;

/**
 * A wall's last resort, without antd (its route's error boundary): a failed chunk (a new build
 * replaced the old files) or a crash says so and reloads after a while, so the wall recovers with
 * nobody there to press a button. `exit`: the way back to the console, where there is one.
 */
export function WallCrash({ title, exit }: { title: string; exit?: ReactNode }) {
  const error = useRouteError();
  useEffect(() => {
    const timer = setTimeout(() => window.location.reload(), RELOAD_AFTER_MS);
    return () => clearTimeout(timer);
  }, []);
  const detail = isRouteErrorResponse(error)
    ? `${error.status} ${error.statusText}`
    : error instanceof Error
      ? error.message
      : String(error);
  return (
    <WallMessage>
      <p>{title}</p>
      <p className={styles.detail}>{detail}</p>
      {exit}
    </WallMessage>
  );
}
