// Makes sure a Chromium exists for the Playwright journeys. `npx playwright install` cannot
// download browsers here, so on Debian/Ubuntu as root we install Debian's `chromium` package;
// anywhere else we say what to install rather than guess.
import { execFileSync, spawnSync } from 'node:child_process';
import { existsSync, readFileSync } from 'node:fs';
import { findChromium } from './chromium.mjs';

function isDebianLike() {
  if (!existsSync('/etc/os-release')) return false;
  const release = readFileSync('/etc/os-release', 'utf8');
  return /^(ID|ID_LIKE)="?[^\n]*\b(debian|ubuntu)\b/m.test(release);
}

/** Runs a command with its output streamed to ours; true when it succeeded. */
function run(command, args) {
  console.log(`$ ${command} ${args.join(' ')}`);
  const result = spawnSync(command, args, {
    stdio: 'inherit',
    env: { ...process.env, DEBIAN_FRONTEND: 'noninteractive' },
  });
  return result.status === 0;
}

const APT_INSTALL = ['install', '-y', '--no-install-recommends'];

let browser = findChromium();
if (!browser) {
  const root = process.getuid?.() === 0;
  if (!isDebianLike() || !root) {
    console.error(
      [
        'No Chromium found for the Playwright journeys. Install one and run again:',
        '  Debian/Ubuntu: sudo apt-get install chromium',
        '  elsewhere:     install Chrome or Chromium, then set PARAPET_CHROMIUM=/path/to/chrome',
      ].join('\n'),
    );
    process.exit(1);
  }
  console.log("No Chromium found: installing Debian's chromium package.");
  if (!run('apt-get', ['update']) || !run('apt-get', [...APT_INSTALL, 'chromium'])) {
    console.error('FAILED: apt-get could not install chromium; see the output above.');
    process.exit(1);
  }
  // CJK fonts so Chinese (the app's default language) renders in screenshots; tests pass without.
  if (!run('apt-get', [...APT_INSTALL, 'fonts-noto-cjk'])) {
    console.warn('fonts-noto-cjk was not installed; Chinese may render as boxes in screenshots.');
  }
  browser = findChromium();
  if (!browser) {
    console.error('chromium was installed, yet no browser is at /usr/bin/chromium.');
    process.exit(1);
  }
}

let version = '(version unknown)';
try {
  // stderr ignored: Debian's launcher script prints harmless warnings about /dev/shm.
  version = execFileSync(browser, ['--version'], {
    encoding: 'utf8',
    stdio: ['ignore', 'pipe', 'ignore'],
    timeout: 30_000,
  }).trim();
} catch {
  // Still usable by Playwright even if --version misbehaves; the journeys will tell.
}
console.log(`Chromium for Playwright: ${browser} (${version})`);
