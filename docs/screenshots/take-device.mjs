// Takes the device link screenshots of docs/wall-design.md from a running demo build:
//   npm run build:demo && npm run preview:demo -- --host 127.0.0.1 &
//   node docs/screenshots/take-device.mjs [http://127.0.0.1:4173]
// A link is made through the gateway's API as the demo's admin, then opened in another tab,
// which becomes the display: wall-device-{en,zh}.png while it shows its screen, and
// wall-revoked-{en,zh}.png once the link was revoked (the demo keeps links per tab, so the
// display is reloaded after the revoke). 1920×1080.
import { chromium } from '@playwright/test';
import { fileURLToPath } from 'node:url';
import { CHROMIUM_ARGS, findChromium } from '../../scripts/chromium.mjs';

const BASE = process.argv[2] ?? 'http://127.0.0.1:4173';
const OUT = fileURLToPath(new URL('.', import.meta.url));

const browser = await chromium.launch({ executablePath: findChromium(), args: CHROMIUM_ARGS });
for (const lang of ['en', 'zh']) {
  const context = await browser.newContext({ viewport: { width: 1920, height: 1080 } });
  await context.addInitScript((locale) => localStorage.setItem('parapet.locale', locale), lang);
  const admin = await context.newPage();
  await admin.goto(`${BASE}/screen`);
  await admin.getByRole('main').waitFor();
  const { link, token } = await admin.evaluate(async () => {
    const response = await fetch('/api/device-links', {
      method: 'POST',
      headers: { 'content-type': 'application/json' },
      body: JSON.stringify({
        name: 'Lobby wall',
        target: { kind: 'screen', screenId: '1001' },
        expiresAt: new Date(Date.now() + 30 * 86_400_000).toISOString(),
      }),
    });
    return response.json();
  });

  const wall = await context.newPage();
  await wall.goto(`${BASE}/wall#${token}`);
  await wall.waitForURL(/\/wall$/);
  await wall.getByRole('region', { name: /Screen tiles|大屏卡片/ }).waitFor();
  await wall.waitForFunction(
    () =>
      document.querySelectorAll('section[data-code]').length > 0 &&
      document.querySelectorAll('[aria-busy="true"], [data-chart-pending]').length === 0,
    undefined,
    { timeout: 60_000 },
  );
  // Charts finish their first draw; the console chrome hides after 4 s without movement.
  await wall.waitForTimeout(4_500);
  await wall.screenshot({ path: `${OUT}wall-device-${lang}.png` });
  console.log(`wall-device-${lang}`);

  await admin.evaluate(
    (id) => fetch(`/api/device-links/${encodeURIComponent(id)}/revoke`, { method: 'POST' }),
    link.id,
  );
  await wall.reload();
  await wall.getByRole('heading', { level: 1 }).waitFor();
  await wall.screenshot({ path: `${OUT}wall-revoked-${lang}.png` });
  console.log(`wall-revoked-${lang}`);
  await context.close();
}
await browser.close();
