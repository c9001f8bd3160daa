import { useCallback, useEffect, useId, useMemo } from 'react';
import { isRouteErrorResponse, useNavigate, useParams, useRouteError } from 'react-router';
import { isApiError } from '../../../../api/errors';
import { useNow } from '../../../../lib/useNow';
import { useSession } from '../../../../lib/useSession';
import { useOnline } from '../../../../lib/useOnline';
import { paramCodecs, useSearchParamsState } from '../../../../lib/useSearchParamState';
import { useScreenLayout } from '../../hooks/useScreenLayout';
import { DEFAULT_REFRESH_SECONDS, useScreenRefresh } from '../../hooks/useScreenRefresh';
import { useScreenT } from '../../i18n';
import type { LayoutTile } from '../../layout/model/codec';
import { canvasRowHeight, DESIGN_CANVAS, wallRows } from '../../layout/model/grid';
import {
  RefreshTickContext,
  ScreenRenderContext,
  type ScreenRender,
} from '../../model/screenContext';
import { ScreenGrid } from '../../viewer/components/ScreenGrid';
import { themeClassName } from '../../widgets/model/theme';
import { useIdlePointer } from '../hooks/useIdlePointer';
import { useViewportFit } from '../hooks/useViewportScale';
import { WallHeader } from '../components/WallHeader';
import styles from './WallDisplay.module.css';

/** `?refresh=<seconds>`: 10 s to 1 h; the default is a minute. */
const CODECS = {
  refresh: paramCodecs.integer(DEFAULT_REFRESH_SECONDS, (value) =>
    Math.min(3600, Math.max(10, value)),
  ),
};

/** The console chrome (edition, exit) hides after this long without pointer or key. */
const CHROME_IDLE_MS = 4000;

/** A page that must never scroll while the wall display is up. */
function useNoPageScroll() {
  useEffect(() => {
    const root = document.documentElement;
    const previous = root.style.overflow;
    root.style.overflow = 'hidden';
    return () => {
      root.style.overflow = previous;
    };
  }, []);
}

function WallMessage({
  children,
  labelledBy,
}: {
  children: React.ReactNode;
  labelledBy?: string | undefined;
}) {
  return (
    <div className={`${styles.stage} ${themeClassName('dark')}`}>
      <div className={styles.message} role="status" aria-labelledby={labelledBy}>
        {children}
      </div>
    </div>
  );
}

/**
 * The screen could not be read and nobody may be there: say so, and when the next try comes
 * (every refresh tick refetches what failed). The countdown is not announced every second.
 */
function CannotLoad({ nextRefreshAt }: { nextRefreshAt: number | null }) {
  const t = useScreenT();
  const titleId = useId();
  const now = useNow('second');
  const seconds =
    nextRefreshAt === null ? null : Math.max(0, Math.ceil((nextRefreshAt - now) / 1000));
  return (
    <WallMessage labelledBy={titleId}>
      <p id={titleId} className={styles.messageTitle}>
        {t('screen.wall.cannotLoad')}
      </p>
      {seconds !== null && (
        <p aria-live="off" className={styles.countdown}>
          {seconds > 0 ? t('screen.wall.retryingIn', { seconds }) : t('screen.wall.retrying')}
        </p>
      )}
    </WallMessage>
  );
}

/**
 * `/screen/:id/present`: the screen on a wall, unattended. No console chrome and no antd; the
 * grid is laid out on the 1920×1080 design canvas and scaled to the viewport (letterboxed), charts
 * drawn at devicePixelRatio × scale so 4K stays crisp. Auto-refresh keeps the last good data when
 * a refresh fails, and recovers on the next tick: it never needs a reload.
 */
