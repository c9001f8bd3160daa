import { importGraph, sourceFiles } from '../../../../../test/importGraph';

/**
 * echarts must load only with the trend charts (a lazy chunk): this walks the static import graph
 * of the two catalog pages (dynamic `import()` excluded, type-only imports left out) and checks
 * that neither echarts nor components/Chart is in it, while the lazy TrendCharts module is what
 * reaches them.
 */
const HERE = 'src/features/catalog/catalogs';

const PAGES = `${HERE}/pages`;
const COMPONENTS = `${HERE}/components`;

const walk = (entry: string) => importGraph([entry], { dynamic: false });

describe('catalog page chunks', () => {
  it.each(['CatalogListPage.tsx', 'CatalogPage.tsx'])('%s loads no echarts', (page) => {
    const graph = walk(`${PAGES}/${page}`);
    expect(graph.modules).toContain(`${PAGES}/${page}`);
    expect([...graph.packages.keys()].filter((name) => name.startsWith('echarts'))).toEqual([]);
    expect(graph.modules).not.toContain('src/components/Chart.tsx');
  });

  it('the lazily loaded trend charts are what draw with echarts', () => {
    const graph = walk(`${COMPONENTS}/TrendCharts.tsx`);
    expect(graph.modules).toContain('src/components/Chart.tsx');
    expect(sourceFiles.get(`${COMPONENTS}/TrendSection.tsx`)).toMatch(
      /lazy\(\(\) => import\('\.\/TrendCharts'\)\)/,
    );
  });
});
