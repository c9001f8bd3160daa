/**
 * Editing the layout without a mouse: the focused tile moves with the arrow keys and resizes
 * with Shift + arrows, one grid cell at a time (up and down: to the nearest row the compacting
 * grid lets it reach), through the same reducer a drag goes through. Each result is announced
 * (aria-live) with `describeTile`.
 */
import { MAX_GRID_ROW, type LayoutTile } from '../../layout/model/codec';
import { GRID_COLS } from '../../layout/model/grid';
import { MAX_TILE_ROWS, type EditorAction } from './editorState';

export interface KeyInput {
  key: string;
  shiftKey: boolean;
  ctrlKey: boolean;
  metaKey: boolean;
  altKey: boolean;
}

export type TileGeometry = Pick<LayoutTile, 'key' | 'x' | 'y' | 'w' | 'h'>;

type KeyboardResult = EditorAction | 'undo' | 'redo' | null;

const STEPS: Readonly<Record<string, { dx: -1 | 0 | 1; dy: -1 | 0 | 1 }>> = {
  ArrowLeft: { dx: -1, dy: 0 },
  ArrowRight: { dx: 1, dy: 0 },
  ArrowUp: { dx: 0, dy: -1 },
  ArrowDown: { dx: 0, dy: 1 },
};

/** True for the keys `keyboardAction` reads on a focused tile (so the page must not scroll). */
export function isTileKey(event: KeyInput): boolean {
  return (
    !event.ctrlKey &&
    !event.metaKey &&
    !event.altKey &&
    (event.key in STEPS || event.key === 'Delete' || event.key === 'Backspace')
  );
}

/**
 * What a key press does to the focused tile (`tile`, null when no tile has focus), or 'undo' /
 * 'redo'. null when the key means nothing here, or the step would leave the grid (the tile is
 * at an edge, at its smallest or at its largest).
 */
export function keyboardAction(event: KeyInput, tile: TileGeometry | null): KeyboardResult {
  const command = event.ctrlKey || event.metaKey;
  if (command && !event.altKey) {
    const key = event.key.toLowerCase();
    if (key === 'z') return event.shiftKey ? 'redo' : 'undo';
    // Ctrl+Y only: Cmd+Y is the browser's history on macOS.
    if (key === 'y' && event.ctrlKey && !event.metaKey && !event.shiftKey) return 'redo';
    return null;
  }
  if (!tile || command || event.altKey) return null;

  if ((event.key === 'Delete' || event.key === 'Backspace') && !event.shiftKey) {
    return { type: 'remove', key: tile.key };
  }
  const step = STEPS[event.key];
  if (!step) return null;

  if (event.shiftKey) {
    const w = tile.w + step.dx;
    const h = tile.h + step.dy;
    if (w < 1 || h < 1 || tile.x + w > GRID_COLS) return null;
    // Growing past the largest tile is refused; a stored taller tile may still shrink.
    if (step.dy > 0 && h > MAX_TILE_ROWS) return null;
    return { type: 'resize', key: tile.key, w, h };
  }
  const x = tile.x + step.dx;
  const y = tile.y + step.dy;
  if (x < 0 || y < 0 || x + tile.w > GRID_COLS || y > MAX_GRID_ROW) return null;
  return { type: 'nudge', key: tile.key, dx: step.dx, dy: step.dy };
}

/**
 * What happened to a tile, for the announcement: `position` when it gets focus, `blocked` when a
 * key changed nothing (an edge, or the grid settled the tile back where it was).
 */
export type TileAnnouncement = 'position' | 'moved' | 'resized' | 'added' | 'removed' | 'blocked';

interface Announcement {
  key: `screen.editor.announce.${TileAnnouncement}`;
  params: { title: string; column: number; row: number; width: number; height: number };
}

/** The message for the aria-live region; columns and rows are counted from 1 for people. */
export function describeTile(
  tile: TileGeometry,
  title: string,
  kind: TileAnnouncement = 'position',
): Announcement {
  return {
    key: `screen.editor.announce.${kind}`,
    params: { title, column: tile.x + 1, row: tile.y + 1, width: tile.w, height: tile.h },
  };
}

/**
 * The announcement kind after `result` was applied: `before` is the tile as it was, `after` as
 * it is now (undefined once removed).
 */
export function announcementKind(
  result: EditorAction,
  before: TileGeometry,
  after: TileGeometry | undefined,
): TileAnnouncement {
  if (!after) return 'removed';
  const same =
    before.x === after.x && before.y === after.y && before.w === after.w && before.h === after.h;
  if (same) return 'blocked';
  return result.type === 'resize' ? 'resized' : 'moved';
}
