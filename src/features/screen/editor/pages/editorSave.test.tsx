import { fireEvent, screen, waitFor, within } from '@testing-library/react';
import { http, HttpResponse } from 'msw';
import { getScreenDb, mockControl, server } from '../../../../../test/msw';
import { callOperation } from '../../../../api/operation';
import { screenOperations as ops } from '../../../../api/screen/operations';
import { screenQueries } from '../../../../api/screen/queries';
import { draftKey } from '../model/draftStore';
import {
  button,
  clearScreenCalls,
  draftOf,
  openEditor,
  passDraftDebounce,
  preloadEditor,
  recordScreenCalls,
  retitle,
  saves,
  screenCallMethods,
  screenCalls,
  status,
  titleField,
  useDebounceClock,
} from '../testing/editorTestUtils';
import { preloadRoutes } from '../../../../../test/renderApp';
import { storedScreen } from '../../../../../test/screenBackend';

preloadRoutes('/screen/1003/edit');
preloadEditor();

recordScreenCalls();

describe('screen editor page: saving', () => {
  it('loads a screen clean: nothing to save or undo, no draft', async () => {
    useDebounceClock();
    await openEditor();
    expect(titleField()).toHaveValue('Ops');
    expect(status('All changes saved')).toBeInTheDocument();
    expect(button('Save')).toBeDisabled();
    expect(button(/^Undo/)).toBeDisabled();
    expect(button(/^Redo/)).toBeDisabled();
    expect(screen.getByRole('link', { name: /View/ })).toHaveAttribute('href', '/screen/1003');
    await passDraftDebounce();
    expect(localStorage.getItem(draftKey('1003'))).toBeNull();
  });

  it('asks a new screen for its title only when a save is tried, at the field too', async () => {
    const { user } = await openEditor('/screen/-/new', 'New screen');
    expect(titleField()).not.toBeInvalid();
    expect(screen.queryByText('A title is required.')).not.toBeInTheDocument();
    await user.click(screen.getByRole('button', { name: /^Add ?Alarms/ }));
    expect(screen.queryByText('A title is required.')).not.toBeInTheDocument();
    await user.click(button('Save'));
    expect(await screen.findByText('Give the screen a title before saving.')).toBeInTheDocument();
    expect(screen.getByText('A title is required.')).toBeInTheDocument();
    expect(titleField()).toBeInvalid();
    expect(saves()).toHaveLength(0);
  });

  it('marks an edit dirty and autosaves it as a draft; undo makes it clean again', async () => {
    const { user } = await openEditor();
    await retitle(user, 'SOC');
    expect(status('Unsaved changes')).toBeInTheDocument();
    expect(button('Save')).toBeEnabled();
    const draft = await draftOf('1003');
    expect(draft?.doc.title).toBe('SOC');
    expect(draft?.baseSnapshot?.Title).toBe('Ops');

    // Out of the text field, Ctrl+Z is the editor's undo (typing merged into one step).
    await user.click(screen.getByRole('heading', { level: 1 }));
    await user.keyboard('{Control>}z{/Control}');
    expect(titleField()).toHaveValue('Ops');
    expect(status('All changes saved')).toBeInTheDocument();
    await waitFor(() => expect(localStorage.getItem(draftKey('1003'))).toBeNull());
    await user.keyboard('{Control>}{Shift>}z{/Shift}{/Control}');
    expect(titleField()).toHaveValue('SOC');
  });

  it('saves with the screen’s Id, clears the draft and updates the titles', async () => {
    const { user, queryClient } = await openEditor();
    await queryClient.fetchQuery(screenQueries.titles());
    await retitle(user, 'SOC');
    await draftOf('1003');
    clearScreenCalls();
    await user.click(button('Save'));
    await waitFor(() => expect(status('All changes saved')).toBeInTheDocument());
    expect(saves()).toHaveLength(1);
    expect(saves()[0]?.get('Id')).toBe('1003');
    expect(saves()[0]?.get('Title')).toBe('SOC');
    // Re-read right before writing (the conflict check), never answered from the cache.
    const order = screenCalls().map((query) => `${query.get('Action')}:${query.get('Id')}`);
    expect(order.slice(0, 2)).toEqual(['DescribeScreenSetting:1003', 'CreateScreenSetting:1003']);
    // The read is a GET, the write a POST whose layout is in its body, not its URL.
    expect(screenCallMethods().slice(0, 2)).toEqual(['GET', 'POST']);
    expect(getScreenDb().screens.find((s) => s.id === 1003)?.title).toBe('SOC');
    expect(localStorage.getItem(draftKey('1003'))).toBeNull();
    expect(await screen.findByText('Saved “SOC”.')).toBeInTheDocument();
    // The viewer and the switcher see the new title without a reload.
    expect(queryClient.getQueryData(screenQueries.setting('1003').queryKey)?.Title).toBe('SOC');
    // Refetched wherever the titles are shown next.
    expect(queryClient.getQueryState(screenQueries.titles().queryKey)?.isInvalidated).toBe(true);
  });

  it('keeps the edits and says why when the save fails', async () => {
    const { user } = await openEditor();
    await retitle(user, 'SOC');
    mockControl.setFaultSpec('screen:CreateScreenSetting:500');
    await user.click(button('Save'));
    const alert = await screen.findByRole('alert');
    expect(alert).toHaveTextContent('The screen was not saved. Your changes are still here');
    expect(titleField()).toHaveValue('SOC');
    expect(status('Unsaved changes')).toBeInTheDocument();
    expect(getScreenDb().screens.find((s) => s.id === 1003)?.title).toBe('Ops');
    expect((await draftOf('1003'))?.doc.title).toBe('SOC');

    mockControl.setFaultSpec('');
    await user.click(within(alert).getByRole('button', { name: 'Retry' }));
    await waitFor(() => expect(status('All changes saved')).toBeInTheDocument());
    expect(getScreenDb().screens.find((s) => s.id === 1003)?.title).toBe('SOC');
  });

  describe('when the screen was saved elsewhere meanwhile', () => {
    async function conflict() {
      const app = await openEditor();
      await retitle(app.user, 'Mine');
      const stored = await callOperation(ops.DescribeScreenSetting, { id: '1003' });
      await callOperation(ops.CreateScreenSetting, {
        id: '1003',
        title: 'Theirs',
        screenDataMap: stored.ScreenDataMap,
        logoUrl: stored.LogoUrl,
        logoPower: stored.LogoPower,
      });
      await app.user.click(button('Save'));
      const dialog = await screen.findByRole('dialog', {
        name: 'This screen was changed elsewhere',
      });
      expect(within(dialog).getByRole('listitem')).toHaveTextContent(
        'The title was changed from “Ops” to “Theirs”.',
      );
      // Nothing was written yet.
      expect(saves().filter((query) => query.get('Title') === 'Mine')).toHaveLength(0);
      return { ...app, dialog };
    }

    it('overwrites with mine only when asked', async () => {
      const { user, dialog } = await conflict();
      await user.click(within(dialog).getByRole('button', { name: 'Overwrite with mine' }));
      await waitFor(() => expect(status('All changes saved')).toBeInTheDocument());
      expect(getScreenDb().screens.find((s) => s.id === 1003)?.title).toBe('Mine');
      expect(screen.queryByRole('dialog')).toBeNull();
    });

    it('loads theirs as the new base, and undo brings mine back', async () => {
      const { user, dialog } = await conflict();
      await user.click(within(dialog).getByRole('button', { name: 'Load theirs' }));
      expect(titleField()).toHaveValue('Theirs');
      expect(status('All changes saved')).toBeInTheDocument();
      expect(getScreenDb().screens.find((s) => s.id === 1003)?.title).toBe('Theirs');
      await user.click(button(/^Undo/));
      expect(titleField()).toHaveValue('Mine');
      // Saving now is against theirs: no second conflict.
      await user.click(button('Save'));
      await waitFor(() => expect(status('All changes saved')).toBeInTheDocument());
      expect(getScreenDb().screens.find((s) => s.id === 1003)?.title).toBe('Mine');
    });

    it('saves mine as a new screen and opens it, leaving theirs alone', async () => {
      const { user, dialog, router } = await conflict();
      await user.click(within(dialog).getByRole('button', { name: 'Save mine as a new screen' }));
      await screen.findByRole('heading', { level: 1, name: 'Edit “Mine”' });
      const created = getScreenDb().screens.find((s) => s.title === 'Mine');
      expect(created).toBeDefined();
      expect(router.state.location.pathname).toBe(`/screen/${created?.id}/edit`);
      expect(saves().at(-1)?.has('Id')).toBe(false);
      expect(getScreenDb().screens.find((s) => s.id === 1003)?.title).toBe('Theirs');
      expect(localStorage.getItem(draftKey('1003'))).toBeNull();
    });
  });

  it('asks before a save replaces a stored layout it could not read', async () => {
    server.use(
      http.get('*/api/screen', ({ request }) => {
        const query = new URL(request.url).searchParams;
        if (query.get('Action') !== 'DescribeScreenSetting' || query.get('Id') !== '1003') {
          return undefined;
        }
        return HttpResponse.json({
          RequestId: 'r-unreadable',
          ScreenId: 1003,
          ScreenDefault: 0,
          LogoPower: false,
          LogoUrl: '',
          Title: 'Ops',
          ScreenDataMap: '{"not": "a list"',
          MonitorUrl: '',
        });
      }),
    );
    const { user } = await openEditor();
    expect(screen.getByText(/^The layout stored for this screen could not be read/)).toBeVisible();
    await retitle(user, 'SOC');
    await user.click(button('Save'));
    const dialog = await screen.findByRole('dialog', { name: 'Replace the unreadable layout?' });
    expect(saves()).toHaveLength(0);
    await user.click(within(dialog).getByRole('button', { name: 'Cancel' }));
    expect(saves()).toHaveLength(0);

    await user.click(button('Save'));
    const again = await screen.findByRole('dialog', { name: 'Replace the unreadable layout?' });
    await user.click(within(again).getByRole('button', { name: 'Replace and save' }));
    await waitFor(() => expect(saves()).toHaveLength(1));
    expect(saves()[0]?.get('ScreenDataMap')).toBe('[]');
    await waitFor(() => expect(status('All changes saved')).toBeInTheDocument());
  });

  it('asks before saving a tile below the wall’s last row, and can move it up instead', async () => {
    const id = await storedScreen('Tall', [
      { positionId: 1, componentId: 1, date: '7-day', x: 0, y: 0, w: 6, h: 24 },
      { positionId: 2, componentId: 5, date: '7-day', x: 6, y: 0, w: 3, h: 12 },
      // Stacked under Alarms: rows 13–30, past the wall's 24 rows; columns 10–12 are free.
      { positionId: 3, componentId: 2, date: '7-day', x: 6, y: 12, w: 3, h: 18 },
    ]);
    clearScreenCalls();
    const { user } = await openEditor(`/screen/${id}/edit`, 'Edit “Tall”');
    await retitle(user, 'Taller');
    await user.click(button('Save'));
    const dialog = await screen.findByRole('dialog', {
      name: 'A tile reaches below the wall’s last row',
    });
    expect(within(dialog).getByRole('listitem')).toHaveTextContent(
      'Vulnerabilities, down to row 30',
    );
    await user.click(within(dialog).getByRole('button', { name: 'Cancel' }));
    expect(saves()).toHaveLength(0);

    // Saved as it is: every tile kept, the wall shortens its rows.
    await user.click(button('Save'));
    const again = await screen.findByRole('dialog', { name: /below the wall’s last row/ });
    await user.click(within(again).getByRole('button', { name: 'Save with 30 rows' }));
    await waitFor(() => expect(saves()).toHaveLength(1));
    expect(JSON.parse(saves()[0]!.get('ScreenDataMap')!)).toHaveLength(3);
    await waitFor(() => expect(status('All changes saved')).toBeInTheDocument());

    // Or moved up into the free columns first, then saved without another question.
    await retitle(user, 'Tallest');
    await user.click(button('Save'));
    const third = await screen.findByRole('dialog', { name: /below the wall’s last row/ });
    await user.click(within(third).getByRole('button', { name: 'Move them up' }));
    expect(
      await screen.findByText('Moved one tile onto the wall. Check the layout, then save.'),
    ).toBeVisible();
    expect(saves()).toHaveLength(1);
    await user.click(button('Save'));
    await waitFor(() => expect(saves()).toHaveLength(2));
    expect(JSON.parse(saves()[1]!.get('ScreenDataMap')!)).toContainEqual(
      expect.objectContaining({ componentId: 2, x: 9, y: 0, w: 3, h: 18 }),
    );
  });

  it('duplicates the screen as a new one and opens the copy', async () => {
    const { user, router } = await openEditor();
    await user.click(button('Duplicate'));
    await screen.findByRole('heading', { level: 1, name: 'Edit “Ops (copy)”' });
    const copy = getScreenDb().screens.find((s) => s.title === 'Ops (copy)');
    const original = getScreenDb().screens.find((s) => s.id === 1003);
    expect(router.state.location.pathname).toBe(`/screen/${copy?.id}/edit`);
    expect(copy?.dataMap).toBe(original?.dataMap);
    expect(copy?.isDefault).toBe(false);
    expect(original?.title).toBe('Ops');
  });

  it('says what is missing instead of sending a screen without a title', async () => {
    const { user } = await openEditor();
    await user.clear(titleField());
    await user.click(button('Save'));
    expect(await screen.findByRole('alert')).toHaveTextContent(
      'Give the screen a title before saving.',
    );
    expect(saves()).toHaveLength(0);
    await user.type(titleField(), 'SOC');
    expect(screen.queryByText('Give the screen a title before saving.')).toBeNull();
  });

  it('refuses a title longer than the service accepts before sending, and saves 64 characters', async () => {
    const { user } = await openEditor();
    // Pasted: more than the field's counter allows is shown, and never sent.
    fireEvent.change(titleField(), { target: { value: 'x'.repeat(65) } });
    expect(titleField()).toBeInvalid();
    await user.click(button('Save'));
    expect(await screen.findByRole('alert')).toHaveTextContent(
      'The title has 65 characters; the service accepts at most 64. Shorten it before saving.',
    );
    expect(saves()).toHaveLength(0);

    // The same limit as the service's, counted as it counts: 64 Chinese characters are taken.
    fireEvent.change(titleField(), { target: { value: '界'.repeat(64) } });
    await user.click(button('Save'));
    await waitFor(() => expect(status('All changes saved')).toBeInTheDocument());
    expect(getScreenDb().screens.find((s) => s.id === 1003)?.title).toBe('界'.repeat(64));
  });

  it('duplicates a screen with a title at the limit as a copy that still fits', async () => {
    const { user } = await openEditor();
    fireEvent.change(titleField(), { target: { value: 'x'.repeat(64) } });
    await user.click(button('Duplicate'));
    const title = `${'x'.repeat(57)} (copy)`;
    await screen.findByRole('heading', { level: 1, name: `Edit “${title}”` });
    expect(getScreenDb().screens.some((s) => s.title === title)).toBe(true);
  });

  it('creates a new screen without an Id and opens it for editing', async () => {
    const { user, router } = await openEditor('/screen/-/new', 'New screen');
    expect(button('Save')).toBeDisabled();
    await retitle(user, 'Fresh');
    expect((await draftOf('new'))?.doc.title).toBe('Fresh');
    await user.click(button('Save'));
    await screen.findByRole('heading', { level: 1, name: 'Edit “Fresh”' });
    const created = getScreenDb().screens.find((s) => s.title === 'Fresh');
    expect(router.state.location.pathname).toBe(`/screen/${created?.id}/edit`);
    expect(saves()[0]?.has('Id')).toBe(false);
    expect(localStorage.getItem(draftKey('new'))).toBeNull();
  });
});
