/**
 * The wall display renders these tiles and must load no antd; echarts must come only through
 * components/Chart (one shared lazy chunk). This walks the real import graph of every widget
 * module (static and dynamic imports, type-only imports left out) and checks both.
 */
const sources = import.meta.glob<string>('../../../**/*.{ts,tsx}', {
  query: '?raw',
  import: 'default',
  eager: true,
});

const HERE = 'src/features/screen/widgets';

/** `a/b/../c` → `a/c`. */
function normalize(path: string): string {
  const out: string[] = [];
  for (const part of path.split('/')) {
    if (part === '..') out.pop();
    else if (part !== '.' && part !== '') out.push(part);
  }
  return out.join('/');
}

/** Repo-relative path → source text. */
const files = new Map(
  Object.entries(sources).map(([key, text]) => [normalize(`${HERE}/${key}`), text]),
);

function resolve(from: string, specifier: string): string | null {
  const base = normalize(`${from.replace(/\/[^/]+$/, '')}/${specifier}`);
  for (const candidate of [
    base,
    `${base}.ts`,
    `${base}.tsx`,
    `${base}/index.ts`,
    `${base}/index.tsx`,
  ]) {
    if (files.has(candidate)) return candidate;
  }
  return null;
}

/** Runtime imports of a module: `import x from`, `export … from`, `import 'x'`, `import('x')`. */
function runtimeImports(text: string): string[] {
  const found: string[] = [];
  const patterns = [
    /^\s*import\s+(?!type\s)(?:[^'";]*?\s+from\s+)?['"]([^'"]+)['"]/gm,
    /^\s*export\s+(?!type\s)[^'";]*?\s+from\s+['"]([^'"]+)['"]/gm,
    /\bimport\(\s*['"]([^'"]+)['"]\s*\)/g,
  ];
  for (const pattern of patterns) for (const match of text.matchAll(pattern)) found.push(match[1]!);
  return found;
}

interface Graph {
  modules: Set<string>;
  packages: Map<string, string[]>;
}

function walk(entries: string[]): Graph {
  const modules = new Set<string>();
  const packages = new Map<string, string[]>();
  const queue = [...entries];
  while (queue.length) {
    const file = queue.pop()!;
    if (modules.has(file)) continue;
    modules.add(file);
    for (const specifier of runtimeImports(files.get(file) ?? '')) {
      if (specifier.startsWith('.')) {
        if (/\.(css|svg|png)(\?.*)?$/.test(specifier)) continue;
        const target = resolve(file, specifier);
        if (!target) throw new Error(`${file}: cannot resolve ${specifier}`);
        queue.push(target);
      } else {
        packages.set(specifier, [...(packages.get(specifier) ?? []), file]);
      }
    }
  }
  return { modules, packages };
}

const widgetModules = [...files.keys()].filter(
  (path) =>
    path.startsWith(`${HERE}/`) &&
    !/\.test\.tsx?$/.test(path) &&
    !path.endsWith('/testFixtures.ts'),
);

describe('widget imports', () => {
  const graph = walk(widgetModules);

  it('reach the widgets, their helpers, Chart and i18n', () => {
    expect(graph.modules).toContain(`${HERE}/ScreenTile.tsx`);
    expect(graph.modules).toContain(`${HERE}/AssetsWidget.tsx`);
    expect(graph.modules).toContain('src/components/Chart.tsx');
    expect(graph.modules).toContain('src/i18n/featureI18n.ts');
  });

  it('never load antd or @ant-design', () => {
    const offenders = [...graph.packages].filter(
      ([name]) => name === 'antd' || name.startsWith('antd/') || name.startsWith('@ant-design/'),
    );
    expect(offenders).toEqual([]);
  });

  it('load echarts only through components/Chart', () => {
    const echarts = [...graph.packages]
      .filter(([name]) => name === 'echarts' || name.startsWith('echarts'))
      .flatMap(([, importers]) => importers);
    expect(new Set(echarts)).toEqual(new Set(['src/components/Chart.tsx']));
  });

  it('the parser sees what an antd import would look like', () => {
    expect(runtimeImports("import { Button } from 'antd';\nimport type { X } from 'y';")).toEqual([
      'antd',
    ]);
    expect(runtimeImports("const W = lazy(() => import('./W'));")).toEqual(['./W']);
  });
});
