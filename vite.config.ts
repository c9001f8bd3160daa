import { defineConfig, loadEnv, type ProxyOptions } from 'vite';
import react from '@vitejs/plugin-react';
import { mswWorker } from './build/mswWorkerPlugin';

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

export default defineConfig(({ mode }) => {
  const env = loadEnv(mode, process.cwd(), '');
  const mockMode = (env.VITE_API_MODE ?? 'mock') === 'mock';
  return {
    plugins: [react(), mswWorker(mockMode)],
    server: { proxy: proxyFromEnv(env) },
    build: {
      target: 'es2022',
      sourcemap: false,
      // bench/run.mjs reads it to size each route's initial JavaScript.
      manifest: true,
      chunkSizeWarningLimit: 1200,
    },
  };
});
