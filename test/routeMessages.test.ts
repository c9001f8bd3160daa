import { importGraph } from './importGraph';

/**
 * Each area's strings load with its own pages: a module reads the catalogs it imports (through
 * `featureI18n`), so a page's first chunk holds just the catalogs its static import graph reaches
 * (lazy tabs and dialogs bring theirs when they load). This lists them per page, so a catalog
 * that starts riding along with a page, and weighing on its JavaScript budget, shows here.
 */
const HERE = 'src/features';

const PAGES: Record<string, readonly string[]> = {
  'catalog/catalogs/pages/CatalogListPage.tsx': [
    'catalog/catalogs',
    'lake-common',
    'lake-common/components',
  ],
  'catalog/catalogs/pages/CatalogPage.tsx': [
    'catalog/catalogs',
    'lake-common',
    'lake-common/components',
  ],
  'catalog/databases/pages/DatabasePage.tsx': [
    'catalog/databases',
    'lake-common',
    'lake-common/components',
  ],
  'catalog/tables/pages/CreateTablePage.tsx': [
    'catalog/schema',
    'catalog/tables',
    'lake-common',
    'lake-common/components',
  ],
  'catalog/tables/pages/TablePage.tsx': [
    'catalog/tables/table',
    'lake-common',
    'lake-common/components',
  ],
  'sharing/pages/SharesPage.tsx': ['sharing'],
  'sharing/pages/SharePage.tsx': ['lake-common/components', 'sharing'],
  'access/roles/pages/RolesPage.tsx': ['access/roles'],
  'access/roles/pages/RolePage.tsx': ['access/roles', 'lake-common', 'lake-common/components'],
  // The kind badge of a principal (lake-common/components' PrincipalLabel) names its kind.
  'access/users/pages/UsersPage.tsx': ['access/roles', 'access/users', 'lake-common/components'],
  'access/users/pages/UserPage.tsx': [
    'access/roles',
    'access/users',
    'lake-common',
    'lake-common/components',
  ],
  'access/vpc/pages/VpcPage.tsx': ['access/roles', 'access/vpc'],
};

/**
 * The catalogs (by area: `lake-common` for the lake console's shared one, `<area>/<part>` for a
 * `<part>Messages.ts`) a module loads with itself.
 */
function catalogsLoadedWith(page: string): string[] {
  return [...importGraph([`${HERE}/${page}`], { dynamic: false }).modules]
    .filter((path) => /^src\/features\/.*\/(messages|\w+Messages)\.ts$/.test(path))
    .map((path) =>
      path
        .replace(/^src\/features\//, '')
        .replace(/\/messages\.ts$/, '')
        .replace(/\/(\w+)Messages\.ts$/, '/$1'),
    )
    .sort();
}

describe('catalog strings by page', () => {
  it.each(Object.entries(PAGES))('%s loads the catalogs %j', (page, catalogs) => {
    expect(catalogsLoadedWith(page)).toEqual(catalogs);
  });

  it('the table page’s schema change editor brings the schema area’s strings with it', () => {
    const editor = importGraph([`${HERE}/catalog/tables/components/ChangeSchemaTab.tsx`], {
      dynamic: false,
    });
    expect(editor.modules).toContain(`${HERE}/catalog/schema/messages.ts`);
  });
});
