import { importGraph } from '../../../test/importGraph';

/**
 * Each area's strings load with its own pages: a module reads the catalogs it imports (through
 * `featureI18n`), so a page's first chunk holds just the catalogs its static import graph reaches
 * (lazy tabs and dialogs bring theirs when they load). This lists them per page, so a catalog
 * that starts riding along with a page, and weighing on its JavaScript budget, shows here.
 */
const HERE = 'src/features/catalog';

const PAGES: Record<string, readonly string[]> = {
  'catalogs/CatalogListPage.tsx': ['catalog', 'catalogs', 'components'],
  'catalogs/CatalogPage.tsx': ['catalog', 'catalogs', 'components'],
  'databases/DatabasePage.tsx': ['catalog', 'components', 'databases'],
  'tables/CreateTablePage.tsx': ['catalog', 'components', 'schema', 'tables'],
  'table/TablePage.tsx': ['catalog', 'components', 'table'],
  'sharing/SharesPage.tsx': ['sharing'],
  'sharing/SharePage.tsx': ['components', 'sharing'],
  'access/roles/RolesPage.tsx': ['access/roles'],
  'access/roles/RolePage.tsx': ['access/roles', 'catalog', 'components'],
  'access/users/UsersPage.tsx': ['access/roles', 'access/users'],
  'access/users/UserPage.tsx': ['access/roles', 'access/users', 'catalog'],
  'access/vpc/VpcPage.tsx': ['access/roles', 'access/vpc'],
};

/** The catalogs (by area, `catalog` for the console's shared one) a module loads with itself. */
function catalogsLoadedWith(page: string): string[] {
  return [...importGraph([`${HERE}/${page}`], { dynamic: false }).modules]
    .filter((path) => path.endsWith('/messages.ts'))
    .map((path) => path.replace(/^src\/features\//, '').replace(/\/messages\.ts$/, ''))
    .map((area) => (area === 'catalog' ? area : area.replace(/^catalog\//, '')))
    .sort();
}

describe('catalog strings by page', () => {
  it.each(Object.entries(PAGES))('%s loads the catalogs %j', (page, catalogs) => {
    expect(catalogsLoadedWith(page)).toEqual(catalogs);
  });

  it('the table page’s schema change editor brings the schema area’s strings with it', () => {
    const editor = importGraph([`${HERE}/table/change/ChangeSchemaTab.tsx`], { dynamic: false });
    expect(editor.modules).toContain(`${HERE}/schema/messages.ts`);
  });
});
