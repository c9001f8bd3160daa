import { expect, test, type Page } from '@playwright/test';

/**
 * Every test gets a new browser context, so storage starts empty and the mock backend reseeds:
 * each journey begins from fresh demo data without any cleanup step.
 */
export { expect, test };

export interface GotoOptions {
  lang?: 'zh' | 'en';
  apiKey?: string;
  /** `mock-fault` spec for this page load. */
  faults?: string;
  scale?: 'normal' | 'large';
}

/**
 * Opens a page of the app. Language and API key are seeded only if absent, so whatever the app
 * itself changes later survives reloads as it would for a person.
 */
export async function gotoApp(page: Page, path: string, options: GotoOptions = {}) {
  const { lang, apiKey } = options;
  if (lang || apiKey) {
    await page.addInitScript(
      ([lang, apiKey]) => {
        if (lang && localStorage.getItem('parapet.locale') === null)
          localStorage.setItem('parapet.locale', lang);
        if (apiKey && sessionStorage.getItem('parapet.agent.apiKey') === null) {
          sessionStorage.setItem('parapet.agent.apiKey', apiKey);
        }
      },
      [lang ?? null, apiKey ?? null] as const,
    );
  }
  const url = new URL(path, 'http://placeholder');
  if (options.faults) url.searchParams.set('mock-fault', options.faults);
  if (options.scale) url.searchParams.set('mock-scale', options.scale);
  await page.goto(url.pathname + url.search);
  await expect(page.getByRole('main')).toBeVisible();
}

/**
 * Picks an option of an antd Select. Its role=option nodes are a hidden aria mirror, so the
 * visible option is found by its title (the option's label), as a pointer user would see it.
 */
export async function chooseOption(page: Page, combobox: string, option: string) {
  await page.getByRole('combobox', { name: combobox }).click();
  await page.getByTitle(option, { exact: true }).filter({ visible: true }).click();
}
