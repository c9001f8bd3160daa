import { screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { mockControl } from '../../../../../test/msw';
import { preloadRoutes, renderApp } from '../../../../../test/renderApp';
import { recordLakeRequestsOfEachTest } from '../../../lake-common/testing/lakeRequests';

preloadRoutes('/access/roles', '/access/roles/analysts', '/access/users');
beforeAll(() => import('../../users/components/PrincipalPermissions'));

const requests = recordLakeRequestsOfEachTest();
const needsAdmin = (role: string) => `Needs the admin role; you are signed in as ${role}.`;

/** The button named `name` once the session has been read: disabled, saying why. */
async function gated(name: string, reason: string): Promise<HTMLElement> {
  const button = await screen.findByRole('button', { name, description: reason });
  expect(button).toBeDisabled();
  expect(button).toHaveAccessibleDescription(reason);
  return button;
}

// Roles and users are the admin's (CreateRole, GrantRoleToUsers, DeleteRole): a viewer or an
// editor reads them, and is told on each button why it is not theirs to press.
describe('access for a role below admin', () => {
  it('lets a viewer read the roles and users, and says why Create role is not theirs', async () => {
    mockControl.setRole('viewer');
    const user = userEvent.setup({ delay: null });
    const { unmount } = renderApp('/access/roles');
    const table = await screen.findByRole('table', { name: 'Roles' });
    const analysts = await within(table).findByRole('row', { name: /analysts/ });
    expect(within(analysts).getByText('4 users')).toBeVisible();
    const create = await gated('Create role', needsAdmin('viewer'));
    await user.click(create);
    expect(screen.queryByRole('dialog')).toBeNull();
    unmount();

    renderApp('/access/users');
    const users = await screen.findByRole('table', { name: 'Users' });
    expect(await within(users).findByRole('row', { name: /lake-etl/ })).toBeVisible();
    expect(requests.every((r) => r.method === 'GET')).toBe(true);
  });

  it('lets an editor read a role, its users and grants, with Grant and Drop disabled', async () => {
    mockControl.setRole('editor');
    const user = userEvent.setup({ delay: null });
    renderApp('/access/roles/analysts');
    const members = await screen.findByRole('table', { name: 'Users with this role' });
    expect(await within(members).findByRole('link', { name: 'bob' })).toBeVisible();
    const grants = await screen.findByRole('table', { name: 'Permissions granted to this role' });
    expect(await within(grants).findByRole('row', { name: /sales\.customers/ })).toBeVisible();

    const grant = await gated('Grant to users', needsAdmin('editor'));
    const drop = await gated('Drop role analysts', needsAdmin('editor'));
    await user.click(grant);
    await user.click(drop);
    expect(screen.queryByRole('dialog')).toBeNull();
    expect(requests.every((r) => r.method === 'GET')).toBe(true);
  });

  it('says why in Chinese', async () => {
    mockControl.setRole('viewer');
    renderApp('/access/roles/analysts', { locale: 'zh' });
    const reason = '需要管理员角色；你当前的角色是查看者。';
    await waitFor(() =>
      expect(screen.getAllByRole('button', { description: reason })).toHaveLength(2),
    );
    for (const button of screen.getAllByRole('button', { description: reason })) {
      expect(button).toBeDisabled();
    }
  });
});
