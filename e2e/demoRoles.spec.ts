import { expectNoSeriousA11yViolations } from './support/axe';
import { expect, gotoApp, test } from './support/fixtures';

/**
 * The demo acts as the role chosen in Settings, as the gateway would let that person act: the
 * controls the role may not use are off and say why, for the rest of the tab's life.
 */
test('acting as a viewer in the demo: every write is off and says the role it needs', async ({
  page,
}) => {
  await gotoApp(page, '/settings', { lang: 'en' });
  const roles = page.getByRole('radiogroup', { name: 'Act as (demo)' });
  await expect(roles.getByRole('radio', { name: 'admin' })).toBeChecked();
  await roles.getByText('viewer', { exact: true }).click();
  await expect(page.getByRole('link', { name: 'Demo: acting as viewer' })).toBeVisible();
  await page.mouse.move(0, 0);
  await expectNoSeriousA11yViolations(page);

  await page
    .getByRole('navigation', { name: 'Main navigation' })
    .getByRole('link', {
      name: 'Lake catalogs',
    })
    .click();
  const create = page.getByRole('button', { name: 'Create catalog' });
  await expect(create).toBeDisabled();
  await expect(create).toHaveAccessibleDescription(
    'Needs the editor role; you are signed in as viewer.',
  );

  // The role lasts for the tab: a reload acts as the viewer still.
  await page.goto('/screen');
  await expect(page.getByRole('button', { name: /^Edit/ })).toBeDisabled();
  await expect(page.getByRole('button', { name: 'New screen' })).toHaveAccessibleDescription(
    'Needs the editor role; you are signed in as viewer.',
  );
  await expect(page.getByRole('link', { name: 'Demo: acting as viewer' })).toBeVisible();
});
