// `npm test`: every check, in order, stopping at the first failure.
import { spawnSync } from 'node:child_process';

const bin = (name) => `node_modules/.bin/${name}`;
const steps = [
  ['typecheck', bin('tsc'), ['-b']],
  ['lint', bin('eslint'), ['.', '--max-warnings=0']],
  ['format', bin('prettier'), ['--check', '.']],
  ['unit and integration tests', bin('vitest'), ['run']],
  ['live build', bin('vite'), ['build', '--mode', 'live']],
  ['demo build', bin('vite'), ['build', '--mode', 'demo', '--outDir', 'dist-demo']],
  ['live build holds no mock code', 'node', ['scripts/check-live-build.mjs']],
  ['chromium', 'node', ['scripts/ensure-chromium.mjs']],
  ['browser journeys', bin('playwright'), ['test']],
];

const timings = [];
const started = Date.now();
for (const [name, command, args] of steps) {
  console.log(`\n=== ${name}: ${command} ${args.join(' ')}`);
  const begin = Date.now();
  const result = spawnSync(command, args, { stdio: 'inherit', env: process.env });
  timings.push([name, (Date.now() - begin) / 1000]);
  if (result.status !== 0) {
    console.error(`\nFAILED: ${name} (exit ${result.status ?? result.signal})`);
    process.exit(result.status || 1);
  }
}
console.log('\nAll checks passed:');
for (const [name, seconds] of timings)
  console.log(`  ${seconds.toFixed(1).padStart(6)} s  ${name}`);
console.log(`  ${((Date.now() - started) / 1000).toFixed(1).padStart(6)} s  total`);
