import { screen, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { withProviders } from '../../../../../test/providers';
import { render } from '../../../../../test/render';
import { BatchOutcome, type BatchOutcomeValue } from './BatchOutcome';
import type { PermissionBody } from '../model/grantDraft';

const on = (principal: string, access = 'SELECT'): PermissionBody => ({
  resourceType: 'TABLE',
  database: 'sales',
  table: 'orders',
  access,
  principal: `acs:ram::1:user/${principal}`,
});

function show(outcome: BatchOutcomeValue, locale: 'en' | 'zh' = 'en') {
  const onDismiss = vi.fn();
  const { wrap } = withProviders({ locale });
  render(wrap(<BatchOutcome outcome={outcome} onDismiss={onDismiss} />));
  return { onDismiss, panel: screen.getByRole('alert') };
}

describe('a batch’s answer', () => {
  it('puts each failure beside the permission it names, the rest done, until dismissed', async () => {
    const { onDismiss, panel } = show({
      kind: 'revoke',
      attempted: [on('ann'), on('ben'), on('cat', 'INSERT')],
      success: false,
      errorMessage: '1 of 3 failed',
      // The service may send the row back with its optional parts filled in.
      failures: [
        {
          errorCode: 'PermissionNotFound',
          errorMessage: 'No such grant.',
          permission: { ...on('ben'), columns: { columnNames: [], excludedColumnNames: [] } },
        },
      ],
    });
    expect(panel).toHaveTextContent('Revoke result: 2 of 3 permissions revoked.');
    expect(panel).toHaveTextContent('The service said: 1 of 3 failed');
    const rows = within(panel).getAllByRole('row').slice(1);
    expect(rows.map((row) => row.textContent)).toEqual([
      'SELECT on sales.orders from user/benFailed: PermissionNotFound No such grant.',
      'SELECT on sales.orders from user/annDone',
      'INSERT on sales.orders from user/catDone',
    ]);
    await userEvent.click(within(panel).getByRole('button', { name: 'Dismiss' }));
    expect(onDismiss).toHaveBeenCalledOnce();
  });

  it('claims nothing done when the service says it failed without naming a row', () => {
    const { panel } = show(
      {
        kind: 'grant',
        attempted: [on('ann')],
        success: false,
        errorMessage: '配额已满',
        failures: [],
      },
      'zh',
    );
    expect(panel).toHaveTextContent('授权结果: 未确认');
    expect(panel).toHaveTextContent('服务返回：配额已满 服务未说明哪些权限失败');
    expect(within(panel).getAllByRole('row')[1]).toHaveTextContent('未确认');
    expect(panel).not.toHaveTextContent('完成');
  });
});
