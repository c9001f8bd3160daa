import { expectNoSeriousA11yViolations } from './support/axe';
import { expect, gotoApp, test } from './support/fixtures';

// The cheapest proof that the demo build boots: the shell renders and passes axe.
test('the app opens on its shell and passes axe', async ({ page }) => {
  await gotoApp(page, '/');
  await expect(page.getByRole('main')).toBeVisible();
  await expectNoSeriousA11yViolations(page);
});
