/**
 * How the tiles with several parts arrange them for the room they have (the tile body's size,
 * from TileShell). Pure rules, unit-tested; an unmeasured body (0 × 0) gets the roomy layout.
 */
import type { BoxSize } from './tileSize';

/**
 * A narrow tile (a console 3-column tile, 200–280 px of body): lists give names the room their
 * secondary details would take, and counts go one per line.
 */
export function isNarrowTile(size: BoxSize): boolean {
  return size.width > 0 && size.width < 300;
}

/** A ranking: its 18 px title, then five 16 px rows 2 px apart (content.module.css .rank*). */
const RANKING_HEIGHT = 18 + 5 * 16 + 4 * 2;
const RANKINGS_GAP = 8;

/**
 * The two rankings of the top-5 tile: side by side when each gets a useful width, stacked when
 * the tile is narrow and tall enough to stack them (a narrow console tile). A wall-display tile
 * (≈ 440 × 165) has no height to stack, but width enough for two columns.
 */
export function rankingsLayout(size: BoxSize): 'side' | 'stack' {
  if (size.width === 0) return 'side';
  if (size.width < 360) return 'stack';
  if (size.width < 490 && size.height >= 2 * RANKING_HEIGHT + RANKINGS_GAP) return 'stack';
  return 'side';
}

/** The latest pending alarms the alarm tile asks for; as many as fit are shown. */
export const LATEST_ALARMS = 5;

/** What the alarm tile needs besides its list: the counts and a trend still worth reading. */
const ALARM_STATS = 48;
const ALARM_MIN_CHART = 64;
const ALARM_LIST_HEAD = 22;
export const ALARM_ROW = 27;
const ALARM_GAPS = 2 * 8;

/**
 * How many of the latest alarms fit under the counts and the trend: up to `max`, none when not
 * even one row fits (the list is then left out; its alarms stay one click away in the console).
 */
export function alarmListRows(height: number, max: number): number {
  if (height === 0) return max;
  const room = height - ALARM_STATS - ALARM_MIN_CHART - ALARM_LIST_HEAD - ALARM_GAPS;
  return Math.max(0, Math.min(max, Math.floor(room / ALARM_ROW)));
}
