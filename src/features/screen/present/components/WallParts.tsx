import { useCallback, useId, type ButtonHTMLAttributes, type ReactNode } from 'react';
import type { ScreenSetting } from '../../../../api/screen/schemas';
import { useNow } from '../../../../lib/useNow';
import { useScreenT } from '../../i18n';
import type { catalogFromDataMap, DecodedLayout, LayoutTile } from '../../layout/model/codec';
import { canvasRowHeight, DESIGN_CANVAS, wallRows } from '../../layout/model/grid';
import { RefreshTickContext } from '../../model/screenContext';
import { ScreenGrid } from '../../viewer/components/ScreenGrid';
import { themeClassName } from '../../widgets/model/theme';
import type { CanvasFit } from '../hooks/useViewportScale';
import { WallHeader } from './WallHeader';
import styles from '../pages/WallDisplay.module.css';

/** A calm sentence in the middle of the dark stage, in place of a screen. */
/** A control of the wall's header (exit, a playlist's keys): one look, hidden with the header. */
export function WallButton(
  props: Omit<ButtonHTMLAttributes<HTMLButtonElement>, 'type' | 'className'>,
) {
  return <button type="button" className={styles.exit} {...props} />;
}

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

export interface WallCanvasProps {
  setting: ScreenSetting;
  layout: DecodedLayout;
  catalog: ReturnType<typeof catalogFromDataMap> | undefined;
  tick: number;
  fit: CanvasFit;
  status?: ReactNode;
  actions?: ReactNode;
  className?: string | undefined;
}

/**
 * One screen on the 1920×1080 design canvas, scaled to the viewport: the title bar and headline
 * strip, then every tile of its layout. The wall display draws one; a playlist draws the screen
 * it shows, and the one it leaves while the two cross-fade.
 */
export function WallCanvas({
  setting,
  layout,
  catalog,
  tick,
  fit,
  status,
  actions,
  className,
}: WallCanvasProps) {
  const titleOf = useCallback(
    (tile: LayoutTile) =>
      tile.componentId === null ? undefined : catalog?.get(tile.componentId)?.title,
    [catalog],
  );
  return (
    <div
      className={className ? `${styles.canvas} ${className}` : styles.canvas}
      style={{
        width: DESIGN_CANVAS.width,
        height: DESIGN_CANVAS.height,
        transform: `translate(${fit.left}px, ${fit.top}px) scale(${fit.scale})`,
      }}
    >
      <WallHeader
        title={setting.Title}
        logoUrl={setting.LogoUrl}
        logoPower={setting.LogoPower}
        status={status}
        actions={actions}
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
  );
}
