// The HTTP mock backend (`npm run mock-server`) as a child process, for the scripts that run the
// live build against it: the deployment smoke (behind nginx) and the bench (behind vite preview).
import { spawn } from 'node:child_process';
import { join } from 'node:path';
import { fileURLToPath } from 'node:url';

const ROOT = fileURLToPath(new URL('..', import.meta.url));

/**
 * Starts the mock server on a free port, answering at once (`--no-latency`), plus `extraArgs`.
 * Resolves with the child and its base URL once it listens; rejects if it exits first.
 */
export function startMockServerProcess(extraArgs = []) {
  const child = spawn(
    join(ROOT, 'node_modules', '.bin', 'tsx'),
    ['mocks/server/main.ts', '--port', '0', '--no-latency', ...extraArgs],
    { cwd: ROOT, stdio: ['ignore', 'pipe', 'inherit'] },
  );
  return new Promise((resolve, reject) => {
    let output = '';
    child.stdout.on('data', (chunk) => {
      output += chunk;
      const url = /mock backend on (http:\/\/\S+)/.exec(output)?.[1];
      if (url) resolve({ child, url });
    });
    child.once('exit', (code) => reject(new Error(`mock-server exited (${code}): ${output}`)));
  });
}
