import { screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { http, HttpResponse } from 'msw';
import { server } from '../../../../test/msw';
import { preloadRoutes, renderApp } from '../../../../test/renderApp';
import {
  rawWriteBodies,
  recordLakeRequestsOfEachTest,
} from '../../lake-common/testing/lakeRequests';
import { fill } from '../../lake-common/testing/pageTests';

preloadRoutes('/shares', '/shares/sales_to_partners');
// The pages' lazy parts, loaded once before the tests rather than inside the first of them.
beforeAll(() =>
  Promise.all([
    import('../components/ProvidedSharesTab'),
    import('../components/ReceivedSharesTab'),
    import('../components/ReceiversTab'),
    import('../components/ReceiverFormModal'),
    import('../components/ShareFormModal'),
    import('../components/ShareReceivers'),
    import('../components/ShareResources'),
    import('../components/ShareReceiversDialog'),
    import('../components/ShareResourcesDialog'),
  ]),
);

const requests = recordLakeRequestsOfEachTest();
const ABOVE_2_53 = '9007199254740993';
/** partner_apac's account (2^53 + 5). */
const APAC = '9007199254740997';

const writes = (suffix: string) =>
  requests.filter((r) => r.method !== 'GET' && r.url.pathname.endsWith(suffix));

/**
 * Picks an option in an antd Select found by its label: types `search`, waits until the service
 * was asked for `search%` in `param` (the picker searches the service, not its loaded page), then
 * clicks the option titled `title`.
 */
async function pick(
  user: ReturnType<typeof userEvent.setup>,
  label: string,
  search: string,
  param: string,
  title = search,
) {
  const box = await screen.findByRole('combobox', { name: label });
  await fill(user, box, search);
  await waitFor(() =>
    expect(requests.map((r) => r.url.searchParams.get(param))).toContain(`${search}%`),
  );
  const options = await screen.findAllByTitle(title);
  await user.click(options[options.length - 1] as HTMLElement);
}

describe('shares', () => {
  it('lists provided shares, names linking to their pages', async () => {
    renderApp('/shares');
    const list = await screen.findByRole('table', { name: 'Shares I provide' });
    expect(await within(list).findByRole('link', { name: 'sales_to_partners' })).toHaveAttribute(
      'href',
      '/shares/sales_to_partners',
    );
    expect(
      within(list)
        .getAllByRole('link')
        .map((a) => a.textContent),
    ).toEqual(['audit_finance', 'logs_preview', 'marketing_campaigns', 'sales_to_partners']);
    expect(within(list).getByText('Read and write')).toBeVisible();
  });

  it('creates a share (a taken name on its field), then opens it', async () => {
    const user = userEvent.setup({ delay: null });
    const { router } = renderApp('/shares');
    await user.click(await screen.findByRole('button', { name: 'Create share' }));
    const dialog = await screen.findByRole('dialog', { name: 'Create a share' });
    // Typed into once open: the dialog puts the cursor in the name when its opening ends.
    await waitFor(() => expect(within(dialog).getByLabelText('Name')).toHaveFocus());
    await fill(user, within(dialog).getByLabelText('Name'), 'sales_to_partners');
    await user.click(within(dialog).getByRole('button', { name: 'Create' }));
    // The taken name is reported on the field; what was typed stays.
    expect(
      await within(dialog).findByText('A share named sales_to_partners already exists.'),
    ).toBeVisible();
    await user.clear(within(dialog).getByLabelText('Name'));
    await fill(user, within(dialog).getByLabelText('Name'), 'weekly_kpis');
    await fill(user, within(dialog).getByLabelText(/^Comment/), 'KPIs for partners');
    await user.click(within(dialog).getByRole('checkbox', { name: 'Allow receivers to write' }));
    await user.click(within(dialog).getByRole('button', { name: 'Create' }));

    expect(await screen.findByRole('heading', { level: 1, name: 'weekly_kpis' })).toBeVisible();
    expect(router.state.location.pathname).toBe('/shares/weekly_kpis');
    expect(await screen.findByText('KPIs for partners')).toBeVisible();
    expect(screen.getByText('Read and write')).toBeVisible();
    expect(await writes('/share/shares')[1]?.json()).toEqual({
      shareName: 'weekly_kpis',
      comment: 'KPIs for partners',
      enableWrite: true,
    });
  });

  it('explains a refused list in place with the service’s words', async () => {
    server.use(
      http.get('*/lake/v1/share/received-shares', () =>
        HttpResponse.json(
          {
            Code: 'Forbidden',
            Message: 'You are not allowed to list received shares.',
            ResourceType: 'SHARE',
          },
          { status: 403 },
        ),
      ),
    );
    renderApp('/shares?tab=received');
    const alert = await screen.findByRole('alert');
    expect(alert).toHaveTextContent('The received shares could not be loaded.');
    expect(alert).toHaveTextContent('You are not allowed to list received shares.');
    // A refusal is not retried: no Retry button.
    expect(within(alert).queryByRole('button', { name: 'Retry' })).toBeNull();
  });

  it('shows received shares with the provider id in full and the catalog they appear as', async () => {
    renderApp('/shares?tab=received');
    const list = await screen.findByRole('table', { name: 'Shares other accounts provide to you' });
    const row = (await within(list).findByText('partner_orders')).closest('tr') as HTMLElement;
    expect(within(row).getByText('9876543210987654')).toBeVisible();
    expect(within(row).getByRole('link', { name: 'partner_share' })).toHaveAttribute(
      'href',
      '/catalogs/partner_share',
    );
    const apac = within(list).getByText('apac_market_signals').closest('tr') as HTMLElement;
    expect(within(apac).getByText(ABOVE_2_53)).toBeVisible();
    expect(
      within(apac).getByRole('button', { name: 'Create a catalog from this share' }),
    ).toBeVisible();
  });

  it('creates a receiver with an account id above 2^53, checked as text and sent with every digit', async () => {
    const user = userEvent.setup({ delay: null });
    const sent = rawWriteBodies('/share/receivers');
    renderApp('/shares?tab=receivers');
    const list = await screen.findByRole('table', { name: 'Receivers' });
    expect(await within(list).findByText('9223372036854775807')).toBeVisible();

    await user.click(screen.getByRole('button', { name: 'Create receiver' }));
    const dialog = await screen.findByRole('dialog', { name: 'Create a receiver' });
    // Typed into once open: the dialog puts the cursor in the name when its opening ends.
    await waitFor(() => expect(within(dialog).getByLabelText('Name')).toHaveFocus());
    await fill(user, within(dialog).getByLabelText('Name'), 'partner_latam');
    const tenant = within(dialog).getByLabelText('Account ID');
    await fill(user, tenant, '9223372036854775808');
    await user.click(within(dialog).getByRole('button', { name: 'Create' }));
    expect(
      await within(dialog).findByText('An account ID is from 1 to 9223372036854775807.'),
    ).toBeVisible();
    await user.clear(tenant);
    await fill(user, tenant, '12a');
    expect(
      await within(dialog).findByText('Use digits only (0–9), no signs, spaces or decimals.'),
    ).toBeVisible();
    expect(sent).toEqual([]);

    await user.clear(tenant);
    await fill(user, tenant, '9007199254740995');
    await user.click(within(dialog).getByRole('button', { name: 'Create' }));
    expect(await within(list).findByText('partner_latam')).toBeVisible();
    // As a JS number it would have been sent and shown as 9007199254740996.
    expect(within(list).getByText('9007199254740995')).toBeVisible();
    expect(sent).toEqual([
      '{"receiverName":"partner_latam","receiverTenantId":9007199254740995,"comment":""}',
    ]);
  });

  it('refuses a second receiver for the same account in the dialog, keeping the input', async () => {
    const user = userEvent.setup({ delay: null });
    renderApp('/shares?tab=receivers');
    await user.click(await screen.findByRole('button', { name: 'Create receiver' }));
    const dialog = await screen.findByRole('dialog', { name: 'Create a receiver' });
    // Typed into once open: the dialog puts the cursor in the name when its opening ends.
    await waitFor(() => expect(within(dialog).getByLabelText('Name')).toHaveFocus());
    await fill(user, within(dialog).getByLabelText('Name'), 'apac_again');
    await fill(user, within(dialog).getByLabelText('Account ID'), APAC);
    await user.click(within(dialog).getByRole('button', { name: 'Create' }));
    const alert = await within(dialog).findByRole('alert');
    expect(alert).toHaveTextContent('The receiver could not be created.');
    expect(alert).toHaveTextContent(`already stands for account ${APAC}`);
    expect(within(dialog).getByLabelText('Account ID')).toHaveValue(APAC);
  });
});

describe('receivers', () => {
  it('renames a receiver, its account shown and fixed', async () => {
    const user = userEvent.setup({ delay: null });
    renderApp('/shares?tab=receivers');
    const list = await screen.findByRole('table', { name: 'Receivers' });
    await user.click(await within(list).findByRole('button', { name: 'Edit receiver partner_eu' }));
    const dialog = await screen.findByRole('dialog', { name: 'Edit receiver partner_eu' });
    // Typed into once open: the dialog puts the cursor in the name when its opening ends.
    await waitFor(() => expect(within(dialog).getByLabelText('Name')).toHaveFocus());
    expect(within(dialog).getByText('4611686018427387904')).toBeVisible();
    expect(within(dialog).getByText('The account of a receiver cannot be changed.')).toBeVisible();
    await user.clear(within(dialog).getByLabelText('Name'));
    await fill(user, within(dialog).getByLabelText('Name'), 'partner_europe');
    await user.click(within(dialog).getByRole('button', { name: 'Save' }));
    expect(await within(list).findByText('partner_europe')).toBeVisible();
    expect(await writes('/share/receivers/partner_eu')[0]?.json()).toEqual({
      receiverName: 'partner_europe',
      comment: 'EU distribution partner',
    });
  });

  it('drops a receiver after its name is typed', async () => {
    const user = userEvent.setup({ delay: null });
    renderApp('/shares?tab=receivers');
    const list = await screen.findByRole('table', { name: 'Receivers' });
    await user.click(await within(list).findByRole('button', { name: 'Drop receiver bi_vendor' }));
    const drop = await screen.findByRole('dialog', { name: 'Drop receiver bi_vendor?' });
    await fill(user, within(drop).getByLabelText('Type bi_vendor to confirm'), 'bi_vendor');
    await user.click(within(drop).getByRole('button', { name: 'Drop' }));
    await waitFor(() => expect(within(list).queryByText('bi_vendor')).toBeNull());
    expect(writes('/share/receivers/bi_vendor').map((r) => r.method)).toEqual(['DELETE']);
  });
});

describe('a share page', () => {
  it('edits a share, renaming it moves the page to its new name', async () => {
    const user = userEvent.setup({ delay: null });
    const { router } = renderApp('/shares/logs_preview');
    await user.click(await screen.findByRole('button', { name: 'Edit share logs_preview' }));
    const dialog = await screen.findByRole('dialog', { name: 'Edit share logs_preview' });
    // Typed into once open: the dialog puts the cursor in the name when its opening ends.
    await waitFor(() => expect(within(dialog).getByLabelText('Name')).toHaveFocus());
    await user.clear(within(dialog).getByLabelText('Name'));
    await fill(user, within(dialog).getByLabelText('Name'), 'logs_for_partners');
    await fill(user, within(dialog).getByLabelText(/^Comment/), 'Nginx logs');
    await user.click(within(dialog).getByRole('button', { name: 'Save' }));
    await waitFor(() => expect(router.state.location.pathname).toBe('/shares/logs_for_partners'));
    expect(
      await screen.findByRole('heading', { level: 1, name: 'logs_for_partners' }),
    ).toBeVisible();
    expect(await screen.findByText('Nginx logs')).toBeVisible();
  });

  it('adds and removes receivers in one AlterShareReceivers, shown before it is sent', async () => {
    const user = userEvent.setup({ delay: null });
    renderApp('/shares/sales_to_partners');
    const receivers = await screen.findByRole('table', { name: 'Receivers of this share' });
    expect(await within(receivers).findByText('partner_eu')).toBeVisible();
    expect(within(receivers).getByText(APAC)).toBeVisible();

    await user.click(screen.getByRole('button', { name: 'Change receivers' }));
    const dialog = await screen.findByRole('dialog', {
      name: 'Change the receivers of sales_to_partners',
    });
    await waitFor(() =>
      expect(within(dialog).getByRole('button', { name: 'Apply changes' })).toBeDisabled(),
    );
    await pick(user, 'Receivers', 'bi', 'receiverNamePattern', 'bi_vendor (9223372036854775807)');
    // Remove partner_eu: its tag's close button.
    const tag = within(dialog).getByTitle(`partner_eu (4611686018427387904)`);
    await user.click(
      within(tag.closest('.ant-select-selection-item') as HTMLElement).getByLabelText('close'),
    );

    const preview = within(dialog).getByRole('region', { name: 'What will change' });
    await waitFor(() => expect(preview).toHaveTextContent('+ bi_vendor'));
    expect(preview).toHaveTextContent('− partner_eu');
    await user.click(within(dialog).getByRole('button', { name: 'Apply changes' }));
    await waitFor(() => expect(screen.queryByRole('dialog')).toBeNull());
    expect(await within(receivers).findByText('bi_vendor')).toBeVisible();
    await waitFor(() => expect(within(receivers).queryByText('partner_eu')).toBeNull());
    const sent = writes('/shares/sales_to_partners/receivers');
    expect(sent).toHaveLength(1);
    expect(await sent[0]?.json()).toEqual({
      addedReceivers: ['bi_vendor'],
      removedReceivers: ['partner_eu'],
    });
  });

  it('shares a table through the catalog’s own pickers with one AlterShareResources', async () => {
    const user = userEvent.setup({ delay: null });
    renderApp('/shares/logs_preview');
    const resources = await screen.findByRole('table', { name: 'Shared resources' });
    expect(
      await within(resources).findByText(
        'Nothing is shared yet: choose a catalog and what to share in it.',
      ),
    ).toBeVisible();

    await user.click(screen.getByRole('button', { name: 'Change resources' }));
    const dialog = await screen.findByRole('dialog', { name: 'Change what logs_preview shares' });
    await pick(user, 'Catalog', 'sales_l', 'catalogNamePattern', 'sales_lake');
    await pick(user, 'Database of the tables', 'sales', 'databaseNamePattern');
    await pick(user, 'Tables of sales', 'ord', 'tableNamePattern', 'orders');
    const preview = within(dialog).getByRole('region', { name: 'What will change' });
    await waitFor(() => expect(preview).toHaveTextContent('+ Table: sales.orders'));
    await user.click(within(dialog).getByRole('button', { name: 'Apply changes' }));
    await waitFor(() => expect(screen.queryByRole('dialog')).toBeNull());

    expect(await within(resources).findByRole('link', { name: 'sales.orders' })).toHaveAttribute(
      'href',
      '/catalogs/sales_lake/databases/sales/tables/orders',
    );
    const sent = writes('/shares/logs_preview/resources');
    expect(sent).toHaveLength(1);
    const body = (await sent[0]?.json()) as { catalogId: string };
    expect(body).toMatchObject({
      shareResourceList: [{ shareType: 'TABLE', databaseName: 'sales', tableName: 'orders' }],
    });
    expect(body.catalogId).toMatch(/^clg-paimon-/);
  });

  it('links a shared Iceberg table to its own page, and a namespace to its database page', async () => {
    renderApp('/shares/marketing_campaigns');
    const resources = await screen.findByRole('table', { name: 'Shared resources' });
    expect(
      await within(resources).findByRole('link', { name: 'audiences.segments' }),
    ).toHaveAttribute('href', '/catalogs/marketing_iceberg/namespaces/audiences/tables/segments');
    expect(within(resources).getByRole('link', { name: 'campaigns' })).toHaveAttribute(
      'href',
      '/catalogs/marketing_iceberg/databases/campaigns',
    );
  });

  it('keeps the picks and explains a conflict in the dialog', async () => {
    const user = userEvent.setup({ delay: null });
    server.use(
      http.post('*/lake/v1/share/shares/:share/resources', () =>
        HttpResponse.json(
          {
            Code: 'ShareResourceConflict',
            Message: 'Database "sales" of catalog "sales_lake" has no table "orders".',
            ResourceType: 'SHARE',
            ResourceName: 'logs_preview',
          },
          { status: 409 },
        ),
      ),
    );
    renderApp('/shares/logs_preview');
    await user.click(await screen.findByRole('button', { name: 'Change resources' }));
    const dialog = await screen.findByRole('dialog', { name: 'Change what logs_preview shares' });
    await pick(user, 'Catalog', 'sales_l', 'catalogNamePattern', 'sales_lake');
    await user.click(within(dialog).getByRole('checkbox', { name: 'Share the whole catalog' }));
    await user.click(within(dialog).getByRole('button', { name: 'Apply changes' }));
    const alert = await within(dialog).findByRole('alert');
    expect(alert).toHaveTextContent('The resources could not be changed.');
    expect(alert).toHaveTextContent('has no table "orders"');
    expect(within(dialog).getByRole('checkbox', { name: 'Share the whole catalog' })).toBeChecked();
    expect(within(dialog).getByRole('region', { name: 'What will change' })).toHaveTextContent(
      '+ Whole catalog: sales_lake',
    );
  });

  it('drops a share after its name is typed, and says when a share does not exist', async () => {
    const user = userEvent.setup({ delay: null });
    const { router } = renderApp('/shares/audit_finance');
    await user.click(await screen.findByRole('button', { name: 'Drop share audit_finance' }));
    const dialog = await screen.findByRole('dialog', { name: 'Drop share audit_finance?' });
    const drop = within(dialog).getByRole('button', { name: 'Drop' });
    expect(drop).toBeDisabled();
    await user.type(
      within(dialog).getByLabelText('Type audit_finance to confirm'),
      'audit_finance',
    );
    await user.click(drop);
    await waitFor(() => expect(router.state.location.pathname).toBe('/shares'));
    const list = await screen.findByRole('table', { name: 'Shares I provide' });
    await within(list).findByRole('link', { name: 'sales_to_partners' });
    expect(within(list).queryByRole('link', { name: 'audit_finance' })).toBeNull();

    await router.navigate('/shares/audit_finance');
    expect(await screen.findByRole('heading', { name: 'Share not found' })).toBeVisible();
  });

  it('speaks Chinese', async () => {
    renderApp('/shares/sales_to_partners', { locale: 'zh' });
    expect(await screen.findByRole('table', { name: '该共享的接收方' })).toBeVisible();
    expect(screen.getByRole('button', { name: '修改资源' })).toBeVisible();
    expect(await screen.findByText('只读')).toBeVisible();
  });
});
