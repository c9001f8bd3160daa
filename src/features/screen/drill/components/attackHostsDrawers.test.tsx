// The attack and hosts drawers: Base64 URLs, attack types, host groups and their lookups.
import { screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { datesAsked, lastDates } from '../../../../../test/dates';
import { HttpResponse } from 'msw';
import { axeViolations } from '../../../../../test/axe';
import { screenBackend, screenFailure } from '../../../../../test/screenBackend';
import { renderDrill, base64, columnTexts } from '../testing/drillTestKit';

describe('attack drawer', () => {
  const records = [
    {
      crack_hour: 1_714_521_600_000,
      crack_type: '101',
      crack_src_ip: '203.0.113.9',
      location: 'Hangzhou',
      instanceName: 'shop-web',
      client_ip: '47.96.0.1',
      dst_port: 443,
      crack_method: 'GET',
      client_url: base64('https://shop.example.com/search?q=<x>'),
      crack_cnt: 12,
    },
    {
      crack_hour: 1_714_525_200_000,
      crack_type: '103',
      crack_src_ip: '198.51.100.7',
      instanceName: 'api',
      internetIp: '47.96.0.2',
      crack_method: 'POST',
      client_url: base64('javascript:alert(document.cookie)'),
      crack_cnt: 3,
    },
    {
      crack_hour: '1714528800',
      crack_type: 'sqli',
      crack_src_ip: '192.0.2.1',
      instanceName: 'db',
      crack_method: 'GET',
      client_url: '%%not base64%%',
      crack_cnt: 1,
    },
  ];

  function attackBackend(total = 3) {
    return screenBackend({
      DescribeScreenAttackAnalysisData: (params) =>
        HttpResponse.json({
          RequestId: 'rq',
          Data: JSON.stringify(params.get('CurrentPage') === '1' ? records : records.slice(0, 1)),
          PageSize: Number(params.get('PageSize')),
          Total: total,
          Page: Number(params.get('CurrentPage')),
        }),
    });
  }

  it('asks for details of the range with Base64 URLs, and pages', async () => {
    const user = userEvent.setup({ delay: null });
    const backend = attackBackend(125);
    const before = Math.floor(Date.now() / 1000);
    renderDrill({ kind: 'attacks', range: { value: 7, unit: 'day' } });
    const dialog = await screen.findByRole('dialog', { name: 'Attack events, last 7 days' });
    await within(dialog).findByText('shop-web');
    const sent = backend.last('DescribeScreenAttackAnalysisData')!;
    expect(sent.get('Type')).toBe('DETAILS');
    expect(sent.get('Base64')).toBe('true');
    expect([sent.get('CurrentPage'), sent.get('PageSize')]).toEqual(['1', '50']);
    expect(sent.has('Data')).toBe(false);
    // Seconds; the tile's window: seven dates, today last (the minute clock may round the end down).
    const end = Number(sent.get('EndTime'));
    expect(end).toBeLessThanOrEqual(before + 60);
    expect(end).toBeGreaterThanOrEqual(before - 60);
    expect(datesAsked(sent)).toEqual(lastDates(7));
    expect(within(dialog).getByText('125 attack events')).toBeInTheDocument();

    await user.click(within(dialog).getByRole('button', { name: 'Next page' }));
    await within(dialog).findByText('Page 2 of 3');
    // The page number shows at once; the request for it follows.
    await waitFor(() =>
      expect(backend.last('DescribeScreenAttackAnalysisData')!.get('CurrentPage')).toBe('2'),
    );
  });

  it('filters by a request attack type and starts again at page 1', async () => {
    const user = userEvent.setup({ delay: null });
    const backend = attackBackend(125);
    renderDrill({ kind: 'attacks', range: { value: 1, unit: 'day' }, crackType: '101' });
    const dialog = await screen.findByRole('dialog', { name: 'Attack events, last 1 day' });
    await within(dialog).findByText('shop-web');
    const select = within(dialog).getByRole('combobox', { name: 'Attack type' });
    // The filter offers the request enumeration: 101 is Struts2 there.
    expect(select).toHaveValue('101');
    expect(within(select).getByRole('option', { selected: true })).toHaveTextContent(
      'Struts2 attack interception',
    );
    expect(backend.last('DescribeScreenAttackAnalysisData')!.get('Data')).toBe(
      '{"crack_type":"101"}',
    );
    await user.click(within(dialog).getByRole('button', { name: 'Next page' }));
    await waitFor(() =>
      expect(backend.last('DescribeScreenAttackAnalysisData')!.get('CurrentPage')).toBe('2'),
    );
    await user.selectOptions(select, 'sqli');
    await waitFor(() =>
      expect(backend.last('DescribeScreenAttackAnalysisData')!.get('Data')).toBe(
        '{"crack_type":"sqli"}',
      ),
    );
    expect(backend.last('DescribeScreenAttackAnalysisData')!.get('CurrentPage')).toBe('1');
    await user.selectOptions(select, '');
    await waitFor(() =>
      expect(backend.last('DescribeScreenAttackAnalysisData')!.has('Data')).toBe(false),
    );
  });

  it('decodes URLs, links only http(s) ones, and labels types from the response enumeration', async () => {
    attackBackend();
    renderDrill({ kind: 'attacks', range: { value: 7, unit: 'day' } });
    const dialog = await screen.findByRole('dialog', { name: 'Attack events, last 7 days' });
    const table = await within(dialog).findByRole('table', { name: 'Attack events' });
    await within(dialog).findByText('shop-web');

    const link = within(dialog).getByRole('link', {
      name: 'https://shop.example.com/search?q=<x> (opens in a new tab)',
    });
    expect(link).toHaveAttribute('href', 'https://shop.example.com/search?q=%3Cx%3E');
    expect(link).toHaveAttribute('target', '_blank');
    expect(link).toHaveAttribute('rel', 'noopener noreferrer');
    // The javascript: address is decoded and shown, but never a link.
    expect(within(dialog).getByText('javascript:alert(document.cookie)').closest('a')).toBeNull();
    expect(within(dialog).getAllByRole('link')).toHaveLength(1);
    // Not Base64: shown as received, with a note.
    expect(within(dialog).getByText('%%not base64%%')).toBeInTheDocument();
    expect(within(dialog).getByText('Not valid Base64; shown as received.')).toBeInTheDocument();

    // 101 and 103 in a response are XSS and SSRF, not the request filter's Struts2 / AntSword.
    expect(columnTexts(table, 'Type')).toEqual(['XSS', 'SSRF', 'SQL injection']);
    expect(columnTexts(table, 'Attacker')).toEqual([
      '203.0.113.9Hangzhou',
      '198.51.100.7',
      '192.0.2.1',
    ]);
    expect(columnTexts(table, 'Target asset')).toEqual([
      'shop-web47.96.0.1port 443',
      'api47.96.0.2',
      'db',
    ]);
    expect(columnTexts(table, 'Attacks')).toEqual(['12', '3', '1']);
  });

  it('has no axe violations', async () => {
    attackBackend();
    renderDrill({ kind: 'attacks', range: { value: 7, unit: 'day' } });
    const dialog = await screen.findByRole('dialog', { name: 'Attack events, last 7 days' });
    await within(dialog).findByText('shop-web');
    expect(await axeViolations(dialog)).toEqual([]);
  });

  it('shows a server error in place with Retry', async () => {
    screenBackend({ DescribeScreenAttackAnalysisData: () => screenFailure(500) });
    renderDrill({ kind: 'attacks', range: { value: 7, unit: 'day' } });
    const dialog = await screen.findByRole('dialog', { name: 'Attack events, last 7 days' });
    const alert = await within(dialog).findByRole('alert');
    expect(within(alert).getByRole('button', { name: 'Retry' })).toBeInTheDocument();
  });
});

// ---------------------------------------------------------------------------------------------

describe('hosts drawer', () => {
  const hostData = {
    SuspEventMachineNames: [
      'web-1|47.96.1.1|10.0.0.1',
      '',
      'lonely',
      'a|b|47.96.1.4|10.0.0.4',
      'inner||10.0.0.5',
    ],
    WeaknessMachineNames: ['db-1|47.96.2.1|10.0.1.1'],
    SafeCount: ['quiet-1', 'quiet-2|47.96.3.2|10.0.2.2'],
    SuspEventUuids: ['u1', 'u2', 'u3', 'u4', 'u5'],
    WeaknessUuids: ['u6'],
  };

  function hostsBackend() {
    return screenBackend({
      DescribeScreenHostStatistics: () => HttpResponse.json({ RequestId: 'rq', Data: hostData }),
      GetFileDetectResultInner: (params) =>
        HttpResponse.json({ RequestId: 'rq', SourceIp: params.get('SourceIp'), Files: [] }),
    });
  }

  it('lists every entry of the group, malformed ones with a note', async () => {
    const user = userEvent.setup({ delay: null });
    hostsBackend();
    renderDrill({ kind: 'hosts' });
    const dialog = await screen.findByRole('dialog', { name: 'Hosts' });
    const table = await within(dialog).findByRole('table', { name: 'Hosts' });
    expect(within(dialog).getByRole('radio', { name: 'With alarms (5)' })).toBeChecked();
    expect(columnTexts(table, 'Public IP')).toEqual(['47.96.1.1', '—', '—', '47.96.1.4', '—']);
    const names = columnTexts(table, 'Host');
    expect(names).toHaveLength(5);
    expect(names[0]).toBe('web-1');
    expect(names[1]).toBe('(no name)Malformed entry: emptyStored as “”');
    expect(names[2]).toContain('Malformed entry: expected name|public IP|private IP');
    expect(names[3]).toBe(
      'a|bMalformed entry: more than three partsStored as “a|b|47.96.1.4|10.0.0.4”',
    );
    expect(names[4]).toBe('inner');
    expect(within(dialog).getByText('5 of 5 hosts')).toBeInTheDocument();

    // antd draws the radio over its label; the label takes the click.
    await user.click(within(dialog).getByText('No risk found (2)'));
    // A bare name is complete in the safe list.
    expect(columnTexts(table, 'Host')).toEqual(['quiet-1', 'quiet-2']);

    await user.click(within(dialog).getByText('With alarms (5)'));
    expect(within(dialog).getByRole('radio', { name: 'With alarms (5)' })).toBeChecked();
    await user.type(within(dialog).getByRole('searchbox', { name: 'Search hosts' }), '10.0.0.4');
    expect(columnTexts(table, 'Host')).toHaveLength(1);
    expect(within(dialog).getByText('1 of 5 hosts')).toBeInTheDocument();
  });

  it('opens on the requested group', async () => {
    hostsBackend();
    renderDrill({ kind: 'hosts', focus: 'weakness' });
    const dialog = await screen.findByRole('dialog', { name: 'Hosts' });
    const table = await within(dialog).findByRole('table', { name: 'Hosts' });
    expect(within(dialog).getByRole('radio', { name: 'With baseline risks (1)' })).toBeChecked();
    expect(columnTexts(table, 'Host')).toEqual(['db-1']);
  });

  it('looks up file detection for a host by its public, else private, address', async () => {
    const user = userEvent.setup({ delay: null });
    const backend = hostsBackend();
    renderDrill({ kind: 'hosts' });
    const dialog = await screen.findByRole('dialog', { name: 'Hosts' });
    await within(dialog).findByRole('table', { name: 'Hosts' });
    // Nothing to look up without an address.
    expect(
      within(dialog).getByRole('button', { name: 'File detection for lonely' }),
    ).toBeDisabled();

    await user.click(within(dialog).getByRole('button', { name: 'File detection for web-1' }));
    const lookup = await screen.findByRole('dialog', { name: 'File detection for web-1' });
    expect(within(lookup).getByLabelText('Source IP')).toHaveValue('47.96.1.1');
    await within(lookup).findByText('"47.96.1.1"');
    expect(backend.last('GetFileDetectResultInner')!.get('SourceIp')).toBe('47.96.1.1');

    await user.click(within(lookup).getByRole('button', { name: 'Close' }));
    await waitFor(() =>
      expect(screen.queryByRole('dialog', { name: 'File detection for web-1' })).toBeNull(),
    );
    await user.click(within(dialog).getByRole('button', { name: 'File detection for inner' }));
    const inner = await screen.findByRole('dialog', { name: 'File detection for inner' });
    expect(within(inner).getByLabelText('Source IP')).toHaveValue('10.0.0.5');
    await waitFor(() =>
      expect(backend.last('GetFileDetectResultInner')!.get('SourceIp')).toBe('10.0.0.5'),
    );
  });

  it('has no axe violations, with the lookup open', async () => {
    const user = userEvent.setup({ delay: null });
    hostsBackend();
    renderDrill({ kind: 'hosts' });
    const dialog = await screen.findByRole('dialog', { name: 'Hosts' });
    await within(dialog).findByRole('table', { name: 'Hosts' });
    expect(await axeViolations(dialog)).toEqual([]);
    await user.click(within(dialog).getByRole('button', { name: 'File detection for web-1' }));
    const lookup = await screen.findByRole('dialog', { name: 'File detection for web-1' });
    await within(lookup).findByText('"47.96.1.1"');
    expect(await axeViolations(lookup)).toEqual([]);
  });

  it('shows 403 for the host statistics with the operation name', async () => {
    screenBackend({ DescribeScreenHostStatistics: () => screenFailure(403) });
    renderDrill({ kind: 'hosts' });
    const dialog = await screen.findByRole('dialog', { name: 'Hosts' });
    expect(await within(dialog).findByRole('alert')).toHaveTextContent(
      'You do not have permission for DescribeScreenHostStatistics.',
    );
  });
});

// ---------------------------------------------------------------------------------------------
