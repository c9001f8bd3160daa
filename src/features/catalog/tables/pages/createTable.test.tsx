import { fireEvent, screen, waitFor, within } from '@testing-library/react';
import { http, HttpResponse } from 'msw';
import userEvent from '@testing-library/user-event';
import { server } from '../../../../../test/msw';
import { preloadRoutes, renderApp } from '../../../../../test/renderApp';
import { recordLakeRequestsOfEachTest } from '../../../lake-common/testing/lakeRequests';
import { draftKey } from '../model/tableForm';

preloadRoutes('/catalogs/sales_lake/databases/sales/tables/-/new');

const requests = recordLakeRequestsOfEachTest();
/** CreateTable requests the lake mock received, with their bodies. */
const creates = () =>
  requests.filter((r) => r.method === 'POST' && /\/databases\/[^/]+\/tables$/.test(r.url.pathname));

const NEW_TABLE = '/catalogs/sales_lake/databases/sales/tables/-/new';

async function openForm(path = NEW_TABLE) {
  const user = userEvent.setup({ delay: null });
  const app = renderApp(path);
  await screen.findByLabelText('Table name');
  return { user, ...app };
}

/** One click event (user-event's full pointer sequence costs a render per event here). */
function click(element: HTMLElement) {
  fireEvent.click(element);
}

/** A button by its accessible name, without a role query over the whole antd page (slow). */
function button(name: string): HTMLElement {
  const found = [...document.querySelectorAll('button')].find(
    (element) => (element.getAttribute('aria-label') ?? element.textContent?.trim()) === name,
  );
  if (!found) throw new Error(`no button ${name}`);
  return found;
}

/**
 * Sets an input's text in one change event: typing key by key through antd inputs costs a
 * render per key, and these tests are about what the form does with the text.
 */
function fill(target: string | HTMLElement, text: string) {
  const input = typeof target === 'string' ? screen.getByLabelText(target) : target;
  fireEvent.change(input, { target: { value: text } });
}

/** Text for the input that has focus (a row just added). */
function fillFocused(text: string) {
  const input = document.activeElement;
  if (!(input instanceof HTMLInputElement)) throw new Error('no input has focus');
  fill(input, text);
}

function chooseType(target: string, kind: string) {
  fireEvent.change(screen.getByLabelText(`Type of ${target}`), { target: { value: kind } });
}

/** The key pickers' fieldset by its legend (a plain lookup: role queries over the page are slow). */
function keyGroup(legend: string): HTMLFieldSetElement {
  const found = [...document.querySelectorAll('fieldset')].find(
    (element) => element.querySelector(':scope > legend')?.textContent === legend,
  );
  if (!found) throw new Error(`no key group ${legend}`);
  return found;
}

/** A column's checkbox in a key picker. */
function keyBox(legend: string, column: string): HTMLInputElement {
  return within(keyGroup(legend)).getByLabelText(column, { selector: 'input[type="checkbox"]' });
}

