import { fireEvent, screen, waitFor, within } from '@testing-library/react';
import { render } from '../../../../../test/render';
import userEvent from '@testing-library/user-event';
import { seriousAxeViolations } from '../../../../../test/axe';
import type { DataField, TableSchema } from '../../../../api/lake/schemas';
import { I18nProvider } from '../../../../i18n/I18nProvider';
import { SchemaSummary } from './SchemaSummary';
import { SchemaTree } from './SchemaTree';
import { NESTED_ORDERS as schema } from '../testing/sampleSchemas';

function wide(count: number): TableSchema {
  const fields: DataField[] = Array.from({ length: count }, (_, i) => ({
    id: i,
    name: `col_${String(i).padStart(5, '0')}`,
    type: { type: i % 2 === 0 ? 'STRING' : 'BIGINT' },
  }));
  return { fields, primaryKeys: [], partitionKeys: [], options: {} };
}

function renderTree(value: TableSchema, height?: number) {
  return render(
    <I18nProvider initialLocale="en">
      <SchemaTree schema={value} schemaId={3} height={height} />
    </I18nProvider>,
  );
}

const names = () =>
  screen.getAllByRole('treeitem').map((item) => item.querySelector('[title]')?.textContent);

describe('SchemaTree', () => {
  it('shows top-level columns with keys, types, comments and tree semantics', async () => {
    const { container } = renderTree(schema);
    const tree = screen.getByRole('tree', { name: 'Columns of schema 3' });
    const items = within(tree).getAllByRole('treeitem');
    expect(names()).toEqual(['id', 'dt', 'address', 'tags', 'attrs']);
    expect(items[0]).toHaveTextContent('Primary key');
    expect(items[0]).toHaveTextContent('BIGINT NOT NULL');
    expect(items[1]).toHaveTextContent('Partition key');
    expect(items[1]).toHaveTextContent('day of the order');
    expect(items[4]).toHaveTextContent('MAP<STRING, DECIMAL(9, 2)>');
    expect(items[2]).toHaveAttribute('aria-expanded', 'false');
    expect(items[0]).not.toHaveAttribute('aria-expanded');
    expect(items[3]).toHaveAttribute('aria-level', '1');
    expect(items[3]).toHaveAttribute('aria-posinset', '4');
    expect(items[3]).toHaveAttribute('aria-setsize', '5');
    // Columns are top-level (partition columns among them); nested fields are counted apart, and
    // a collection's element, key and value are not counted (the tree has 11 rows for this).
    expect(screen.getByRole('status')).toHaveTextContent(
      /^5 columns \(incl\. 1 partition column\) · 3 nested fields$/,
    );
    expect(await seriousAxeViolations(container)).toEqual([]);
  });

  it('filters as you type, showing matches with their ancestors opened', async () => {
    const user = userEvent.setup();
    renderTree(schema);
    await user.type(screen.getByRole('searchbox', { name: 'Search columns' }), 'lab');
    expect(names()).toEqual(['tags', 'element', 'label']);
    const [tags, element, label] = screen.getAllByRole('treeitem');
    expect(tags).toHaveAttribute('aria-expanded', 'true');
    expect(element).toHaveAttribute('aria-level', '2');
    expect(label).toHaveAttribute('aria-level', '3');
    expect(label!.querySelector('mark')).toHaveTextContent('label');
    expect(tags!.querySelector('mark')).toBeNull();
    expect(screen.getByRole('status')).toHaveTextContent(/^1 of 5 columns match$/);

    await user.clear(screen.getByRole('searchbox'));
    await user.type(screen.getByRole('searchbox'), 'town');
    expect(names()).toEqual(['address', 'city']);

    await user.clear(screen.getByRole('searchbox'));
    await user.type(screen.getByRole('searchbox'), 'zzz');
    expect(screen.queryByRole('tree')).toBeNull();
    expect(screen.getByText('No column matches “zzz”.')).toBeInTheDocument();
  });

  it('expands and collapses everything', async () => {
    const user = userEvent.setup();
    renderTree(schema);
    await user.click(screen.getByRole('button', { name: 'Expand all' }));
    expect(names()).toEqual([
      'id',
      'dt',
      'address',
      'city',
      'zip',
      'tags',
      'element',
      'label',
      'attrs',
      'key',
      'value',
    ]);
    await user.click(screen.getByRole('button', { name: 'Collapse all' }));
    expect(names()).toEqual(['id', 'dt', 'address', 'tags', 'attrs']);
  });

  it('moves with the arrow keys, opens with Right and closes with Left', async () => {
    const user = userEvent.setup();
    renderTree(schema);
    await user.click(screen.getByRole('searchbox'));
    await user.tab(); // Expand all
    await user.tab(); // Collapse all
    await user.tab();
    const focused = () => document.activeElement?.querySelector('[title]')?.textContent;
    expect(focused()).toBe('id');
    expect(document.activeElement).toHaveAttribute('tabindex', '0');
    await user.keyboard('{ArrowDown}{ArrowDown}');
    expect(focused()).toBe('address');
    await user.keyboard('{ArrowRight}');
    expect(document.activeElement).toHaveAttribute('aria-expanded', 'true');
    expect(names()).toEqual(['id', 'dt', 'address', 'city', 'zip', 'tags', 'attrs']);
    await user.keyboard('{ArrowRight}');
    expect(focused()).toBe('city');
    expect(document.activeElement).toHaveAttribute('aria-level', '2');
    await user.keyboard('{ArrowLeft}');
    expect(focused()).toBe('address');
    await user.keyboard('{ArrowLeft}');
    expect(names()).toEqual(['id', 'dt', 'address', 'tags', 'attrs']);
    await user.keyboard('{End}');
    expect(focused()).toBe('attrs');
    await user.keyboard('{Home}');
    expect(focused()).toBe('id');
    await user.keyboard('{ArrowUp}');
    expect(focused()).toBe('id');
    // Only the active row is a tab stop.
    expect(screen.getAllByRole('treeitem').filter((i) => i.tabIndex === 0)).toHaveLength(1);
  });

  it('counts columns with English plural rules and Chinese grouping', () => {
    const { unmount } = renderTree(wide(1));
    expect(screen.getByRole('status')).toHaveTextContent(/^1 column$/);
    unmount();
    const two = renderTree(wide(2));
    expect(screen.getByRole('status')).toHaveTextContent(/^2 columns$/);
    two.unmount();
    render(
      <I18nProvider initialLocale="zh">
        <SchemaTree schema={wide(1_234)} schemaId={3} height={200} />
      </I18nProvider>,
    );
    expect(screen.getByRole('status')).toHaveTextContent(/^共 1,234 列$/);
  });

  it('says what each count counts in Chinese too', () => {
    render(
      <I18nProvider initialLocale="zh">
        <SchemaTree schema={schema} schemaId={3} />
      </I18nProvider>,
    );
    expect(screen.getByRole('status')).toHaveTextContent(
      /^共 5 列（含 1 个分区列），3 个嵌套字段$/,
    );
  });

  describe('with 10,000 columns', () => {
    // jsdom has no layout and no scrolling: size elements by their inline heights and apply a
    // scroll the way a browser does (offset set now, scroll event after the call returns).
    const saved = ['scrollTo', 'scrollHeight', 'clientHeight'].map(
      (name) => [name, Object.getOwnPropertyDescriptor(Element.prototype, name)] as const,
    );
    const inlineHeight = (element: Element | null) =>
      element instanceof HTMLElement ? parseFloat(element.style.height) || 0 : 0;
    beforeAll(() => {
      Object.defineProperty(Element.prototype, 'scrollHeight', {
        configurable: true,
        get(this: Element) {
          return inlineHeight(this.firstElementChild);
        },
      });
      Object.defineProperty(Element.prototype, 'clientHeight', {
        configurable: true,
        get(this: Element) {
          return inlineHeight(this);
        },
      });
      Object.defineProperty(Element.prototype, 'scrollTo', {
        configurable: true,
        value(this: Element, options?: ScrollToOptions) {
          if (options?.top !== undefined) this.scrollTop = options.top;
          setTimeout(() => this.dispatchEvent(new Event('scroll')), 0);
        },
      });
    });
    afterAll(() => {
      for (const [name, descriptor] of saved) {
        if (descriptor) Object.defineProperty(Element.prototype, name, descriptor);
        else Reflect.deleteProperty(Element.prototype, name);
      }
    });

    it('keeps at most 200 rows in the DOM and reaches the last row with End', async () => {
      const user = userEvent.setup();
      renderTree(wide(10_000), 480);
      expect(screen.getByRole('status')).toHaveTextContent('10,000 columns');
      const first = screen.getAllByRole('treeitem');
      expect(first.length).toBeGreaterThan(10);
      expect(first.length).toBeLessThanOrEqual(200);
      expect(first[0]).toHaveAttribute('aria-setsize', '10000');

      first[0]!.focus();
      await user.keyboard('{End}');
      await waitFor(() => expect(document.activeElement).toHaveAttribute('aria-posinset', '10000'));
      expect(document.activeElement?.querySelector('[title]')).toHaveTextContent('col_09999');
      expect(screen.getAllByRole('treeitem').length).toBeLessThanOrEqual(200);

      fireEvent.change(screen.getByRole('searchbox'), { target: { value: 'col_0999' } });
      expect(screen.getByRole('status')).toHaveTextContent('10 of 10,000 columns match');
      expect(screen.getAllByRole('treeitem')).toHaveLength(10);
    });
  });
});

describe('SchemaSummary', () => {
  it('lists comment, schema id, keys and options', () => {
    render(
      <I18nProvider initialLocale="en">
        <SchemaSummary schema={schema} schemaId={7} />
      </I18nProvider>,
    );
    const value = (label: string) =>
      screen.getByText(label).closest('tr')?.querySelector('td')?.textContent;
    expect(value('Comment')).toBe('all orders');
    expect(value('Schema ID')).toBe('7');
    expect(value('Primary keys')).toBe('id');
    expect(value('Partition keys')).toBe('dt');
    expect(
      within(screen.getByRole('list', { name: 'Options' }))
        .getAllByRole('listitem')
        .map((li) => li.textContent),
    ).toEqual(['bucket = 4', 'file.format = orc']);
  });

  it('says None for what is missing', () => {
    render(
      <I18nProvider initialLocale="zh">
        <SchemaSummary schema={{ fields: [], primaryKeys: [], partitionKeys: [], options: {} }} />
      </I18nProvider>,
    );
    expect(screen.getAllByText('无')).toHaveLength(5);
  });
});
