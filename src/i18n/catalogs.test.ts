import type { Messages } from './defineMessages';
import { en } from './en';
import { messageParams } from './formatMessage';
import type { Locale } from './I18nProvider';
import { zh } from './zh';

/**
 * Every catalog of strings, in both languages: the shared one (`en.ts`, `zh.ts`) and each
 * feature's and area's `messages.ts`, found by name, so a new area's catalog is checked without
 * being listed anywhere. That a module shows only keys of the catalogs it reads is the compiler's
 * part (`featureI18n` types `t` by them); this is the part types cannot see: the texts.
 */
const featureCatalogs = import.meta.glob<{ messages: Messages<string> }>(
  ['../**/messages.ts', '../features/**/*Messages.ts'],
  { eager: true },
);
/**
 * `../features/catalog/grants/messages.ts` → `catalog/grants`; a second catalog of an area,
 * `../features/catalog/tables/tableMessages.ts` → `catalog/tables/table`.
 */
const areaOf = (path: string) =>
  path
    .replace(/^\.\.\/(features\/)?/, '')
    .replace(/\/messages\.ts$/, '')
    .replace(/\/(\w+)Messages\.ts$/, '/$1');

const catalogs: [string, Messages<string>][] = [
  ['shared (src/i18n)', { en, zh }],
  ...Object.entries(featureCatalogs)
    .map(([path, module]): [string, Messages<string>] => [areaOf(path), module.messages])
    .sort(([a], [b]) => a.localeCompare(b)),
];

/** Every folder with a translator (`i18n.ts` or `<part>I18n.ts`, a `featureI18n` over catalogs). */
const translators = Object.keys(
  import.meta.glob('../features/**/{i18n,*I18n}.ts', { query: '?raw', import: 'default' }),
).map((path) => path.replace(/^\.\.\/features\//, '').replace(/\/(i18n|\w+I18n)\.ts$/, ''));

describe('message catalogs', () => {
  it('include the shared catalog and every feature’s and area’s', () => {
    const names = catalogs.map(([name]) => name);
    // A translator's folder has its own catalog, or is inside an area that has one.
    expect(translators.length).toBeGreaterThanOrEqual(20);
    const uncovered = translators.filter(
      (folder) => !names.some((name) => folder === name || folder.startsWith(`${name}/`)),
    );
    expect(uncovered).toEqual([]);
    expect(names).toEqual(
      expect.arrayContaining([
        'webhooks',
        'settings',
        'screen',
        'catalog/iceberg',
        'catalog/grants',
        'catalog/tables',
        'catalog/tables/table',
        'catalog/tables/change',
        'lake-common',
        'lake-common/components',
        'sharing',
        'access/roles',
        'access/users',
        'access/vpc',
      ]),
    );
  });

  it('report their keys per feature and language', () => {
    const count = (catalog: Messages<string>, locale: Locale) =>
      Object.keys(catalog[locale]).length;
    const total = (locale: Locale) =>
      catalogs.reduce((sum, [, catalog]) => sum + count(catalog, locale), 0);
    const line = (name: string, en: number, zh: number) => `  ${name.padEnd(28)} ${en} / ${zh}`;
    process.stdout.write(
      [
        'Message keys per catalog (en / zh):',
        ...catalogs.map(([name, catalog]) =>
          line(name, count(catalog, 'en'), count(catalog, 'zh')),
        ),
        line('total', total('en'), total('zh')),
        '',
      ].join('\n'),
    );
    for (const [name, catalog] of catalogs) {
      expect(count(catalog, 'en'), name).toBeGreaterThan(0);
      expect(count(catalog, 'zh'), name).toBe(count(catalog, 'en'));
    }
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
