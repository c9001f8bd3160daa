import { describe, expect, it } from 'vitest';
import { theme } from './theme';

/** WCAG 2 relative luminance of a #rrggbb colour. */
function luminance(hex: string): number {
  const channels = [1, 3, 5].map((at) => parseInt(hex.slice(at, at + 2), 16) / 255);
  const [r = 0, g = 0, b = 0] = channels.map((c) =>
    c <= 0.03928 ? c / 12.92 : ((c + 0.055) / 1.055) ** 2.4,
  );
  return 0.2126 * r + 0.7152 * g + 0.0722 * b;
}

function contrast(a: string, b: string): number {
  const [light, dark] = [luminance(a), luminance(b)].sort((x, y) => y - x) as [number, number];
  return (light + 0.05) / (dark + 0.05);
}

describe('theme colours', () => {
  // White, and a hovered table row (DataTable.module.css): where links and primary text sit.
  const backgrounds = ['#ffffff', '#fafafa'];
  const tokens = [
    'colorPrimary',
    'colorPrimaryHover',
    'colorPrimaryActive',
    'colorLink',
    'colorLinkHover',
    'colorLinkActive',
  ] as const;

  it.each(tokens)('%s reads at 4.5:1 or more on white and on a hovered row', (token) => {
    const colour = theme.token?.[token];
    expect(colour).toMatch(/^#[0-9a-f]{6}$/i);
    for (const background of backgrounds) {
      expect(contrast(colour as string, background)).toBeGreaterThanOrEqual(4.5);
    }
  });

  it('measures contrast as WCAG does', () => {
    expect(contrast('#000000', '#ffffff')).toBeCloseTo(21, 5);
    // antd's own derived hover colour for this link colour (#5d93d9) fails on a hovered row.
    expect(contrast('#5d93d9', '#fafafa')).toBeLessThan(4.5);
  });
});
