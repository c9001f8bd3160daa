import { memo, useMemo } from 'react';
import ReactGridLayout, { useContainerWidth, type Layout } from 'react-grid-layout';
import 'react-grid-layout/css/styles.css';
import { GRID_ROW_HEIGHT, gridConfig, gridItemOf } from '../../layout/model/grid';
import type { LayoutTile } from '../../layout/model/codec';
import { ScreenTile } from '../../widgets/components/ScreenTile';
import { useScreenT } from '../../i18n';
import styles from './ScreenGrid.module.css';

export interface ScreenGridProps {
  tiles: readonly LayoutTile[];
  /** Catalogue titles, for components this console has no widget for. */
  titleOf: (tile: LayoutTile) => string | undefined;
  /** A fixed width (the wall display's design canvas); otherwise the container's width. */
  fixedWidth?: number;
  /**
   * Row height: the design canvas's on the wall display, taller in the console, where the grid
   * is narrower than 1920 px but text keeps its size.
   */
  rowHeight?: number;
}

const NO_DRAG = { enabled: false } as const;
const NO_RESIZE = { enabled: false } as const;

/**
 * A screen's tiles on react-grid-layout, read-only (the editor makes them movable). Tiles are
 * memoized on their own props, so a refresh or a header change re-renders only tiles whose data
 * changed.
 */
function ScreenGridImpl({
  tiles,
  titleOf,
  fixedWidth,
  rowHeight = GRID_ROW_HEIGHT,
}: ScreenGridProps) {
  const t = useScreenT();
  const { width, containerRef, mounted } = useContainerWidth({ initialWidth: fixedWidth ?? 1280 });
  const layout = useMemo<Layout>(
    () => tiles.map((tile) => ({ ...gridItemOf(tile), static: true })),
    [tiles],
  );
  const gridWidth = fixedWidth ?? width;
  const config = useMemo(() => gridConfig(rowHeight), [rowHeight]);
  return (
    <section ref={containerRef} className={styles.grid} aria-label={t('screen.tiles')}>
      {(mounted || fixedWidth !== undefined) && (
        <ReactGridLayout
          width={gridWidth}
          layout={layout}
          gridConfig={config}
          dragConfig={NO_DRAG}
          resizeConfig={NO_RESIZE}
        >
          {tiles.map((tile) => (
            <div key={tile.key} className={styles.cell}>
              <ScreenTile
                code={tile.code}
                title={titleOf(tile)}
                componentId={tile.componentId}
                date={tile.date}
              />
            </div>
          ))}
        </ReactGridLayout>
      )}
    </section>
  );
}

export const ScreenGrid = memo(ScreenGridImpl);
