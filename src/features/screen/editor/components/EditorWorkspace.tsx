import { useDeferredValue, useId, useMemo, useState, type ReactNode, type RefObject } from 'react';
import { Button } from 'antd';
import { MenuFoldOutlined, MenuUnfoldOutlined } from '@ant-design/icons';
import { ScreenRenderContext, type ScreenRender } from '../../model/screenContext';
import { useElementSize } from '../../widgets/model/tileSize';
import { useEditorT } from '../i18n';
import { ScreenCanvas } from './ScreenCanvas';
import styles from './EditorWorkspace.module.css';
import { chartPixelRatio, fitScale, scaleOf, type Zoom } from '../model/zoom';
import { ZoomControl } from './ZoomControl';

export interface EditorWorkspaceProps {
  /** The component palette (left). */
  palette: ReactNode;
  /** The screen's and the selected tile's properties (right). */
  properties: ReactNode;
  /** The canvas header's words, live from the document. */
  title: string;
  logoUrl: string;
  logoPower: boolean;
  /** No tiles yet: the canvas says how to add one. */
  empty: boolean;
  /** The element the PNG export draws (the grid's box on the canvas). */
  gridAreaRef: RefObject<HTMLDivElement | null>;
  /** The grid, at the canvas's scale, described by the editing instructions. */
  grid: (scale: number, instructionsId: string) => ReactNode;
}

/** The wall's look, with nothing to drill into; charts crisp at the canvas's scale. */
function useCanvasRender(scale: number): ScreenRender {
  const deviceRatio = typeof window === 'undefined' ? 1 : window.devicePixelRatio || 1;
  const pixelRatio = chartPixelRatio(scale, deviceRatio);
  return useMemo(
    () => ({ theme: 'dark', surface: 'wall', onDrill: undefined, pixelRatio }),
    [pixelRatio],
  );
}

/**
 * The editor's working area: the palette, the screen on its wall-sized canvas (zoomed to fit the
 * width there is, or 50/75/100 %), the properties. Both side panels fold away to give the canvas
 * room; folded, they leave the tab order and the accessibility tree with them.
 */
export function EditorWorkspace({
  palette,
  properties,
  title,
  logoUrl,
  logoPower,
  empty,
  gridAreaRef,
  grid,
}: EditorWorkspaceProps) {
  const t = useEditorT();
  const [zoom, setZoom] = useState<Zoom>('fit');
  const [paletteOpen, setPaletteOpen] = useState(true);
  const [propertiesOpen, setPropertiesOpen] = useState(true);
  const [stageRef, stage] = useElementSize();
  const scale = scaleOf(zoom, stage.width);
  const instructionsId = useId();
  const paletteId = useId();
  const propertiesId = useId();
  const render = useCanvasRender(scale);
  // The workspace's frame and instructions paint first; the grid and its tiles, most of the
  // editor's first render, follow in a render of their own rather than holding the first paint.
  const gridShown = useDeferredValue(true, false);

  return (
    <div
      className={styles.workspace}
      data-palette={paletteOpen ? 'open' : 'closed'}
      data-properties={propertiesOpen ? 'open' : 'closed'}
    >
      <div id={paletteId} className={styles.side} hidden={!paletteOpen}>
        {palette}
      </div>
      <div className={styles.main}>
        <div className={styles.bar} role="group" aria-label={t('screen.editor.canvas.bar')}>
          <Button
            size="small"
            icon={paletteOpen ? <MenuFoldOutlined /> : <MenuUnfoldOutlined />}
            aria-expanded={paletteOpen}
            aria-controls={paletteId}
            onClick={() => setPaletteOpen((open) => !open)}
          >
            {t(paletteOpen ? 'screen.editor.palette.hide' : 'screen.editor.palette.show')}
          </Button>
          <ZoomControl zoom={zoom} fit={fitScale(stage.width)} onZoom={setZoom} />
          <Button
            size="small"
            icon={propertiesOpen ? <MenuUnfoldOutlined /> : <MenuFoldOutlined />}
            iconPlacement="end"
            aria-expanded={propertiesOpen}
            aria-controls={propertiesId}
            onClick={() => setPropertiesOpen((open) => !open)}
          >
            {t(propertiesOpen ? 'screen.editor.properties.hide' : 'screen.editor.properties.show')}
          </Button>
        </div>
        <p id={instructionsId} className={styles.instructions}>
          {t('screen.editor.grid.instructions')}
        </p>
        <ScreenRenderContext value={render}>
          <ScreenCanvas
            scale={scale}
            stageRef={stageRef}
            title={title}
            logoUrl={logoUrl}
            logoPower={logoPower}
            empty={empty ? t('screen.editor.grid.empty') : undefined}
          >
            <div ref={gridAreaRef}>{gridShown && grid(scale, instructionsId)}</div>
          </ScreenCanvas>
        </ScreenRenderContext>
      </div>
      <div id={propertiesId} className={styles.side} hidden={!propertiesOpen}>
        {properties}
      </div>
    </div>
  );
}
