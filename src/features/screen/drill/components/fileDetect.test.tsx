// The file detection lookup and the JSON tree that shows its result.
import { act, screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { HttpResponse } from 'msw';
import { screenBackend, screenFailure } from '../../../../../test/screenBackend';
import { FileDetectLookup } from './FileDetectLookup';
import { JSON_ENTRY_STEP, JSON_STRING_CAP, JsonTree } from './JsonTree';
import { renderWithProviders } from '../testing/drillTestKit';

describe('file detection lookup', () => {
  const result = {
    RequestId: 'rq-file',
    Data: {
      Files: [
        { Path: '/var/www/shell.php', Verdict: 'malicious', Tags: ['webshell', 'php'] },
        { Path: '/tmp/<b>x</b>', Verdict: 'clean', Tags: [] },
      ],
      Scanned: 2,
      Complete: true,
      Note: null,
    },
  };

  it('rejects an invalid address inline without sending, then shows a collapsible tree', async () => {
    const user = userEvent.setup({ delay: null });
    const backend = screenBackend({
      GetFileDetectResultInner: () => HttpResponse.json(result),
    });
    renderWithProviders(<FileDetectLookup />);
    const input = screen.getByLabelText('Source IP');
    await user.type(input, '300.1.1.1');
    await user.click(screen.getByRole('button', { name: 'Look up' }));
    expect(screen.getByRole('alert')).toHaveTextContent('Enter an IPv4 or IPv6 address.');
    expect(input).toHaveAttribute('aria-invalid', 'true');
    expect(input).toHaveAccessibleDescription('Enter an IPv4 or IPv6 address.');
    expect(backend.calls).toHaveLength(0);

    await user.clear(input);
    await user.type(input, '47.96.1.1{Enter}');
    expect(screen.queryByRole('alert')).toBeNull();
    const tree = await screen.findByRole('list', { name: 'Result for 47.96.1.1' });
    expect(backend.last('GetFileDetectResultInner')!.get('SourceIp')).toBe('47.96.1.1');

    // Depths 0 and 1 start open, deeper ones closed.
    expect(within(tree).getByRole('button', { name: /47\.96\.1\.1/ })).toHaveAttribute(
      'aria-expanded',
      'true',
    );
    const data = within(tree).getByRole('button', { name: 'Data{4 keys}' });
    expect(data).toHaveAttribute('aria-expanded', 'true');
    const files = within(tree).getByRole('button', { name: 'Files[2 items]' });
    expect(files).toHaveAttribute('aria-expanded', 'false');
    expect(within(tree).queryByText('"/var/www/shell.php"')).toBeNull();
    expect(within(tree).getByText('"rq-file"')).toBeInTheDocument();
    expect(within(tree).getByText('2')).toBeInTheDocument();
    expect(within(tree).getByText('true')).toBeInTheDocument();
    expect(within(tree).getByText('null')).toBeInTheDocument();

    // Keyboard: focus the toggle and press Enter to open, Space to close.
    act(() => files.focus());
    await user.keyboard('{Enter}');
    expect(files).toHaveAttribute('aria-expanded', 'true');
    const item = within(tree).getByRole('button', { name: '[0]{3 keys}' });
    await user.click(item);
    expect(within(tree).getByText('"/var/www/shell.php"')).toBeInTheDocument();
    expect(within(tree).getByRole('button', { name: 'Tags[2 items]' })).toHaveAttribute(
      'aria-expanded',
      'false',
    );
    await user.click(within(tree).getByRole('button', { name: '[1]{3 keys}' }));
    // Markup in values stays text.
    expect(within(tree).getByText('"/tmp/<b>x</b>"')).toBeInTheDocument();
    expect(tree.querySelector('b')).toBeNull();
    act(() => files.focus());
    await user.keyboard(' ');
    expect(files).toHaveAttribute('aria-expanded', 'false');
    expect(within(tree).queryByText('"/var/www/shell.php"')).toBeNull();
  });

  it('looks up a prefilled address at once, and shows a server error with Retry', async () => {
    const user = userEvent.setup({ delay: null });
    const backend = screenBackend({ GetFileDetectResultInner: () => screenFailure(500) });
    renderWithProviders(<FileDetectLookup initialIp="10.0.0.1" />);
    expect(screen.getByLabelText('Source IP')).toHaveValue('10.0.0.1');
    const alert = await screen.findByRole('alert');
    expect(alert).toHaveTextContent('The service failed (500)');
    // Not retried behind the user's back (the query opts out), so Retry is theirs to press.
    expect(backend.of('GetFileDetectResultInner')).toHaveLength(1);
    await user.click(within(alert).getByRole('button', { name: 'Retry' }));
    await waitFor(() => expect(backend.of('GetFileDetectResultInner')).toHaveLength(2));
    expect(backend.last('GetFileDetectResultInner')!.get('SourceIp')).toBe('10.0.0.1');
  });
});

describe('JsonTree', () => {
  it('caps long strings with show more, and large containers in steps', async () => {
    const user = userEvent.setup({ delay: null });
    const long = 'x'.repeat(JSON_STRING_CAP + 50);
    const many = Array.from({ length: JSON_ENTRY_STEP + 30 }, (_, i) => i * 10);
    renderWithProviders(<JsonTree label="Value" value={{ long, many }} />);
    const tree = screen.getByRole('list', { name: 'Value' });
    expect(within(tree).getByText(`"${'x'.repeat(JSON_STRING_CAP)}…"`)).toBeInTheDocument();
    const more = within(tree).getByRole('button', { name: 'Show 50 more characters' });
    await user.click(more);
    expect(within(tree).getByText(`"${long}"`)).toBeInTheDocument();
    expect(within(tree).getByRole('button', { name: 'Show less' })).toHaveAttribute(
      'aria-expanded',
      'true',
    );

    const list = within(tree).getByRole('button', { name: 'many[130 items]' });
    expect(list).toHaveAttribute('aria-expanded', 'true');
    expect(within(tree).getByText(String((JSON_ENTRY_STEP - 1) * 10))).toBeInTheDocument();
    expect(within(tree).queryByText(String(JSON_ENTRY_STEP * 10))).toBeNull();
    await user.click(within(tree).getByRole('button', { name: 'Show 30 more entries' }));
    expect(within(tree).getByText(String((JSON_ENTRY_STEP + 29) * 10))).toBeInTheDocument();
    expect(within(tree).queryByRole('button', { name: /more entries/ })).toBeNull();
  });

  it('renders deep nesting collapsed below depth 2', () => {
    let deep: unknown = 'bottom';
    for (let i = 0; i < 500; i++) deep = { next: deep };
    renderWithProviders(<JsonTree label="Deep" value={deep} />);
    const tree = screen.getByRole('list', { name: 'Deep' });
    const toggles = within(tree).getAllByRole('button');
    expect(toggles.map((b) => b.getAttribute('aria-expanded'))).toEqual(['true', 'true', 'false']);
  });
});
