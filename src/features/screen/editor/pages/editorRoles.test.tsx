import { screen, waitFor } from '@testing-library/react';
import { mockControl } from '../../../../../test/msw';
import { preloadRoutes, renderApp } from '../../../../../test/renderApp';
import {
  button,
  openEditor,
  preloadEditor,
  recordScreenCalls,
  retitle,
  saves,
} from '../testing/editorTestUtils';

preloadRoutes('/screen/1003/edit', '/screen/1003');
preloadEditor();

recordScreenCalls();

const VIEWER_REASON = 'Needs the editor role; you are signed in as viewer.';

describe('screens by role', () => {
  it('a viewer sees the screen, with Edit and New screen turned off saying why', async () => {
    mockControl.setRole('viewer');
    renderApp('/screen/1003');
    const edit = await screen.findByRole('button', { name: /^Edit/ });
    await waitFor(() => expect(edit).toBeDisabled());
    expect(edit).toHaveAccessibleDescription(VIEWER_REASON);
    expect(screen.getByRole('button', { name: 'New screen' })).toHaveAccessibleDescription(
      VIEWER_REASON,
    );
    expect(screen.queryByRole('link', { name: /^Edit/ })).toBeNull();
  });

  it('a viewer who opens the editor may try a layout, is told up front it cannot be saved, and nothing is sent', async () => {
    mockControl.setRole('viewer');
    const { user } = await openEditor();
    expect(
      await screen.findByText(
        'You can try layouts here, but your role cannot save or delete screens.',
      ),
    ).toBeVisible();
    await retitle(user, 'SOC');
    for (const name of ['Save', 'Save as new', 'Duplicate', 'Delete']) {
      expect(button(name)).toBeDisabled();
      expect(button(name)).toHaveAccessibleDescription(VIEWER_REASON);
    }
    // The try-out is kept as a draft like any edit, so nothing is lost by looking.
    expect(saves()).toHaveLength(0);
  });

  it('an editor may save, with no notice', async () => {
    mockControl.setRole('editor');
    const { user } = await openEditor();
    await retitle(user, 'SOC');
    await waitFor(() => expect(button('Save')).toBeEnabled());
    expect(button('Save')).not.toHaveAccessibleDescription(VIEWER_REASON);
    expect(
      screen.queryByText('You can try layouts here, but your role cannot save or delete screens.'),
    ).toBeNull();
  });
});
