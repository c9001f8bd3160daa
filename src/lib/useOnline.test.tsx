import { act, screen } from '@testing-library/react';
import { onlineManager } from '@tanstack/react-query';
import { preloadRoutes, renderApp } from '../../test/renderApp';

preloadRoutes('/settings');

const OFFLINE = 'You are offline. Reconnect and retry.';

describe('useOnline', () => {
  afterEach(() => {
    onlineManager.setOnline(true);
  });

  it("follows TanStack Query's onlineManager: offline shows the banner, online hides it", async () => {
    renderApp('/settings');
    await screen.findByRole('heading', { level: 1 });
    expect(screen.queryByText(OFFLINE)).not.toBeInTheDocument();

    act(() => onlineManager.setOnline(false));
    expect(screen.getByText(OFFLINE)).toBeInTheDocument();

    act(() => onlineManager.setOnline(true));
    expect(screen.queryByText(OFFLINE)).not.toBeInTheDocument();
  });
});
