/**
 * One skeleton per feature (docs/design.md §1, "Feature folders"): a feature folder, and each
 * sub-feature of a large feature, holds only `pages/ components/ model/ hooks/` and `testing/`,
 * each flat, with its string catalogs, translators and tests at its root. The tree is read from
 * the files themselves (every file under src/features, by Vite's glob, nothing loaded), and the
 * check is run on altered copies of it too, so a test that could never fail would show.
 */
import { sourceFiles } from './importGraph';

const SKELETON = new Set(['pages', 'components', 'model', 'hooks', 'testing']);

/**
 * The sub-features of the features large enough to have them. A folder at a feature's root that
 * is not in the skeleton must be listed here, and holds the skeleton itself.
 */
export const SUB_FEATURES: Readonly<Record<string, readonly string[]>> = {
  catalog: ['catalogs', 'databases', 'tables', 'schema', 'iceberg', 'grants'],
  access: ['roles', 'users', 'vpc'],
  screen: [
    'viewer',
    'editor',
    'present',
    'layout',
    'widgets',
    'drill',
    'brand',
    'playlists',
    'devices',
  ],
};

/**
 * What a (sub-)feature's root may hold besides folders: its catalogs (`messages.ts`, or
 * `<part>Messages.ts` where one of its routes must not load another's strings), their translators
 * (`i18n.ts`, `<part>I18n.ts`) and tests of more than one module.
 */
const ROOT_FILE = /^(messages|[a-z]\w*Messages|i18n|[a-z]\w*I18n)\.ts$|\.test\.tsx?$/;

/** Files the rule does not judge yet, each with its reason (none today). */
const NOT_YET: ReadonlySet<string> = new Set<string>();

/** Every way `files` (repo-relative paths under src/features) break the skeleton. */
export function skeletonProblems(
  files: readonly string[],
  subFeatures: Readonly<Record<string, readonly string[]>> = SUB_FEATURES,
): string[] {
  const problems = new Set<string>();
  for (const file of files) {
    if (NOT_YET.has(file)) continue;
    const parts = file.replace(/^src\/features\//, '').split('/');
    const [feature, ...rest] = parts;
    if (!feature || rest.length === 0) {
      problems.add(`${file}: a file directly in src/features (put it in a feature)`);
      continue;
    }
    let unit = feature;
    let inside = rest;
    const first = rest[0]!;
    if (rest.length > 1 && !SKELETON.has(first)) {
      if (!subFeatures[feature]?.includes(first)) {
        problems.add(
          `src/features/${feature}/${first}/: not a skeleton folder (${[...SKELETON].join(', ')}) nor a declared sub-feature of ${feature}`,
        );
        continue;
      }
      unit = `${feature}/${first}`;
      inside = rest.slice(1);
    }
    if (inside.length === 1) {
      if (!ROOT_FILE.test(inside[0]!)) {
        problems.add(`${file}: only catalogs, translators and tests sit at ${unit}/'s root`);
      }
      continue;
    }
    const folder = inside[0]!;
    if (!SKELETON.has(folder)) {
      problems.add(`src/features/${unit}/${folder}/: not a skeleton folder of a sub-feature`);
    } else if (inside.length > 2) {
      problems.add(`src/features/${unit}/${folder}/${inside[1]}/: skeleton folders are flat`);
    }
  }
  return [...problems].sort();
}

const FILES = Object.keys(import.meta.glob('../src/features/**/*')).map((key) =>
  key.replace(/^\.\.\//, ''),
);

describe('every feature has one skeleton', () => {
  it('reads the whole tree', () => {
    expect(FILES.length).toBeGreaterThan(400);
    expect(FILES).toContain('src/features/catalog/tables/pages/TablePage.tsx');
  });

  it('holds for src/features as it is', () => {
    expect(skeletonProblems(FILES)).toEqual([]);
  });

  it.each([
    ['a folder outside the skeleton', 'src/features/webhooks/logic/x.ts', 'webhooks/logic/'],
    ['a sub-feature not declared', 'src/features/catalog/change/model/x.ts', 'catalog/change/'],
    [
      "a folder outside a sub-feature's skeleton",
      'src/features/catalog/tables/builder/x.ts',
      'catalog/tables/builder/',
    ],
    ['a folder inside a skeleton folder', 'src/features/access/roles/pages/tabs/x.tsx', 'flat'],
    ['a module at the root', 'src/features/sharing/useThing.ts', "sharing/'s root"],
    ['a module at a sub-feature root', 'src/features/screen/drill/types.ts', "drill/'s root"],
    [
      'a sub-feature of a feature that has none',
      'src/features/settings/keys/pages/x.tsx',
      'settings/keys/',
    ],
  ])('fails on %s', (_, extra, fragment) => {
    const problems = skeletonProblems([...FILES, extra]);
    expect(problems).toHaveLength(1);
    expect(problems[0]).toContain(fragment);
  });

  it('lets a declared sub-feature hold the skeleton', () => {
    expect(
      skeletonProblems([
        'src/features/catalog/tables/pages/P.tsx',
        'src/features/catalog/tables/messages.ts',
        'src/features/catalog/tables/tableI18n.ts',
        'src/features/sharing/components/C.tsx',
        'src/features/sharing/sharing.test.tsx',
      ]),
    ).toEqual([]);
  });
});

/**
 * One test-helper convention: the shared kit in test/ (render, renderApp, msw, providers, the
 * import graph, chart stub) and a feature's own helpers in its `testing/` folder, which only
 * tests and other helpers import.
 */
const TEST_TOOLING = /from '(@testing-library\/[^']+|vitest|msw|[./]*test\/[^']+)'/;
const isTest = (path: string) => /\.test\.tsx?$/.test(path);
const inTesting = (path: string) => /\/testing\//.test(path);

export function helperProblems(files: ReadonlyMap<string, string>): string[] {
  const problems: string[] = [];
  for (const [path, text] of files) {
    if (!path.startsWith('src/') || isTest(path)) continue;
    if (
      !inTesting(path) &&
      TEST_TOOLING.test(text) &&
      !/^src\/(main|api\/mockControl)/.test(path)
    ) {
      problems.push(`${path}: a test helper outside a testing/ folder`);
    }
    if (!inTesting(path) && /from '[^']*\/testing\/[^']+'/.test(text)) {
      problems.push(`${path}: app code imports a test helper`);
    }
  }
  return problems.sort();
}

describe('one test-helper convention', () => {
  it('holds for src/ as it is', () => {
    expect(sourceFiles.size).toBeGreaterThan(500);
    expect(helperProblems(sourceFiles)).toEqual([]);
  });

  it.each([
    [
      'a kit beside the tests',
      'src/features/screen/drill/components/drillTestKit.tsx',
      "import { renderApp } from '../../../../../test/renderApp';",
      'outside a testing/ folder',
    ],
    [
      'fixtures importing vitest',
      'src/features/webhooks/model/testFixtures.ts',
      "import { vi } from 'vitest';",
      'outside a testing/ folder',
    ],
    [
      'app code using a helper',
      'src/features/sharing/pages/SharesPage.tsx',
      "import { x } from '../testing/fixtures';",
      'app code imports a test helper',
    ],
  ])('fails on %s', (_, path, text, fragment) => {
    const problems = helperProblems(new Map([...sourceFiles, [path, text]]));
    expect(problems).toHaveLength(1);
    expect(problems[0]).toContain(fragment);
  });
});
