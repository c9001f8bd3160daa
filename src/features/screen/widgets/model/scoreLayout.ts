import type { BoxSize } from './tileSize';

/**
 * How the security posture tile uses its room: a large gauge of today's score beside its trend
 * (the wall's centre piece), the gauge above the trend (a tall tile), or the score as a number
 * over the trend where a gauge would be too small to read.
 */
export type ScoreLayout = 'beside' | 'above' | 'number';

/** A gauge smaller than this (its box's short side) reads worse than the number alone. */
const MIN_GAUGE = 200;
/** The trend keeps at least this much room beside or under the gauge. */
const MIN_TREND_WIDTH = 280;
const MIN_TREND_HEIGHT = 120;

export function scoreLayout({ width, height }: BoxSize): ScoreLayout {
  if (width === 0 || height === 0) return 'number';
  const beside = Math.min(height, width * 0.4);
  if (beside >= MIN_GAUGE && width - beside >= MIN_TREND_WIDTH) return 'beside';
  const above = Math.min(width, height * 0.55);
  if (above >= MIN_GAUGE && height - above >= MIN_TREND_HEIGHT) return 'above';
  return 'number';
}
