// Makes sure a Chromium exists for the Playwright journeys, installing Debian's package when it can.
import { execFileSync, spawnSync } from 'node:child_process';
import { existsSync, readFileSync } from 'node:fs';
import { findChromium } from './chromium.mjs';

function isDebianLike() {
  if (!existsSync('/etc/os-release')) return false;
  const release = readFileSync('/etc/os-release', 'utf8');
  return /^(ID|ID_LIKE)=.*\b(debian|ubuntu)\b/m.test(release);
}

function run(command, args) {
  console.log(`$ ${command} ${args.join(' ')}`);
  const result = spawnSync(command, args, {
    stdio: 'inherit',
    env: { ...process.env, DEBIAN_FRONTEND: 'noninteractive' },
  });
  return result.status === 0;
}

let browser = await findChromium();
if (!browser) {
  const root = typeof process.getuid === 'function' && process.getuid() === 0;
  if (!isDebianLike() || !root) {
    console.error(
      [
        'No Chromium found for the Playwright journeys.',
        'Install one and run again:',
        '  Debian/Ubuntu: sudo apt-get install chromium',
        '  elsewhere:     install Chrome or Chromium and set PARAPET_CHROMIUM=/path/to/chrome',
      ].join('\n'),
    );
    process.exit(1);
  }
  console.log("No Chromium found: installing Debian's chromium package.");
  if (
    !run('apt-get', ['update']) ||
    !run('apt-get', ['install', '-y', '--no-install-recommends', 'chromium'])
  ) {
    console.error('Installing chromium with apt-get failed; see the output above.');
    process.exit(1);
  }
  // CJK fonts so Chinese renders in screenshots; the tests pass without them.
  if (!run('apt-get', ['install', '-y', '--no-install-recommends', 'fonts-noto-cjk'])) {
    console.warn(
      'fonts-noto-cjk could not be installed; Chinese may render as boxes in screenshots.',
    );
  }
  browser = await findChromium();
  if (!browser) {
    console.error('chromium was installed but not found at /usr/bin/chromium.');
    process.exit(1);
  }
}

let version;
try {
  version = execFileSync(browser, ['--version'], { encoding: 'utf8' }).trim();
} catch {
  version = '(version unknown)';
}
console.log(`Chromium for Playwright: ${browser} — ${version}`);
