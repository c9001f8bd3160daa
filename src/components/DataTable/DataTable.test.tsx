import { useState } from 'react';
import { act, fireEvent, screen, within } from '@testing-library/react';
import { render } from '../../../test/render';
import userEvent from '@testing-library/user-event';
import { axeViolations } from '../../../test/axe';
import type { RowSelectionState, SortingState } from '@tanstack/react-table';
import { I18nProvider } from '../../i18n/I18nProvider';
import { DataTable, type DataTableColumn, type DataTableProps } from './index';

interface Person {
  id: string;
  name: string;
  age: number;
  team: string;
}

const PEOPLE: Person[] = [
  { id: 'p1', name: 'Carol', age: 41, team: 'Core' },
  { id: 'p2', name: 'alice', age: 29, team: 'Lake' },
  { id: 'p3', name: 'Bob', age: 35, team: 'Screen' },
];

const COLUMNS: DataTableColumn<Person>[] = [
  { accessorKey: 'name', header: 'Name', meta: { rowHeader: true } },
  { accessorKey: 'age', header: 'Age', meta: { align: 'right', width: 80 } },
  { accessorKey: 'team', header: 'Team', enableSorting: false },
  {
    id: 'actions',
    header: () => null,
    cell: ({ row }) => <a href={`#${row.original.id}`}>Open</a>,
    meta: { headerLabel: 'Actions', sticky: 'right', width: 80 },
  },
];

const getId = (person: Person) => person.id;

function table(props: Partial<DataTableProps<Person>>) {
  return (
    <I18nProvider initialLocale="en">
      <DataTable<Person>
        data={PEOPLE}
        columns={COLUMNS}
        getRowId={getId}
        label="People"
        {...props}
      />
    </I18nProvider>
  );
}

function renderTable(props: Partial<DataTableProps<Person>> = {}) {
  const view = render(table(props));
  const rerender = (next: Partial<DataTableProps<Person>>) => view.rerender(table(next));
  return { ...view, rerender };
}

/** The first cell (row header) text of every body row, in DOM order. */
function bodyNames(): string[] {
  const table = screen.getByRole('table', { name: 'People' });
  const body = table.querySelector('tbody')!;
  return within(body)
    .getAllByRole('row')
    .map((row) => within(row).getByRole('rowheader').textContent ?? '');
}

function header(name: string): HTMLElement {
  return screen.getByRole('columnheader', { name: new RegExp(`^${name}`) });
}

