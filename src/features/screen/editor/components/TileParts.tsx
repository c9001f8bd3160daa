import { memo, type KeyboardEvent, type MouseEvent } from 'react';
import { HolderOutlined } from '@ant-design/icons';
import { ScreenTile } from '../../widgets/components/ScreenTile';
import styles from './EditableGrid.module.css';

/** What react-grid-layout's `dragConfig.handle` selects, and focus finds handles by. */
export const HANDLE_SELECTOR = '[data-drag-handle]';
/** The box the widget is drawn in, so a resize can hold its size until it stops. */
export const BODY_SELECTOR = '[data-tile-body]';

export interface TileHandleProps {
  tileKey: string;
  title: string;
  /** "Alarms, column 4, row 7, width 3, height 6". */
  label: string;
  /** The short visible form of the same place. */
  where: string;
  /** Its size alone ("3×6"), for a bar too narrow for the place. */
  size: string;
  selected: boolean;
  describedBy: string;
  onKeyDown: (key: string, event: KeyboardEvent<HTMLButtonElement>) => void;
  onPress: (key: string, event: MouseEvent<HTMLButtonElement>) => void;
}

/**
 * The bar a tile is dragged by and focused at: a button, so the keyboard reaches every tile and
 * Enter/Space select it; the widget below stays free for its own clicks. It lies over the top of
 * the tile at a constant size on screen however the canvas is scaled, and keeps to its tile: the
 * place shortens to the size, then goes, before the title is cut (the button's name keeps all).
 */
export const TileHandle = memo(function TileHandle({
  tileKey,
  title,
  label,
  where,
  size,
  selected,
  describedBy,
  onKeyDown,
  onPress,
}: TileHandleProps) {
  // The short place sits beside the button, not in it: the button's name (its aria-label, the
  // place in words) must contain all of its visible text (axe label-content-name-mismatch).
  return (
    <div className={styles.handleBar}>
      <button
        type="button"
        className={styles.handle}
        data-drag-handle={tileKey}
        aria-label={label}
        aria-describedby={describedBy}
        aria-current={selected ? 'true' : undefined}
        onKeyDown={(event) => onKeyDown(tileKey, event)}
        onClick={(event) => onPress(tileKey, event)}
      >
        <HolderOutlined className={styles.grip} aria-hidden />
        <span className={styles.handleTitle}>{title}</span>
      </button>
      <span className={styles.where} aria-hidden>
        <span className={styles.whereLong}>{where}</span>
        <span className={styles.whereShort}>{size}</span>
      </span>
    </div>
  );
});

export interface TileBodyProps {
  code: string | null;
  title: string;
  componentId: number | null;
  date: string;
}

/**
 * The live widget. Memoized on primitives, so neither a selection nor a drag (which re-renders the
 * grid item around it) reaches the widget or its chart.
 */
export const TileBody = memo(function TileBody({ code, title, componentId, date }: TileBodyProps) {
  return (
    <div className={styles.body} data-tile-body="">
      <ScreenTile code={code} title={title} componentId={componentId} date={date} />
    </div>
  );
});
