// `npm run test:deploy`: the live build as docs/deploy.md deploys it. Starts the HTTP mock backend,
// a real nginx running deploy/nginx.conf.template over a copy of dist/ (scripts/nginxSite.mjs),
// and runs the Playwright smoke in e2e-deploy/ through it.
// Arguments are passed on to Playwright (a spec file, --grep). PARAPET_DEPLOY_DIST serves another
// live build's folder than dist/, so a second session on the machine can test its own build.
import { spawnSync } from 'node:child_process';
import { existsSync } from 'node:fs';
import { join } from 'node:path';
import { fileURLToPath } from 'node:url';
// Run through tsx (package.json), which lets this script import the TypeScript header module.
import { securityHeaders } from '../build/securityHeaders.ts';
import { startMockServerProcess } from './mockServerProcess.mjs';
import { startNginxSite } from './nginxSite.mjs';

const ROOT = fileURLToPath(new URL('..', import.meta.url));
const DIST = process.env.PARAPET_DEPLOY_DIST ?? 'dist';
const bin = (name) => join(ROOT, 'node_modules', '.bin', name);

if (!existsSync(join(ROOT, DIST, 'index.html'))) {
  console.error(
    `${DIST}/ is missing: run \`npm run build\` (or \`npm test\`, which builds it) first.`,
  );
  process.exit(1);
}
const mock = await startMockServerProcess();
let site;
try {
  site = await startNginxSite({
    dist: DIST,
    api: mock.url,
    headers: securityHeaders({ uploadOrigins: [mock.url] }),
  });
} catch (error) {
  console.error(`FAILED: ${error.message}`);
  mock.child.kill();
  process.exit(1);
}
console.log(`nginx ${site.url} → ${DIST}/, API → ${mock.url}`);

const result = spawnSync(
  bin('playwright'),
  ['test', '--config', 'playwright.deploy.config.ts', ...process.argv.slice(2)],
  {
    cwd: ROOT,
    stdio: 'inherit',
    // The mock server's own address too: the chaos journey switches its faults
    // (PUT /__mock/faults, which nginx does not forward).
    env: {
      ...process.env,
      PARAPET_DEPLOY_URL: site.url,
      PARAPET_MOCK_URL: mock.url,
      PARAPET_DEPLOY_BROTLI: site.brotli ? '1' : '',
    },
  },
);
if (result.status !== 0) {
  // Its last lines: a chaos run logs every connection the mock dropped on purpose.
  const log = site.errorLog();
  console.error(`nginx error log (last ${log.length} lines):\n${log.join('\n')}`);
}
site.stop();
mock.child.kill('SIGTERM');
process.exit(result.status ?? 1);
