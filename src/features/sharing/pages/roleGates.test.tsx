import { screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { mockControl } from '../../../../test/msw';
import { preloadRoutes, renderApp } from '../../../../test/renderApp';
import { recordLakeRequestsOfEachTest } from '../../lake-common/testing/lakeRequests';

preloadRoutes('/shares', '/shares/sales_to_partners');
beforeAll(() =>
  Promise.all([
    import('../components/ProvidedSharesTab'),
    import('../components/ReceiversTab'),
    import('../components/ShareReceivers'),
    import('../components/ShareResources'),
  ]),
);

const requests = recordLakeRequestsOfEachTest();
const needsAdmin = (role: string) => `Needs the admin role; you are signed in as ${role}.`;

/** The button named `name` once the session has been read: disabled, saying why. */
async function gated(
  name: string,
  reason: string,
  scope: Pick<typeof screen, 'findByRole'> = screen,
): Promise<HTMLElement> {
  const button = await scope.findByRole('button', { name, description: reason });
  expect(button).toBeDisabled();
  expect(button).toHaveAccessibleDescription(reason);
  return button;
}

// Shares and receivers are the admin's (CreateShare, AlterShare, DropShare, AlterShareReceivers,
// AlterShareResources, CreateReceiver, AlterReceiver, DropReceiver): a viewer or an editor reads
// them, and is told on each button why it is not theirs to press.
describe('shares for a role below admin', () => {
  it('lets a viewer read the provided shares, and says why Create share is not theirs', async () => {
    mockControl.setRole('viewer');
    const user = userEvent.setup({ delay: null });
    renderApp('/shares');
    const list = await screen.findByRole('table', { name: 'Shares I provide' });
    expect(await within(list).findByRole('link', { name: 'sales_to_partners' })).toBeVisible();
    await user.click(await gated('Create share', needsAdmin('viewer')));
    expect(screen.queryByRole('dialog')).toBeNull();
    expect(requests.every((r) => r.method === 'GET')).toBe(true);
  });

  it('lets an editor read the receivers, each row’s Edit and Drop disabled with the reason', async () => {
    mockControl.setRole('editor');
    const user = userEvent.setup({ delay: null });
    renderApp('/shares?tab=receivers');
    const list = await screen.findByRole('table', { name: 'Receivers' });
    expect(await within(list).findByText('partner_eu')).toBeVisible();
    const reason = needsAdmin('editor');
    await gated('Create receiver', reason);
    const edit = await gated('Edit receiver partner_eu', reason, within(list));
    const drop = await gated('Drop receiver bi_vendor', reason, within(list));
    await user.click(edit);
    await user.click(drop);
    expect(screen.queryByRole('dialog')).toBeNull();
    // Every row's actions, not only the first.
    const rows = within(list).getAllByRole('button', { name: /^(Edit|Drop) receiver / });
    expect(rows.length).toBeGreaterThan(2);
    for (const button of rows) expect(button).toHaveAccessibleDescription(reason);
    expect(requests.every((r) => r.method === 'GET')).toBe(true);
  });

  it('lets a viewer read a share, its receivers and resources, every change disabled', async () => {
    mockControl.setRole('viewer');
    const user = userEvent.setup({ delay: null });
    renderApp('/shares/sales_to_partners');
    expect(
      await screen.findByRole('heading', { level: 1, name: 'sales_to_partners' }),
    ).toBeVisible();
    const receivers = await screen.findByRole('table', { name: 'Receivers of this share' });
    expect(await within(receivers).findByText('partner_eu')).toBeVisible();
    expect(await screen.findByRole('table', { name: 'Shared resources' })).toBeVisible();

    const reason = needsAdmin('viewer');
    for (const name of [
      'Edit share sales_to_partners',
      'Drop share sales_to_partners',
      'Change receivers',
      'Change resources',
    ]) {
      await user.click(await gated(name, reason));
    }
    expect(screen.queryByRole('dialog')).toBeNull();
    expect(requests.every((r) => r.method === 'GET')).toBe(true);
  });

  it('says why in Chinese', async () => {
    mockControl.setRole('editor');
    renderApp('/shares/sales_to_partners', { locale: 'zh' });
    const reason = '需要管理员角色；你当前的角色是编辑者。';
    await waitFor(() =>
      expect(screen.getAllByRole('button', { description: reason })).toHaveLength(4),
    );
    for (const button of screen.getAllByRole('button', { description: reason })) {
      expect(button).toBeDisabled();
    }
  });
});
