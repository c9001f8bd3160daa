import type { Messages } from './defineMessages';
import { en } from './en';
import { interpolate } from './I18nProvider';
import { zh } from './zh';

const placeholders = (text: string) => [...text.matchAll(/\{(\w+)\}/g)].map((m) => m[1]).sort();

// Every feature catalog, found by name, so a new area's catalog is checked without registering it.
const featureCatalogs = import.meta.glob<{ messages: Messages<string> }>('../**/messages.ts', {
  eager: true,
});
const catalogs: [string, Messages<string>][] = [
  ['src/i18n (shared)', { en, zh }],
  ...Object.entries(featureCatalogs).map(([path, module]): [string, Messages<string>] => [
    path,
    module.messages,
  ]),
];

describe('message catalogs', () => {
  it('include the shared catalog and every feature’s', () => {
    const names = catalogs.map(([name]) => name);
    expect(names).toEqual(
      expect.arrayContaining([
        '../features/webhooks/messages.ts',
        '../features/settings/messages.ts',
      ]),
    );
  });

  describe.each(catalogs)('%s', (_name, catalog) => {
    it('has exactly the same keys in both languages', () => {
      expect(Object.keys(catalog.zh).sort()).toEqual(Object.keys(catalog.en).sort());
    });

    it('uses the same placeholders in both languages', () => {
      for (const [key, text] of Object.entries(catalog.en)) {
        expect(placeholders(catalog.zh[key] ?? ''), key).toEqual(placeholders(text));
      }
    });

    it('has no empty message', () => {
      for (const [key, text] of [...Object.entries(catalog.en), ...Object.entries(catalog.zh)]) {
        expect(text.trim(), key).not.toBe('');
      }
    });
  });

  it('never defines a key twice across catalogs (a feature key would hide a shared one)', () => {
    const seen = new Map<string, string>();
    for (const [name, catalog] of catalogs) {
      for (const key of Object.keys(catalog.en)) {
        expect(seen.get(key), `${key} in ${name}`).toBeUndefined();
        seen.set(key, name);
      }
    }
  });

  it('interpolates named parameters and leaves unknown ones visible', () => {
    expect(interpolate('{a} of {b} {c}', { a: 1, b: 'x' })).toBe('1 of x {c}');
  });
});
