import { useCallback, useEffect } from 'react';
import { useNavigate, useParams } from 'react-router';
import { isApiError } from '../../../../api/errors';
import { useSession } from '../../../../lib/useSession';
import { useOnline } from '../../../../lib/useOnline';
import { useSearchParamsState } from '../../../../lib/useSearchParamState';
import { useScreenLayout } from '../../hooks/useScreenLayout';
import { useScreenRefresh } from '../../hooks/useScreenRefresh';
import { useScreenT } from '../../i18n';
import { ScreenRenderContext } from '../../model/screenContext';
import { themeClassName } from '../../widgets/model/theme';
import { useIdlePointer } from '../hooks/useIdlePointer';
import { CHROME_IDLE_MS, useWallStage, WALL_CODECS } from '../hooks/useWallStage';
import { WallCanvas } from '../components/WallParts';
import { CannotLoad, WallButton, WallCrash, WallMessage } from '../components/WallMessage';
import styles from './WallDisplay.module.css';

/**
 * `/screen/:id/present`: the screen on a wall, unattended. No console chrome and no antd; the
 * grid is laid out on the 1920×1080 design canvas and scaled to the viewport (letterboxed), charts
 * drawn at devicePixelRatio × scale so 4K stays crisp. Auto-refresh keeps the last good data when
 * a refresh fails, and recovers on the next tick: it never needs a reload.
 */
export function WallDisplayPage() {
  const { id } = useParams();
  const navigate = useNavigate();
  // Outside the console's layout, so the wall reads the session itself: opened signed out, it
  // goes to the gateway's sign-in and back rather than showing every tile refused.
  useSession();
  const exitTo = `/screen${id ? `/${id}` : ''}`;
  const exit = useCallback(() => void navigate(exitTo), [navigate, exitTo]);
  return <WallDisplay screenId={id} onExit={exit} />;
}

export interface WallDisplayProps {
  /** The screen's id; undefined (or `default`) for the account's default screen. */
  screenId: string | undefined;
  /**
   * Back to the console (the button and Esc). A display opened through a device link has no
   * console to go back to: without it, neither shows.
   */
  onExit?: (() => void) | undefined;
}

/** One screen on the wall: the route's page, and a device link's display of its screen. */
export function WallDisplay({ screenId: id, onExit }: WallDisplayProps) {
  const t = useScreenT();
  const [params] = useSearchParamsState(WALL_CODECS);
  const { setting, dataMap, layout, catalog } = useScreenLayout(id);
  const { tick, nextRefreshAt } = useScreenRefresh(params.refresh);
  const { fit, render } = useWallStage();
  const idle = useIdlePointer(CHROME_IDLE_MS);
  const online = useOnline();

  useEffect(() => {
    if (!onExit) return undefined;
    const onKey = (event: KeyboardEvent) => {
      if (event.key === 'Escape') onExit();
    };
    window.addEventListener('keydown', onKey);
    return () => window.removeEventListener('keydown', onKey);
  }, [onExit]);

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
        <WallCanvas
          setting={setting.data}
          layout={layout}
          catalog={catalog}
          tick={tick}
          fit={fit}
          status={
            !online && (
              <span className={styles.offline} role="status">
                {t('screen.wall.offline')}
              </span>
            )
          }
          actions={
            onExit && (
              <WallButton onClick={onExit} title={t('screen.wall.exitHint')}>
                {t('screen.wall.exit')}
              </WallButton>
            )
          }
        />
      </main>
    </ScreenRenderContext>
  );
}

/** The wall display's last resort (WallCrash), with the way back to the screen's console. */
export function WallDisplayError() {
  const t = useScreenT();
  return (
    <WallCrash
      title={t('error.boundary.title')}
      exit={
        <a href="/screen" className={styles.exitLink}>
          {t('screen.wall.exit')}
        </a>
      }
    />
  );
}
