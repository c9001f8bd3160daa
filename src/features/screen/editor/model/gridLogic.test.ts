import { docOf } from '../testing/testFixtures';
import {
  handleBarHeight,
  neighbourAfterRemoval,
  outcomeOf,
  readingOrder,
  settledByKey,
} from './gridLogic';

const at = (key: string, x: number, y: number) => ({ key, x, y, w: 4, h: 4 });

describe('gridLogic', () => {
  it('reads the grid top to bottom, then left to right', () => {
    const order = readingOrder([at('c', 0, 4), at('b', 4, 0), at('a', 0, 0)]);
    expect(order.map((tile) => tile.key)).toEqual(['a', 'b', 'c']);
  });

  it('hands focus to the next tile in reading order, else the one before, else nobody', () => {
    const settled = new Map([at('c', 0, 4), at('b', 4, 0), at('a', 0, 0)].map((t) => [t.key, t]));
    expect(neighbourAfterRemoval(settled, 'a')).toBe('b');
    expect(neighbourAfterRemoval(settled, 'c')).toBe('b');
    expect(neighbourAfterRemoval(new Map([['a', at('a', 0, 0)]]), 'a')).toBeNull();
    expect(neighbourAfterRemoval(settled, 'missing')).toBeNull();
  });

  it('predicts where the grid draws a tile after an action, as the page’s reducer will', () => {
    // Stored with a gap: drawn one row up.
    const tiles = docOf([
      { positionId: 1, componentId: 5, date: '7-day', x: 2, y: 3, w: 4, h: 4 },
    ]).tiles;
    const before = settledByKey(tiles).get('p1')!;
    expect(before).toEqual({ key: 'p1', x: 2, y: 0, w: 4, h: 4 });
    expect(outcomeOf(tiles, { type: 'nudge', key: 'p1', dx: 1, dy: 0 }, 'p1', before)).toEqual({
      changed: true,
      after: { key: 'p1', x: 3, y: 0, w: 4, h: 4 },
      kind: 'moved',
    });
    expect(outcomeOf(tiles, { type: 'nudge', key: 'p1', dx: 0, dy: 1 }, 'p1', before)).toEqual({
      changed: false,
      after: before,
      kind: 'blocked',
    });
    expect(outcomeOf(tiles, { type: 'remove', key: 'p1' }, 'p1', before)).toMatchObject({
      changed: true,
      after: undefined,
      kind: 'removed',
    });
  });
});

describe('handleBarHeight', () => {
  it('covers the tile header while that is big enough to find, else the least bar', () => {
    expect(handleBarHeight(1)).toBe(40);
    expect(handleBarHeight(0.75)).toBe(30);
    expect(handleBarHeight(0.5)).toBe(20);
    // Under 18 screen pixels the bar keeps 18: big enough to find and grab.
    expect(handleBarHeight(0.35)).toBe(18);
    expect(handleBarHeight(0.2)).toBe(18);
  });
});
