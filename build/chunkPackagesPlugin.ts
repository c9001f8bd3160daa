import type { Plugin } from 'vite';

/**
 * Writes `.vite/chunk-packages.json`: for every emitted chunk, the npm packages (and `src`,
 * `mocks`) whose modules it contains. The bench reads it to prove the wall display loads no antd
 * and to size what it loads; Vite's manifest lists chunks but not their contents.
 */
export function chunkPackages(): Plugin {
  return {
    name: 'parapet-chunk-packages',
    apply: 'build',
    generateBundle(_options, bundle) {
      const out: Record<string, string[]> = {};
      for (const [file, chunk] of Object.entries(bundle)) {
        if (chunk.type !== 'chunk') continue;
        const packages = new Set<string>();
        for (const id of chunk.moduleIds) {
          const path = id.replaceAll('\\', '/');
          const match = /node_modules\/((?:@[^/]+\/)?[^/]+)/.exec(path);
          packages.add(match?.[1] ?? (path.includes('/mocks/') ? 'mocks' : 'src'));
        }
        out[file] = [...packages].sort();
      }
      this.emitFile({
        type: 'asset',
        fileName: '.vite/chunk-packages.json',
        source: JSON.stringify(out, null, 1),
      });
    },
  };
}
