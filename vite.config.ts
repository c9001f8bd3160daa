import { defineConfig, loadEnv, type ProxyOptions } from 'vite';
import react from '@vitejs/plugin-react';
import { chunkPackages } from './build/chunkPackagesPlugin.ts';
import { mswWorker } from './build/mswWorkerPlugin.ts';
import { parseOrigins, securityHeaders } from './build/securityHeaders.ts';
import { resolveApiMode } from './src/api/mode.ts';

/** Optional dev proxy: PARAPET_<SERVICE>_TARGET forwards the same-origin API prefix to a real service. */
function proxyFromEnv(env: Record<string, string>): Record<string, ProxyOptions> {
  const services = [
    ['SCREEN', env.VITE_SCREEN_API_BASE || '/api/screen'],
    ['LAKE', env.VITE_LAKE_API_BASE || '/api/lake'],
    ['AGENT', env.VITE_AGENT_API_BASE || '/api/agent'],
  ] as const;
  const proxy: Record<string, ProxyOptions> = {};
  for (const [name, prefix] of services) {
    const target = env[`PARAPET_${name}_TARGET`];
    if (target && prefix.startsWith('/')) {
      proxy[prefix] = {
        target,
        changeOrigin: true,
        rewrite: (path) => path.slice(prefix.length) || '/',
      };
    }
  }
  return proxy;
}

/**
 * Packages that declare no `sideEffects` in their package.json although nothing of theirs runs
 * on import (no module of theirs is imported for its effects; they export components, hooks and
 * functions): antd's rc-components and its style engine. Said here, the bundler leaves out what a
 * route does not use — antd's overlays import its form context, which took the whole form
 * runtime and its validator into every route.
 */
/**
 * The screen's tile views (`widgets/components/*View.tsx` and `LevelTrend.tsx`, each a lazy chunk
 * of 1-4 KB, loaded once a layout names its data code)
 * and what only they import, as one chunk: a screen needs most of them, and sixteen small files
 * queued behind a screen's data requests on the browser's six connections held its figures back
 * longer than the ~25 KB of views it may not show.
 */
const SCREEN_VIEWS =
  /[\\/]src[\\/]features[\\/]screen[\\/]widgets[\\/](components[\\/]([A-Za-z]+View|LevelTrend|TileChart)\.tsx|model[\\/]charts\.ts)/;

const SIDE_EFFECT_FREE =
  /node_modules[\\/](@rc-component[\\/][^\\/]+|@ant-design[\\/](cssinjs|cssinjs-utils|colors|fast-color))[\\/]/;

export default defineConfig(({ command, mode }) => {
  const env = loadEnv(mode, process.cwd(), '');
  const apiMode = resolveApiMode({ command, explicit: env.VITE_API_MODE });
  return {
    plugins: [react(), mswWorker(apiMode === 'mock'), chunkPackages()],
    // The resolved mode replaces every read of it, so the bootstrap's mock branch is dead code
    // (and dropped with the mocks chunk) in a live bundle.
    define: { 'import.meta.env.VITE_API_MODE': JSON.stringify(apiMode) },
    server: { proxy: proxyFromEnv(env) },
    // What a deployment sends (docs/deploy.md); the journeys run under it and fail on violations.
    preview: {
      headers: securityHeaders({ uploadOrigins: parseOrigins(env.PARAPET_UPLOAD_ORIGINS) }),
    },
    build: {
      target: 'es2022',
      sourcemap: false,
      // scripts/routeBudgets.mjs reads it to size each route's initial JavaScript (npm test, bench).
      manifest: true,
      chunkSizeWarningLimit: 1200,
      // Assets stay files, not data: URLs: the Content-Security-Policy allows data: images only
      // for the PNG export, and no other image should depend on that exception.
      assetsInlineLimit: 0,
      rolldownOptions: {
        treeshake: { moduleSideEffects: [{ test: SIDE_EFFECT_FREE, sideEffects: false }] },
        output: {
          codeSplitting: {
            includeDependenciesRecursively: false,
            groups: [{ name: 'screen-views', test: SCREEN_VIEWS }],
          },
        },
      },
    },
  };
});
