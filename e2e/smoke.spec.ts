import { expectNoSeriousA11yViolations } from './support/axe';
import { expect, gotoApp, test } from './support/fixtures';

// The cheapest proof that the demo build boots: the shell renders and passes axe.
test('the app opens on its shell and passes axe', async ({ page }) => {
  await gotoApp(page, '/');
  await expect(page.getByRole('main')).toBeVisible();
  await expectNoSeriousA11yViolations(page);
});

// Every journey fails on a Content-Security-Policy violation (support/fixtures.ts); that only
// means something while the server sends the policy.
test('the app is served with its Content-Security-Policy and security headers', async ({
  page,
}) => {
  for (const path of ['/', '/catalogs/sales_lake']) {
    const headers = (await page.request.get(path)).headers();
    const policy = headers['content-security-policy'] ?? '';
    for (const directive of [
      "default-src 'self'",
      "script-src 'self'",
      "object-src 'none'",
      "base-uri 'none'",
      "frame-ancestors 'none'",
    ]) {
      expect(policy.split('; '), path).toContain(directive);
    }
    expect(policy, path).not.toContain('unsafe-eval');
    expect(headers['x-content-type-options'], path).toBe('nosniff');
    expect(headers['referrer-policy'], path).toBe('strict-origin-when-cross-origin');
    expect(headers['permissions-policy'], path).toContain('camera=()');
  }
});

// Journeys run with reduced motion (playwright.config.ts); the app must honour either setting.
for (const [setting, animates] of [
  ['no-preference', true],
  ['reduce', false],
] as const) {
  test(`a dialog ${animates ? 'animates in' : 'appears without motion'} when the system's reduced motion is ${setting}`, async ({
    page,
  }) => {
    await page.emulateMedia({ reducedMotion: setting });
    await page.addInitScript(() => {
      const started = { count: 0 };
      (window as unknown as { motionStarted: typeof started }).motionStarted = started;
      // A spinner (an endless animation: a list refetching in the background) is a sign of
      // work, not motion of the dialog: only finite animations and transitions count.
      const endless = (event: Event) =>
        event instanceof AnimationEvent &&
        event.target instanceof Element &&
        getComputedStyle(event.target).animationIterationCount === 'infinite';
      for (const type of ['animationstart', 'transitionstart']) {
        document.addEventListener(type, (event) => !endless(event) && (started.count += 1), true);
      }
    });
    await gotoApp(page, '/catalogs', { lang: 'en' });
    const create = page.getByRole('button', { name: 'Create catalog', exact: true });
    await expect(create).toBeEnabled();
    const before = await page.evaluate(
      () => (window as unknown as { motionStarted: { count: number } }).motionStarted.count,
    );
    await create.click();
    const dialog = page.getByRole('dialog', { name: 'Create catalog' });
    await expect(dialog).toBeVisible();
    // Either way the dialog starts on its first field.
    await expect(dialog.getByLabel('Name', { exact: true })).toBeFocused();
    const started = await page.evaluate(
      () => (window as unknown as { motionStarted: { count: number } }).motionStarted.count,
    );
    if (animates) expect(started).toBeGreaterThan(before);
    else expect(started).toBe(before);
  });
}
