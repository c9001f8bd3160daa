import type { Messages } from './defineMessages';
import { en } from './en';
import { messageParams } from './formatMessage';
import { zh } from './zh';

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

    it('uses the same parameters in both languages, in well-formed messages', () => {
      for (const [key, text] of Object.entries(catalog.en)) {
        expect(messageParams(catalog.zh[key] ?? ''), key).toEqual(messageParams(text));
      }
    });

    it('says English counts with plural rules, not “{count} tables” or “(s)”', () => {
      // A count placeholder before a plural noun (“{count} tables”, “{count} queued changes”)
      // reads “1 tables” in English: such a message needs a plural block.
      const bare =
        /\{(count|total|n|shown|matches|matched|failed|days|max)\} (?!(?:is|has|was|does|uses|needs|overlaps|repeats)\b)(?:[a-z]+ )?[a-z]+s\b|\w\(s\)/;
      const offenders = Object.entries(catalog.en)
        .filter(([, text]) => bare.test(text))
        .map(([key]) => key);
      expect(offenders).toEqual([]);
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
});
