import type { CSSProperties, ReactNode } from 'react';
import { DESIGN_CANVAS } from '../../layout/model/grid';
import { WallHeader } from '../../present/components/WallHeader';
import { cx } from '../../widgets/model/cx';
import { themeClassName } from '../../widgets/model/theme';
import { useElementSize } from '../../widgets/model/tileSize';
import { useEditorT } from '../i18n';
import styles from './ScreenCanvas.module.css';

export interface ScreenCanvasProps {
  /** The canvas's scale on screen (from the zoom and the stage's width). */
  scale: number;
  /** Reports the stage's width, from which "fit" is computed. */
  stageRef: (element: HTMLElement | null) => void;
  title: string;
  logoUrl: string;
  logoPower: boolean;
  /** Said over the empty canvas, at screen size. */
  empty?: string | undefined;
  /** The grid, laid out in canvas pixels. */
  children: ReactNode;
}

/**
 * The screen as the wall shows it: the wall display's 1920×1080 design canvas, its header and
 * grid in the wall's dark theme, scaled to the zoom. The box around it takes the scaled size, so
 * the page lays out and scrolls as if the canvas were that size; a canvas taller than 1080 (tiles
 * past the wall's last row) grows downwards.
 */
export function ScreenCanvas({
  scale,
  stageRef,
  title,
  logoUrl,
  logoPower,
  empty,
  children,
}: ScreenCanvasProps) {
  const t = useEditorT();
  // Layout pixels: the transform does not change what the canvas measures.
  const [canvasRef, canvas] = useElementSize();
  // Tiles reach below the wall's last row: the wall's edge is drawn where the wall ends.
  const pastEdge = canvas.height > DESIGN_CANVAS.height;
  const height = Math.max(DESIGN_CANVAS.height, canvas.height);
  const canvasStyle = {
    width: DESIGN_CANVAS.width,
    minHeight: DESIGN_CANVAS.height,
    transform: `scale(${scale})`,
    '--canvas-scale': scale,
  } as CSSProperties;
  return (
    <div ref={stageRef} className={styles.stage}>
      <div
        className={styles.sizer}
        style={{ width: DESIGN_CANVAS.width * scale, height: height * scale }}
      >
        <div
          ref={canvasRef}
          className={cx(styles.canvas, themeClassName('dark'))}
          style={canvasStyle}
          data-canvas=""
        >
          <WallHeader title={title} logoUrl={logoUrl} logoPower={logoPower} titleAs="h2" preview />
          {children}
          {pastEdge && (
            <p className={styles.edge} style={{ top: DESIGN_CANVAS.height }}>
              <span>{t('screen.editor.canvas.edge')}</span>
            </p>
          )}
        </div>
      </div>
      {empty && <p className={styles.empty}>{empty}</p>}
    </div>
  );
}
