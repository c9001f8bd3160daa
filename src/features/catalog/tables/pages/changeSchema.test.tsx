// The table page's change-schema tab: the fields each action asks for, the queue, its preview,
// applying it and the service's refusals.
import { screen, waitFor, within } from '@testing-library/react';
import { http, HttpResponse } from 'msw';
import { schemaChangeActions, type FullSchemaChange } from '../../../../api/lake/schemas';
import { server } from '../../../../../test/msw';
import { preloadRoutes } from '../../../../../test/renderApp';
import { recordLakeRequests } from '../../../lake-common/testing/lakeRequests';
import { changeQueueKey } from '../hooks/useChangeQueue';

import {
  TABLE,
  page,
  openTable,
  preloadTableTabs,
  control,
  button,
  findDialog,
  tab,
  queueItems,
  pickColumn,
  typeInto,
  chooseAction,
  editor,
  openChangeTab,
  queueAddNoteToOrders,
  fieldLabels,
  expectedLabels,
  ACTION_LABELS,
  schemaTree,
} from '../testing/tablePage';

preloadRoutes('/catalogs/sales_lake/databases/sales/tables/orders');
preloadTableTabs();

describe('change schema', () => {
  it('counts the columns of orders in the preview as the schema tab and the table list do', async () => {
    queueAddNoteToOrders();
    const { user } = await openChangeTab('orders');
    await user.click(button('Preview changes'));
    const dialog = await findDialog('Preview schema changes');
    // Top-level columns with the partition columns among them; ROW fields are nested fields.
    const before = '18 columns (incl. 2 partition columns) · 5 nested fields';
    const after = '19 columns (incl. 2 partition columns) · 5 nested fields';
    expect(within(dialog).getByText(`Before: ${before}. After: ${after}.`)).toBeInTheDocument();
    const marks = [...dialog.querySelectorAll<HTMLTableRowElement>('table tbody tr')].map(
      (row) => row.cells[0]?.textContent,
    );
    // The folded rows add up to the same 18: 17 not shown, one unchanged beside the new one.
    expect(marks).toEqual(['17 unchanged columns not shown', 'Unchanged', 'Added']);
  });

  it('asks exactly the fields each action requires', async () => {
    const { user } = await openChangeTab('customers');
    for (const action of schemaChangeActions) {
      await chooseAction(user, ACTION_LABELS[action]);
      expect({ action, labels: fieldLabels() }).toEqual({
        action,
        labels: expectedLabels(action),
      });
      // Every label names a control.
      for (const label of fieldLabels()) expect(control(label, editor())).toBeTruthy();
    }
    // AFTER/BEFORE add the reference column.
    await chooseAction(user, 'Add column');
    await user.selectOptions(control('Position'), 'After a column');
    expect(fieldLabels()).toContain('Reference column');
  });

  it('queues changes, previews their diff, applies exactly them and shows the new schema', async () => {
    const seen = recordLakeRequests();
    const { user } = await openChangeTab('customers');
    const schemaId = Number(/\d+/.exec(screen.getByText(/^Schema id \d+$/).textContent!)![0]);

    // 1. Add loyalty_tier after email.
    await chooseAction(user, 'Add column');
    await typeInto(user, 'New column name', 'loyalty_tier');
    await user.selectOptions(control('Data type'), 'VARCHAR');
    await typeInto(user, 'Length of Data type', '16');
    await user.selectOptions(control('Position'), 'After a column');
    await pickColumn(user, 'Reference column', 'ema', 'email · VARCHAR(255)');
    await typeInto(user, 'Column comment', 'Loyalty tier');
    await user.click(button('Add to queue'));

    // 2. Rename phone.
    await chooseAction(user, 'Rename column');
    await pickColumn(user, 'Column', 'pho', 'phone · VARCHAR(32)');
    await typeInto(user, 'New name', 'phone_number');
    await user.click(button('Add to queue'));

    // 3. Drop gender.
    await chooseAction(user, 'Drop column');
    await pickColumn(user, 'Column', 'gen', 'gender · CHAR(1)');
    await user.click(button('Add to queue'));

    // antd's form hands the change over once its own validation has settled (a promise), so
    // the queue grows after the click returns: wait for it as a person would look for it.
    await waitFor(() =>
      expect(queueItems().map((item) => item.getAttribute('aria-label'))).toEqual([
        'Change 1: Add column loyalty_tier VARCHAR(16), after email',
        'Change 2: Rename phone to phone_number',
        'Change 3: Drop column gender',
      ]),
    );
    expect(screen.getByText('Change schema (3)')).toBeInTheDocument();
    // The queue is kept for this browser tab.
    expect(
      JSON.parse(sessionStorage.getItem(changeQueueKey('sales_lake', 'sales', 'customers'))!),
    ).toHaveLength(3);

    await user.click(button('Preview changes'));
    const dialog = await findDialog('Preview schema changes');
    // The diff says each change in words and marks the columns before and after.
    const sentences = [...dialog.querySelectorAll('section li')].map((li) => li.textContent);
    for (const sentence of [
      /^Add column loyalty_tier VARCHAR\(16\)/,
      /^Rename column phone to phone_number/,
      /^Drop column gender/,
    ]) {
      expect(sentences).toContainEqual(expect.stringMatching(sentence));
    }
    const marks = [...dialog.querySelectorAll<HTMLTableRowElement>('table tbody tr')].map((row) => [
      row.cells[0]?.textContent,
      row.cells[1]?.textContent,
      row.cells[2]?.textContent,
    ]);
    expect(marks).toContainEqual(['Added', '', 'loyalty_tier VARCHAR(16)']);
    expect(marks).toContainEqual(['Removed', 'gender CHAR(1)', '']);
    expect(marks).toContainEqual([
      'Changed: renamed',
      'phone VARCHAR(32)',
      'phone_number VARCHAR(32)',
    ]);

    await user.click(button('Apply 3 changes', dialog));
    expect(await screen.findByText(`Schema updated (schema id ${schemaId + 1})`)).toBeVisible();
    const alter = seen.filter((r) => r.method === 'POST');
    expect(alter).toHaveLength(1);
    expect(alter[0]!.url.pathname).toMatch(
      /\/lake\/v1\/[^/]+\/databases\/sales\/tables\/customers$/,
    );
    const expected: FullSchemaChange[] = [
      {
        action: 'addColumn',
        fieldNames: ['loyalty_tier'],
        dataType: { type: 'VARCHAR', length: 16 },
        move: { type: 'AFTER', fieldName: 'loyalty_tier', referenceFieldName: 'email' },
        comment: 'Loyalty tier',
      },
      { action: 'renameColumn', fieldNames: ['phone'], newName: 'phone_number' },
      { action: 'dropColumn', fieldNames: ['gender'] },
    ];
    await waitFor(() => expect(alter[0]!.body).toEqual({ changes: expected }));

    // The queue is cleared, here and in storage, and the schema shows the new columns.
    await waitFor(() => expect(screen.getByText(/No changes queued/)).toBeInTheDocument());
    expect(sessionStorage.getItem(changeQueueKey('sales_lake', 'sales', 'customers'))).toBeNull();
    expect(screen.getByText(`Schema id ${schemaId + 1}`)).toBeInTheDocument();
    await user.click(tab('Schema'));
    const tree = await schemaTree();
    expect(within(tree).getByText('loyalty_tier')).toBeInTheDocument();
    expect(within(tree).getByText('phone_number')).toBeInTheDocument();
    expect(within(tree).queryByText('gender')).not.toBeInTheDocument();
    expect(within(tree).queryByText('phone')).not.toBeInTheDocument();
  });

  it('points at the change the service refuses, with the queue kept from a reload', async () => {
    sessionStorage.setItem(
      changeQueueKey('sales_lake', 'sales', 'customers'),
      JSON.stringify([
        { id: 'c1', change: { action: 'setOption', key: 'bucket', value: '8' } },
        {
          id: 'c2',
          change: { action: 'renameColumn', fieldNames: ['phone'], newName: 'mobile' },
        },
      ]),
    );
    server.use(
      http.post('*/lake/v1/:catalogId/databases/:db/tables/:table', () =>
        HttpResponse.json(
          {
            code: 'InvalidParameter',
            message: 'changes[1].newName: the name “mobile” is reserved.',
          },
          { status: 400 },
        ),
      ),
    );
    const { user } = await openChangeTab('customers');
    expect(queueItems()).toHaveLength(2);

    await user.click(button('Preview changes'));
    const dialog = await findDialog('Preview schema changes');
    await user.click(button('Apply 2 changes', dialog));

    await waitFor(() => expect(queueItems()[1]).toHaveAttribute('data-invalid', 'true'));
    const refused = queueItems()[1]!;
    await waitFor(() => expect(refused).toHaveFocus());
    expect(
      within(refused).getByText(
        'The service rejected this change: changes[1].newName: the name “mobile” is reserved.',
      ),
    ).toBeInTheDocument();
    expect(queueItems()[0]).not.toHaveAttribute('data-invalid');
    // Nothing was lost.
    expect(
      JSON.parse(sessionStorage.getItem(changeQueueKey('sales_lake', 'sales', 'customers'))!),
    ).toHaveLength(2);
  });

  it('shows each change’s problem against the schema the changes before it leave', async () => {
    sessionStorage.setItem(
      changeQueueKey('sales_lake', 'sales', 'customers'),
      JSON.stringify([
        { id: 'c1', change: { action: 'renameColumn', fieldNames: ['phone'], newName: 'mobile' } },
        {
          id: 'c2',
          change: { action: 'updateColumnComment', fieldNames: ['mobile'], newComment: 'm' },
        },
      ]),
    );
    const { user } = await openChangeTab('customers');
    expect(queueItems()).toHaveLength(2);
    expect(screen.queryByText(/There is no column/)).not.toBeInTheDocument();

    // Commenting on mobile before it exists cannot apply.
    await user.click(button('Move change 2 up'));
    expect(queueItems()[0]).toHaveAttribute(
      'aria-label',
      'Change 1: Set the comment of mobile to “m”',
    );
    expect(within(queueItems()[0]!).getByText('There is no column “mobile”.')).toBeInTheDocument();
    expect(queueItems()[1]).not.toHaveAttribute('data-invalid');
    await user.click(button('Preview changes'));
    const dialog = await findDialog('Preview schema changes');
    expect(button('Apply 2 changes', dialog)).toBeDisabled();
    await user.click(button('Cancel', dialog));

    // Editing change 1 checks it against the schema before it: phone still exists there.
    await user.click(button('Edit change 1'));
    expect(screen.getByText('Edit change 1', { selector: 'h2' })).toBeInTheDocument();
    expect(control('New comment', editor())).toHaveValue('m');
    await pickColumn(user, 'Column', 'pho', 'phone · VARCHAR(32)');
    await typeInto(user, 'New comment', 'Mobile number');
    await user.click(button('Save change'));
    expect(queueItems().map((item) => item.getAttribute('aria-label'))).toEqual([
      'Change 1: Set the comment of phone to “Mobile number”',
      'Change 2: Rename phone to mobile',
    ]);
    expect(queueItems().filter((item) => item.hasAttribute('data-invalid'))).toEqual([]);
  });

  it('asks before leaving the page with unapplied changes', async () => {
    sessionStorage.setItem(
      changeQueueKey('sales_lake', 'sales', 'customers'),
      JSON.stringify([{ id: 'c1', change: { action: 'dropColumn', fieldNames: ['gender'] } }]),
    );
    const { user, router } = await openTable(page('customers'));
    const nav = screen.getByRole('navigation', { name: 'Breadcrumb' });
    await user.click(within(nav).getByRole('link', { name: 'sales' }));
    const dialog = await findDialog('Leave with unapplied schema changes?');
    expect(
      within(dialog).getByText(/1 queued schema change has not been applied/),
    ).toBeInTheDocument();
    await user.click(button('Stay', dialog));
    expect(router.state.location.pathname).toBe(`${TABLE}/customers`);
    // Leaving anyway keeps the queue for when the user comes back.
    await user.click(within(nav).getByRole('link', { name: 'sales' }));
    await user.click(button('Leave', await findDialog('Leave with unapplied schema changes?')));
    await waitFor(() =>
      expect(router.state.location.pathname).toBe('/catalogs/sales_lake/databases/sales'),
    );
    expect(
      sessionStorage.getItem(changeQueueKey('sales_lake', 'sales', 'customers')),
    ).not.toBeNull();
  });
});
