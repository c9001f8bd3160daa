import { screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { preloadRoutes, renderApp } from '../../../../test/renderApp';
import { recordLakeRequestsOfEachTest } from '../../lake-common/testing/lakeRequests';
import { fill } from '../../lake-common/testing/pageTests';

preloadRoutes('/shares', '/catalogs/apac_signals');
beforeAll(() =>
  Promise.all([import('./ReceivedSharesTab'), import('./MountShareDialog')]).then(() => undefined),
);

const requests = recordLakeRequestsOfEachTest();

async function openReceived(locale?: 'zh') {
  const user = userEvent.setup({ delay: null });
  const app = renderApp('/shares?tab=received', locale ? { locale } : {});
  const list = await screen.findByRole('table', {
    name: locale ? '其他账号提供给您的共享' : 'Shares other accounts provide to you',
  });
  const row = (await within(list).findByText('apac_market_signals')).closest('tr') as HTMLElement;
  return { user, list, row, ...app };
}

describe('a received share without a catalog', () => {
  it('creates a catalog from it (name checked as Create catalog checks it) and links to it', async () => {
    const { user, list, row, router } = await openReceived();
    await user.click(within(row).getByRole('button', { name: 'Create a catalog from this share' }));
    const dialog = await screen.findByRole('dialog', {
      name: 'Create a catalog from share apac_market_signals',
    });
    const name = within(dialog).getByLabelText('Catalog name');
    await waitFor(() => expect(name).toHaveFocus());
    await fill(user, name, 'Apac');
    expect(
      await within(dialog).findByText(
        'Use 3–64 lowercase letters, digits or underscores, starting with a letter.',
      ),
    ).toBeVisible();
    await user.clear(name);
    // A taken name is said on the field, what was typed kept.
    await fill(user, name, 'sales_lake');
    await user.click(within(dialog).getByRole('button', { name: 'Create catalog' }));
    expect(
      await within(dialog).findByText('A catalog named sales_lake already exists.'),
    ).toBeVisible();
    await user.clear(name);
    await fill(user, name, 'apac_signals');
    await user.click(within(dialog).getByRole('button', { name: 'Create catalog' }));
    await waitFor(() => expect(screen.queryByRole('dialog')).toBeNull());

    const posts = requests.filter(
      (r) => r.method === 'POST' && r.url.pathname.endsWith('/lake/v1/catalogs'),
    );
    expect(await posts[posts.length - 1]?.json()).toEqual({
      name: 'apac_signals',
      type: 'PAIMON',
      options: {},
      isShared: true,
      shareId: 'share-5f1c3a',
    });
    const link = await within(row).findByRole('link', { name: 'apac_signals' });
    expect(link).toHaveAttribute('href', '/catalogs/apac_signals');
    // The other share without a catalog still offers one.
    const bench = within(list).getByText('benchmark_public').closest('tr') as HTMLElement;
    expect(
      within(bench).getByRole('button', { name: 'Create a catalog from this share' }),
    ).toBeVisible();

    await user.click(link);
    await waitFor(() => expect(router.state.location.pathname).toBe('/catalogs/apac_signals'));
    expect(await screen.findByText('From share apac_market_signals')).toBeInTheDocument();
  });

  it('speaks Chinese', async () => {
    const { user, row } = await openReceived('zh');
    await user.click(within(row).getByRole('button', { name: '从此共享创建目录' }));
    expect(
      await screen.findByRole('dialog', { name: '从共享 apac_market_signals 创建目录' }),
    ).toBeVisible();
    expect(screen.getByLabelText('目录名称')).toBeVisible();
  });
});
