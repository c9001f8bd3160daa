// An ICEBERG catalog's one list of namespaces is where a namespace is made, and a namespace's
// database page links its tables to the Iceberg table page and offers no (Paimon) create form.
import { screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { mockControl } from '../../../../../test/msw';
import { preloadRoutes, renderApp } from '../../../../../test/renderApp';
import { recordLakeRequestsOfEachTest } from '../../../lake-common/testing/lakeRequests';

const CATALOG = 'marketing_iceberg';
const NAMESPACES = `/catalogs/${CATALOG}?tab=namespaces`;
const NAMESPACE_PAGE = `/catalogs/${CATALOG}/databases/campaigns`;

preloadRoutes(`/catalogs/${CATALOG}`, NAMESPACE_PAGE, `${NAMESPACE_PAGE}/tables/-/new`);
// The tab's lazy list and the create dialog, loaded once before the tests rather than in them.
beforeAll(() =>
  Promise.all([
    import('./NamespacesPanel'),
    import('./NamespaceList'),
    import('../../databases/components/CreateDatabaseModal'),
    import('../../tables/components/TablesTab'),
  ]),
);

const requests = recordLakeRequestsOfEachTest();

async function openNamespaces(path = NAMESPACES) {
  const user = userEvent.setup({ delay: null });
  const app = renderApp(path);
  const list = await screen.findByRole('table', { name: 'Iceberg namespaces' });
  await within(list).findByRole('link', { name: 'campaigns' });
  return { user, list, ...app };
}

describe('creating a namespace on an ICEBERG catalog', () => {
  it('creates one from the Namespaces tab, saying a bad or taken name on the field, and lists it', async () => {
    const { user } = await openNamespaces();
    await user.click(screen.getByRole('button', { name: 'Create namespace' }));
    const dialog = await screen.findByRole('dialog', { name: 'Create namespace' });
    const name = within(dialog).getByLabelText('Name');
    const fill = async (text: string) => {
      await user.clear(name);
      await user.paste(text);
    };
    const submit = () => user.click(within(dialog).getByRole('button', { name: 'Create' }));

    // The name rule is checked before anything is sent.
    await fill('9x');
    await submit();
    expect(await within(dialog).findByText(/do not start with a digit/)).toBeVisible();
    expect(requests.filter((r) => r.method === 'POST')).toEqual([]);

    await fill('campaigns');
    await submit();
    expect(
      await within(dialog).findByText(
        'A namespace named “campaigns” already exists in this catalog.',
      ),
    ).toBeVisible();
    expect(name).toHaveValue('campaigns');
    expect(name).toHaveAttribute('aria-invalid', 'true');

    await fill('leads');
    await submit();
    await waitFor(() => expect(screen.queryByRole('dialog')).toBeNull());
    const posts = requests.filter((r) => r.method === 'POST');
    expect(posts.map((r) => r.url.pathname.split('/').at(-1))).toEqual(['databases', 'databases']);
    expect(await Promise.all(posts.map((r) => r.json()))).toEqual([
      { name: 'campaigns', options: {} },
      { name: 'leads', options: {} },
    ]);
    // The list was read again and holds it, opening it as a namespace.
    const list = screen.getByRole('table', { name: 'Iceberg namespaces' });
    expect(await within(list).findByRole('link', { name: 'leads' })).toHaveAttribute(
      'href',
      `${NAMESPACES}&ns=leads`,
    );
    expect(screen.getByRole('link', { name: 'Open leads' })).toHaveAttribute(
      'href',
      `${NAMESPACES}&ns=leads`,
    );
    expect(screen.getAllByText('Namespace “leads” created.').length).toBeGreaterThan(0);
  });

  it('reads in Chinese', async () => {
    const user = userEvent.setup({ delay: null });
    renderApp(NAMESPACES, { locale: 'zh' });
    await user.click(await screen.findByRole('button', { name: '创建命名空间' }));
    const dialog = await screen.findByRole('dialog', { name: '创建命名空间' });
    await user.click(within(dialog).getByRole('button', { name: '创建' }));
    expect(await within(dialog).findByText('请输入命名空间名称。')).toBeVisible();
  });

  it('is disabled for a viewer, saying why, and sends nothing', async () => {
    mockControl.setRole('viewer');
    await openNamespaces();
    await waitFor(() => {
      const create = screen.getByRole('button', { name: 'Create namespace' });
      expect(create).toBeDisabled();
      expect(create).toHaveAttribute(
        'title',
        'Needs the editor role; you are signed in as viewer.',
      );
    });
    expect(requests.filter((r) => r.method !== 'GET')).toEqual([]);
  });
});

describe('a namespace’s database page', () => {
  it('links its tables to the Iceberg table page', async () => {
    renderApp(NAMESPACE_PAGE);
    const tables = await screen.findByRole('table', { name: 'Tables of campaigns' });
    expect(await within(tables).findByRole('link', { name: 'impressions' })).toHaveAttribute(
      'href',
      `/catalogs/${CATALOG}/namespaces/campaigns/tables/impressions`,
    );
  });

  it('offers no Create table: the console’s one create flow builds a Paimon table', async () => {
    renderApp(NAMESPACE_PAGE);
    await screen.findByRole('table', { name: 'Tables of campaigns' });
    expect(screen.queryByRole('link', { name: 'Create table' })).toBeNull();
    expect(screen.queryByRole('button', { name: 'Create table' })).toBeNull();
    expect(
      screen.getByText(
        'Iceberg tables are not created in this console; those your engines create here are listed below.',
      ),
    ).toBeVisible();
  });

  it('says so in Chinese', async () => {
    renderApp(NAMESPACE_PAGE, { locale: 'zh' });
    await screen.findByRole('table', { name: 'campaigns 中的表' });
    expect(screen.queryByRole('link', { name: '创建表' })).toBeNull();
    expect(
      screen.getByText('此控制台不创建 Iceberg 表；你的引擎在此创建的表会列在下方。'),
    ).toBeVisible();
  });

  it('answers the create form’s address with a way back, not the Paimon form', async () => {
    renderApp(`${NAMESPACE_PAGE}/tables/-/new`);
    expect(
      await screen.findByText('Tables of this catalog are not created here'),
    ).toBeInTheDocument();
    expect(screen.getByRole('link', { name: 'Back to campaigns' })).toHaveAttribute(
      'href',
      NAMESPACE_PAGE,
    );
    expect(screen.queryByRole('textbox', { name: /table name/i })).toBeNull();
    // Nor a promise of one above it.
    expect(screen.queryByText(/^A new table in database/)).toBeNull();
  });
});
