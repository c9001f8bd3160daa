import { describe, expect, it } from 'vitest';
import { scoreLayout } from './scoreLayout';

describe('scoreLayout', () => {
  it('puts a large gauge beside the trend in the wall centre tile', () => {
    // A 6×12 tile on the wall: about 930 × 390 px of body.
    expect(scoreLayout({ width: 930, height: 390 })).toBe('beside');
  });

  it('stacks the gauge over the trend in a tall, narrow tile', () => {
    expect(scoreLayout({ width: 440, height: 620 })).toBe('above');
  });

  it('shows the score as a number where a gauge would be too small to read', () => {
    expect(scoreLayout({ width: 440, height: 210 })).toBe('number');
    expect(scoreLayout({ width: 240, height: 300 })).toBe('number');
  });

  it('starts as a number until the tile is measured', () => {
    expect(scoreLayout({ width: 0, height: 0 })).toBe('number');
  });
});
