/**
 * The runtime import graph of the app's sources, read as text: for tests that check what a
 * module pulls in (a lazy chunk that must stay lazy, a display that must load no antd). Type-only
 * imports are left out; styles and images are not followed.
 */
const sources = import.meta.glob<string>('../src/**/*.{ts,tsx}', {
  query: '?raw',
  import: 'default',
  eager: true,
});

/** `a/b/../c` → `a/c`. */
function normalize(path: string): string {
  const out: string[] = [];
  for (const part of path.split('/')) {
    if (part === '..') out.pop();
    else if (part !== '.' && part !== '') out.push(part);
  }
  return out.join('/');
}

/** Repo-relative path (`src/…`) → source text. */
export const sourceFiles: ReadonlyMap<string, string> = new Map(
  Object.entries(sources).map(([key, text]) => [normalize(`test/${key}`), text]),
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
    if (sourceFiles.has(candidate)) return candidate;
  }
  return null;
}

export interface ImportOptions {
  /** Follow `import('x')` too (true), or only what loads with the module itself (false). */
  dynamic: boolean;
}

/** A module's runtime imports: `import x from`, `export … from`, `import 'x'` (`import('x')`). */
export function runtimeImports(text: string, { dynamic }: ImportOptions): string[] {
  const found: string[] = [];
  const patterns = [
    /^\s*import\s+(?!type\s)(?:[^'";]*?\s+from\s+)?['"]([^'"]+)['"]/gm,
    /^\s*export\s+(?!type\s)[^'";]*?\s+from\s+['"]([^'"]+)['"]/gm,
    ...(dynamic ? [/\bimport\(\s*['"]([^'"]+)['"]\s*\)/g] : []),
  ];
  for (const pattern of patterns) for (const match of text.matchAll(pattern)) found.push(match[1]!);
  return found;
}

export interface ImportGraph {
  /** Repo-relative paths of the modules reached, the entries included. */
  modules: Set<string>;
  /** Package specifier → the modules that import it. */
  packages: Map<string, string[]>;
}

/** Every module and package reachable from `entries` (repo-relative paths). */
export function importGraph(entries: readonly string[], options: ImportOptions): ImportGraph {
  const modules = new Set<string>();
  const packages = new Map<string, string[]>();
  const queue = [...entries];
  while (queue.length) {
    const file = queue.pop()!;
    if (modules.has(file)) continue;
    modules.add(file);
    const text = sourceFiles.get(file);
    if (text === undefined) throw new Error(`no source file ${file}`);
    for (const specifier of runtimeImports(text, options)) {
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
