import { useCallback, type ReactNode } from 'react';
import type { ScreenSetting } from '../../../../api/screen/schemas';
import type { catalogFromDataMap, DecodedLayout, LayoutTile } from '../../layout/model/codec';
import { canvasRowHeight, DESIGN_CANVAS, wallRows } from '../../layout/model/grid';
import { RefreshTickContext } from '../../model/screenContext';
import { ScreenGrid } from '../../viewer/components/ScreenGrid';
import type { CanvasFit } from '../hooks/useViewportScale';
import { WallHeader } from './WallHeader';
import styles from '../pages/WallDisplay.module.css';

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
