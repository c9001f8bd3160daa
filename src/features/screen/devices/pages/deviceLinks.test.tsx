import { screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { http, HttpResponse } from 'msw';
import { DEVICE_TOKEN_PATTERN } from '../../../../api/deviceLinks/model';
import { mockControl, server } from '../../../../../test/msw';
import { preloadRoutes, renderApp } from '../../../../../test/renderApp';

preloadRoutes('/screen/devices');
// The dialog is a chunk of its own: loaded once here, so a test measures the dialog, not the load.
beforeAll(async () => {
  await import('../components/CreateDeviceLinkDialog');
});

const rowOf = async (name: string) =>
  (await screen.findByRole('rowheader', { name })).closest('tr')!;

async function openDialog(user: ReturnType<typeof userEvent.setup>) {
  await user.click(await screen.findByRole('button', { name: 'Create device link' }));
  return screen.findByRole('dialog', { name: 'Create device link' });
}

/** "SOC wall 2" showing the screen Ops for 7 days, made through the dialog; its "created" view. */
async function createThroughDialog(user: ReturnType<typeof userEvent.setup>) {
  const dialog = await openDialog(user);
  await user.click(within(dialog).getByRole('textbox', { name: 'Name' }));
  await user.paste('SOC wall 2');
  await user.selectOptions(within(dialog).getByRole('combobox', { name: 'Shows' }), 'Ops');
  await user.click(within(dialog).getByRole('radio', { name: '7 days' }));
  await user.click(within(dialog).getByRole('button', { name: 'Create link' }));
  return screen.findByRole('dialog', { name: 'Link created' });
}

describe('the device links page', () => {
  it('lists each link with what it shows, who made it, its use and its state, newest first', async () => {
    renderApp('/screen/devices');
    const soc = await rowOf('SOC wall 1');
    expect(within(soc).getByRole('link', { name: 'SOC 值班墙' })).toHaveAttribute(
      'href',
      '/screen/playlists/pl-socWallSeed1',
    );
    expect(soc).toHaveTextContent('Chen Jing');
    expect(soc).toHaveTextContent('10.20.4.17');
    expect(soc).toHaveTextContent('2 addresses');
    expect(soc).toHaveTextContent('Active');
    const lobby = await rowOf('Lobby TV');
    expect(within(lobby).getByRole('link', { name: '安全总览' })).toHaveAttribute(
      'href',
      '/screen/1001',
    );
    expect(lobby).toHaveTextContent('Expired');
    const noc = await rowOf('Old NOC wall');
    expect(noc).toHaveTextContent('Revoked by Demo admin');
    expect(within(noc).queryByRole('button', { name: /Revoke/ })).toBeNull();
    const names = screen.getAllByRole('rowheader').map((cell) => cell.textContent);
    expect(names).toEqual(['SOC wall 1', 'Old NOC wall', 'Lobby TV']);
  });

  it('creates a link and shows it once: the whole link, its QR code, what it gives away', async () => {
    const user = userEvent.setup({ delay: null });
    renderApp('/screen/devices');
    const created = await createThroughDialog(user);
    const field = within(created).getByRole('textbox', { name: 'Link for SOC wall 2' });
    const url = (field as HTMLInputElement).value;
    const token = url.split('/wall#')[1] ?? '';
    expect(url).toBe(`${window.location.origin}/wall#${token}`);
    expect(token).toMatch(DEVICE_TOKEN_PATTERN);
    expect(field).toHaveAttribute('readonly');
    expect(
      within(created).getByRole('img', { name: 'QR code of the link for SOC wall 2' }),
    ).toBeVisible();
    expect(created).toHaveTextContent(
      /This link is shown only now\. Anyone with it can see Ops until .+\. Revoke it here if it is lost\./,
    );

    await user.click(within(created).getByRole('button', { name: 'Copy' }));
    expect(await screen.findByText('Link copied.')).toBeVisible();
    expect(await navigator.clipboard.readText()).toBe(url);
  });

  it('forgets the link once the dialog closes: not on the page, not in the cache, not shown again', async () => {
    const user = userEvent.setup({ delay: null });
    const { queryClient } = renderApp('/screen/devices');
    const created = await createThroughDialog(user);
    const url = (
      within(created).getByRole('textbox', { name: 'Link for SOC wall 2' }) as HTMLInputElement
    ).value;
    const token = url.split('/wall#')[1] ?? '';
    await user.click(within(created).getByRole('button', { name: 'Done' }));
    await waitFor(() => expect(screen.queryByRole('dialog')).toBeNull());
    const row = await rowOf('SOC wall 2');
    expect(row).toHaveTextContent('Ops');
    expect(row).toHaveTextContent('Active');
    expect(document.body.innerHTML).not.toContain(token);
    await waitFor(() => expect(queryClient.getMutationCache().getAll()).toHaveLength(0));
    const cached = queryClient
      .getQueryCache()
      .getAll()
      .map((query) => JSON.stringify(query.state.data ?? null));
    expect(cached.join('\n')).not.toContain(token);
    const again = await openDialog(user);
    expect(within(again).getByRole('textbox', { name: 'Name' })).toHaveValue('');
    expect(document.body.innerHTML).not.toContain(token);
  });

  it('checks the fields in place, and names a target that is no longer saved', async () => {
    const user = userEvent.setup({ delay: null });
    renderApp('/screen/devices');
    const dialog = await openDialog(user);
    await user.click(within(dialog).getByRole('button', { name: 'Create link' }));
    const name = within(dialog).getByRole('textbox', { name: 'Name' });
    expect(name).toHaveAttribute('aria-invalid', 'true');
    expect(name).toHaveAccessibleDescription('Give the link a name.');
    expect(within(dialog).getByRole('combobox', { name: 'Shows' })).toHaveAccessibleDescription(
      'Choose the screen or playlist the wall shows.',
    );
    await user.click(name);
    await user.paste('Lobby 3');
    expect(name).not.toHaveAttribute('aria-invalid');

    // The screen was deleted after the list was read: the gateway's 400 lands on the field.
    server.use(
      http.post('*/api/device-links', () =>
        HttpResponse.json(
          { code: 'InvalidParameter', message: 'target: notFound', requestId: 'req_1' },
          { status: 400 },
        ),
      ),
    );
    await user.selectOptions(within(dialog).getByRole('combobox', { name: 'Shows' }), '攻击态势');
    await user.click(within(dialog).getByRole('button', { name: 'Create link' }));
    expect(
      await within(dialog).findByText(
        'That screen or playlist is no longer saved: choose another.',
      ),
    ).toBeVisible();
  });

  it('checks the fields in Chinese too', async () => {
    const user = userEvent.setup({ delay: null });
    renderApp('/screen/devices', { locale: 'zh' });
    await user.click(await screen.findByRole('button', { name: '创建设备链接' }));
    const dialog = await screen.findByRole('dialog', { name: '创建设备链接' });
    await user.click(within(dialog).getByRole('button', { name: '创建链接' }));
    expect(within(dialog).getByText('请为链接命名。')).toBeVisible();
  });

  it('revokes a link after a confirmation naming it', async () => {
    const user = userEvent.setup({ delay: null });
    renderApp('/screen/devices');
    const soc = await rowOf('SOC wall 1');
    await user.click(within(soc).getByRole('button', { name: 'Revoke SOC wall 1' }));
    const confirm = await screen.findByRole('dialog', {
      name: 'Revoke the device link “SOC wall 1”?',
    });
    expect(confirm).toHaveTextContent('The wall using it stops showing SOC 值班墙');
    await user.click(within(confirm).getByRole('button', { name: 'Revoke' }));
    expect(await screen.findByText('Device link “SOC wall 1” revoked.')).toBeVisible();
    await waitFor(() => expect(soc).toHaveTextContent('Revoked by Demo admin'));
    expect(within(soc).queryByRole('button', { name: 'Revoke SOC wall 1' })).toBeNull();
  });

  it('says calmly who revoked it first when someone else did', async () => {
    const user = userEvent.setup({ delay: null });
    renderApp('/screen/devices');
    const soc = await rowOf('SOC wall 1');
    // Another admin, elsewhere, a moment earlier.
    mockControl.setRole('admin');
    const first = await fetch('http://localhost/api/device-links/dl-socWall1Seed/revoke', {
      method: 'POST',
    });
    expect(first.status).toBe(200);
    await user.click(within(soc).getByRole('button', { name: 'Revoke SOC wall 1' }));
    await user.click(
      within(await screen.findByRole('dialog')).getByRole('button', { name: 'Revoke' }),
    );
    const notice = await within(soc).findByRole('status');
    expect(notice).toHaveTextContent(/“SOC wall 1” was already revoked by Demo admin at .+\./);
    expect(screen.queryByRole('alert')).toBeNull();
  });

  it('shows a failed revoke in place', async () => {
    const user = userEvent.setup({ delay: null });
    server.use(
      http.post('*/api/device-links/:id/revoke', () =>
        HttpResponse.json(
          { code: 'InternalError', message: 'boom', requestId: 'req_2' },
          { status: 500 },
        ),
      ),
    );
    renderApp('/screen/devices');
    const soc = await rowOf('SOC wall 1');
    await user.click(within(soc).getByRole('button', { name: 'Revoke SOC wall 1' }));
    await user.click(
      within(await screen.findByRole('dialog')).getByRole('button', { name: 'Revoke' }),
    );
    expect(await screen.findByText('Could not revoke “SOC wall 1”.')).toBeVisible();
    expect(soc).toHaveTextContent('Active');
  });

  it('tells anyone but an admin that this is an admin’s page, calmly', async () => {
    mockControl.setRole('editor');
    renderApp('/screen/devices');
    expect(
      await screen.findByText('Only an admin manages device links (you are editor).'),
    ).toBeVisible();
    expect(screen.queryByRole('table')).toBeNull();
    expect(screen.queryByRole('button', { name: 'Create device link' })).toBeNull();
    expect(screen.queryByRole('link', { name: 'Device links' })).toBeNull();
  });

  it('offers the page in the navigation to an admin', async () => {
    renderApp('/screen/devices');
    expect(await screen.findByRole('link', { name: 'Device links' })).toHaveAttribute(
      'href',
      '/screen/devices',
    );
  });

  it('shows a failed list with a retry, and a deployment without a gateway calmly', async () => {
    server.use(
      http.get('*/api/device-links', () =>
        HttpResponse.json(
          { code: 'InternalError', message: 'down', requestId: 'r' },
          { status: 500 },
        ),
      ),
    );
    const { unmount } = renderApp('/screen/devices');
    expect(await screen.findByText('Could not load the device links.')).toBeVisible();
    expect(screen.getByRole('button', { name: 'Retry' })).toBeVisible();
    unmount();
    server.use(
      http.get('*/api/device-links', () => new HttpResponse('Not found', { status: 404 })),
    );
    renderApp('/screen/devices');
    expect(
      await screen.findByText(/Device links are kept by the gateway, and this deployment has none/),
    ).toBeVisible();
  });
});