describe('DataTable', () => {
  it('renders a real table with column headers and one row per item', () => {
    renderTable();
    const table = screen.getByRole('table', { name: 'People' });
    expect(table.tagName).toBe('TABLE');

    const headers = within(table).getAllByRole('columnheader');
    expect(headers.map((th) => th.textContent)).toEqual(['Name', 'Age', 'Team', 'Actions']);
    headers.forEach((th) => expect(th).toHaveAttribute('scope', 'col'));
    // The actions header is visually hidden but named.
    expect(within(headers[3]!).getByText('Actions').className).toMatch(/srOnly/);

    const rows = within(table).getAllByRole('row');
    expect(rows).toHaveLength(1 + PEOPLE.length);
    expect(within(rows[1]!).getByRole('rowheader')).toHaveTextContent('Carol');
    expect(
      within(rows[1]!)
        .getAllByRole('cell')
        .map((cell) => cell.textContent),
    ).toEqual(['41', 'Core', 'Open']);
    expect(bodyNames()).toEqual(['Carol', 'alice', 'Bob']);
    // Small tables are not virtualized: no row counts for assistive technology needed.
    expect(table).not.toHaveAttribute('aria-rowcount');
  });

  it('marks only sortable columns with aria-sort and makes their headers buttons', () => {
    renderTable();
    expect(header('Name')).toHaveAttribute('aria-sort', 'none');
    expect(header('Age')).toHaveAttribute('aria-sort', 'none');
    expect(header('Team')).not.toHaveAttribute('aria-sort');
    expect(within(header('Team')).queryByRole('button')).toBeNull();
    expect(within(header('Name')).getByRole('button', { name: 'Name' })).toHaveAttribute(
      'title',
      'Sort by Name',
    );
  });

  it('sorts by a clicked header: ascending, descending, then the original order', async () => {
    const user = userEvent.setup();
    renderTable();
    const nameButton = within(header('Name')).getByRole('button', { name: 'Name' });

    await user.click(nameButton);
    expect(header('Name')).toHaveAttribute('aria-sort', 'ascending');
    expect(bodyNames()).toEqual(['alice', 'Bob', 'Carol']);

    await user.click(nameButton);
    expect(header('Name')).toHaveAttribute('aria-sort', 'descending');
    expect(bodyNames()).toEqual(['Carol', 'Bob', 'alice']);

    await user.click(nameButton);
    expect(header('Name')).toHaveAttribute('aria-sort', 'none');
    expect(bodyNames()).toEqual(['Carol', 'alice', 'Bob']);
  });

  it('sorts numbers ascending first and only by one column at a time', async () => {
    const user = userEvent.setup();
    renderTable({ initialSorting: [{ id: 'name', desc: false }] });
    expect(bodyNames()).toEqual(['alice', 'Bob', 'Carol']);

    await user.click(within(header('Age')).getByRole('button'));
    expect(header('Age')).toHaveAttribute('aria-sort', 'ascending');
    expect(header('Name')).toHaveAttribute('aria-sort', 'none');
    expect(bodyNames()).toEqual(['alice', 'Bob', 'Carol']);

    await user.click(within(header('Age')).getByRole('button'));
    expect(bodyNames()).toEqual(['Carol', 'Bob', 'alice']);
  });

  it('in controlled mode shows the given order and reports the next sorting', async () => {
    const user = userEvent.setup();
    const onSortingChange = vi.fn<(next: SortingState) => void>();
    const { rerender } = renderTable({ sorting: [{ id: 'age', desc: true }], onSortingChange });

    expect(header('Age')).toHaveAttribute('aria-sort', 'descending');
    expect(bodyNames()).toEqual(['Carol', 'Bob', 'alice']);

    await user.click(within(header('Name')).getByRole('button'));
    expect(onSortingChange).toHaveBeenCalledTimes(1);
    expect(onSortingChange).toHaveBeenLastCalledWith([{ id: 'name', desc: false }]);
    // The parent has not applied it yet: the order stays as given.
    expect(header('Age')).toHaveAttribute('aria-sort', 'descending');
    expect(bodyNames()).toEqual(['Carol', 'Bob', 'alice']);

    rerender({ sorting: [{ id: 'name', desc: false }], onSortingChange });
    expect(header('Name')).toHaveAttribute('aria-sort', 'ascending');
    expect(bodyNames()).toEqual(['alice', 'Bob', 'Carol']);

    await user.click(within(header('Age')).getByRole('button'));
    expect(onSortingChange).toHaveBeenLastCalledWith([{ id: 'age', desc: false }]);

    // Removing the sort from a descending column reports an empty state.
    rerender({ sorting: [{ id: 'age', desc: true }], onSortingChange });
    await user.click(within(header('Age')).getByRole('button'));
    expect(onSortingChange).toHaveBeenLastCalledWith([]);
  });

  it('expands a row into a detail row and collapses it again', async () => {
    const user = userEvent.setup();
    renderTable({
      renderExpanded: (person) => <p>Details of {person.name}</p>,
    });
    const table = screen.getByRole('table', { name: 'People' });
    // The toggle column has a (visually hidden) header too.
    expect(within(table).getAllByRole('columnheader')[0]).toHaveTextContent('Details');

    const bobRow = screen.getByRole('rowheader', { name: 'Bob' }).closest('tr')!;
    const toggle = within(bobRow).getByRole('button', { name: 'Show details' });
    expect(toggle).toHaveAttribute('aria-expanded', 'false');
    expect(screen.queryByText('Details of Bob')).toBeNull();

    await user.click(toggle);
    expect(toggle).toHaveAttribute('aria-expanded', 'true');
    expect(toggle).toHaveAccessibleName('Hide details');
    const detail = screen.getByText('Details of Bob').closest('tr')!;
    expect(toggle.getAttribute('aria-controls')).toBe(detail.id);
    expect(document.getElementById(detail.id)).toBe(detail);
    // The detail row spans the whole width and sits right under its row.
    expect(detail.querySelector('td')).toHaveAttribute('colspan', String(1 + COLUMNS.length));
    expect(bobRow.nextElementSibling).toBe(detail);
    expect(screen.queryByText('Details of Carol')).toBeNull();

    await user.click(toggle);
    expect(toggle).toHaveAttribute('aria-expanded', 'false');
    expect(toggle).not.toHaveAttribute('aria-controls');
    expect(screen.queryByText('Details of Bob')).toBeNull();
    expect(within(table).getAllByRole('row')).toHaveLength(1 + PEOPLE.length);
  });

  it('names row controls after the row when getRowLabel is given', () => {
    renderTable({
      renderExpanded: (person) => person.name,
      onRowSelectionChange: () => undefined,
      getRowLabel: (person) => person.name,
    });
    expect(screen.getByRole('checkbox', { name: 'Select Bob' })).toBeInTheDocument();
    expect(screen.getByRole('button', { name: 'Show details of Bob' })).toBeInTheDocument();
  });

  it('reports row selection and selects all rows', async () => {
    const user = userEvent.setup();
    const onRowSelectionChange = vi.fn<(next: RowSelectionState) => void>();
    renderTable({ onRowSelectionChange });

    const selectAll = screen.getByRole('checkbox', { name: 'Select all rows' });
    const bobRow = screen.getByRole('rowheader', { name: 'Bob' }).closest('tr')!;
    const bobBox = within(bobRow).getByRole('checkbox', { name: 'Select row' });
    expect(screen.getAllByRole('checkbox', { name: 'Select row' })).toHaveLength(3);

    await user.click(bobBox);
    expect(onRowSelectionChange).toHaveBeenLastCalledWith({ p3: true });
    expect(bobBox).toBeChecked();
    expect(bobRow.className).toMatch(/selected/);
    expect(selectAll).not.toBeChecked();
    expect((selectAll as HTMLInputElement).indeterminate).toBe(true);

    await user.click(selectAll);
    expect(onRowSelectionChange).toHaveBeenLastCalledWith({ p1: true, p2: true, p3: true });
    expect(selectAll).toBeChecked();
    expect((selectAll as HTMLInputElement).indeterminate).toBe(false);
    screen
      .getAllByRole('checkbox', { name: 'Select row' })
      .forEach((box) => expect(box).toBeChecked());

    await user.click(selectAll);
    expect(onRowSelectionChange).toHaveBeenLastCalledWith({});
    expect(bobBox).not.toBeChecked();
  });

  it('re-renders only the row whose selection changed', async () => {
    const user = userEvent.setup();
    const rendered: string[] = [];
    const columns: DataTableColumn<Person>[] = [
      { accessorKey: 'name', header: 'Name', meta: { rowHeader: true } },
      {
        accessorKey: 'age',
        header: 'Age',
        cell: ({ row, getValue }) => {
          rendered.push(row.id);
          return String(getValue());
        },
      },
    ];
    const { rerender } = renderTable({ columns, onRowSelectionChange: () => undefined });
    expect(rendered.sort()).toEqual(['p1', 'p2', 'p3']);

    rendered.length = 0;
    await user.click(screen.getAllByRole('checkbox', { name: 'Select row' })[2]!);
    expect(rendered).toEqual(['p3']);

    // A parent re-render with the same data and columns renders no row again.
    rendered.length = 0;
    rerender({ columns, onRowSelectionChange: () => undefined, busy: true });
    expect(rendered).toEqual([]);
  });

  it('shows a controlled selection and leaves applying changes to the parent', async () => {
    const user = userEvent.setup();
    function Harness() {
      const [selection, setSelection] = useState<RowSelectionState>({ p1: true });
      return (
        <>
          <output aria-label="selected">{Object.keys(selection).sort().join(',')}</output>
          <DataTable<Person>
            data={PEOPLE}
            columns={COLUMNS}
            getRowId={getId}
            label="People"
            rowSelection={selection}
            onRowSelectionChange={setSelection}
          />
        </>
      );
    }
    render(
      <I18nProvider initialLocale="en">
        <Harness />
      </I18nProvider>,
    );
    const rowBox = (name: string) =>
      within(screen.getByRole('rowheader', { name }).closest('tr')!).getByRole('checkbox');
    expect(rowBox('Carol')).toBeChecked();
    expect(rowBox('alice')).not.toBeChecked();

    await user.click(rowBox('alice'));
    expect(screen.getByRole('status', { name: 'selected' })).toHaveTextContent('p1,p2');
    expect(rowBox('alice')).toBeChecked();
  });

  it('shows a loading row with role=status before the first data', () => {
    renderTable({ data: [], loading: true });
    const status = screen.getByRole('status');
    expect(status).toHaveTextContent('Loading…');
    expect(status.closest('td')).toHaveAttribute('colspan', String(COLUMNS.length));
    expect(screen.queryByText('No data')).toBeNull();
    expect(screen.getByRole('table', { name: 'People' })).not.toHaveAttribute('aria-busy');
  });

  it('shows the default and a custom empty text', () => {
    const { rerender } = renderTable({ data: [] });
    const table = screen.getByRole('table', { name: 'People' });
    expect(within(table).getByRole('cell', { name: 'No data' })).toHaveAttribute(
      'colspan',
      String(COLUMNS.length),
    );
    expect(screen.queryByRole('status')).toBeNull();

    rerender({ data: [], empty: <strong>Nobody here yet</strong> });
    expect(screen.getByText('Nobody here yet')).toBeInTheDocument();
    expect(screen.queryByText('No data')).toBeNull();
  });

  it('marks the table busy while refetching and keeps the previous rows', () => {
    const { rerender } = renderTable({ busy: true });
    const table = screen.getByRole('table', { name: 'People' });
    expect(table).toHaveAttribute('aria-busy', 'true');
    expect(table.className).toMatch(/busy/);
    expect(bodyNames()).toEqual(['Carol', 'alice', 'Bob']);

    rerender({ busy: false });
    expect(table).not.toHaveAttribute('aria-busy');
    expect(table.className).not.toMatch(/busy/);
  });

  it('has no axe violations with selection, expansion and sorting', async () => {
    const { container } = renderTable({
      renderExpanded: (person) => person.name,
      onRowSelectionChange: () => undefined,
      initialSorting: [{ id: 'age', desc: false }],
    });
    await userEvent.click(screen.getAllByRole('button', { name: 'Show details' })[0]!);
    expect(await axeViolations(container)).toEqual([]);
  });

  describe('virtualization', () => {
    const MANY: Person[] = Array.from({ length: 10_000 }, (_, index) => ({
      id: `p${index}`,
      name: `Person ${String(index).padStart(5, '0')}`,
      age: index % 90,
      team: 'Core',
    }));

    it('keeps only a window of rows in the DOM for 10,000 rows', () => {
      const { container } = renderTable({ data: MANY, maxHeight: 600, estimateRowHeight: 40 });
      const table = screen.getByRole('table', { name: 'People' });

      const trs = container.querySelectorAll('tr');
      expect(trs.length).toBeLessThanOrEqual(120);
      // 600px / 40px = 15 visible rows plus overscan, not just a couple.
      expect(trs.length).toBeGreaterThan(15);
      expect(table).toHaveAttribute('aria-rowcount', String(1 + MANY.length));

      const bodyRows = within(table.querySelector('tbody')!).getAllByRole('row');
      expect(within(bodyRows[0]!).getByRole('rowheader')).toHaveTextContent('Person 00000');
      expect(bodyRows[0]).toHaveAttribute('aria-rowindex', '2');
      expect(screen.queryByText('Person 09999')).toBeNull();

      // A spacer row below stands in for the rest of the list.
      const spacer = table.querySelector('tbody > tr:last-child') as HTMLElement;
      expect(spacer).toHaveAttribute('aria-hidden', 'true');
      expect(parseInt(spacer.style.height, 10)).toBeGreaterThan(390_000);
      // The scroll container is limited and reachable by keyboard focus.
      expect((table.parentElement as HTMLElement).style.maxHeight).toBe('600px');
    });

    it('renders the rows scrolled into view, with their absolute row index', () => {
      const { container } = renderTable({ data: MANY, maxHeight: 600, estimateRowHeight: 40 });
      const table = screen.getByRole('table', { name: 'People' });
      const scroller = table.parentElement!;

      Object.defineProperty(scroller, 'scrollTop', { configurable: true, value: 5_000 * 40 });
      act(() => {
        fireEvent.scroll(scroller);
      });

      const row = screen.getByRole('rowheader', { name: 'Person 05000' }).closest('tr')!;
      expect(row).toHaveAttribute('aria-rowindex', String(5_000 + 2));
      expect(screen.queryByText('Person 00000')).toBeNull();
      expect(container.querySelectorAll('tr').length).toBeLessThanOrEqual(120);
      // The spacer above now holds the skipped rows.
      const top = table.querySelector('tbody > tr:first-child') as HTMLElement;
      expect(top).toHaveAttribute('aria-hidden', 'true');
      expect(parseInt(top.style.height, 10)).toBeGreaterThan(4_900 * 40);
    });

    it('sorts the whole list, not just the window', async () => {
      const user = userEvent.setup();
      renderTable({ data: MANY, maxHeight: 600, estimateRowHeight: 40 });
      await user.click(within(header('Name')).getByRole('button'));
      await user.click(within(header('Name')).getByRole('button'));
      expect(header('Name')).toHaveAttribute('aria-sort', 'descending');
      const table = screen.getByRole('table', { name: 'People' });
      const first = within(table.querySelector('tbody')!).getAllByRole('row')[0]!;
      expect(first).toHaveTextContent('Person 09999');
    });

    it('does not virtualize up to the threshold', () => {
      const { container } = renderTable({ data: MANY.slice(0, 100) });
      expect(container.querySelectorAll('tbody tr')).toHaveLength(100);
      expect(screen.getByRole('table', { name: 'People' })).not.toHaveAttribute('aria-rowcount');
    });
  });
});
