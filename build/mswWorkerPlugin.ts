import { readFileSync } from 'node:fs';
import { createRequire } from 'node:module';
import type { Plugin } from 'vite';

const WORKER_FILE = 'mockServiceWorker.js';

/**
 * Serves and emits MSW's worker script only in mock mode. The worker is read from the installed
 * msw package instead of living in public/, so the live build can never ship it and the worker
 * always matches the installed msw version.
 */
export function mswWorker(enabled: boolean): Plugin {
  const require = createRequire(import.meta.url);
  const load = () => readFileSync(require.resolve(`msw/${WORKER_FILE}`), 'utf8');
  return {
    name: 'parapet:msw-worker',
    configureServer(server) {
      if (!enabled) return;
      server.middlewares.use(`/${WORKER_FILE}`, (_req, res) => {
        res.setHeader('Content-Type', 'text/javascript');
        res.setHeader('Service-Worker-Allowed', '/');
        res.end(load());
      });
    },
    configurePreviewServer(server) {
      // `vite preview` serves dist-demo statically; nothing extra needed but keep the header right.
      server.middlewares.use(`/${WORKER_FILE}`, (_req, res, next) => {
        res.setHeader('Service-Worker-Allowed', '/');
        next();
      });
    },
    generateBundle() {
      if (!enabled) return;
      this.emitFile({ type: 'asset', fileName: WORKER_FILE, source: load() });
    },
  };
}
