import { screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { preloadRoutes, renderApp } from '../../../../test/renderApp';
import {
  rawWriteBodies,
  recordLakeRequestsOfEachTest,
} from '../../lake-common/testing/lakeRequests';
import { fill } from '../../lake-common/testing/pageTests';

preloadRoutes('/shares/sales_to_partners');
beforeAll(() =>
  Promise.all([import('./ShareReceivers'), import('./ShareReceiversDialog')]).then(() => undefined),
);

const requests = recordLakeRequestsOfEachTest();
/** Above 2^53: as a JS number it would read 9223372036854775808. */
const NEW_ACCOUNT = '9223372036854775000';

async function openDialog(share: string, button: string, title: string) {
  const user = userEvent.setup({ delay: null });
  renderApp(`/shares/${share}`);
  await user.click(await screen.findByRole('button', { name: button }));
  const dialog = await screen.findByRole('dialog', { name: title });
  const box = await within(dialog).findByRole('combobox', { name: 'Receivers' });
  return { user, dialog, box };
}

describe('the receivers picker', () => {
  it('finds a receiver by its account id, not only by name', async () => {
    const { user, dialog, box } = await openDialog(
      'marketing_campaigns',
      'Change receivers',
      'Change the receivers of marketing_campaigns',
    );
    // bi_vendor's account is 2^63 − 1; a prefix of it finds it.
    await fill(user, box, '92233720368547758');
    // What matches comes first; a receiver for the typed id itself is offered after it.
    const offered = () =>
      [...document.querySelectorAll('.ant-select-item-option')].map((o) => o.textContent);
    await waitFor(() =>
      expect(offered()).toEqual([
        'bi_vendor (9223372036854775807)',
        'Create receiver ‘92233720368547758’',
        'partner_eu (4611686018427387904)',
      ]),
    );
    await user.click(screen.getByTitle('bi_vendor (9223372036854775807)'));
    const preview = within(dialog).getByRole('region', { name: 'What will change' });
    await waitFor(() => expect(preview).toHaveTextContent('+ bi_vendor'));
    // Picking a found receiver creates none.
    expect(requests.filter((r) => r.method === 'POST')).toEqual([]);
  });

  it('creates a receiver for a new account id inline, every digit kept, and picks it', async () => {
    const created = rawWriteBodies('/share/receivers');
    const { user, dialog, box } = await openDialog(
      'logs_preview',
      'Add receivers',
      'Add receivers to logs_preview',
    );
    await fill(user, box, NEW_ACCOUNT);
    await user.click(await screen.findByText(`Create receiver ‘${NEW_ACCOUNT}’`));
    const preview = within(dialog).getByRole('region', { name: 'What will change' });
    await waitFor(() => expect(preview).toHaveTextContent(`+ account_${NEW_ACCOUNT}`));
    expect(created).toEqual([
      `{"receiverName":"account_${NEW_ACCOUNT}","receiverTenantId":${NEW_ACCOUNT},"comment":""}`,
    ]);
    await user.click(within(dialog).getByRole('button', { name: 'Apply changes' }));
    await waitFor(() => expect(screen.queryByRole('dialog')).toBeNull());
    const receivers = screen.getByRole('table', { name: 'Receivers of this share' });
    expect(await within(receivers).findByText(NEW_ACCOUNT)).toBeVisible();
    const sent = requests.filter((r) => r.url.pathname.endsWith('/logs_preview/receivers'));
    expect(await sent.find((r) => r.method === 'POST')?.json()).toEqual({
      addedReceivers: [`account_${NEW_ACCOUNT}`],
      removedReceivers: [],
    });
    // Now there are receivers: the button changes them.
    expect(screen.getByRole('button', { name: 'Change receivers' })).toBeVisible();
  });

  it('offers no receiver for an id out of int64’s range', async () => {
    const { user, box } = await openDialog(
      'logs_preview',
      'Add receivers',
      'Add receivers to logs_preview',
    );
    await fill(user, box, '9223372036854775808');
    await waitFor(() =>
      expect(requests.some((r) => r.url.searchParams.get('maxResults') === '1000')).toBe(true),
    );
    expect(screen.queryByText(/^Create receiver/)).toBeNull();
  });

  it('speaks Chinese', async () => {
    const user = userEvent.setup({ delay: null });
    renderApp('/shares/logs_preview', { locale: 'zh' });
    await user.click(await screen.findByRole('button', { name: '添加接收方' }));
    const dialog = await screen.findByRole('dialog', { name: '为 logs_preview 添加接收方' });
    await fill(user, within(dialog).getByRole('combobox', { name: '接收方' }), NEW_ACCOUNT);
    expect(await screen.findByText(`创建接收方“${NEW_ACCOUNT}”`)).toBeVisible();
  });
});
