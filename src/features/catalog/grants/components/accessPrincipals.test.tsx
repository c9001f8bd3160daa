import { screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { lakeOperations } from '../../../../api/lake/operations';
import { callOperation } from '../../../../api/operation';
import { renderCustomersAccess, salesLakeId } from '../testing/customersAccess';
import { grantDraftKey } from './GrantDrawer';
import { newGrantDraft } from '../model/grantDraft';

beforeAll(() => import('./GrantDrawer'));

const ACCOUNT = '1234567890123456';
const ETL = `acs:ram::${ACCOUNT}:role/lake-etl`;

/** The Access tab of sales_lake › sales › customers, after a grant to the RAM role lake-etl. */
async function renderWithEtlGrant() {
  await callOperation(lakeOperations.BatchGrantPermissions, {
    catalogId: await salesLakeId(),
    permissions: [
      {
        resourceType: 'TABLE',
        database: 'sales',
        table: 'customers',
        access: 'SELECT',
        principal: ETL,
      },
    ],
  });
  await renderCustomersAccess();
  const table = await screen.findByRole('table', { name: 'Permissions that apply here' });
  await waitFor(() => expect(rowsOf(table, /role\/lake-etl/).length).toBeGreaterThan(0));
  return table;
}

const rowsOf = (table: HTMLElement, text: RegExp) =>
  within(table)
    .getAllByRole('row')
    .filter((row) => text.test(row.textContent ?? ''));

const principalCell = (row: HTMLElement) => within(row).getAllByRole('rowheader')[0]!;

describe('principals on the Access tab', () => {
  it('says a RAM role acting as a user is a RAM role, apart from users and lake roles', async () => {
    const table = await renderWithEtlGrant();
    const etl = principalCell(rowsOf(table, /role\/lake-etl/)[0]!);
    expect(etl).toHaveTextContent('RAM role');
    expect(etl).not.toHaveTextContent(/^User|User$/);
    expect(within(etl).getByTitle(ETL)).toHaveTextContent('role/lake-etl');
    const admin = principalCell(rowsOf(table, /role\/admin/)[0]!);
    expect(admin).toHaveTextContent('Lake role');
    const carol = principalCell(rowsOf(table, /user\/carol/)[0]!);
    expect(carol).toHaveTextContent('User');
    expect(carol).not.toHaveTextContent('role');
  });
});

describe('inherited grants on the Access tab', () => {
  it('cannot be selected, say where to revoke them, and select-all passes them by', async () => {
    const events = userEvent.setup({ delay: null });
    const table = await renderWithEtlGrant();
    const inherited = rowsOf(table, /Inherited from the catalog/)[0]!;
    const box = within(inherited).getByRole('checkbox');
    expect(box).toBeDisabled();
    expect(box).toHaveAccessibleDescription(
      'Inherited from the catalog sales_lake: revoke it there',
    );
    const there = within(inherited).getByRole('link', { name: 'Revoke in catalog sales_lake' });
    expect(there).toHaveAttribute('href', '/catalogs/sales_lake?tab=access');
    expect(there).toHaveAttribute(
      'title',
      'Inherited from the catalog sales_lake: revoke it there',
    );

    const boxes = within(table)
      .getAllByRole('checkbox')
      .filter((input) => input.getAttribute('aria-label') !== 'Select all rows');
    const selectable = boxes.filter((input) => !(input as HTMLInputElement).disabled);
    expect(selectable.length).toBeGreaterThan(0);
    expect(selectable.length).toBeLessThan(boxes.length);

    await events.click(within(table).getByRole('checkbox', { name: 'Select all rows' }));
    expect(within(table).getByRole('checkbox', { name: 'Select all rows' })).toBeChecked();
    for (const input of boxes) {
      expect(input).toHaveProperty('checked', !(input as HTMLInputElement).disabled);
    }
    expect(
      screen.getByRole('button', { name: `Revoke selected (${selectable.length})` }),
    ).toBeEnabled();
  });
});

/** The drawer, opened from the tab over a draft a person left (sessionStorage). */
async function openDrawerWith(draft: Parameters<typeof newGrantDraft>[0]) {
  sessionStorage.setItem(
    grantDraftKey('sales_lake', { database: 'sales', table: 'customers' }),
    JSON.stringify(
      newGrantDraft({ resourceType: 'TABLE', database: 'sales', object: 'customers', ...draft }),
    ),
  );
  const events = userEvent.setup({ delay: null });
  await renderWithEtlGrant();
  await events.click(screen.getByText('Grant').closest('button')!);
  const heading = await screen.findByText('Grant permissions');
  return { events, drawer: heading.closest<HTMLElement>('[role="dialog"]')! };
}

describe('the grant drawer', () => {
  it('lists principals by kind, each with its kind and name', async () => {
    const { events, drawer } = await openDrawerWith({ access: ['SELECT'] });
    await events.click(within(drawer).getByRole('combobox', { name: 'Users and roles' }));
    // One letter that starts a user (mike), a RAM role (ml-training) and a lake role.
    await events.keyboard('m');
    await waitFor(() =>
      expect(
        document.querySelector('[title="Model training jobs (role/ml-training)"]'),
      ).not.toBeNull(),
    );
    const options = [...document.querySelectorAll<HTMLElement>('.ant-select-item-option')];
    const kinds = options.map((option) =>
      /RAM role/.test(option.textContent ?? '')
        ? 'ramRole'
        : /Lake role/.test(option.textContent ?? '')
          ? 'lakeRole'
          : /User/.test(option.textContent ?? '')
            ? 'user'
            : 'none',
    );
    // Every option says its kind, and each kind comes together: users, RAM roles, lake roles.
    expect(kinds).not.toContain('none');
    expect(kinds).toEqual([...kinds].sort((a, b) => ORDER.indexOf(a) - ORDER.indexOf(b)));
    expect(new Set(kinds)).toEqual(new Set(['user', 'ramRole', 'lakeRole']));
    const ml = document.querySelector<HTMLElement>(
      '[title="Model training jobs (role/ml-training)"]',
    )!;
    expect(ml).toHaveTextContent('RAM role');
  });

  it('says the row filter’s mark is above the summary after a failed submit', async () => {
    const { events, drawer } = await openDrawerWith({
      access: ['SELECT'],
      principals: [ETL],
      filter: {
        kind: 'group',
        id: 'root',
        op: 'AND',
        children: [
          { kind: 'condition', id: 'c1', column: 'vip_level', operator: 'gt', values: ['abc'] },
        ],
      },
    });
    const value = await within(drawer).findByLabelText('Condition 1: Value');
    await events.click(within(drawer).getByText('Grant').closest('button')!);
    const summary = await within(drawer).findByText(/Fix the row filter/);
    expect(summary).toHaveTextContent('Fix the row filter (marked above).');
    expect(value).toHaveAttribute('aria-invalid', 'true');
    // The mark comes before the summary in the drawer.
    expect(value.compareDocumentPosition(summary) & Node.DOCUMENT_POSITION_FOLLOWING).toBeTruthy();
  });
});

const ORDER = ['user', 'ramRole', 'lakeRole'];
