// The live build (as `npm run build` makes it; bench/builds.mjs' LIVE_DIR) served by `vite
// preview`, its three API prefixes proxied to the HTTP mock server: the wall soak and the load
// profile run here, so nothing of the mock backend shares the page's heap or main thread
// (docs/design.md §6), and the soak switches its faults on the server.
import { spawn } from 'node:child_process';
import { startMockServerProcess } from '../scripts/mockServerProcess.mjs';
import { LIVE_DIR } from './builds.mjs';

export async function waitForHttp(url, what) {
  for (let i = 0; i < 150; i += 1) {
    try {
      if ((await fetch(url)).ok) return;
    } catch {
      // not up yet
    }
    await new Promise((resolve) => setTimeout(resolve, 200));
  }
  throw new Error(`bench: ${what} did not start on ${url}`);
}

/** Starts the mock server and `vite preview` of the live build on `port`; `stop()` ends both. */
export async function startLiveBuild(port, outDir = LIVE_DIR) {
  const mock = await startMockServerProcess();
  const base = `http://127.0.0.1:${port}`;
  // vite.config.ts proxies each same-origin prefix to PARAPET_<SERVICE>_TARGET (minus the prefix).
  const preview = spawn(
    'node_modules/.bin/vite',
    [
      'preview',
      '--mode',
      'live',
      '--outDir',
      outDir,
      '--host',
      '127.0.0.1',
      '--port',
      String(port),
      '--strictPort',
    ],
    {
      stdio: 'ignore',
      env: {
        ...process.env,
        PARAPET_SCREEN_TARGET: `${mock.url}/api/screen`,
        PARAPET_LAKE_TARGET: `${mock.url}/api/lake`,
        PARAPET_AGENT_TARGET: `${mock.url}/api/agent`,
        // The screen logo's signed address points at the mock's object storage, as a real one
        // points at the bucket: the policy allows that origin (docs/deploy.md).
        PARAPET_UPLOAD_ORIGINS: mock.url,
      },
    },
  );
  const stop = () => {
    preview.kill();
    mock.child.kill();
  };
  try {
    await waitForHttp(base, `vite preview of ${outDir}/`);
  } catch (error) {
    stop();
    throw error;
  }
  return {
    base,
    stop,
    /** Replaces the server's faults (`mock-fault` syntax, '' for none). */
    setFaults: async (spec) => {
      const response = await fetch(`${mock.url}/__mock/faults`, { method: 'PUT', body: spec });
      if (!response.ok) throw new Error(`bench: PUT /__mock/faults answered ${response.status}`);
    },
  };
}
