import { screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { http, HttpResponse } from 'msw';
import { lakeOperations } from '../../../../api/lake/operations';
import { callOperation } from '../../../../api/operation';
import { mockControl, server } from '../../../../../test/msw';
import { preloadRoutes, renderApp } from '../../../../../test/renderApp';
import { recordLakeRequestsOfEachTest } from '../../../lake-common/testing/lakeRequests';

preloadRoutes('/access/users', '/access/users/carol', '/access/vpcs');
// The user page's lazy list of permissions, loaded once before the tests.
beforeAll(() => import('../components/PrincipalPermissions'));

const requests = recordLakeRequestsOfEachTest();

describe('users', () => {
  it('lists RAM users and RAM roles and searches them by name', async () => {
    const user = userEvent.setup({ delay: null });
    renderApp('/access/users');
    const table = await screen.findByRole('table', { name: 'Users' });
    const etl = await within(table).findByRole('row', { name: /lake-etl/ });
    expect(within(etl).getByText('RAM role')).toBeVisible();
    expect(within(etl).getByText('acs:ram::1234567890123456:role/lake-etl')).toBeVisible();
    await user.type(screen.getByRole('searchbox', { name: 'Search users' }), 'ca');
    await waitFor(() => expect(within(table).getAllByRole('row')).toHaveLength(2));
    expect(await within(table).findByRole('link', { name: 'carol' })).toBeVisible();
    expect(within(table).queryByRole('link', { name: 'bob' })).toBeNull();
    const sent = requests.filter((r) => r.url.pathname.endsWith('/auth/users/list'));
    expect(sent.at(-1)?.url.searchParams.get('userNamePattern')).toBe('ca%');
  });

  it('shows a user with its roles and the permissions naming it in every catalog', async () => {
    renderApp('/access/users/carol');
    expect(
      await screen.findByRole('heading', { level: 1, name: 'carol · Carol Zhang' }),
    ).toBeVisible();
    const roles = await screen.findByRole('table', { name: 'Roles' });
    expect(await within(roles).findByRole('link', { name: 'analysts' })).toBeVisible();
    const permissions = await screen.findByRole('table', {
      name: 'Permissions granted to this user',
    });
    const row = await within(permissions).findByRole('row', { name: /sales\.customers/ });
    expect(within(row).getByText('All except phone')).toBeVisible();
    expect(within(row).getByText('SELECT')).toBeVisible();
    // One ListPermissions per catalog, each naming the user.
    const lists = requests.filter((r) => /\/auth\/permissions\/[^/]+$/.test(r.url.pathname));
    expect(lists.length).toBeGreaterThanOrEqual(6);
    expect(
      lists.every(
        (r) => r.url.searchParams.get('principal') === 'acs:ram::1234567890123456:user/carol',
      ),
    ).toBe(true);
    // The search by name answers with the user itself: it stands as GetUser's answer while
    // fresh, so nothing waits for a second read of the user.
    const search = requests.filter((r) => r.url.pathname.endsWith('/auth/users/list'));
    expect(search.map((r) => r.url.searchParams.get('userNamePattern'))).toEqual(['carol']);
    expect(requests.filter((r) => r.url.pathname.endsWith('/auth/users'))).toEqual([]);
  });

  it('opens a user from the list without reading the user again', async () => {
    const user = userEvent.setup({ delay: null });
    renderApp('/access/users');
    const table = await screen.findByRole('table', { name: 'Users' });
    await user.click(await within(table).findByRole('link', { name: 'carol' }));
    expect(
      await screen.findByRole('heading', { level: 1, name: 'carol · Carol Zhang' }),
    ).toBeVisible();
    const roles = await screen.findByRole('table', { name: 'Roles' });
    expect(await within(roles).findByRole('link', { name: 'analysts' })).toBeVisible();
    // The list page's one ListUsers gave the principal: no search by name, no GetUser.
    expect(requests.filter((r) => /\/auth\/users(\/list)?$/.test(r.url.pathname))).toHaveLength(1);
  });

  it('marks an expired permission and says an unknown user is not there', async () => {
    const { unmount } = renderApp('/access/users/judy');
    const permissions = await screen.findByRole('table', {
      name: 'Permissions granted to this user',
    });
    const row = await within(permissions).findByRole('row', { name: /sales\.products/ });
    expect(within(row).getByText(/^Expired /)).toBeVisible();
    unmount();
    renderApp('/access/users/ghost');
    expect(
      await screen.findByRole('heading', { name: 'There is no user named “ghost”.' }),
    ).toBeVisible();
  });

  it('shows a catalog’s failed permission list in place, the other catalogs’ rows still listed', async () => {
    // finance_archive's list fails (every retry too); the other catalogs answer.
    const failing = (await callOperation(lakeOperations.GetCatalog, { catalog: 'finance_archive' }))
      .id;
    server.use(
      http.get('*/lake/v1/auth/permissions/:catalogId', ({ params }) =>
        params.catalogId === failing
          ? HttpResponse.json({ code: 'InternalError', message: 'boom' }, { status: 500 })
          : undefined,
      ),
    );
    renderApp('/access/users/dave');
    expect(
      await screen.findByText('The permissions in catalog finance_archive could not be loaded.'),
    ).toBeVisible();
    const permissions = await screen.findByRole('table', {
      name: 'Permissions granted to this user',
    });
    expect(
      await within(permissions).findByRole('row', { name: /sales\.daily_revenue/ }),
    ).toBeVisible();
  });
});

describe('trusted VPCs', () => {
  it('lists each VPC with its extended options and creation time, in Chinese too', async () => {
    const { unmount } = renderApp('/access/vpcs');
    const table = await screen.findByRole('table', { name: 'Trusted VPCs' });
    const row = await within(table).findByRole('row', { name: /vpc-uf6m2n8b4v0c6x2z8a4s1/ });
    expect(within(row).getByText('= Disaster recovery (Shanghai)', { exact: false })).toBeVisible();
    expect(within(row).getByText(/\d{4}, \d{2}:\d{2}:\d{2}$/)).toBeVisible();
    expect(screen.getByText('3 trusted VPCs')).toBeVisible();
    unmount();
    renderApp('/access/vpcs', { locale: 'zh' });
    expect(await screen.findByRole('table', { name: '可信 VPC' })).toBeVisible();
    expect(await screen.findByText('3 个可信 VPC')).toBeVisible();
  });

  it('explains a failed answer and a malformed one in place', async () => {
    expect(mockControl.setFaultSpec('lake:GetVpcConfig:503')).toEqual({ ok: true });
    const { unmount } = renderApp('/access/vpcs');
    expect(await screen.findByText('The trusted VPCs could not be loaded.')).toBeVisible();
    unmount();
    mockControl.setFaultSpec('');
    server.use(
      http.get('*/lake/v1/auth/vpc', () =>
        HttpResponse.json({ trustedVpcs: [{ vpcId: 'vpc-1', createdAt: 'yesterday' }] }),
      ),
    );
    renderApp('/access/vpcs');
    expect(await screen.findByText('The trusted VPCs could not be loaded.')).toBeVisible();
    expect(screen.getAllByText(/trustedVpcs\[0\]\.createdAt/)[0]).toBeVisible();
  });
});
