import { screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { lakeOperations } from '../../../../api/lake/operations';
import { callOperation } from '../../../../api/operation';
import { mockControl } from '../../../../../test/msw';
import { preloadRoutes, renderApp } from '../../../../../test/renderApp';
import { recordLakeRequestsOfEachTest } from '../../../lake-common/testing/lakeRequests';

preloadRoutes('/access/roles', '/access/roles/analysts');
// The dialogs' chunks, loaded once before the tests rather than inside the first that opens one.
beforeAll(() =>
  Promise.all([
    import('../components/CreateRoleModal'),
    import('../components/GrantRoleDialog'),
    import('../../../lake-common/components/ConfirmDropDialog'),
    import('../../users/components/PrincipalPermissions'),
  ]),
);

const requests = recordLakeRequestsOfEachTest();
const ANALYSTS = 'acs:dlf::1234567890123456:role/analysts';

describe('roles', () => {
  it('lists roles with their kind and users, and searches with the right-fuzzy pattern', async () => {
    const user = userEvent.setup({ delay: null });
    renderApp('/access/roles');
    const table = await screen.findByRole('table', { name: 'Roles' });
    const analysts = await within(table).findByRole('row', { name: /analysts/ });
    expect(within(analysts).getByText('Custom')).toBeVisible();
    expect(within(analysts).getByText('4 users')).toBeVisible();
    const admin = within(table).getByRole('row', { name: /^admin/ });
    expect(within(admin).getByText('Predefined')).toBeVisible();
    expect(screen.getByRole('navigation', { name: 'Access administration' })).toBeVisible();

    await user.type(screen.getByRole('searchbox', { name: 'Search roles' }), 'data');
    await waitFor(() => expect(within(table).getAllByRole('row')).toHaveLength(3));
    expect(within(table).getByRole('link', { name: 'data_editor' })).toBeVisible();
    const sent = requests.filter((r) => r.url.pathname.endsWith('/auth/roles/list'));
    expect(sent.at(-1)?.url.searchParams.get('roleNamePattern')).toBe('data%');
  });

  it('creates a role, says a taken name on the name field and keeps what was typed', async () => {
    const user = userEvent.setup({ delay: null });
    const { router } = renderApp('/access/roles');
    await user.click(await screen.findByRole('button', { name: 'Create role' }));
    const dialog = await screen.findByRole('dialog', { name: 'Create a role' });
    const name = within(dialog).getByRole('textbox', { name: /^Role name/ });
    // The dialog puts the cursor in the name once it has opened (not before: typing elsewhere
    // first would be overtaken).
    await waitFor(() => expect(name).toHaveFocus());
    await user.type(name, 'analysts');
    await user.type(within(dialog).getByRole('textbox', { name: /^Display name/ }), 'Again');
    await user.click(within(dialog).getByRole('button', { name: 'Create' }));
    expect(
      await within(dialog).findByText(
        'A role named “analysts” already exists. Choose another name.',
      ),
    ).toBeVisible();
    expect(name).toHaveValue('analysts');
    expect(within(dialog).getByRole('textbox', { name: /^Display name/ })).toHaveValue('Again');

    await user.clear(name);
    await user.type(name, 'auditors');
    await user.click(within(dialog).getByRole('button', { name: 'Create' }));
    await waitFor(() => expect(router.state.location.pathname).toBe('/access/roles/auditors'));
    expect(
      await screen.findByRole('heading', { level: 1, name: 'auditors · Again' }),
    ).toBeVisible();
    const create = requests.find(
      (r) => r.method === 'POST' && r.url.pathname.endsWith('/auth/roles'),
    );
    expect(await create?.json()).toEqual({ roleName: 'analysts', displayName: 'Again' });
  });

  it('shows a role with its users and grants, and grants it to two more users', async () => {
    const user = userEvent.setup({ delay: null });
    renderApp('/access/roles/analysts');
    const members = await screen.findByRole('table', { name: 'Users with this role' });
    expect(await within(members).findByRole('link', { name: 'bob' })).toBeVisible();
    expect(within(members).getAllByRole('row')).toHaveLength(5);
    expect(screen.getByText(ANALYSTS)).toBeVisible();
    // What the role grants, in every catalog: columns and the row filter in words.
    const grants = await screen.findByRole('table', { name: 'Permissions granted to this role' });
    const customers = await within(grants).findByRole('row', { name: /sales\.customers/ });
    expect(within(customers).getByText('All except email, phone')).toBeVisible();
    expect(within(customers).getByText(/`address`\.`country` IN \('CN', 'HK'\)/)).toBeVisible();

    await user.click(screen.getByRole('button', { name: 'Grant to users' }));
    const dialog = await screen.findByRole('dialog', { name: 'Grant role analysts to users' });
    const users = within(dialog).getByRole('combobox', { name: 'Users' });
    // The account's users are loaded before a grant can be sent.
    await waitFor(() =>
      expect(within(dialog).getByRole('button', { name: 'Grant' })).toBeEnabled(),
    );
    await user.type(users, 'b');
    // bob already has the role: not offered; bi-dashboard is, as a RAM role, after the users.
    // A principal is written one way in every dialog: "Name (user/name)", with its kind.
    const bi = await screen.findByTitle('BI dashboards (role/bi-dashboard)');
    expect(bi).toHaveTextContent('RAM role');
    expect(screen.queryByTitle('Bob Li (user/bob)')).toBeNull();
    await user.clear(users);
    await user.type(users, 'kev');
    const kevin = await screen.findByTitle('Kevin Sun (user/kevin)');
    expect(kevin).toHaveTextContent('User');
    await user.click(kevin);
    await user.type(users, 'lau');
    await user.click(await screen.findByTitle('Laura Ma (user/laura)'));
    await user.click(within(dialog).getByRole('button', { name: 'Grant' }));
    expect(await within(members).findByRole('link', { name: 'kevin' })).toBeVisible();
    expect(within(members).getByRole('link', { name: 'laura' })).toBeVisible();
    const grant = requests.find((r) => r.url.pathname.endsWith('/auth/roles/grant'));
    expect(await grant?.json()).toEqual({
      rolePrincipal: ANALYSTS,
      userPrincipals: [
        'acs:ram::1234567890123456:user/kevin',
        'acs:ram::1234567890123456:user/laura',
      ],
    });
  });

  it('drops a role once its name is typed, and goes back to the list', async () => {
    const user = userEvent.setup({ delay: null });
    const { router } = renderApp('/access/roles/analysts');
    await user.click(await screen.findByRole('button', { name: 'Drop role analysts' }));
    const confirm = await screen.findByRole('dialog', { name: 'Drop role analysts?' });
    const drop = within(confirm).getByRole('button', { name: 'Drop' });
    expect(drop).toBeDisabled();
    await user.type(within(confirm).getByRole('textbox'), 'analysts');
    await user.click(drop);
    await waitFor(() => expect(router.state.location.pathname).toBe('/access/roles'));
    const deleted = requests.find((r) => r.method === 'DELETE');
    expect(deleted?.url.searchParams.get('rolePrincipal')).toBe(ANALYSTS);
  });

  it('offers no drop for a predefined role and says an unknown one is not there', async () => {
    const { unmount } = renderApp('/access/roles/admin');
    expect(await screen.findByText('A predefined role cannot be dropped.')).toBeVisible();
    expect(screen.queryByRole('button', { name: /^Drop role/ })).toBeNull();
    unmount();
    renderApp('/access/roles/nobody');
    expect(
      await screen.findByRole('heading', { name: 'There is no role named “nobody”.' }),
    ).toBeVisible();
  });

  it('keeps the grant dialog and its choice when the grant fails', async () => {
    const user = userEvent.setup({ delay: null });
    renderApp('/access/roles/ml_engineers');
    await user.click(await screen.findByRole('button', { name: 'Grant to users' }));
    const dialog = await screen.findByRole('dialog', { name: 'Grant role ml_engineers to users' });
    const users = within(dialog).getByRole('combobox', { name: 'Users' });
    await waitFor(() =>
      expect(within(dialog).getByRole('button', { name: 'Grant' })).toBeEnabled(),
    );
    await user.type(users, 'tin');
    await user.click(await screen.findByTitle('Tina Xie (user/tina)'));
    expect(mockControl.setFaultSpec('lake:GrantRoleToUsers:500')).toEqual({ ok: true });
    await user.click(within(dialog).getByRole('button', { name: 'Grant' }));
    expect(await within(dialog).findByText('The role could not be granted')).toBeVisible();
    // The chosen user is still chosen (a tag in the box).
    expect(dialog.querySelector('.ant-select-selection-item')).toHaveTextContent(
      'Tina Xie (user/tina)',
    );
  });

  it('says a role with no permissions has none, as a role, in English and Chinese', async () => {
    await callOperation(lakeOperations.CreateRole, { roleName: 'auditors' });
    const { unmount } = renderApp('/access/roles/auditors');
    const grants = await screen.findByRole('table', { name: 'Permissions granted to this role' });
    expect(await within(grants).findByText('No permission names this role.')).toBeVisible();
    unmount();
    renderApp('/access/roles/auditors', { locale: 'zh' });
    expect(await screen.findByText('没有权限指向该角色。')).toBeVisible();
  });

  it('shows the roles list’s error in place (401) in Chinese', async () => {
    expect(mockControl.setFaultSpec('lake:ListRoles:401')).toEqual({ ok: true });
    renderApp('/access/roles', { locale: 'zh' });
    expect(await screen.findByRole('heading', { level: 1, name: '访问控制' })).toBeVisible();
    expect(await screen.findByText('无法加载角色。')).toBeVisible();
  });
});
