import { existsSync } from 'node:fs';

const SYSTEM_BROWSERS = [
  '/usr/bin/chromium',
  '/usr/bin/chromium-browser',
  '/usr/bin/google-chrome',
];

/** A Chromium for Playwright: an explicit env var, the system's, then Playwright's own download. */
export async function findChromium() {
  for (const name of ['PARAPET_CHROMIUM', 'CHROME_PATH']) {
    const path = process.env[name];
    if (path && existsSync(path)) return path;
  }
  for (const path of SYSTEM_BROWSERS) if (existsSync(path)) return path;
  try {
    const { chromium } = await import('@playwright/test');
    const path = chromium.executablePath();
    if (path && existsSync(path)) return path;
  } catch {
    // Playwright has no browser of its own here.
  }
  return null;
}

/** Flags for headless Chromium as root on a machine with no outside network (DESIGN.md §7). */
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
