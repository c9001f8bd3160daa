import { screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { http, HttpResponse } from 'msw';
import { getAgentDb, mockControl, server } from '../../../../test/msw';
import { preloadRoutes, renderApp } from '../../../../test/renderApp';

preloadRoutes('/webhooks', '/webhooks/we_1');

const activeEndpoint = () => getAgentDb().endpoints.find((e) => e.status === 'ACTIVE')!;

describe('webhooks by role', () => {
  it('a viewer sees Disable turned off, saying the role it needs, and cannot send it', async () => {
    const user = userEvent.setup();
    mockControl.setRole('viewer');
    const target = activeEndpoint();
    renderApp(`/webhooks/${target.id}`);

    const disable = await screen.findByRole('button', { name: /^Disable:/ });
    await waitFor(() => expect(disable).toBeDisabled());
    expect(disable).toHaveAccessibleDescription(
      'Needs the editor role; you are signed in as viewer.',
    );
    await user.click(disable);
    expect(screen.queryByRole('dialog')).not.toBeInTheDocument();
    expect(screen.getByRole('link', { name: 'Demo: acting as viewer' })).toHaveAttribute(
      'href',
      '/settings',
    );
  });

  it('an editor may disable an endpoint', async () => {
    mockControl.setRole('editor');
    renderApp(`/webhooks/${activeEndpoint().id}`);
    await screen.findByRole('link', { name: 'Demo: acting as editor' });
    expect(screen.getByRole('button', { name: /^Disable:/ })).toBeEnabled();
  });

  it('a refusal for the role, after the page was loaded, is said in the dialog and changes nothing', async () => {
    const user = userEvent.setup();
    const target = activeEndpoint();
    renderApp(`/webhooks/${target.id}`);
    await user.click(await screen.findByRole('button', { name: /^Disable:/ }));
    // The role changed behind the page's back (as a gateway's role map may).
    mockControl.setRole('viewer');
    const dialog = await screen.findByRole('dialog');
    await user.click(within(dialog).getByRole('button', { name: 'Disable endpoint' }));
    expect(
      await within(dialog).findByText('Your role does not allow DisableWebhook.'),
    ).toBeVisible();
    expect(getAgentDb().endpoints.find((e) => e.id === target.id)?.status).toBe('ACTIVE');
  });

  it('a sign-in that ended is said where the call failed and above the page, with a way to sign in again', async () => {
    server.use(
      http.get('*/api/v1/agent/webhook_endpoints', () =>
        HttpResponse.json(
          {
            type: 'error',
            error: {
              type: 'authentication_error',
              code: 'SignInRequired',
              message: 'sign in first',
            },
            request_id: 'req_gateway',
          },
          { status: 401 },
        ),
      ),
    );
    renderApp('/webhooks');
    // In place (the list's error) and above the page.
    await waitFor(() => expect(screen.getAllByText(/Your sign-in has ended/)).toHaveLength(2));
    const links = await screen.findAllByRole('link', { name: 'Sign in again' });
    expect(links).toHaveLength(2);
    for (const link of links) {
      expect(link.getAttribute('href')).toMatch(/^\/auth\/login\?returnTo=%2F/);
    }
    // Not the agent key's advice: no key in this console would help.
    expect(screen.queryByRole('link', { name: 'Go to Settings' })).toBeNull();
  });
});
