// Takes the device links screenshots (the admin's list and the dialog with its QR code) from a
// running demo build, at 1440×900 in English and Chinese:
//   npm run build:demo && npm run preview:demo -- --host 127.0.0.1 &
//   node docs/screenshots/take-devices.mjs [http://127.0.0.1:4173]
// device-links-{en,zh}.png: /screen/devices as seeded (one link of each state) plus one made
// here; device-link-dialog-{en,zh}.png: the dialog once a link is made, its link and QR code.
import { chromium } from '@playwright/test';
import { fileURLToPath } from 'node:url';
import { CHROMIUM_ARGS, findChromium } from '../../scripts/chromium.mjs';

const BASE = process.argv[2] ?? 'http://127.0.0.1:4173';
const OUT = fileURLToPath(new URL('.', import.meta.url));
const WORDS = {
  en: {
    create: 'Create device link',
    name: 'Name',
    shows: 'Shows',
    submit: 'Create link',
    done: 'Done',
  },
  zh: { create: '创建设备链接', name: '名称', shows: '展示内容', submit: '创建链接', done: '完成' },
};

const browser = await chromium.launch({ executablePath: findChromium(), args: CHROMIUM_ARGS });
for (const lang of ['en', 'zh']) {
  const words = WORDS[lang];
  const context = await browser.newContext({ viewport: { width: 1440, height: 900 } });
  await context.addInitScript((locale) => localStorage.setItem('parapet.locale', locale), lang);
  const page = await context.newPage();
  await page.goto(`${BASE}/screen/devices`);
  await page.getByRole('rowheader', { name: 'SOC wall 1' }).waitFor();

  await page.getByRole('button', { name: words.create }).click();
  const dialog = page.getByRole('dialog', { name: words.create });
  await dialog
    .getByRole('textbox', { name: words.name })
    .fill(lang === 'en' ? 'SOC wall 2' : 'SOC 大屏 2');
  await dialog.getByRole('combobox', { name: words.shows }).selectOption({ label: 'SOC 值班墙' });
  await dialog.getByRole('button', { name: words.submit }).click();
  await page.getByRole('img', { name: /QR|二维码/ }).waitFor();
  // The dialog's opening animation ends; nothing is hovered.
  await page.mouse.move(0, 0);
  await page.waitForTimeout(600);
  await page.screenshot({ path: `${OUT}device-link-dialog-${lang}.png` });
  console.log(`device-link-dialog-${lang}`);

  await page.getByRole('button', { name: words.done }).click();
  await page.getByRole('dialog').waitFor({ state: 'detached' });
  await page.mouse.move(0, 0);
  await page.waitForTimeout(400);
  await page.screenshot({ path: `${OUT}device-links-${lang}.png` });
  console.log(`device-links-${lang}`);
  await context.close();
}
await browser.close();
