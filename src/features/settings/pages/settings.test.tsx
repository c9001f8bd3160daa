import { fireEvent, screen, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { getAgentDb, mockControl } from '../../../../test/msw';
import { registerMockControl } from '../../../api/mockControl';
import { preloadRoutes, renderApp } from '../../../../test/renderApp';

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

  it('applies the valid entries of a fault list and says which were left out and why', async () => {
    const user = userEvent.setup();
    renderApp('/settings');
    const input = await screen.findByLabelText('Faults in force');
    fireEvent.change(input, {
      target: { value: 'agent:ListWebhook:503,agent:DisableWebhook:500,agent:ListWebhooks:teapot' },
    });
    await user.click(screen.getByRole('button', { name: 'Apply faults' }));
    const alert = await screen.findByRole('alert');
    expect(within(alert).getByText('These entries were left out; the others are in force.'));
    expect(
      within(alert)
        .getAllByRole('listitem')
        .map((item) => item.textContent),
    ).toEqual([
      'agent:ListWebhook:503: agent has no operation “ListWebhook”; did you mean ListWebhooks?',
      'agent:ListWebhooks:teapot: unknown effect “teapot”; use an HTTP status, latency-<ms>, malformed or offline',
    ]);
    expect(input).toHaveAccessibleDescription(expect.stringContaining('“ListWebhook”'));
    expect(await screen.findByText('Faults updated; 2 entries were left out.')).toBeInTheDocument();
    // The valid entry is in force; the field keeps what was typed, to be fixed.
    expect(mockControl.getFaultSpec()).toBe('agent:DisableWebhook:500');
    expect(input).toHaveValue(
      'agent:ListWebhook:503,agent:DisableWebhook:500,agent:ListWebhooks:teapot',
    );

    fireEvent.change(input, { target: { value: 'agent:ListWebhooks:503' } });
    await user.click(screen.getByRole('button', { name: 'Apply faults' }));
    expect(await screen.findByText('Faults updated.')).toBeInTheDocument();
    expect(screen.queryByRole('alert')).toBeNull();
    expect(input).not.toHaveAccessibleDescription();
    expect(mockControl.getFaultSpec()).toBe('agent:ListWebhooks:503');
  });

  it('lists the entries of the page address’s fault list that were left out at startup, in Chinese', async () => {
    const applied = mockControl.setFaultSpec('screen:DescribeScreenEmerRisk:403,lake:*:latency-x');
    if (applied.ok) throw new Error('expected an entry to be left out');
    registerMockControl({ ...mockControl, getStartupFaultProblems: () => applied.problems });
    renderApp('/settings', { locale: 'zh' });
    const heading = await screen.findByText(
      '页面地址参数 mock-fault 中以下 1 项未生效，其余已生效。',
    );
    const notice = heading.closest('[role="status"]');
    expect(notice).toHaveTextContent(
      '页面地址参数 mock-fault 中以下 1 项未生效，其余已生效。lake:*:latency-x：延迟“x”无效，应为 0 到 120,000 毫秒',
    );
    expect(screen.getByLabelText('当前生效的故障')).toHaveValue(
      'screen:DescribeScreenEmerRisk:403',
    );
    // The data scale's value in the reader's language too, not the code `normal`.
    expect(screen.getByText('数据规模：常规')).toBeVisible();
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
