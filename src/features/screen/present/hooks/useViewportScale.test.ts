import { fitCanvas } from './useViewportScale';

const canvas = { width: 1920, height: 1080 };

describe('fitCanvas', () => {
  it('fills 1920×1080 at 1 and 3840×2160 at 2 without offsets', () => {
    expect(fitCanvas({ width: 1920, height: 1080 }, canvas)).toEqual({ scale: 1, left: 0, top: 0 });
    expect(fitCanvas({ width: 3840, height: 2160 }, canvas)).toEqual({ scale: 2, left: 0, top: 0 });
  });

  it('letterboxes other aspect ratios, centred', () => {
    // 4:3 — width limits; bars above and below.
    expect(fitCanvas({ width: 1600, height: 1200 }, canvas)).toEqual({
      scale: 1600 / 1920,
      left: 0,
      top: (1200 - 1080 * (1600 / 1920)) / 2,
    });
    // 21:9 — height limits; bars left and right.
    const wide = fitCanvas({ width: 2560, height: 1080 }, canvas);
    expect(wide.scale).toBe(1);
    expect(wide.left).toBe(320);
    expect(wide.top).toBe(0);
  });

  it('never returns a zero or infinite scale', () => {
    expect(fitCanvas({ width: 0, height: 0 }, canvas).scale).toBe(1);
  });
});