export function WallDisplayPage() {
  const t = useScreenT();
  const { id } = useParams();
  const navigate = useNavigate();
  const [params] = useSearchParamsState(CODECS);
  const { setting, dataMap, layout, catalog } = useScreenLayout(id);
  // Outside the console's layout, so the wall reads the session itself: opened signed out, it
  // goes to the gateway's sign-in and back rather than showing every tile refused.
  useSession();
  const { tick, nextRefreshAt } = useScreenRefresh(params.refresh);
  useNoPageScroll();
  const idle = useIdlePointer(CHROME_IDLE_MS);
  const online = useOnline();
  const fit = useViewportFit(DESIGN_CANVAS);
  const deviceRatio = typeof window === 'undefined' ? 1 : window.devicePixelRatio || 1;
  // Rounded so a sub-pixel window change does not re-create every chart.
  const pixelRatio = Math.max(1, Math.round(deviceRatio * fit.scale * 4) / 4);
  const render = useMemo<ScreenRender>(
    () => ({ theme: 'dark', surface: 'wall', pixelRatio }),
    [pixelRatio],
  );
  const titleOf = useCallback(
    (tile: LayoutTile) =>
      tile.componentId === null ? undefined : catalog?.get(tile.componentId)?.title,
    [catalog],
  );
  const exitTo = `/screen${id ? `/${id}` : ''}`;
  const exit = useCallback(() => void navigate(exitTo), [navigate, exitTo]);

  useEffect(() => {
    const onKey = (event: KeyboardEvent) => {
      if (event.key === 'Escape') exit();
    };
    window.addEventListener('keydown', onKey);
    return () => window.removeEventListener('keydown', onKey);
  }, [exit]);

  if (!setting.data || !layout) {
    if (setting.isError && isApiError(setting.error) && setting.error.status === 404) {
      return <WallMessage>{t('screen.notFound', { id: id ?? '' })}</WallMessage>;
    }
    // Failed after its retries: every refresh tick tries again, and the wall says when.
    if ((setting.isError && !setting.data) || (dataMap.isError && !dataMap.data)) {
      return <CannotLoad nextRefreshAt={nextRefreshAt} />;
    }
    return <WallMessage>{t('screen.loading')}</WallMessage>;
  }

  return (
    <ScreenRenderContext value={render}>
      <main className={`${styles.stage} ${themeClassName('dark')}`} data-idle={idle || undefined}>
        <div
          className={styles.canvas}
          style={{
            width: DESIGN_CANVAS.width,
            height: DESIGN_CANVAS.height,
            transform: `translate(${fit.left}px, ${fit.top}px) scale(${fit.scale})`,
          }}
        >
          <WallHeader
            title={setting.data.Title}
            logoUrl={setting.data.LogoUrl}
            logoPower={setting.data.LogoPower}
            status={
              !online && (
                <span className={styles.offline} role="status">
                  {t('screen.wall.offline')}
                </span>
              )
            }
            actions={
              <button
                type="button"
                className={styles.exit}
                onClick={exit}
                title={t('screen.wall.exitHint')}
              >
                {t('screen.wall.exit')}
              </button>
            }
          />
          <RefreshTickContext value={tick}>
            <ScreenGrid
              tiles={layout.tiles}
              titleOf={titleOf}
              fixedWidth={DESIGN_CANVAS.width}
              // Every tile the layout holds is on the wall: rows get shorter when one reaches
              // below the canvas's usual rows, never cut off.
              rowHeight={canvasRowHeight(wallRows(layout.tiles))}
            />
          </RefreshTickContext>
        </div>
      </main>
    </ScreenRenderContext>
  );
}

const RELOAD_AFTER_MS = 30_000;

/**
 * The wall display's last resort, without antd: a failed chunk (a new build replaced the old
 * files) or a crash shows a notice and reloads itself after a while, so the wall recovers with
 * nobody there to press a button.
 */
export function WallDisplayError() {
  const error = useRouteError();
  const t = useScreenT();
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
      <p>{t('error.boundary.title')}</p>
      <p className={styles.detail}>{detail}</p>
      <a href="/screen" className={styles.exitLink}>
        {t('screen.wall.exit')}
      </a>
    </WallMessage>
  );
}
