import { screen } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { getAgentDb, mockControl } from '../../../test/msw';
import { registerMockControl } from '../../api/mockControl';
import { preloadRoutes, renderApp } from '../../../test/renderApp';

preloadRoutes('/settings');

describe('settings', () => {
  beforeEach(() => registerMockControl(mockControl));

  it('saves the agent key for the session and shows it masked', async () => {
    const user = userEvent.setup();
    renderApp('/settings', { apiKey: null });
    expect(await screen.findByText('No key set.')).toBeInTheDocument();

    await user.click(screen.getByRole('button', { name: 'Save' }));
    expect(await screen.findByText('Enter a key first.')).toBeInTheDocument();

    await user.type(screen.getByLabelText('New API key'), 'sk-live-123456');
    await user.click(screen.getByRole('button', { name: 'Save' }));
    expect(await screen.findByText('Current key: sk-l••••••••••')).toBeInTheDocument();
    expect(screen.queryByText(/sk-live-123456/)).not.toBeInTheDocument();
    expect(sessionStorage.getItem('parapet.agent.apiKey')).toBe('sk-live-123456');
    expect(Object.values({ ...localStorage }).join()).not.toContain('sk-live');

    await user.click(screen.getByRole('button', { name: 'Clear' }));
    expect(await screen.findByText('No key set.')).toBeInTheDocument();
  });

  it('offers the demo key in mock mode', async () => {
    const user = userEvent.setup();
    renderApp('/settings', { apiKey: null });
    expect(
      await screen.findByText('The demo backend accepts the key demo-key.'),
    ).toBeInTheDocument();
    await user.click(screen.getByRole('button', { name: 'Use demo key' }));
    expect(await screen.findByText('Current key: demo••••')).toBeInTheDocument();
  });

  it('rejects an invalid fault spec in place and applies a valid one', async () => {
    const user = userEvent.setup();
    renderApp('/settings');
    const input = await screen.findByLabelText('Faults in force');
    await user.type(input, 'agent:ListWebhooks:teapot');
    await user.click(screen.getByRole('button', { name: 'Apply faults' }));
    expect(await screen.findByText(/teapot/)).toBeInTheDocument();
    expect(mockControl.getFaultSpec()).toBe('');

    await user.clear(input);
    await user.type(input, 'agent:ListWebhooks:503');
    await user.click(screen.getByRole('button', { name: 'Apply faults' }));
    expect(await screen.findByText('Faults updated.')).toBeInTheDocument();
    expect(mockControl.getFaultSpec()).toBe('agent:ListWebhooks:503');
  });

  it('resets the demo data after confirmation', async () => {
    const user = userEvent.setup();
    const disabledCount = () =>
      getAgentDb().endpoints.filter((e) => e.status === 'DISABLED').length;
    const seeded = disabledCount();
    const target = getAgentDb().endpoints.find((e) => e.status === 'ACTIVE')!;
    const response = await fetch(
      `http://localhost/api/agent/api/v1/agent/webhook_endpoints/${target.id}/disable`,
      {
        method: 'POST',
        headers: { Authorization: 'Bearer demo-key' },
      },
    );
    expect(response.status).toBe(200);
    expect(disabledCount()).toBe(seeded + 1);

    renderApp('/settings');
    await user.click(await screen.findByRole('button', { name: 'Reset demo data' }));
    // The confirmation's own button carries the same words.
    const buttons = await screen.findAllByRole('button', { name: 'Reset demo data' });
    await user.click(buttons[buttons.length - 1]!);
    expect(await screen.findByText('Demo data reset.')).toBeInTheDocument();
    expect(disabledCount()).toBe(seeded);
  });
});

describe('fault builder', () => {
  beforeEach(() => registerMockControl(mockControl));

  it('offers exactly the registry’s operations and adds the fault it builds', async () => {
    const user = userEvent.setup();
    renderApp('/settings');
    const service = await screen.findByRole('combobox', { name: 'Service' });
    const operation = screen.getByRole('combobox', { name: 'Operation' });
    const offered = () => [...(operation as HTMLSelectElement).options].map((o) => o.value);
    await user.selectOptions(service, 'screen');
    expect(offered()).toHaveLength(20);
    expect(offered()).toContain('DescribeScreenAttackAnalysisData');
    await user.selectOptions(service, 'agent');
    expect(offered()).toEqual(['*', 'ListWebhooks', 'ListWebhookEvents', 'DisableWebhook']);

    await user.selectOptions(operation, 'DisableWebhook');
    await user.selectOptions(screen.getByRole('combobox', { name: 'Effect' }), 'malformed');
    await user.selectOptions(screen.getByRole('combobox', { name: 'Affects' }), '3');
    await user.click(screen.getByRole('button', { name: 'Add to faults' }));
    expect(screen.getByLabelText('Faults in force')).toHaveValue(
      'agent:DisableWebhook:malformed*3',
    );

    await user.click(screen.getByRole('button', { name: 'Apply faults' }));
    expect(mockControl.getFaultSpec()).toBe('agent:DisableWebhook:malformed*3');
  });
});
