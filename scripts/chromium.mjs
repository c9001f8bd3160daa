// Where Playwright finds a Chromium. `npx playwright install` cannot download browsers on our
// machines (closed network), so the system's Chromium (Debian's `chromium`) comes first.
import { existsSync } from 'node:fs';
import { createRequire } from 'node:module';
import { isAbsolute, resolve } from 'node:path';

const require = createRequire(import.meta.url);

// Debian's old headless shell first: the same Blink without the browser's UI processes, it boots
// a page in ~60 % of the full browser's time on these machines (Playwright itself prefers a
// headless shell for headless runs).
export const HEADLESS_SHELL = '/usr/bin/chromium-headless-shell';
const SYSTEM_BROWSERS = [
  HEADLESS_SHELL,
  '/usr/bin/chromium',
  '/usr/bin/chromium-browser',
  '/usr/bin/google-chrome',
];

/** Playwright's own downloaded Chromium, if one was ever installed on this machine. */
function playwrightChromium() {
  for (const pkg of ['@playwright/test', 'playwright-core']) {
    try {
      const path = require(pkg).chromium.executablePath();
      if (path && existsSync(path)) return path;
    } catch {
      // Package absent, or it knows no browser for this platform: try the next.
    }
  }
  return null;
}

/**
 * An absolute path to a Chromium for the journeys, or null: PARAPET_CHROMIUM or CHROME_PATH,
 * then the usual system paths, then Playwright's own browser.
 */
export function findChromium() {
  for (const name of ['PARAPET_CHROMIUM', 'CHROME_PATH']) {
    const value = process.env[name];
    if (!value) continue;
    const path = isAbsolute(value) ? value : resolve(value);
    if (existsSync(path)) return path;
    // Say so: a typo here would otherwise silently fall back to another browser.
    console.warn(`${name}=${value} does not exist; looking elsewhere for Chromium.`);
  }
  return SYSTEM_BROWSERS.find((path) => existsSync(path)) ?? playwrightChromium();
}

/**
 * Flags for headless Chromium as root on a machine with no outside network (docs/design.md §7):
 * root needs --no-sandbox; the background/update/sync flags stop Chromium from dialling Google,
 * whose refused connections otherwise slow every start; small containers have a tiny /dev/shm.
 */
export const CHROMIUM_ARGS = [
  '--no-sandbox',
  '--disable-gpu',
  '--disable-background-networking',
  '--disable-component-update',
  '--disable-sync',
  '--no-first-run',
  '--disable-quic',
  '--disable-dev-shm-usage',
];
