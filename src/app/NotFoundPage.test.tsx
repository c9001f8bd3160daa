import { screen, waitFor } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { preloadRoutes, renderApp } from '../../test/renderApp';

preloadRoutes('/no/such/page');

describe('NotFoundPage', () => {
  it('offers a single link home, with no button nested inside a link', async () => {
    const { container, router } = renderApp('/no/such/page');
    const home = await screen.findByRole('link', { name: 'Go to webhooks' });
    expect(home).toHaveAttribute('href', '/webhooks');
    expect(container.querySelector('a button')).toBeNull();
    expect(screen.queryByRole('button', { name: 'Go to webhooks' })).not.toBeInTheDocument();

    await userEvent.click(home);
    await waitFor(() => expect(router.state.location.pathname).toBe('/webhooks'));
  });
});
