// @vitest-environment node
/**
 * The contract module (src/api/contract.ts, docs/design.md §1) is plain TypeScript that a Node
 * process can import: the registries, their schemas and `defineOperation`, and nothing of the
 * browser client. Its runtime import graph (type-only imports are erased) must reach no React, no
 * TanStack Query, no msw, no request core (http.ts, operation.ts's callOperation), no env-reading
 * config, nothing outside src/api, and no module in it may read `import.meta`.
 */
import { runtimeImports, sourceFiles } from '../importGraph';

/** The contract's entry and the per-service modules beside the registries that share its rule. */
const CONTRACT_ENTRIES = [
  'src/api/contract.ts',
  ...[...sourceFiles.keys()].filter((path) =>
    /^src\/api\/(screen|lake|agent)\/([a-z]*Schemas|schemas|assumed|limits|dataCodes)\.ts$/.test(
      path,
    ),
  ),
];

/** Every registry file of the services. */
const REGISTRY_FILES = [...sourceFiles.keys()].filter((path) =>
  /^src\/api\/(screen|lake|agent)\/([a-z]*Operations|operations)\.ts$/.test(path),
);

const FORBIDDEN_PACKAGES = [
  /^react($|-|\/)/,
  /^@tanstack\//,
  /^msw($|\/)/,
  /^antd($|\/)/,
  /^@ant-design\//,
];
const FORBIDDEN_MODULES = [
  'src/api/http.ts',
  'src/api/operation.ts',
  'src/api/config.ts',
  'src/api/transports.ts',
];

/** `a/b/../c` → `a/c`. */
function normalize(path: string): string {
  const out: string[] = [];
  for (const part of path.split('/')) {
    if (part === '..') out.pop();
    else if (part !== '.' && part !== '') out.push(part);
  }
  return out.join('/');
}

/**
 * The runtime import graph from `entries` over these source texts (test/importGraph.ts's reading
 * of imports, over a map a test can alter). An import that resolves to no file is kept as its
 * path, so a module outside src/ is still reported.
 */
function walk(entries: readonly string[], files: ReadonlyMap<string, string>) {
  const modules = new Set<string>();
  const packages = new Map<string, string[]>();
  const queue = [...entries];
  while (queue.length) {
    const file = queue.pop()!;
    if (modules.has(file)) continue;
    modules.add(file);
    for (const specifier of runtimeImports(files.get(file) ?? '', { dynamic: true })) {
      if (!specifier.startsWith('.')) {
        packages.set(specifier, [...(packages.get(specifier) ?? []), file]);
        continue;
      }
      const base = normalize(`${file.replace(/\/[^/]+$/, '')}/${specifier}`);
      const found = [base, `${base}.ts`, `${base}.tsx`, `${base}/index.ts`].find((c) =>
        files.has(c),
      );
      queue.push(found ?? base);
    }
  }
  return { modules, packages };
}

/** Source text less its comments (which may name `import.meta` in prose). */
const withoutComments = (text: string) =>
  text.replace(/\/\*[\s\S]*?\*\//g, '').replace(/^\s*\/\/.*$/gm, '');

/** What a graph breaks of the contract's rule, as readable lines (empty when it holds). */
function contractProblems(entries: readonly string[], files: ReadonlyMap<string, string>) {
  const graph = walk(entries, files);
  const problems: string[] = [];
  for (const [name, importers] of graph.packages) {
    if (FORBIDDEN_PACKAGES.some((pattern) => pattern.test(name))) {
      problems.push(`package ${name} (from ${importers.join(', ')})`);
    }
  }
  for (const module of graph.modules) {
    if (FORBIDDEN_MODULES.includes(module)) problems.push(`module ${module}`);
    else if (!module.startsWith('src/api/')) problems.push(`module ${module} (outside src/api)`);
    if (/\bimport\.meta\b/.test(withoutComments(files.get(module) ?? ''))) {
      problems.push(`import.meta in ${module}`);
    }
  }
  return { graph, problems };
}

describe('the contract module', () => {
  it('imports every registry, in Node, with their entries complete', async () => {
    const contract = await import('../../src/api/contract');
    const counts = Object.fromEntries(
      Object.entries(contract.OPERATION_REGISTRIES).map(([service, registry]) => [
        service,
        Object.keys(registry).length,
      ]),
    );
    console.info('contract module: operations per service', counts);
    expect(counts).toMatchObject({ screen: 19, agent: 3 });
    expect(counts.lake).toBeGreaterThan(60);
    for (const [service, registry] of Object.entries(contract.OPERATION_REGISTRIES)) {
      for (const [name, op] of Object.entries(registry)) {
        expect(op).toMatchObject({ service, name });
        expect(['GET', 'POST', 'DELETE', 'PUT', 'PATCH']).toContain(op.method);
        expect(typeof op.path).toBe('string');
        expect(typeof op.response.safeParse).toBe('function');
      }
    }
    expect(contract.fillPath('/x/:id', { id: 'a b' })).toBe('/x/a%20b');
    expect(typeof contract.defineOperation).toBe('function');
  });

  it('reaches no browser client, React, TanStack Query, msw or env in its import graph', () => {
    const { graph, problems } = contractProblems(CONTRACT_ENTRIES, sourceFiles);
    expect(problems).toEqual([]);
    // The walk did reach what it vouches for: every registry and the definitions.
    expect(REGISTRY_FILES.length).toBeGreaterThanOrEqual(7);
    for (const file of [...REGISTRY_FILES, 'src/api/operationSpec.ts']) {
      expect(graph.modules, file).toContain(file);
    }
  });

  it('fails when a contract file pulls in the client, React or the env (an altered copy)', () => {
    const registry = 'src/api/agent/operations.ts';
    const altered = new Map(sourceFiles).set(
      registry,
      [
        "import { request } from '../http';",
        "import { useQuery } from '@tanstack/react-query';",
        "import { startTransition } from 'react';",
        "import { localStore } from '../../lib/storage';",
        'const base = import.meta.env.VITE_AGENT_API_BASE;',
        sourceFiles.get(registry),
      ].join('\n'),
    );
    const { problems } = contractProblems(CONTRACT_ENTRIES, altered);
    expect(problems).toEqual(
      expect.arrayContaining([
        'module src/api/http.ts',
        'module src/api/config.ts',
        `package @tanstack/react-query (from ${registry})`,
        `package react (from ${registry})`,
        'module src/lib/storage.ts (outside src/api)',
        `import.meta in ${registry}`,
      ]),
    );
  });
});
