import { chartPixelRatio, fitScale, scaleOf } from './zoom';

describe('the canvas zoom', () => {
  it('fits the 1920-pixel canvas into the stage, never above the wall’s size nor below 20 %', () => {
    expect(fitScale(960)).toBe(0.5);
    expect(fitScale(2400)).toBe(1);
    expect(fitScale(200)).toBe(0.2);
    // Not measured yet (jsdom, the first render): a middling scale, not zero.
    expect(fitScale(0)).toBe(0.5);
  });

  it('a fixed zoom is that scale whatever the stage', () => {
    expect(scaleOf(0.75, 500)).toBe(0.75);
    expect(scaleOf('fit', 1440)).toBe(0.75);
  });

  it('draws charts at device pixels × scale in quarter steps, at least one', () => {
    expect(chartPixelRatio(0.35, 1)).toBe(1);
    expect(chartPixelRatio(0.8, 2)).toBe(1.5);
    expect(chartPixelRatio(1, 2)).toBe(2);
  });
});
