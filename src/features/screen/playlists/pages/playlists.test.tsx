import { fireEvent, screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { http, HttpResponse } from 'msw';
import { getPlaylistStore, mockControl, server } from '../../../../../test/msw';
import { preloadRoutes, renderApp } from '../../../../../test/renderApp';

preloadRoutes('/screen/playlists', '/screen/playlists/-/new');

const SOC = 'pl-socWallSeed1';

/** The gateway's 404 for a deployment that has none: nothing answers /api/playlists. */
const noGateway = () =>
  server.use(http.all('*/api/playlists*', () => new HttpResponse('Not found', { status: 404 })));

async function addScreen(user: ReturnType<typeof userEvent.setup>, title: string) {
  await user.selectOptions(screen.getByRole('combobox', { name: 'Choose a saved screen' }), title);
  await user.click(screen.getByRole('button', { name: 'Add a screen' }));
}

describe('the playlists list', () => {
  it('shows each saved playlist with its screens, its time once through and who made it', async () => {
    renderApp('/screen/playlists');
    const row = (await screen.findByRole('rowheader', { name: 'SOC 值班墙' })).closest('tr')!;
    expect(row).toHaveTextContent('3 screens');
    expect(row).toHaveTextContent('2 min 15 sec');
    expect(row).toHaveTextContent('by Chen Jing');
    expect(within(row).getByRole('link', { name: 'Play SOC 值班墙' })).toHaveAttribute(
      'href',
      `/screen/playlists/${SOC}/present`,
    );
  });

  it('says calmly that saved playlists need the gateway, and still offers building one', async () => {
    noGateway();
    renderApp('/screen/playlists');
    expect(
      await screen.findByText(
        /Saved playlists are kept by the gateway, and this deployment has none/,
      ),
    ).toBeVisible();
    expect(screen.getByRole('link', { name: 'New playlist' })).toBeVisible();
  });
});

describe('the playlist builder', () => {
  it('builds a playlist in order with the keyboard’s buttons, saves it and opens it saved', async () => {
    const user = userEvent.setup();
    const { router } = renderApp('/screen/playlists/-/new');
    await user.type(await screen.findByRole('textbox', { name: 'Name' }), 'Lobby wall');
    await addScreen(user, '攻击态势');
    await addScreen(user, 'Ops');
    await user.click(screen.getByRole('button', { name: 'Move Ops up' }));
    await waitFor(() =>
      expect(screen.getByRole('button', { name: 'Move Ops down' })).toHaveFocus(),
    );
    expect(screen.getByText('Ops moved to place 1 of 2.')).toBeInTheDocument();
    await user.clear(screen.getByRole('spinbutton', { name: 'Seconds on Ops' }));
    await user.type(screen.getByRole('spinbutton', { name: 'Seconds on Ops' }), '25');
    await user.click(screen.getByRole('button', { name: /Save/ }));

    expect(await screen.findByText('Playlist “Lobby wall” saved.')).toBeVisible();
    const saved = getPlaylistStore()
      .list()
      .find((playlist) => playlist.name === 'Lobby wall');
    expect(saved?.entries).toEqual([
      { screenId: '1003', seconds: 25 },
      { screenId: '1002', seconds: 60 },
    ]);
    expect(saved?.createdBy?.name).toBe('Demo admin');
    await waitFor(() =>
      expect(router.state.location.pathname).toBe(`/screen/playlists/${saved?.id}`),
    );
  });

  it('reorders by dragging a row’s handle onto another row', async () => {
    renderApp(`/screen/playlists/${SOC}`);
    const group = await screen.findByRole('group', { name: 'Screens, in the order they play' });
    const rows = () =>
      within(group)
        .queryAllByRole('listitem')
        .map((row) => row.textContent);
    await waitFor(() => expect(rows()).toHaveLength(3));
    expect(rows()[2]).toContain('Ops');
    fireEvent.dragStart(screen.getByTitle('Drag Ops to reorder'), {
      dataTransfer: { setData: () => undefined, effectAllowed: 'move' },
    });
    const first = within(group).getAllByRole('listitem')[0]!;
    fireEvent.dragOver(first);
    fireEvent.drop(first);
    expect(rows()[0]).toContain('Ops');
    expect(rows()[1]).toContain('安全总览');
    expect(screen.getByText('Ops moved to place 1 of 3.')).toBeInTheDocument();
  });

  it('says what is wrong in the field it belongs to, and nothing is sent', async () => {
    const user = userEvent.setup();
    const before = getPlaylistStore().count();
    renderApp('/screen/playlists/-/new');
    await user.click(await screen.findByRole('button', { name: /Save/ }));
    const name = screen.getByRole('textbox', { name: 'Name' });
    expect(name).toHaveAttribute('aria-invalid', 'true');
    expect(name).toHaveAccessibleDescription('Give the playlist a name.');
    expect(name).toHaveFocus();
    expect(screen.getByText('Add at least one screen.')).toBeVisible();
    await user.type(name, 'Night');
    expect(name).not.toHaveAttribute('aria-invalid');
    expect(getPlaylistStore().count()).toBe(before);
  });

  it('says when someone else saved first, keeps the edits, and saves them over theirs once loaded', async () => {
    const user = userEvent.setup();
    renderApp(`/screen/playlists/${SOC}`);
    const name = await screen.findByRole('textbox', { name: 'Name' });
    await waitFor(() => expect(name).toHaveValue('SOC 值班墙'));
    await user.clear(name);
    await user.type(name, 'Mine');
    // A colleague saves meanwhile.
    getPlaylistStore().update(
      SOC,
      { name: 'Theirs', entries: [{ screenId: '1001', seconds: 30 }] },
      3,
      new Date(),
    );
    await user.click(screen.getByRole('button', { name: /Save/ }));
    const alert = await screen.findByRole('alert');
    expect(alert).toHaveTextContent('Someone else changed this playlist since you opened it.');
    await user.click(within(alert).getByRole('button', { name: 'Load their version' }));
    expect(
      await within(alert).findByText(/Their version is loaded: “Theirs”, 1 screen/),
    ).toBeVisible();
    expect(name).toHaveValue('Mine');

    await user.click(screen.getByRole('button', { name: /Save/ }));
    expect(await screen.findByText('Playlist “Mine” saved.')).toBeVisible();
    expect(getPlaylistStore().get(SOC)).toMatchObject({ name: 'Mine', version: 5 });
    expect(getPlaylistStore().get(SOC)?.entries).toHaveLength(3);
  });

  it('keeps unsaved edits across a reload of the page', async () => {
    const user = userEvent.setup();
    const first = renderApp(`/screen/playlists/${SOC}`);
    const name = await screen.findByRole('textbox', { name: 'Name' });
    await waitFor(() => expect(name).toHaveValue('SOC 值班墙'));
    await user.type(name, ' (night)');
    first.unmount();

    renderApp(`/screen/playlists/${SOC}`);
    expect(await screen.findByText('Your unsaved changes were kept.')).toBeVisible();
    expect(screen.getByRole('textbox', { name: 'Name' })).toHaveValue('SOC 值班墙 (night)');
  });

  it('lets a viewer build and play, but not save, and says why', async () => {
    mockControl.setRole('viewer');
    renderApp(`/screen/playlists/${SOC}`);
    const save = await screen.findByRole('button', { name: /Save/ });
    await waitFor(() => expect(save).toBeDisabled());
    expect(save).toHaveAttribute('title', 'Needs the editor role; you are signed in as viewer.');
    expect(screen.getByRole('button', { name: /Play/ })).toBeEnabled();
    expect(screen.getByRole('button', { name: /Copy link/ })).toBeEnabled();
  });

  it('without a gateway, builds an unsaved playlist whose link plays it', async () => {
    noGateway();
    const user = userEvent.setup();
    const { router } = renderApp('/screen/playlists/-/new');
    expect(
      await screen.findByText(
        /Saved playlists are kept by the gateway, and this deployment has none/,
      ),
    ).toBeVisible();
    await addScreen(user, 'Ops');
    expect(screen.getByRole('button', { name: /Save/ })).toBeDisabled();
    await user.click(screen.getByRole('button', { name: /Play/ }));
    await waitFor(() =>
      expect(`${router.state.location.pathname}${router.state.location.search}`).toBe(
        '/screen/play?play=1003:60',
      ),
    );
  });
});
