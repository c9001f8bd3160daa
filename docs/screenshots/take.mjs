// Takes the wall screenshots of docs/wall-design.md from a running demo build:
//   npm run build:demo && npm run preview:demo -- --host 127.0.0.1 &
//   node docs/screenshots/take.mjs [http://127.0.0.1:4173]
// Debian's Chromium (scripts/ensure-chromium.mjs installs it); 4K shots are JPEG to keep the
// repository small.
import { chromium } from '@playwright/test';
import { fileURLToPath } from 'node:url';

const BASE = process.argv[2] ?? 'http://127.0.0.1:4173';
const OUT = fileURLToPath(new URL('.', import.meta.url));
const FAULTS =
  'screen:DescribeScreenEmerRisk:500,screen:DescribeScreenAttackAnalysisData:503,screen:DescribeScreenHostStatistics:403';
const SIZES = [
  [1280, 720],
  [1920, 1080],
  [3840, 2160],
];

const browser = await chromium.launch({
  executablePath: '/usr/bin/chromium',
  args: ['--no-sandbox', '--disable-gpu', '--disable-background-networking'],
});
for (const lang of ['en', 'zh']) {
  for (const [width, height] of SIZES) {
    for (const faults of [false, true]) {
      const context = await browser.newContext({ viewport: { width, height } });
      await context.addInitScript((locale) => localStorage.setItem('parapet.locale', locale), lang);
      const page = await context.newPage();
      const query = faults ? `?mock-fault=${FAULTS}` : '';
      await page.goto(`${BASE}/screen/default/present${query}`);
      // Every tile drawn or saying why not: nothing left busy.
      await page.getByRole('region', { name: /Screen tiles|大屏卡片/ }).waitFor();
      await page.waitForFunction(
        () =>
          document.querySelectorAll('section[data-code]').length === 12 &&
          document.querySelectorAll('[aria-busy="true"]').length === 0,
        undefined,
        { timeout: 60_000 },
      );
      // Charts finish their first draw; the console chrome hides after 4 s without movement.
      await page.waitForTimeout(4_500);
      const name = `wall${faults ? '-faults' : ''}-${lang}-${width}x${height}`;
      const jpeg = width > 1920;
      await page.screenshot({
        path: `${OUT}${name}.${jpeg ? 'jpg' : 'png'}`,
        ...(jpeg ? { type: 'jpeg', quality: 80 } : {}),
      });
      console.log(name);
      await context.close();
    }
  }
}
await browser.close();
