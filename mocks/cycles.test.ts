/**
 * No module of the mock imports itself back, type imports included: the lake store's parts answer
 * drops from their own tables (lake/store/part.ts) instead of calling into each other, record types
 * live apart from the code that seeds them, and the screen's score is its own module.
 */
const sources = import.meta.glob<string>(['./**/*.ts', '!./**/*.test.ts'], {
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

const files = new Map(Object.entries(sources).map(([key, text]) => [normalize(key), text]));

/** Every relative import of a module, type-only ones too, resolved to a module of the mock. */
function importsOf(file: string): string[] {
  const text = files.get(file) ?? '';
  const found: string[] = [];
  for (const match of text.matchAll(/^\s*(?:import|export)\s[^'";]*?['"](\.[^'"]+)['"]/gm)) {
    const base = normalize(`${file.replace(/\/?[^/]+$/, '')}/${match[1]}`);
    const target = [base, `${base}.ts`, `${base}/index.ts`].find((c) => files.has(c));
    if (target) found.push(target);
  }
  return found;
}

/** The import cycles among `modules`, each as the path that closes it. */
function cycles(modules: readonly string[], edges: (file: string) => string[]): string[][] {
  const found: string[][] = [];
  const state = new Map<string, 'open' | 'done'>();
  const stack: string[] = [];
  const visit = (file: string) => {
    state.set(file, 'open');
    stack.push(file);
    for (const next of edges(file)) {
      if (state.get(next) === 'open') found.push([...stack.slice(stack.indexOf(next)), next]);
      else if (!state.has(next)) visit(next);
    }
    stack.pop();
    state.set(file, 'done');
  };
  for (const file of modules) if (!state.has(file)) visit(file);
  return found;
}

describe('the mock has no import cycles', () => {
  it('finds none among its modules', () => {
    expect(files.size).toBeGreaterThan(90);
    // Type-only imports count: stats.ts reads the screen store's type.
    expect(importsOf('screen/store/stats.ts')).toContain('screen/store.ts');
    expect(cycles([...files.keys()].sort(), importsOf)).toEqual([]);
  });

  it('would name one (an altered graph)', () => {
    const edges: Record<string, string[]> = {
      'lake/store.ts': ['lake/store/shares.ts'],
      'lake/store/shares.ts': ['lake/seeds/shares.ts'],
      'lake/seeds/shares.ts': ['lake/store/shares.ts'],
    };
    expect(cycles(Object.keys(edges), (file) => edges[file] ?? [])).toEqual([
      ['lake/store/shares.ts', 'lake/seeds/shares.ts', 'lake/store/shares.ts'],
    ]);
  });
});
