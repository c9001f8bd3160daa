import { screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { getScreenDb } from '../../../../../test/msw';
import { preloadRoutes, renderApp } from '../../../../../test/renderApp';
import { callOperation } from '../../../../api/operation';
import { screenOperations as ops } from '../../../../api/screen/operations';
import { screenQueries } from '../../../../api/screen/queries';
import { draftKey, loadDraft, saveDraft } from '../model/draftStore';
import {
  button,
  openEditor,
  passDraftDebounce,
  preloadEditor,
  recordScreenCalls,
  reopenWithDraft,
  retitle,
  screenCalls,
  status,
  titleField,
  useDebounceClock,
} from '../testing/editorTestUtils';

preloadRoutes('/screen/1003', '/screen/1003/edit');
preloadEditor();

recordScreenCalls();

describe('screen editor page: drafts, files, leaving, deleting', () => {
  it('is opened from the viewer’s Edit link, and a new screen from its New screen link', async () => {
    const user = userEvent.setup();
    const { router } = renderApp('/screen/1003');
    await user.click(await screen.findByRole('link', { name: 'Edit Ops' }));
    expect(await screen.findByRole('heading', { level: 1, name: 'Edit “Ops”' })).toBeVisible();
    expect(router.state.location.pathname).toBe('/screen/1003/edit');
    await user.click(screen.getByRole('link', { name: /View/ }));
    await user.click(await screen.findByRole('link', { name: 'New screen' }));
    expect(await screen.findByRole('heading', { level: 1, name: 'New screen' })).toBeVisible();
  });

  it('shows the selected tile’s panel and removes the tile from it, undoably', async () => {
    const { user } = await openEditor();
    await user.click(screen.getByRole('button', { name: /^Baseline, column \d+, row \d+,/ }));
    expect(screen.getByText('Tile properties')).toBeInTheDocument();
    await user.click(screen.getByRole('button', { name: /Remove tile/ }));
    expect(screen.queryByRole('button', { name: /^Baseline, column/ })).toBeNull();
    expect(screen.queryByText('Tile properties')).toBeNull();
    expect(screen.getByText('Removed Baseline.')).toBeInTheDocument();
    expect(status('Unsaved changes')).toBeInTheDocument();
    await user.click(button(/^Undo/));
    expect(screen.getByRole('button', { name: /^Baseline, column/ })).toBeInTheDocument();
    expect(status('All changes saved')).toBeInTheDocument();
  });

  it('offers the draft after a remount and restores it', async () => {
    const { user } = await reopenWithDraft('Draft');
    expect(titleField()).toHaveValue('Ops');
    const restore = await screen.findByRole('button', { name: /^Restore unsaved changes from / });
    expect(
      screen.getByText(/^Unsaved changes from .+ were found in this browser\.$/),
    ).toBeVisible();
    await user.click(restore);
    expect(titleField()).toHaveValue('Draft');
    expect(status('Unsaved changes')).toBeInTheDocument();
    expect(screen.queryByRole('button', { name: /^Restore unsaved changes/ })).toBeNull();
  });

  it('discarding the offered draft removes it', async () => {
    const { user } = await reopenWithDraft('Draft');
    await user.click(await screen.findByRole('button', { name: 'Discard' }));
    expect(localStorage.getItem(draftKey('1003'))).toBeNull();
    expect(titleField()).toHaveValue('Ops');
  });

  it('keeps another tab’s draft of the same screen when this one saves', async () => {
    const stored = await callOperation(ops.DescribeScreenSetting, { id: '1003' });
    // Another tab of this browser left its unsaved work in the screen's draft.
    saveDraft('1003', {
      doc: {
        title: 'Other tab',
        logoUrl: stored.LogoUrl,
        logoPower: stored.LogoPower,
        monitorUrl: '',
        isDefault: false,
        tiles: [],
      },
      baseSignature: 'x',
      baseSnapshot: stored,
      savedAt: 1_700_000_000_000,
    });
    useDebounceClock();
    const { user } = await openEditor();
    expect(
      await screen.findByRole('button', { name: /^Restore unsaved changes from / }),
    ).toBeVisible();
    // Not answered: this tab edits and saves its own change.
    await retitle(user, 'SOC');
    await user.click(button('Save'));
    await waitFor(() => expect(status('All changes saved')).toBeInTheDocument());
    await passDraftDebounce();
    expect(getScreenDb().screens.find((s) => s.id === 1003)?.title).toBe('SOC');
    expect(loadDraft('1003')?.doc.title).toBe('Other tab');
  });

  it('refuses an invalid layout file and changes nothing', async () => {
    const { user } = await openEditor();
    const file = new File(['{"format": "something else"}'], 'bad.json', {
      type: 'application/json',
    });
    await user.upload(screen.getByLabelText('Layout file to import'), file);
    const alert = await screen.findByRole('alert');
    expect(alert).toHaveTextContent('“bad.json” was not imported; nothing changed.');
    expect(alert).toHaveTextContent('It is not a screen layout file');
    expect(titleField()).toHaveValue('Ops');
    expect(status('All changes saved')).toBeInTheDocument();
    expect(button(/^Undo/)).toBeDisabled();

    const notJson = new File(['nope'], 'notes.json', { type: 'application/json' });
    await user.upload(screen.getByLabelText('Layout file to import'), notJson);
    expect(await screen.findByText(/It is not a JSON file/)).toBeInTheDocument();
    expect(status('All changes saved')).toBeInTheDocument();
  });

  it('imports a valid layout file as one undoable step', async () => {
    const { user } = await openEditor();
    const file = new File(
      [
        JSON.stringify({
          format: 'parapet.screen-layout',
          version: 1,
          title: 'Imported',
          logoPower: false,
          monitorUrl: '',
          screenDataMap: [
            { positionId: 1, componentId: 5, date: '1-day', x: 0, y: 0, w: 6, h: 8 },
            { positionId: 2, componentId: 1, date: '7-day', x: 6, y: 0, w: 6, h: 8 },
          ],
        }),
      ],
      'layout.json',
      { type: 'application/json' },
    );
    await user.upload(screen.getByLabelText('Layout file to import'), file);
    // Read, with what the codec could not use listed (Assets offers only 1-day).
    expect(
      await screen.findByText(
        'Imported “layout.json” with 1 problem; the tiles that could be read are shown:',
      ),
    ).toBeVisible();
    expect(
      screen.getByText('Item 2 uses the time range 7-day, which its component does not offer.'),
    ).toBeVisible();
    expect(titleField()).toHaveValue('Imported');
    expect(status('Unsaved changes')).toBeInTheDocument();
    await user.click(button(/^Undo/));
    expect(titleField()).toHaveValue('Ops');
  });

  it('asks before leaving with unsaved changes, and stays', async () => {
    const { user, router } = await openEditor();
    await retitle(user, 'SOC');
    await user.click(screen.getByRole('link', { name: /View/ }));
    const dialog = await screen.findByRole('dialog', { name: 'Leave with unsaved changes?' });
    await user.click(within(dialog).getByRole('button', { name: 'Stay and keep editing' }));
    expect(router.state.location.pathname).toBe('/screen/1003/edit');
    expect(titleField()).toHaveValue('SOC');

    await user.click(screen.getByRole('link', { name: /View/ }));
    const again = await screen.findByRole('dialog', { name: 'Leave with unsaved changes?' });
    await user.click(within(again).getByRole('button', { name: 'Leave' }));
    await waitFor(() => expect(router.state.location.pathname).toBe('/screen/1003'));
    expect(loadDraft('1003')?.doc.title).toBe('SOC');
  });

  it('deletes after a confirmation naming the screen, then shows the default screen', async () => {
    const { user, router, queryClient } = await openEditor('/screen/1001/edit', 'Edit “安全总览”');
    // What the viewer had cached: the deleted screen must not show as the default meanwhile.
    await queryClient.fetchQuery(screenQueries.setting(undefined));
    await user.click(button('Delete'));
    const dialog = await screen.findByRole('dialog', { name: 'Delete “安全总览”?' });
    expect(dialog).toHaveTextContent('It is the default screen');
    await user.keyboard('{Escape}');
    await waitFor(() => expect(screen.queryByRole('dialog')).toBeNull());
    expect(getScreenDb().screens.some((s) => s.id === 1001)).toBe(true);

    await user.click(button('Delete'));
    await user.click(
      within(await screen.findByRole('dialog', { name: 'Delete “安全总览”?' })).getByRole(
        'button',
        { name: 'Delete screen' },
      ),
    );
    await waitFor(() => expect(router.state.location.pathname).toBe('/screen'));
    expect(getScreenDb().screens.some((s) => s.id === 1001)).toBe(false);
    expect(
      screenCalls().filter((query) => query.get('Action') === 'DeleteScreenSetting'),
    ).toHaveLength(1);
    // The next screen became the default, and the viewer shows it.
    expect(await screen.findByRole('heading', { level: 1, name: '攻击态势' })).toBeInTheDocument();
    expect(screen.queryByRole('heading', { level: 1, name: '安全总览' })).toBeNull();
  });
});
