// Makes sure a Chromium exists for the Playwright journeys. `npx playwright install` cannot
// download browsers here, so on Debian/Ubuntu as root we install Debian's old headless shell
// (package `chromium-headless-shell`, built from Debian's chromium), which boots a page in ~60 % of
// the full browser's time; anywhere else we say what to install rather than guess.
import { execFileSync } from 'node:child_process';
import { aptInstall, canInstallPackages } from './debianPackages.mjs';
import { findChromium, HEADLESS_SHELL } from './chromium.mjs';

const chosenByUser = ['PARAPET_CHROMIUM', 'CHROME_PATH'].some((name) => process.env[name]);
const canInstall = canInstallPackages();

let browser = findChromium();
if (!browser && !canInstall) {
  console.error(
    [
      'No Chromium found for the Playwright journeys. Install one and run again:',
      '  Debian/Ubuntu: sudo apt-get install chromium-headless-shell   (or chromium)',
      '  elsewhere:     install Chrome or Chromium, then set PARAPET_CHROMIUM=/path/to/chrome',
    ].join('\n'),
  );
  process.exit(1);
}
if (canInstall && !chosenByUser && browser !== HEADLESS_SHELL) {
  console.log(
    browser
      ? `Found ${browser}; installing Debian's chromium-headless-shell, which runs the journeys faster.`
      : "No Chromium found: installing Debian's chromium-headless-shell package.",
  );
  if (aptInstall('chromium-headless-shell')) {
    // CJK fonts so Chinese (the app's default language) renders in screenshots; tests pass without.
    if (!aptInstall('fonts-noto-cjk'))
      console.warn('fonts-noto-cjk was not installed; Chinese may render as boxes in screenshots.');
  } else if (!browser) {
    console.error(
      'FAILED: apt-get could not install chromium-headless-shell; see the output above.',
    );
    process.exit(1);
  } else {
    console.warn(`apt-get could not install chromium-headless-shell; the journeys use ${browser}.`);
  }
  browser = findChromium();
  if (!browser) {
    console.error(`chromium-headless-shell was installed, yet no browser is at ${HEADLESS_SHELL}.`);
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
