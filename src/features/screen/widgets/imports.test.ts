import {
  importGraph,
  runtimeImports as readImports,
  sourceFiles,
} from '../../../../test/importGraph';

/**
 * The wall display renders these tiles and must load no antd; echarts must come only through
 * components/Chart (one shared lazy chunk). This walks the real import graph of every widget
 * module (static and dynamic imports, type-only imports left out) and checks both.
 */
const HERE = 'src/features/screen/widgets';

const runtimeImports = (text: string) => readImports(text, { dynamic: true });
const walk = (entries: string[]) => importGraph(entries, { dynamic: true });

const widgetModules = [...sourceFiles.keys()].filter(
  (path) =>
    path.startsWith(`${HERE}/`) &&
    !/\.test\.tsx?$/.test(path) &&
    !path.startsWith(`${HERE}/testing/`),
);

describe('widget imports', () => {
  const graph = walk(widgetModules);

  it('reach the widgets, their helpers, Chart and i18n', () => {
    expect(graph.modules).toContain(`${HERE}/components/ScreenTile.tsx`);
    expect(graph.modules).toContain(`${HERE}/components/AssetsView.tsx`);
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
