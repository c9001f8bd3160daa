// The editor's requests start with its route; what it starts from is still a fresh read.
import { act, screen } from '@testing-library/react';
import { preloadRoutes, renderApp } from '../../../../../test/renderApp';
import { screenQueries } from '../../../../api/screen/queries';
import {
  openEditor,
  preloadEditor,
  recordScreenCalls,
  screenCalls,
} from '../testing/editorTestUtils';

preloadRoutes('/screen/1003', '/screen/1003/edit', '/screen/-/new');
preloadEditor();

recordScreenCalls();

const asked = (action: string) =>
  screenCalls().filter((call) => call.get('Action') === action).length;

describe('screen editor: its requests start with its route', () => {
  it('asks once each for the setting, the component catalogue and the edition', async () => {
    await openEditor();
    expect(await screen.findByText(/Drag a tile by its bar/)).toBeInTheDocument();
    expect(asked('DescribeScreenSetting')).toBe(1);
    expect(asked('DescribeScreenDataMap')).toBe(1);
    expect(asked('DescribeScreenVersionConfig')).toBeLessThanOrEqual(1);
  });

  it('asks for no setting for a new screen', async () => {
    await openEditor('/screen/-/new', 'New screen');
    expect(asked('DescribeScreenSetting')).toBe(0);
    expect(asked('DescribeScreenDataMap')).toBe(1);
  });

  it('reads the setting afresh when the cached one is older than a few seconds', async () => {
    const { router, queryClient } = renderApp('/screen/1003');
    await screen.findByRole('heading', { level: 1, name: 'Ops' });
    const key = screenQueries.setting('1003').queryKey;
    const cached = queryClient.getQueryData(key);
    // What a viewer left ten seconds ago: not a base a save may be checked against.
    queryClient.setQueryData(key, cached, { updatedAt: Date.now() - 10_000 });
    const before = asked('DescribeScreenSetting');
    await act(() => router.navigate('/screen/1003/edit'));
    expect(await screen.findByRole('heading', { level: 1, name: 'Edit “Ops”' })).toBeVisible();
    expect(asked('DescribeScreenSetting')).toBe(before + 1);
  });
});
