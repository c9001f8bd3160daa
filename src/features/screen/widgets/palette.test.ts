import { PALETTES, screenDark, screenLight } from './model/chartThemes';
import { themeClassName } from './model/theme';

/**
 * A stylesheet's text, by its path from this file's folder. Vitest serves CSS (even `?raw`) as an empty module here (`css: false`),
 * so it is read from disk; `node:fs` is imported by a computed name because the app's
 * tsconfig has no Node types.
 */
async function readStylesheet(name: string): Promise<string> {
  const fsName = 'node:fs';
  const fs = (await import(/* @vite-ignore */ fsName)) as {
    readFileSync: (path: string, encoding: 'utf8') => string;
  };
  // Plain string work on this file's URL: jsdom's URL resolves against its page, not the file.
  const path = decodeURIComponent(import.meta.url)
    .replace(/^file:\/\//, '')
    .replace(/^\/([A-Za-z]:)/, '$1')
    .replace(/[^/]+$/, name);
  return fs.readFileSync(path, 'utf8');
}

let css = '';
beforeAll(async () => {
  // The theme variables live in the frame's stylesheet, the ranked rows in the content's.
  css =
    (await readStylesheet('components/tile.module.css')) +
    (await readStylesheet('components/content.module.css'));
});

/** WCAG 2 contrast ratio of two `#rrggbb` colours. */
function contrast(a: string, b: string): number {
  const luminance = (hex: string) => {
    const value = parseInt(hex.slice(1), 16);
    const [r, g, bl] = [(value >> 16) & 255, (value >> 8) & 255, value & 255].map((c) => {
      const s = c / 255;
      return s <= 0.03928 ? s / 12.92 : ((s + 0.055) / 1.055) ** 2.4;
    }) as [number, number, number];
    return 0.2126 * r + 0.7152 * g + 0.0722 * bl;
  };
  const [hi, lo] = [luminance(a), luminance(b)].sort((x, y) => y - x) as [number, number];
  return (hi + 0.05) / (lo + 0.05);
}

/** `top` at `share` over `bottom`, as `#rrggbb`. */
function mix(top: string, bottom: string, share: number): string {
  const channels = (hex: string) => {
    const value = parseInt(hex.slice(1), 16);
    return [(value >> 16) & 255, (value >> 8) & 255, value & 255];
  };
  const [a, b] = [channels(top), channels(bottom)];
  return `#${a
    .map((c, i) => Math.round(c * share + b[i]! * (1 - share)))
    .map((c) => c.toString(16).padStart(2, '0'))
    .join('')}`;
}

/** The custom properties of one theme class in tile.module.css. */
function variables(theme: 'light' | 'dark'): Record<string, string> {
  const block = new RegExp(`\\.${theme}\\s*\\{([^}]*)\\}`).exec(css)?.[1] ?? '';
  return Object.fromEntries(
    [...block.matchAll(/--([\w-]+):\s*(#[0-9a-fA-F]{6})\s*;/g)].map((m) => [m[1]!, m[2]!]),
  );
}

// Text colour → the backgrounds it is drawn on.
const PAIRS: [string, string[]][] = [
  ['tile-text', ['tile-bg', 'screen-page-bg']],
  ['tile-muted', ['tile-bg', 'tone-warn-bg']],
  ['tile-accent', ['tile-bg', 'tone-info-bg']],
  ['tone-danger', ['tile-bg', 'tone-danger-bg']],
  ['tone-warn', ['tile-bg', 'tone-warn-bg']],
  ['tone-info', ['tile-bg', 'tone-info-bg']],
  ['tone-good', ['tile-bg', 'tone-good-bg']],
  ['tone-neutral', ['tile-bg', 'tone-neutral-bg']],
];

describe.each(['light', 'dark'] as const)('the %s theme', (theme) => {
  let vars: Record<string, string> = {};
  beforeAll(() => {
    vars = variables(theme);
  });

  it.each(PAIRS)('%s keeps 4.5:1 on its backgrounds', (text, backgrounds) => {
    expect(vars[text], text).toMatch(/^#/);
    for (const background of backgrounds) {
      expect(vars[background], background).toMatch(/^#/);
      expect(
        contrast(vars[text]!, vars[background]!),
        `${text} on ${background}`,
      ).toBeGreaterThanOrEqual(4.5);
    }
  });

  it('ranked rows keep 4.5:1 for their text over the tinted bars behind it', () => {
    // `.rankBar-*`: a tone at N % over the card (color-mix with transparent, composited).
    const bars = [
      ...css.matchAll(
        /\.rankBar-\w+\s*\{\s*background:\s*color-mix\(in srgb, var\(--([\w-]+)\) (\d+)%, transparent\)/g,
      ),
    ];
    expect(bars).toHaveLength(2);
    for (const [, tone, percent] of bars) {
      const tint = mix(vars[tone!]!, vars['tile-bg']!, Number(percent) / 100);
      for (const text of ['tile-text', 'tile-muted']) {
        expect(contrast(vars[text]!, tint), `${text} on ${tone} bar`).toBeGreaterThanOrEqual(4.5);
      }
    }
  });

  it('chart text keeps 4.5:1 on the card', () => {
    const palette = PALETTES[theme];
    expect(palette.card).toBe(vars['tile-bg']);
    expect(contrast(palette.text, palette.card)).toBeGreaterThanOrEqual(4.5);
    expect(contrast(palette.muted, palette.card)).toBeGreaterThanOrEqual(4.5);
  });
});

describe('themes', () => {
  it('dark is navy with a cyan accent; light is white cards', () => {
    expect(variables('dark')['tile-accent']).toBe('#22d3ee');
    expect(variables('light')['tile-bg']).toBe('#ffffff');
    expect(screenDark.textStyle.color).toBe(PALETTES.dark.text);
    expect(screenLight.textStyle.color).toBe(PALETTES.light.text);
    expect(screenDark.backgroundColor).toBe('transparent');
  });

  it('themeClassName gives the page background class and the theme variables', () => {
    expect(themeClassName('dark').split(' ')).toHaveLength(2);
    expect(themeClassName('dark')).not.toBe(themeClassName('light'));
  });
});
