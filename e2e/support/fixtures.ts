import { expect, test as base, type Page } from '@playwright/test';

/**
 * Fresh mock state needs no fixture: Playwright gives every test a new browser context, so its
 * localStorage (`parapet.mock.v1`, `parapet.locale`), sessionStorage (`parapet.mock.faults`,
 * `parapet.agent.apiKey`) and service worker start empty, and the mock backend reseeds from its
 * fixed seed. Clearing storage in an init script instead would wipe it on every navigation and
 * break journeys that test persistence across reloads.
 */
export { expect };

/**
 * Every journey runs under the deployment's Content-Security-Policy (`vite preview` sends it,
 * build/securityHeaders.ts) and fails on any violation it reports, on any page of the test: the
 * report crosses to the test through a binding, so a page that navigates away cannot lose it.
 */
export const test = base.extend<{ cspViolations: string[] }>({
  cspViolations: [
    async ({ context }, use) => {
      const violations: string[] = [];
      await context.exposeBinding('__parapetCspViolation', (_source, text: string) => {
        violations.push(text);
      });
      await context.addInitScript(() => {
        document.addEventListener('securitypolicyviolation', (event) => {
          const report = (window as unknown as { __parapetCspViolation?: (t: string) => void })
            .__parapetCspViolation;
          report?.(
            `${event.effectiveDirective} blocked ${event.blockedURI || '(inline)'} at ${event.sourceFile}:${event.lineNumber} on ${location.pathname}: ${event.sample}`,
          );
        });
      });
      await use(violations);
      expect(violations, 'Content-Security-Policy violations').toEqual([]);
    },
    { auto: true },
  ],
});

export interface GotoOptions {
  lang?: 'zh' | 'en';
  apiKey?: string;
  /** `mock-fault` spec for this page load. */
  faults?: string;
  scale?: 'normal' | 'large';
  /** `mock-corpus`: `xss` puts hostile data in every free text (it lasts for the tab). */
  corpus?: 'xss';
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
  if (options.corpus) url.searchParams.set('mock-corpus', options.corpus);
  await page.goto(url.pathname + url.search + url.hash);
  // The shell renders a <main> landmark once the app (and in the demo build, MSW) has started.
  await expect(page.getByRole('main')).toBeVisible();
}