describe('create table', () => {
  it('builds nested types, keys and options and sends exactly that body', async () => {
    const { router } = await openForm();

    fill('Table name', 'order_facts');
    fill('Comment', 'One row per order');

    fill('Name of column 1', 'order_id');
    chooseType('order_id', 'BIGINT');
    click(screen.getByLabelText('Nullable: order_id'));
    expect(screen.getByText('NOT NULL')).toBeInTheDocument();

    click(button('Add column'));
    // Focus moves to the new row's name.
    expect(screen.getByLabelText('Name of column 2')).toHaveFocus();
    fillFocused('amount');
    chooseType('amount', 'DECIMAL');
    expect(screen.getByLabelText('Precision of amount')).toHaveValue(10);
    fill('Scale of amount', '2');

    click(button('Add column below amount'));
    fillFocused('dt');

    click(button('Add column'));
    fillFocused('customer');
    chooseType('customer', 'ROW');
    fill('Name of field 1 of customer', 'attrs');
    chooseType('customer.attrs', 'MAP');
    expect(screen.getByLabelText('Key type: customer.attrs.key')).toHaveAttribute('role', 'group');
    chooseType('customer.attrs.value', 'ARRAY');
    chooseType('customer.attrs.value.element', 'ROW');
    fill('Name of field 1 of customer.attrs.value.element', 'label');
    click(button('Add field to customer.attrs.value.element'));
    fillFocused('score');
    chooseType('customer.attrs.value.element.score', 'INT');

    click(keyBox('Primary keys', 'order_id'));
    click(keyBox('Partition keys', 'dt'));
    expect(keyBox('Primary keys', 'order_id')).toBeChecked();
    expect(keyBox('Primary keys', 'dt')).not.toBeChecked();
    // A nested column is offered as a partition key only disabled, with its type as the reason.
    const customer = keyBox('Partition keys', 'customer');
    expect(customer).toBeDisabled();
    expect(customer).toHaveAccessibleDescription(
      'ROW: only a primitive type can partition a table',
    );
    expect(keyBox('Primary keys', 'customer')).toBeEnabled();

    click(button('Add option'));
    fillFocused('bucket');
    fill('Option value 1', '4');

    const expected = {
      identifier: { database: 'sales', object: 'order_facts' },
      schema: {
        fields: [
          { name: 'order_id', type: { type: 'BIGINT', nullable: false } },
          { name: 'amount', type: { type: 'DECIMAL', precision: 10, scale: 2 } },
          { name: 'dt', type: { type: 'STRING' } },
          {
            name: 'customer',
            type: {
              type: 'ROW',
              fields: [
                {
                  name: 'attrs',
                  type: {
                    type: 'MAP',
                    key: { type: 'STRING' },
                    value: {
                      type: 'ARRAY',
                      element: {
                        type: 'ROW',
                        fields: [
                          { name: 'label', type: { type: 'STRING' } },
                          { name: 'score', type: { type: 'INT' } },
                        ],
                      },
                    },
                  },
                },
              ],
            },
          },
        ],
        primaryKeys: ['order_id'],
        partitionKeys: ['dt'],
        options: { bucket: '4' },
        comment: 'One row per order',
      },
    };

    // The preview shows the schema as text and the body that will be sent.
    const schemaText = screen.getByLabelText('Schema', { selector: 'pre' }).textContent ?? '';
    expect(schemaText).toContain('order_id BIGINT NOT NULL');
    expect(schemaText).toContain('amount DECIMAL(10, 2)');
    expect(schemaText).toContain(
      'customer ROW<attrs MAP<STRING, ARRAY<ROW<label STRING, score INT>>>>',
    );
    await waitFor(() =>
      expect(
        JSON.parse(screen.getByLabelText('Request body', { selector: 'pre' }).textContent ?? ''),
      ).toStrictEqual(expected),
    );

    click(button('Create table'));
    await waitFor(() =>
      expect(router.state.location.pathname).toBe(
        '/catalogs/sales_lake/databases/sales/tables/order_facts',
      ),
    );
    expect(creates()).toHaveLength(1);
    expect(creates()[0]!.url.pathname).toMatch(
      /^\/api\/lake\/lake\/v1\/[^/]+\/databases\/sales\/tables$/,
    );
    expect(await creates()[0]!.json()).toStrictEqual(expected);
    // The draft is gone once the table exists.
    expect(sessionStorage.getItem(draftKey('sales_lake', 'sales'))).toBeNull();
  });

  it('blocks duplicate names at one level with the message at the field', async () => {
    await openForm();
    fill('Table name', 'dupes');
    fill('Name of column 1', 'id');
    click(button('Add column'));
    fillFocused('ID');

    const second = screen.getByLabelText('Name of column 2');
    const message = '“ID” is used more than once at this level (names ignore case).';
    // Shown at the offending field already while typing, and tied to its input.
    const row = second.closest('li')!;
    expect(within(row).getByText(message)).toBeInTheDocument();
    expect(second).toHaveAttribute('aria-invalid', 'true');
    expect(document.getElementById(second.getAttribute('aria-describedby')!)).toHaveTextContent(
      message,
    );

    click(button('Create table'));
    expect(creates()).toHaveLength(0);
    expect(second).toHaveFocus();
    const summary = screen.getByRole('alert');
    expect(within(summary).getByRole('link', { name: `ID: ${message}` })).toBeInTheDocument();

    // The same name one level down is fine.
    fill('Name of column 2', 'payload');
    chooseType('payload', 'ROW');
    fill('Name of field 1 of payload', 'id');
    expect(screen.queryByText(/used more than once at this level/)).toBeNull();
  });

  it('refuses a partition key that is a ROW', async () => {
    await openForm();
    fill('Table name', 'events');
    fill('Name of column 1', 'dt');
    const group = screen.getByRole('group', { name: 'Partition keys' });
    click(within(group).getByRole('checkbox', { name: 'dt' }));
    chooseType('dt', 'ROW');
    fill('Name of field 1 of dt', 'day');

    const message = 'Partition key “dt” must have a primitive type, not ROW.';
    expect(screen.getByText(message)).toBeInTheDocument();
    // The group says what is wrong; the key stays chosen (and can be taken out), with its type.
    expect(group).toHaveAccessibleDescription(message);
    const dt = keyBox('Partition keys', 'dt');
    expect(dt).toBeChecked();
    expect(dt).toBeEnabled();
    expect(dt).toHaveAccessibleDescription('ROW: only a primitive type can partition a table');
    click(button('Create table'));
    expect(creates()).toHaveLength(0);
    // The problem leads to the key that causes it.
    expect(dt).toHaveFocus();
    expect(
      within(screen.getByRole('alert')).getByRole('link', { name: `Partition keys: ${message}` }),
    ).toBeInTheDocument();
  });

  it('sends keys in column order and clears the form only after asking', async () => {
    await openForm();
    fill('Table name', 'ordered');
    fill('Name of column 1', 'id');
    click(button('Add column'));
    fillFocused('dt');
    const body = () =>
      JSON.parse(screen.getByLabelText('Request body', { selector: 'pre' }).textContent ?? '') as {
        schema: { primaryKeys: string[] };
      };

    // Ticked dt first, sent in the order of the columns.
    click(keyBox('Primary keys', 'dt'));
    click(keyBox('Primary keys', 'id'));
    await waitFor(() => expect(body().schema.primaryKeys).toStrictEqual(['id', 'dt']));
    // The keys follow the columns when they move.
    click(button('Move column dt up'));
    await waitFor(() => expect(body().schema.primaryKeys).toStrictEqual(['dt', 'id']));
    click(keyBox('Primary keys', 'dt'));
    await waitFor(() => expect(body().schema.primaryKeys).toStrictEqual(['id']));

    const dialog = async () =>
      (await screen.findByText('Clear every field of the form?')).closest<HTMLElement>(
        '[role="dialog"]',
      )!;
    click(button('Clear form'));
    click(
      within(await dialog())
        .getByText('Cancel')
        .closest('button')!,
    );
    expect(screen.getByLabelText('Table name')).toHaveValue('ordered');
    expect(screen.getByLabelText('Name of column 2')).toHaveValue('id');

    click(button('Clear form'));
    click(
      within(await dialog())
        .getByText('Clear form')
        .closest('button')!,
    );
    const name = screen.getByLabelText('Table name');
    expect(name).toHaveValue('');
    await waitFor(() => expect(name).toHaveFocus());
    expect(screen.getByLabelText('Name of column 1')).toHaveValue('');
    expect(screen.queryByLabelText('Name of column 2')).toBeNull();
    expect(body().schema.primaryKeys).toStrictEqual([]);
  });

  it('shows a 409 at the table name and keeps everything typed', async () => {
    const { router } = await openForm();
    fill('Table name', 'orders');
    fill('Name of column 1', 'order_id');
    fill('Description of order_id', 'the key');

    click(button('Create table'));
    const name = screen.getByLabelText('Table name');
    expect(
      await screen.findByText('A table named “orders” already exists in sales.'),
    ).toBeInTheDocument();
    expect(creates()).toHaveLength(1);
    expect(router.state.location.pathname).toBe(NEW_TABLE);
    expect(name).toHaveValue('orders');
    expect(name).toHaveAttribute('aria-invalid', 'true');
    await waitFor(() => expect(name).toHaveFocus());
    expect(screen.getByLabelText('Name of column 1')).toHaveValue('order_id');
    expect(screen.getByLabelText('Description of order_id')).toHaveValue('the key');

    // Another name clears the conflict and is sent.
    fill(name, 'orders_v2');
    expect(screen.queryByText(/already exists/)).toBeNull();
    click(button('Create table'));
    await waitFor(() =>
      expect(router.state.location.pathname).toBe(
        '/catalogs/sales_lake/databases/sales/tables/orders_v2',
      ),
    );
  });

  it('shows other errors at the top of the form', async () => {
    server.use(
      http.post('*/lake/v1/:catalogId/databases/:database/tables', () =>
        HttpResponse.json(
          { code: 'InternalError', message: 'The metastore is busy.' },
          { status: 500 },
        ),
      ),
    );
    await openForm();
    fill('Table name', 'later');
    fill('Name of column 1', 'id');
    click(button('Create table'));
    expect(await screen.findByText('The table could not be created')).toBeInTheDocument();
    expect(screen.getByLabelText('Table name')).toHaveValue('later');
  });

  it('keeps the input in sessionStorage across a reload', async () => {
    const first = await openForm();
    fill('Table name', 'kept');
    fill('Name of column 1', 'tags');
    chooseType('tags', 'ARRAY');
    chooseType('tags.element', 'VARCHAR');
    fill('Length of tags.element', '64');
    await waitFor(() =>
      expect(sessionStorage.getItem(draftKey('sales_lake', 'sales'))).toContain('"kept"'),
    );
    first.unmount();

    await openForm();
    expect(screen.getByText('Your unsaved input in this tab was restored.')).toBeInTheDocument();
    expect(screen.getByLabelText('Table name')).toHaveValue('kept');
    expect(screen.getByLabelText('Type of tags')).toHaveValue('ARRAY');
    expect(screen.getByLabelText('Type of tags.element')).toHaveValue('VARCHAR');
    expect(screen.getByLabelText('Length of tags.element')).toHaveValue(64);
  });

  it('asks before leaving with unsaved input', async () => {
    const { router } = await openForm();
    const dialog = async () =>
      (await screen.findByText('Leave without creating the table?')).closest<HTMLElement>(
        '[role="dialog"]',
      )!;
    fill('Table name', 'half_done');
    click(screen.getByText('Cancel').closest('a')!);
    click(
      within(await dialog())
        .getByText('Stay on this page')
        .closest('button')!,
    );
    expect(router.state.location.pathname).toBe(NEW_TABLE);

    click(screen.getByText('Cancel').closest('a')!);
    click(
      within(await dialog())
        .getByText('Leave')
        .closest('button')!,
    );
    await waitFor(() =>
      expect(router.state.location.pathname).toBe('/catalogs/sales_lake/databases/sales'),
    );
  });

  it('moves and removes columns with labelled buttons and keeps focus', async () => {
    const { user } = await openForm();
    fill('Name of column 1', 'a');
    click(button('Add column'));
    fillFocused('b');
    click(button('Add column'));
    fillFocused('c');

    click(button('Move column c up'));
    expect(button('Move column c up')).toHaveFocus();
    const names = () =>
      [1, 2, 3].map(
        (n) => (screen.getByLabelText(`Name of column ${n}`) as HTMLInputElement).value,
      );
    expect(names()).toEqual(['a', 'c', 'b']);
    await user.keyboard('{Enter}');
    expect(names()).toEqual(['c', 'a', 'b']);
    // At the top, focus moves to the button that still works.
    expect(button('Move column c down')).toHaveFocus();

    click(button('Remove column a'));
    expect(screen.getByLabelText('Name of column 2')).toHaveValue('b');
    expect(screen.getByLabelText('Name of column 2')).toHaveFocus();
  });

  it('fills the form from a pasted schema and names the path of a bad one', async () => {
    await openForm();
    click(button('Start from JSON'));
    const dialog = (await screen.findByText('Start from a schema in JSON')).closest<HTMLElement>(
      '[role="dialog"]',
    )!;
    const input = within(dialog).getByLabelText('Schema JSON');

    fill(
      input,
      '{"fields": [{"name": "id", "type": {"type": "BIGINT"}}, {"name": "x", "type": {"type": 5}}]}',
    );
    click(within(dialog).getByText('Fill the form').closest('button')!);
    expect(within(dialog).getByText(/^fields\[1\]\.type\.type:/)).toBeInTheDocument();

    fill(
      input,
      JSON.stringify({
        fields: [
          { name: 'id', type: { type: 'BIGINT', nullable: false } },
          {
            name: 'tags',
            type: {
              type: 'MAP',
              key: { type: 'STRING' },
              value: { type: 'DECIMAL', precision: 12, scale: 4 },
            },
          },
        ],
        primaryKeys: ['id'],
        options: { 'file.format': 'parquet' },
      }),
    );
    click(within(dialog).getByText('Fill the form').closest('button')!);
    await waitFor(() => expect(screen.queryByRole('dialog')).toBeNull());
    expect(screen.getByLabelText('Name of column 2')).toHaveValue('tags');
    expect(screen.getByLabelText('Type of tags.value')).toHaveValue('DECIMAL');
    expect(screen.getByLabelText('Precision of tags.value')).toHaveValue(12);
    expect(screen.getByLabelText('Option key 1')).toHaveValue('file.format');
  });
});
