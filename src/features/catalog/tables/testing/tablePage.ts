/**
 * The table page tests' harness: the page opened on the mock estate, and finders that read the
 * DOM directly where role queries over this page cost about a second each in jsdom. Test-only.
 */
import { waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { REQUIRED_FIELDS } from '../../schema/model/requiredFields';
import type { FullSchemaChange, SchemaChangeAction } from '../../../../api/lake/schemas';
import { changeQueueKey } from '../hooks/useChangeQueue';
import { server } from '../../../../../test/msw';
import { renderApp } from '../../../../../test/renderApp';

export const TABLE = '/catalogs/sales_lake/databases/sales/tables';
export const page = (table: string, query = '') => `${TABLE}/${table}${query ? `?${query}` : ''}`;

export type User = ReturnType<typeof userEvent.setup>;

/** The JSON answers of the mock to requests whose path ends with `suffix`, in order. */
export function recordResponses(suffix: string) {
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
export async function openTable(path: string) {
  const user = userEvent.setup({ delay: null, pointerEventsCheck: 0 });
  const rendered = renderApp(path);
  await waitFor(() => expect(document.querySelector('[role="tablist"]')).not.toBeNull());
  return { user, ...rendered };
}

/** The open dropdown of a tree select (antd keeps closed ones in the DOM, hidden). */
export function openDropdown(): HTMLElement {
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
export function control(label: string, root: ParentNode = document): HTMLElement {
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
export function button(name: string, root: ParentNode = document): HTMLButtonElement {
  const found = [...root.querySelectorAll('button')].find(
    (element) =>
      element.getAttribute('aria-label') === name || element.textContent?.trim() === name,
  );
  if (!found) throw new Error(`no button “${name}”`);
  return found;
}

/** The open dialog titled `title`. */
export async function findDialog(title: string): Promise<HTMLElement> {
  return waitFor(() => {
    const dialog = [...document.querySelectorAll<HTMLElement>('[role="dialog"]')].find(
      (element) => element.querySelector('.ant-modal-title')?.textContent === title,
    );
    if (!dialog) throw new Error(`no dialog “${title}”`);
    return dialog;
  });
}

/** A tab of the page by its label. */
export function tab(name: string): HTMLElement {
  const found = [...document.querySelectorAll<HTMLElement>('[role="tab"]')].find(
    (element) => element.textContent === name,
  );
  if (!found) throw new Error(`no tab “${name}”`);
  return found;
}

export function queueItems(): HTMLElement[] {
  const list = document.querySelector('ol[aria-label="Queued schema changes"]');
  return list ? [...list.querySelectorAll<HTMLElement>(':scope > li')] : [];
}

/** Picks a column in a column picker: opens it, searches, clicks the node with that title. */
export async function pickColumn(user: User, label: string, search: string, title: string) {
  await user.click(control(label));
  await user.paste(search);
  await user.click(await waitFor(() => within(openDropdown()).getByTitle(title)));
}

/** Enters text as one input event (a paste): typing key by key re-renders the form per key. */
export async function typeInto(user: User, label: string, text: string) {
  await user.click(control(label));
  await user.paste(text);
}

export async function chooseAction(user: User, label: string) {
  await user.selectOptions(control('Action'), label);
}

export function editor(): HTMLElement {
  const form = document.querySelector<HTMLElement>('form[aria-label="Schema change"]');
  if (!form) throw new Error('no change editor');
  return form;
}

/** A change queued earlier in this tab on sales.orders: add a STRING column `note` at the end. */
export function queueAddNoteToOrders(): FullSchemaChange {
  const addNote: FullSchemaChange = {
    action: 'addColumn',
    fieldNames: ['note'],
    dataType: { type: 'STRING' },
    comment: '',
    move: { type: 'LAST', fieldName: 'note' },
  };
  sessionStorage.setItem(
    changeQueueKey('sales_lake', 'sales', 'orders'),
    JSON.stringify([{ id: 'c1', change: addNote }]),
  );
  return addNote;
}

/**
 * The table page's tab chunks (each lazy in the page), loaded once before a file's tests with the
 * route modules: a first test measures a tab, not a cold load of its modules, which on a busy
 * machine took longer than a wait for the change tab's form (5 s) in a shuffled run.
 */
export function preloadTableTabs(): void {
  beforeAll(async () => {
    await Promise.all([
      import('../components/SchemaTab'),
      import('../components/PartitionsTab'),
      import('../components/SnapshotTab'),
      import('../components/CompactionTab'),
      import('../components/StorageTab'),
      import('../components/TokenTab'),
      import('../../grants/components/AccessTab'),
      import('../components/ChangeSchemaTab'),
    ]);
  });
}

export async function openChangeTab(table: string) {
  const opened = await openTable(page(table, 'tab=change'));
  await waitFor(editor);
  return opened;
}

/** The visible field labels of the change editor, top to bottom (the action picker excluded). */
export function fieldLabels(): string[] {
  return [...editor().querySelectorAll('.ant-form-item-label > label')]
    .map((label) => label.textContent ?? '')
    .filter((text) => text !== 'Action');
}

/** The labels each required field shows (some fields take two inputs). */
export function expectedLabels(action: SchemaChangeAction): string[] {
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

export const ACTION_LABELS: Record<SchemaChangeAction, string> = {
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

/**
 * The schema tab's column tree, once its code has loaded. Not just any `[role=tree]`: a column
 * picker's dropdown (an antd tree select, kept in the DOM when closed) is one too.
 */
export async function schemaTree(): Promise<HTMLElement> {
  return waitFor(() => {
    const tree = [...document.querySelectorAll<HTMLElement>('[role="tree"]')].find((element) =>
      element.getAttribute('aria-label')?.startsWith('Columns'),
    );
    if (!tree) throw new Error('no schema tree yet');
    return tree;
  });
}
