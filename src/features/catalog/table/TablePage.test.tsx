import { screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { http, HttpResponse } from 'msw';
import { REQUIRED_FIELDS } from '../../../api/lake/tableSchema/requiredFields';
import {
  schemaChangeActions,
  type FullSchemaChange,
  type SchemaChangeAction,
} from '../../../api/lake/schemas';
import { formatExact, formatNumber } from '../../../lib/format';
import { server } from '../../../../test/msw';
import { preloadRoutes, renderApp } from '../../../../test/renderApp';
import { recordLakeRequests } from '../testing/lakeRequests';
import { changeQueueKey } from './change/useChangeQueue';

preloadRoutes('/catalogs/sales_lake/databases/sales/tables/orders');

const TABLE = '/catalogs/sales_lake/databases/sales/tables';
const page = (table: string, query = '') => `${TABLE}/${table}${query ? `?${query}` : ''}`;

type User = ReturnType<typeof userEvent.setup>;

/** The JSON answers of the mock to requests whose path ends with `suffix`, in order. */
function recordResponses(suffix: string) {
  const bodies: Record<string, unknown>[] = [];
  const listener = ({ request, response }: { request: Request; response: Response }) => {
    if (!new URL(request.url).pathname.endsWith(suffix) || !response.ok) return;
    void response
      .clone()
      .json()
      .then((body: Record<string, unknown>) => bodies.push(body));
  };
  server.events.on('response:mocked', listener);
  onTestFinished(() => server.events.removeListener('response:mocked', listener));
  return bodies;
}

/**
 * The page, once the table is read (its tabs are shown). The pointer-events check walks computed
 * styles up the tree on every click, which costs about a second per click on this page in jsdom.
 */
async function openTable(path: string) {
  const user = userEvent.setup({ delay: null, pointerEventsCheck: 0 });
  const rendered = renderApp(path);
  await waitFor(() => expect(document.querySelector('[role="tablist"]')).not.toBeNull());
  return { user, ...rendered };
}

/** The open dropdown of a tree select (antd keeps closed ones in the DOM, hidden). */
function openDropdown(): HTMLElement {
  const open = [...document.querySelectorAll<HTMLElement>('.ant-select-dropdown')].filter(
    (element) => !element.className.includes('ant-select-dropdown-hidden'),
  );
  const last = open[open.length - 1];
  if (!last) throw new Error('no open dropdown');
  return last;
}

// Role queries compute every element's accessible name and take about a second each over this
// page in jsdom: the change builder's controls are found by their labels directly.

/** The control a visible label (`<label for>`) or an `aria-label` names. */
function control(label: string, root: ParentNode = document): HTMLElement {
  for (const element of root.querySelectorAll('label')) {
    if (element.textContent === label && element.htmlFor) {
      const target = document.getElementById(element.htmlFor);
      if (target) return target;
    }
  }
  const named = [...root.querySelectorAll<HTMLElement>('[aria-label]')].find(
    (element) => element.getAttribute('aria-label') === label,
  );
  if (!named) throw new Error(`no control labelled “${label}”`);
  return named;
}

/** A button by its text or its aria-label. */
function button(name: string, root: ParentNode = document): HTMLButtonElement {
  const found = [...root.querySelectorAll('button')].find(
    (element) =>
      element.getAttribute('aria-label') === name || element.textContent?.trim() === name,
  );
  if (!found) throw new Error(`no button “${name}”`);
  return found;
}

/** The open dialog titled `title`. */
async function findDialog(title: string): Promise<HTMLElement> {
  return waitFor(() => {
    const dialog = [...document.querySelectorAll<HTMLElement>('[role="dialog"]')].find(
      (element) => element.querySelector('.ant-modal-title')?.textContent === title,
    );
    if (!dialog) throw new Error(`no dialog “${title}”`);
    return dialog;
  });
}

/** A tab of the page by its label. */
function tab(name: string): HTMLElement {
  const found = [...document.querySelectorAll<HTMLElement>('[role="tab"]')].find(
    (element) => element.textContent === name,
  );
  if (!found) throw new Error(`no tab “${name}”`);
  return found;
}

function queueItems(): HTMLElement[] {
  const list = document.querySelector('ol[aria-label="Queued schema changes"]');
  return list ? [...list.querySelectorAll<HTMLElement>(':scope > li')] : [];
}

/** Picks a column in a column picker: opens it, searches, clicks the node with that title. */
async function pickColumn(user: User, label: string, search: string, title: string) {
  await user.click(control(label));
  await user.paste(search);
  await user.click(await waitFor(() => within(openDropdown()).getByTitle(title)));
}

/** Enters text as one input event (a paste): typing key by key re-renders the form per key. */
async function typeInto(user: User, label: string, text: string) {
  await user.click(control(label));
  await user.paste(text);
}

async function chooseAction(user: User, label: string) {
  await user.selectOptions(control('Action'), label);
}

function editor(): HTMLElement {
  const form = document.querySelector<HTMLElement>('form[aria-label="Schema change"]');
  if (!form) throw new Error('no change editor');
  return form;
}

async function openChangeTab(table: string) {
  const opened = await openTable(page(table, 'tab=change'));
  await waitFor(editor);
  return opened;
}

/** The visible field labels of the change editor, top to bottom (the action picker excluded). */
function fieldLabels(): string[] {
  return [...editor().querySelectorAll('.ant-form-item-label > label')]
    .map((label) => label.textContent ?? '')
    .filter((text) => text !== 'Action');
}

/** The labels each required field shows (some fields take two inputs). */
function expectedLabels(action: SchemaChangeAction): string[] {
  const labels: Record<string, string[]> = {
    key: ['Option key'],
    value: ['Option value'],
    comment: [action === 'addColumn' ? 'Column comment' : 'Table comment'],
    fieldNames: action === 'addColumn' ? ['Add to', 'New column name'] : ['Column'],
    dataType: ['Data type'],
    newDataType: ['New data type'],
    newName: ['New name'],
    newComment: ['New comment'],
    keepNullability: ['Keep current nullability'],
    newNullability: ['Nullable'],
    // A new column starts LAST and a move FIRST: no reference column until AFTER/BEFORE.
    move: action === 'updateColumnPosition' ? ['Column to move', 'Position'] : ['Position'],
  };
  return REQUIRED_FIELDS[action].flatMap((field) => labels[field] ?? [`? ${field}`]);
}

const ACTION_LABELS: Record<SchemaChangeAction, string> = {
  setOption: 'Set option',
  removeOption: 'Remove option',
  updateComment: 'Change table comment',
  addColumn: 'Add column',
  renameColumn: 'Rename column',
  dropColumn: 'Drop column',
  updateColumnComment: 'Change column comment',
  updateColumnType: 'Change column type',
  updateColumnPosition: 'Move column',
  updateColumnNullability: 'Change column nullability',
};

describe('table page', () => {
  it('shows the table with its badges and reads a tab’s data only when it is opened', async () => {
    const seen = recordLakeRequests();
    const { user } = await openTable(page('customers'));
    expect(screen.getByRole('heading', { level: 1, name: 'customers' })).toBeInTheDocument();
    const nav = screen.getByRole('navigation', { name: 'Breadcrumb' });
    expect(within(nav).getByRole('link', { name: 'sales' })).toHaveAttribute(
      'href',
      '/catalogs/sales_lake/databases/sales',
    );
    expect(screen.getByText('Managed')).toBeInTheDocument();
    expect(screen.getByText(/^Schema id \d+$/)).toBeInTheDocument();
    expect(tab('Schema')).toHaveAttribute('aria-selected', 'true');

    const tabReads = () =>
      seen.filter((r) => /\/(snapshot|compaction|storage-summary|token)$/.test(r.url.pathname));
    expect(tabReads()).toEqual([]);

    await user.click(tab('Snapshot'));
    expect(await screen.findByText('Commit kind')).toBeInTheDocument();
    expect(tabReads().map((r) => r.url.pathname.split('/').pop())).toEqual(['snapshot']);
  });

  it('drops the table after its name is typed and goes to the database’s tables', async () => {
    const seen = recordLakeRequests();
    const { user, router } = await openTable(page('customers'));
    await user.click(button('Drop table customers'));
    const dialog = await findDialog('Drop table customers?');
    await user.type(control('Type customers to confirm', dialog), 'customers');
    await user.click(button('Drop', dialog));
    await waitFor(() =>
      expect(router.state.location.pathname).toBe('/catalogs/sales_lake/databases/sales'),
    );
    expect(router.state.location.search).toBe('?tab=tables');
    expect(seen.filter((r) => r.method === 'DELETE').map((r) => r.url.pathname)).toEqual([
      expect.stringMatching(/\/databases\/sales\/tables\/customers$/),
    ]);
  });

  it('keeps a 2,000-column schema to the rows in view', async () => {
    await openTable(page('wide_events'));
    const tree = await waitFor(() => document.querySelector<HTMLElement>('[role="tree"]')!);
    const rows = tree.querySelectorAll('[role="treeitem"]').length;
    expect(rows).toBeGreaterThan(5);
    expect(rows).toBeLessThan(100);
  });

  it('says there is no such table, with the way back to its database', async () => {
    renderApp(page('nope'));
    expect(
      await screen.findByRole('heading', { level: 1, name: 'No such table' }),
    ).toBeInTheDocument();
    expect(
      screen.getByText('There is no table named “nope” in this database.'),
    ).toBeInTheDocument();
    expect(screen.getByRole('link', { name: 'Back to database sales' })).toHaveAttribute(
      'href',
      '/catalogs/sales_lake/databases/sales?tab=tables',
    );
  });

  it('shows a tab’s failure inside the tab: the table gone (404), no permission (403)', async () => {
    server.use(
      http.get('*/lake/v1/:catalogId/databases/:db/tables/:table/snapshot', () =>
        HttpResponse.json(
          { code: 'NotFound', message: 'Table not found', resourceType: 'TABLE' },
          { status: 404 },
        ),
      ),
      http.get('*/lake/v1/:catalogId/databases/:db/tables/:table/compaction', () =>
        HttpResponse.json({ code: 'Forbidden', message: 'Denied' }, { status: 403 }),
      ),
    );
    const { user } = await openTable(page('customers', 'tab=snapshot'));
    expect(
      await screen.findByText(
        'Table “customers” no longer exists: it was dropped after this page opened.',
      ),
    ).toBeInTheDocument();
    await user.click(tab('Compaction'));
    expect(
      await screen.findByText('You do not have permission for GetTableCompaction.'),
    ).toBeInTheDocument();
  });
});

describe('change schema', () => {
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

    expect(queueItems().map((item) => item.getAttribute('aria-label'))).toEqual([
      'Change 1: Add column loyalty_tier VARCHAR(16), after email',
      'Change 2: Rename phone to phone_number',
      'Change 3: Drop column gender',
    ]);
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
    const tree = await waitFor(() => document.querySelector<HTMLElement>('[role="tree"]')!);
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

describe('partitions, storage, compaction and token tabs', () => {
  it('pages partitions from the server and filters them by a name pattern', async () => {
    const seen = recordLakeRequests();
    const answers = recordResponses('/partitions/storage-summary');
    const { user } = await openTable(page('orders', 'tab=partitions&psize=50'));
    const table = await waitFor(() => {
      const found = document.querySelector<HTMLElement>('table[aria-label="Partitions of orders"]');
      expect(found).not.toBeNull();
      return found!;
    });
    const lists = () => seen.filter((r) => r.url.pathname.endsWith('/partitions/storage-summary'));
    await waitFor(() => expect(answers).toHaveLength(1));
    expect(lists()[0]!.url.searchParams.get('maxResults')).toBe('50');
    expect(lists()[0]!.url.searchParams.has('partitionNamePattern')).toBe(false);

    const firstName = (answers[0]!.partitions as { partitionName: string }[])[0]!.partitionName;
    const token = answers[0]!.nextPageToken as string;
    expect(token).toBeTruthy();
    // The tab's panel is a lazy chunk: its rows render a moment after the answer.
    const row = await waitFor(() => {
      const first = table.querySelector('tbody tr');
      expect(first?.textContent).toContain(firstName);
      return first!;
    });
    // The spec is read out of the name: dt = …, region = ….
    expect(row.textContent).toMatch(/dt = \d{4}-\d{2}-\d{2}, region = \w+/);

    // A row opens the partition's own record (ListPartitions for its exact name).
    await user.click(button(`Show details of ${firstName}`));
    expect(await within(table).findByText('Marked done')).toBeInTheDocument();
    const single = seen.filter((r) => r.url.pathname.endsWith('/partitions')).at(-1)!;
    expect(single.url.searchParams.get('partitionNamePattern')).toBe(firstName);
    expect(single.url.searchParams.get('maxResults')).toBe('1');

    await user.click(button('Next page'));
    await waitFor(() => expect(lists()).toHaveLength(2));
    expect(lists()[1]!.url.searchParams.get('pageToken')).toBe(token);
    expect(await screen.findByText('Page 2')).toBeInTheDocument();

    // A month prefix is sent as a right-fuzzy pattern, back on page 1.
    const month = firstName.slice(0, 'dt=2026-11'.length);
    await typeInto(user, 'Filter partitions by name', month);
    await waitFor(() =>
      expect(lists().at(-1)!.url.searchParams.get('partitionNamePattern')).toBe(`${month}%`),
    );
    expect(lists().at(-1)!.url.searchParams.has('pageToken')).toBe(false);
    await waitFor(() =>
      expect(
        [...table.querySelectorAll('tbody tr th code')].every((cell) =>
          cell.textContent!.startsWith(month),
        ),
      ).toBe(true),
    );
  });

  it('explains that an unpartitioned table has no partitions', async () => {
    const seen = recordLakeRequests();
    await openTable(page('customers', 'tab=partitions'));
    expect(
      await screen.findByText(/This table is not partitioned \(it has no partition keys\)/),
    ).toBeInTheDocument();
    expect(seen.some((r) => r.url.pathname.includes('/partitions'))).toBe(false);
  });

  it('advises converting the orders partitions nobody reads', async () => {
    const answers = recordResponses('/tables/orders/storage-summary');
    await openTable(page('orders', 'tab=storage'));
    await waitFor(() => expect(answers).toHaveLength(1));
    const summary = answers[0] as {
      unaccessedStdPartitionCount30d: number;
      unaccessedStdIaPartitionCount180d: number;
    };
    expect(summary.unaccessedStdPartitionCount30d).toBeGreaterThan(0);
    const advice = await screen.findByText(
      `${formatNumber(summary.unaccessedStdPartitionCount30d, 'en')} standard partitions have not been read for 30 days: convert them to infrequent access to cut storage cost.`,
    );
    const alert = advice.closest('.ant-alert') as HTMLElement;
    expect(within(alert).getByRole('link', { name: 'See the partitions' })).toHaveAttribute(
      'href',
      `${TABLE}/orders?tab=partitions`,
    );
    if (summary.unaccessedStdIaPartitionCount180d > 0) {
      expect(
        screen.getByText(
          `${formatNumber(summary.unaccessedStdIaPartitionCount180d, 'en')} partitions have not been read for 180 days: consider archive.`,
        ),
      ).toBeInTheDocument();
    }
  });

  it('shows compute used and how long the oldest unmerged file has waited', async () => {
    const earliest = Date.now() - (2 * 86_400_000 + 3 * 3_600_000 + 15 * 60_000 + 20_000);
    server.use(
      http.get('*/lake/v1/:catalogId/databases/:db/tables/:table/compaction', () =>
        HttpResponse.json({
          catalogId: 'x',
          tableId: 'y',
          cuUsage: 3.14159,
          latencyFileEarliestTime: earliest,
          lastCompactedFileTime: null,
          maxLevel0FileCount: '7',
        }),
      ),
    );
    await openTable(page('orders', 'tab=compaction'));
    expect(await screen.findByText('3.14 CU')).toBeInTheDocument();
    expect(screen.getByText(/^waiting for 2 days 3 hr 15 min$/)).toBeInTheDocument();
    expect(screen.getByText(`(created ${formatExact(earliest, 'en')})`)).toBeInTheDocument();
    // Deprecated fields only when sent, and labelled so.
    expect(screen.getByText('Max level-0 file count (deprecated)')).toBeInTheDocument();
    expect(screen.queryByText(/Last compacted file time/)).not.toBeInTheDocument();
  });

  it('asks for a public-endpoint token when switched from the internal network', async () => {
    const seen = recordLakeRequests();
    const { user, queryClient } = await openTable(page('orders', 'tab=token'));
    const tokens = () => seen.filter((r) => r.url.pathname.endsWith('/token'));
    const cachedTokens = () =>
      queryClient
        .getQueryCache()
        .getAll()
        .filter((query) => query.queryKey.includes('GetTableToken') && query.state.data)
        .map((query) => query.queryKey.at(-1));
    const radio = (name: string) => screen.getByText(name).closest('label')!;
    await screen.findByText('Internal network (VPC)');
    expect(radio('Internal network (VPC)').querySelector('input')).toBeChecked();
    await user.click(button('Get token'));
    await waitFor(() => expect(tokens()).toHaveLength(1));
    expect(tokens()[0]!.url.searchParams.get('isInternal')).toBe('true');
    await waitFor(() => expect(cachedTokens()).toEqual([{ isInternal: true }]));

    // antd draws the radio over its input: the label is what gets clicked.
    await user.click(radio('Public endpoint'));
    // The internal token is gone, from the screen and the cache; a new one must be asked for.
    await user.click(await waitFor(() => button('Get token')));
    expect(cachedTokens()).not.toContainEqual({ isInternal: true });
    await waitFor(() => expect(tokens()).toHaveLength(2));
    expect(tokens()[1]!.url.searchParams.get('isInternal')).toBe('false');
  });
});
