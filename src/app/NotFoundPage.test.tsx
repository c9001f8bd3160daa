import { screen, waitFor } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { preloadRoutes, renderApp } from '../../test/renderApp';

preloadRoutes('/no/such/page');

// Where home leads is under test, not the screen itself (its twelve tiles are slow in jsdom).
vi.mock('../features/screen/viewer/pages/ScreenViewerPage', () => ({
  ScreenViewerPage: () => <h1>Security screen</h1>,
}));

describe('NotFoundPage', () => {
  it('offers a single link home, to `/` like the header, with no button inside a link', async () => {
    const { container, router } = renderApp('/no/such/page');
    const home = await screen.findByRole('link', { name: 'Go to the home page' });
    expect(home).toHaveAttribute('href', '/');
    expect(screen.getByRole('link', { name: 'Parapet' })).toHaveAttribute('href', '/');
    expect(container.querySelector('a button')).toBeNull();
    expect(screen.queryByRole('button', { name: 'Go to the home page' })).not.toBeInTheDocument();

    await userEvent.click(home);
    // `/` redirects to the start page, the security screen.
    await waitFor(() => expect(router.state.location.pathname).toBe('/screen'));
    expect(await screen.findByRole('heading', { name: 'Security screen' })).toBeInTheDocument();
  });
});
