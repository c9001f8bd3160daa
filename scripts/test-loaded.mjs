// `npm run test:loaded`: the whole README test command with a CPU hog occupying one core beside
// it, as on a shared CI runner or a laptop with a browser open. Passes only if `npm test` does,
// and reports how long it took. A flake found this way is fixed at its cause (docs/testing.md).
import { spawn, spawnSync } from 'node:child_process';
import { fileURLToPath } from 'node:url';

const ROOT = fileURLToPath(new URL('..', import.meta.url));

// One busy loop in its own process: a full core's worth of competing work for the whole run.
const hog = spawn(process.execPath, ['-e', 'for (;;) {}'], { stdio: 'ignore' });
const stopHog = () => {
  if (hog.exitCode === null) hog.kill('SIGKILL');
};
process.on('exit', stopHog);
for (const signal of ['SIGINT', 'SIGTERM']) {
  process.on(signal, () => {
    stopHog();
    process.exit(130);
  });
}

console.log(`test:loaded: a CPU hog (pid ${hog.pid}) occupies one core during \`npm test\`.`);
const started = Date.now();
const result = spawnSync(process.execPath, ['scripts/test-all.mjs'], {
  cwd: ROOT,
  stdio: 'inherit',
  env: process.env,
});
stopHog();
const seconds = ((Date.now() - started) / 1000).toFixed(1);
const status = result.status ?? 1;
console.log(
  `\ntest:loaded: npm test ${status === 0 ? 'passed' : 'FAILED'} under load in ${seconds} s`,
);
process.exit(status);
