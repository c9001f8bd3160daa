// The alarm drawer: filters in the service's terms, server paging, text-only details, errors.
import { fireEvent, screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { axeViolations } from '../../../../../test/axe';
import { screenBackend, screenFailure } from '../../../../../test/screenBackend';
import { pagerReady, renderDrill, alarmList, columnTexts } from '../testing/drillTestKit';

/** Types a date and time into a picker as the page writes them, and takes it with Enter. */
function typeTime(input: HTMLElement, text: string) {
  fireEvent.change(input, { target: { value: text } });
  fireEvent.keyDown(input, { key: 'Enter' });
}

describe('alarm drawer', () => {
  it('starts from the request and sends every filter in the service’s terms', async () => {
    const user = userEvent.setup({ delay: null });
    const backend = screenBackend({ DescribeScreenAlarmEventList: alarmList(60) });
    renderDrill({ kind: 'alarms', levels: ['remind', 'serious'], dealed: false });

    const dialog = await screen.findByRole('dialog', { name: 'Alarm events' });
    await within(dialog).findByText('Alarm 1');
    const first = backend.last('DescribeScreenAlarmEventList')!;
    // Levels in decreasing urgency, whatever order they were asked in.
    expect(first.get('Levels')).toBe('serious,remind');
    expect(first.get('Dealed')).toBe('N');
    expect(first.get('From')).toBe('sec');
    expect(first.get('Lang')).toBe('en');
    expect(first.get('CurrentPage')).toBe('1');
    expect(first.get('PageSize')).toBe('50');
    expect(first.has('TimeStart')).toBe(false);
    expect(within(dialog).getByRole('checkbox', { name: 'Urgent' })).toBeChecked();
    expect(within(dialog).getByRole('checkbox', { name: 'Suspicious' })).not.toBeChecked();
    expect(within(dialog).getByRole('combobox', { name: 'Handling state' })).toHaveValue('pending');

    // To page 2, then a filter change goes back to page 1.
    await user.click(within(dialog).getByRole('button', { name: 'Next page' }));
    await within(dialog).findByText('Alarm 51');
    expect(backend.last('DescribeScreenAlarmEventList')!.get('CurrentPage')).toBe('2');

    await user.click(within(dialog).getByRole('checkbox', { name: 'Suspicious' }));
    await waitFor(() =>
      expect(backend.last('DescribeScreenAlarmEventList')!.get('Levels')).toBe(
        'serious,suspicious,remind',
      ),
    );
    expect(backend.last('DescribeScreenAlarmEventList')!.get('CurrentPage')).toBe('1');

    await user.selectOptions(
      within(dialog).getByRole('combobox', { name: 'Handling state' }),
      'handled',
    );
    await waitFor(() =>
      expect(backend.last('DescribeScreenAlarmEventList')!.get('Dealed')).toBe('Y'),
    );
  });

  it('applies the typed filters and times together on Search, from page 1; Reset clears all', async () => {
    const user = userEvent.setup({ delay: null });
    const backend = screenBackend({ DescribeScreenAlarmEventList: alarmList(60) });
    renderDrill({ kind: 'alarms', dealed: true });
    const dialog = await screen.findByRole('dialog', { name: 'Alarm events' });
    await within(dialog).findByText('Alarm 1');

    // Typed filters apply together on Search, with times as millisecond strings.
    await pagerReady(dialog, 1);
    await user.click(within(dialog).getByRole('button', { name: 'Next page' }));
    await waitFor(() =>
      expect(backend.last('DescribeScreenAlarmEventList')!.get('CurrentPage')).toBe('2'),
    );
    const before = backend.of('DescribeScreenAlarmEventList').length;
    // Dates as the app writes them in English (not the browser's mm/dd/yyyy).
    typeTime(within(dialog).getByLabelText('Latest occurrence from'), 'May 1, 2024, 08:30');
    typeTime(within(dialog).getByLabelText('Latest occurrence to'), 'May 3, 2024, 18:00');
    expect(within(dialog).getByLabelText('Latest occurrence from')).toHaveValue(
      'May 1, 2024, 08:30',
    );
    // Typed as a paste each: the drawer re-renders per key, and typing is not the subject here.
    for (const [label, text] of [
      ['Alarm name or asset', 'web'],
      ['Alarm name', 'Webshell found'],
      ['Alarm type', 'Intrusion'],
    ]) {
      await user.click(within(dialog).getByLabelText(label!));
      await user.paste(text!);
    }
    // Nothing is sent while typing.
    expect(backend.of('DescribeScreenAlarmEventList')).toHaveLength(before);
    await user.click(within(dialog).getByRole('button', { name: 'Search' }));
    await waitFor(() =>
      expect(backend.last('DescribeScreenAlarmEventList')!.get('Remark')).toBe('web'),
    );
    const searched = backend.last('DescribeScreenAlarmEventList')!;
    expect(searched.get('TimeStart')).toBe(String(new Date(2024, 4, 1, 8, 30).getTime()));
    expect(searched.get('TimeEnd')).toBe(String(new Date(2024, 4, 3, 18, 0).getTime()));
    expect(searched.get('AlarmEventName')).toBe('Webshell found');
    expect(searched.get('AlarmEventType')).toBe('Intrusion');
    expect(searched.get('CurrentPage')).toBe('1');
    expect(searched.get('Dealed')).toBe('Y');

    // "Handled and pending" sends no Dealed at all; Reset clears everything.
    await user.selectOptions(
      within(dialog).getByRole('combobox', { name: 'Handling state' }),
      'all',
    );
    await waitFor(() =>
      expect(backend.last('DescribeScreenAlarmEventList')!.has('Dealed')).toBe(false),
    );
    await user.click(within(dialog).getByRole('button', { name: 'Reset filters' }));
    await waitFor(() => {
      const reset = backend.last('DescribeScreenAlarmEventList')!;
      expect([reset.has('Levels'), reset.has('Remark'), reset.has('TimeStart')]).toEqual([
        false,
        false,
        false,
      ]);
    });
  });

  it('refuses a start after the end without sending', async () => {
    const user = userEvent.setup({ delay: null });
    const backend = screenBackend({ DescribeScreenAlarmEventList: alarmList(3) });
    renderDrill({ kind: 'alarms' });
    const dialog = await screen.findByRole('dialog', { name: 'Alarm events' });
    await within(dialog).findByText('Alarm 1');
    const before = backend.calls.length;
    typeTime(within(dialog).getByLabelText('Latest occurrence from'), 'May 3, 2024, 08:30');
    typeTime(within(dialog).getByLabelText('Latest occurrence to'), 'May 1, 2024, 08:30');
    await user.click(within(dialog).getByRole('button', { name: 'Search' }));
    expect(within(dialog).getByRole('alert')).toHaveTextContent(
      'The start must be before the end.',
    );
    expect(within(dialog).getByLabelText('Latest occurrence from')).toHaveAttribute(
      'aria-invalid',
      'true',
    );
    expect(backend.calls).toHaveLength(before);
  });

  it('in Chinese, the time pickers write and read dates as the page does', async () => {
    const user = userEvent.setup({ delay: null });
    const backend = screenBackend({ DescribeScreenAlarmEventList: alarmList(3) });
    renderDrill({ kind: 'alarms' }, 'zh');
    const dialog = await screen.findByRole('dialog', { name: '告警事件' });
    await within(dialog).findByText('Alarm 1');
    const from = within(dialog).getByLabelText('最近发生时间自');
    typeTime(from, '2024年5月1日 08:30');
    expect(from).toHaveValue('2024年5月1日 08:30');
    await user.click(within(dialog).getByRole('button', { name: /^查\s?询$/ }));
    await waitFor(() =>
      expect(backend.last('DescribeScreenAlarmEventList')!.get('TimeStart')).toBe(
        String(new Date(2024, 4, 1, 8, 30).getTime()),
      ),
    );
  });

  it('pages on the server with the total, and a new page size starts at page 1', async () => {
    const user = userEvent.setup({ delay: null });
    const backend = screenBackend({ DescribeScreenAlarmEventList: alarmList(125) });
    renderDrill({ kind: 'alarms' });
    const dialog = await screen.findByRole('dialog', { name: 'Alarm events' });
    const table = await within(dialog).findByRole('table', { name: 'Alarm events' });
    await within(dialog).findByText('Alarm 1');
    expect(within(dialog).getByText('125 alarms')).toBeInTheDocument();
    expect(within(dialog).getByText('Page 1 of 3')).toBeInTheDocument();
    expect(columnTexts(table, 'Alarm')).toEqual(
      Array.from({ length: 50 }, (_, i) => `Alarm ${i + 1}`),
    );
    expect(within(dialog).getByRole('button', { name: 'Previous page' })).toBeDisabled();

    // The pager is disabled while a page loads (as for a person): each click waits for it.
    await user.click(within(dialog).getByRole('button', { name: 'Next page' }));
    await pagerReady(dialog, 2);
    await user.click(within(dialog).getByRole('button', { name: 'Next page' }));
    await within(dialog).findByText('Page 3 of 3');
    await waitFor(() =>
      expect(columnTexts(table, 'Alarm')).toEqual(
        Array.from({ length: 25 }, (_, i) => `Alarm ${i + 101}`),
      ),
    );
    expect(within(dialog).getByRole('button', { name: 'Next page' })).toBeDisabled();

    await user.selectOptions(
      within(dialog).getByRole('combobox', { name: 'Rows per page' }),
      '100',
    );
    await within(dialog).findByText('Page 1 of 2');
    const sized = backend.last('DescribeScreenAlarmEventList')!;
    expect([sized.get('PageSize'), sized.get('CurrentPage')]).toEqual(['100', '1']);
    await waitFor(() => expect(columnTexts(table, 'Alarm')).toHaveLength(100));
  });

  it('shows description and solution as text, never as markup', async () => {
    const user = userEvent.setup({ delay: null });
    screenBackend({
      DescribeScreenAlarmEventList: alarmList(1, () => ({
        Description: '<script>window.pwned = 1</script><b>bold</b>\nsecond line',
        Solution: '<img src=x onerror="alert(1)">',
        CanBeDealOnLine: true,
        CanCancelFault: false,
      })),
    });
    renderDrill({ kind: 'alarms' });
    const dialog = await screen.findByRole('dialog', { name: 'Alarm events' });
    await within(dialog).findByText('Alarm 1');
    await user.click(within(dialog).getByRole('button', { name: 'Show details of Alarm 1' }));

    const description = await within(dialog).findByText(/<script>window.pwned = 1<\/script>/);
    expect(description.textContent).toBe(
      '<script>window.pwned = 1</script><b>bold</b>\nsecond line',
    );
    expect(within(dialog).getByText('<img src=x onerror="alert(1)">')).toBeInTheDocument();
    expect(dialog.querySelector('script, b, img')).toBeNull();
    expect((window as unknown as { pwned?: number }).pwned).toBeUndefined();
    // The other facts of the alarm.
    expect(within(dialog).getByText('alarm-1')).toBeInTheDocument();
    expect(within(dialog).getByText('uuid-1')).toBeInTheDocument();
    expect(within(dialog).getByText('Enterprise')).toBeInTheDocument();
  });

  it('says which operation is not permitted on 403, without Retry', async () => {
    screenBackend({ DescribeScreenAlarmEventList: () => screenFailure(403) });
    renderDrill({ kind: 'alarms' });
    const dialog = await screen.findByRole('dialog', { name: 'Alarm events' });
    const alert = await within(dialog).findByRole('alert');
    expect(alert).toHaveTextContent('No permission');
    expect(alert).toHaveTextContent('You do not have permission for DescribeScreenAlarmEventList.');
    expect(within(alert).queryByRole('button', { name: 'Retry' })).toBeNull();
  });

  it('offers Retry on a server error, and Retry loads the list', async () => {
    const user = userEvent.setup({ delay: null });
    let failing = true;
    const backend = screenBackend({
      DescribeScreenAlarmEventList: (params) =>
        failing ? screenFailure(500) : alarmList(2)(params),
    });
    renderDrill({ kind: 'alarms' });
    const dialog = await screen.findByRole('dialog', { name: 'Alarm events' });
    const alert = await within(dialog).findByRole('alert');
    expect(alert).toHaveTextContent('The service failed (500)');
    // The query retried transient failures before giving up (the app's policy).
    expect(backend.of('DescribeScreenAlarmEventList')).toHaveLength(4);
    failing = false;
    await user.click(within(alert).getByRole('button', { name: 'Retry' }));
    expect(await within(dialog).findByText('Alarm 2')).toBeInTheDocument();
    expect(within(dialog).queryByRole('alert')).toBeNull();
  });

  it('closes with Escape and with the close button', async () => {
    const user = userEvent.setup({ delay: null });
    screenBackend({ DescribeScreenAlarmEventList: alarmList(1) });
    const { onClose } = renderDrill({ kind: 'alarms' });
    const dialog = await screen.findByRole('dialog', { name: 'Alarm events' });
    await within(dialog).findByText('Alarm 1');
    await user.click(within(dialog).getByRole('checkbox', { name: 'Urgent' }));
    await user.keyboard('{Escape}');
    expect(onClose).toHaveBeenCalledTimes(1);
    await user.click(screen.getByRole('button', { name: 'Close' }));
    expect(onClose).toHaveBeenCalledTimes(2);
  });

  it('has no axe violations with a row open', async () => {
    const user = userEvent.setup({ delay: null });
    screenBackend({ DescribeScreenAlarmEventList: alarmList(3) });
    renderDrill({ kind: 'alarms', levels: ['serious'] });
    const dialog = await screen.findByRole('dialog', { name: 'Alarm events' });
    await within(dialog).findByText('Alarm 1');
    await user.click(within(dialog).getByRole('button', { name: 'Show details of Alarm 1' }));
    expect(await axeViolations(dialog)).toEqual([]);
  });
});

// ---------------------------------------------------------------------------------------------
