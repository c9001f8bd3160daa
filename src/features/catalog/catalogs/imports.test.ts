/**
 * echarts must load only with the trend charts (a lazy chunk): this walks the static import graph
 * of the two catalog pages (dynamic `import()` excluded, type-only imports left out) and checks
 * that neither echarts nor components/Chart is in it, while the lazy TrendCharts module is what
 * reaches them.
 */
const sources = import.meta.glob<string>('../../../**/*.{ts,tsx}', {
  query: '?raw',
  import: 'default',
  eager: true,
});

const HERE = 'src/features/catalog/catalogs';

function normalize(path: string): string {
  const out: string[] = [];
  for (const part of path.split('/')) {
    if (part === '..') out.pop();
    else if (part !== '.' && part !== '') out.push(part);
  }
  return out.join('/');
}

const files = new Map(
  Object.entries(sources).map(([key, text]) => [normalize(`${HERE}/${key}`), text]),
);

function resolve(from: string, specifier: string): string | null {
  const base = normalize(`${from.replace(/\/[^/]+$/, '')}/${specifier}`);
  for (const candidate of [base, `${base}.ts`, `${base}.tsx`, `${base}/index.ts`]) {
    if (files.has(candidate)) return candidate;
  }
  return null;
}

/** Static runtime imports: `import x from`, `export … from`, `import 'x'`. */
function staticImports(text: string): string[] {
  const found: string[] = [];
  const patterns = [
    /^\s*import\s+(?!type\s)(?:[^'";]*?\s+from\s+)?['"]([^'"]+)['"]/gm,
    /^\s*export\s+(?!type\s)[^'";]*?\s+from\s+['"]([^'"]+)['"]/gm,
  ];
  for (const pattern of patterns) for (const match of text.matchAll(pattern)) found.push(match[1]!);
  return found;
}

function walk(entry: string) {
  const modules = new Set<string>();
  const packages = new Set<string>();
  const queue = [entry];
  while (queue.length) {
    const file = queue.pop()!;
    if (modules.has(file)) continue;
    modules.add(file);
    for (const specifier of staticImports(files.get(file) ?? '')) {
      if (specifier.startsWith('.')) {
        if (/\.(css|svg|png)(\?.*)?$/.test(specifier)) continue;
        const target = resolve(file, specifier);
        if (target) queue.push(target);
      } else {
        packages.add(specifier);
      }
    }
  }
  return { modules, packages };
}

describe('catalog page chunks', () => {
  it.each(['CatalogListPage.tsx', 'CatalogPage.tsx'])('%s loads no echarts', (page) => {
    const graph = walk(`${HERE}/${page}`);
    expect(graph.modules).toContain(`${HERE}/${page}`);
    expect([...graph.packages].filter((name) => name.startsWith('echarts'))).toEqual([]);
    expect(graph.modules).not.toContain('src/components/Chart.tsx');
  });

  it('the lazily loaded trend charts are what draw with echarts', () => {
    const graph = walk(`${HERE}/page/TrendCharts.tsx`);
    expect(graph.modules).toContain('src/components/Chart.tsx');
    expect(files.get(`${HERE}/page/TrendSection.tsx`)).toMatch(
      /lazy\(\(\) => import\('\.\/TrendCharts'\)\)/,
    );
  });
});
