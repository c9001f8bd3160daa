import { importGraph, sourceFiles } from '../../../../test/importGraph';

/**
 * The wall display (`/screen/:id/present`) and the brand pieces it shows load no antd, however
 * deep: the lint rule (eslint/boundaries.js) refuses a direct import in present/, brand/ and
 * widgets/; this walks the real import graph from every present/ and brand/ module, lazy chunks
 * included, so an antd import reached through a shared module is caught too.
 */
const entries = [...sourceFiles.keys()].filter(
  (path) => /^src\/features\/screen\/(present|brand)\//.test(path) && !/\.test\.tsx?$/.test(path),
);

describe('wall display imports', () => {
  const graph = importGraph(entries, { dynamic: true });

  it('reach the page, its brand pieces and the tiles', () => {
    expect(graph.modules).toContain('src/features/screen/present/pages/WallDisplayPage.tsx');
    expect(graph.modules).toContain('src/features/screen/brand/components/ScreenLogo.tsx');
    expect([...graph.modules].some((path) => path.startsWith('src/features/screen/widgets/'))).toBe(
      true,
    );
  });

  it('never load antd or @ant-design', () => {
    const offenders = [...graph.packages].filter(
      ([name]) => name === 'antd' || name.startsWith('antd/') || name.startsWith('@ant-design/'),
    );
    expect(offenders).toEqual([]);
  });
});
