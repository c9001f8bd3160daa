import { useState } from 'react';
import { fireEvent, screen, waitFor, within } from '@testing-library/react';
import type { TableSchema } from '../../../../api/lake/schemas';
import { withProviders } from '../../../../../test/providers';
import { render } from '../../../../../test/render';
import { filterColumns } from '../model/filterColumns';
import { buildRowFilter, emptyFilter, type FilterGroup } from '../model/rowFilter';
import { RowFilterBuilder } from './RowFilterBuilder';

const schema: TableSchema = {
  fields: [
    { name: 'vip_level', type: { type: 'TINYINT' } },
    { name: 'created_at', type: { type: 'TIMESTAMP', precision: 3 } },
    {
      name: 'address',
      type: {
        type: 'ROW',
        fields: [{ name: 'country', type: { type: 'CHAR', length: 2 } }],
      },
    },
  ],
  primaryKeys: [],
  partitionKeys: [],
  options: {},
};
const columns = filterColumns(schema);

/** The builder over its own state, as the grant drawer holds it; problems shown as it shows them. */
function Harness({
  onRoot,
  attempted,
}: {
  onRoot: (root: FilterGroup) => void;
  attempted?: boolean;
}) {
  const [root, setRoot] = useState<FilterGroup>(emptyFilter);
  const built = buildRowFilter(root, columns);
  return (
    <RowFilterBuilder
      root={root}
      columns={columns}
      onChange={(next) => {
        setRoot(next);
        onRoot(next);
      }}
      problems={built.ok ? [] : built.problems}
      attempted={attempted}
      expression={built.ok ? built.expression : ''}
    />
  );
}

const byLabel = (label: string) => screen.getByLabelText(label);

describe('the row-filter builder', () => {
  it('builds nested groups on nested fields and says each value’s problem beside it', () => {
    let latest: FilterGroup = emptyFilter();
    const { wrap } = withProviders();
    render(wrap(<Harness onRoot={(root) => (latest = root)} />));
    expect(screen.getByText('No filter: every row can be read.')).toBeInTheDocument();

    fireEvent.click(screen.getByText('Add condition').closest('button')!);
    // Only the comparisons a column's type allows: a ROW takes null checks alone.
    fireEvent.change(byLabel('Condition 1: Column'), { target: { value: 'address' } });
    expect(
      within(byLabel('Condition 1: Comparison'))
        .getAllByRole('option')
        .map((o) => o.textContent),
    ).toEqual(['IS NULL (no value)', 'IS NOT NULL (has a value)']);
    fireEvent.change(byLabel('Condition 1: Column'), { target: { value: 'address.country' } });
    fireEvent.change(byLabel('Condition 1: Comparison'), { target: { value: 'in' } });
    fireEvent.change(byLabel('Condition 1: Value 1'), { target: { value: 'FRA' } });
    expect(byLabel('Condition 1: Value 1')).toHaveAccessibleDescription('At most 2 characters.');
    expect(byLabel('Condition 1: Value 1')).toHaveAttribute('aria-invalid', 'true');
    fireEvent.change(byLabel('Condition 1: Value 1'), { target: { value: 'FR' } });
    fireEvent.click(screen.getByText('Add value').closest('button')!);
    fireEvent.change(byLabel('Condition 1: Value 2'), { target: { value: 'DE' } });

    fireEvent.click(screen.getAllByText('Add group')[0]!.closest('button')!);
    const group = screen.getByRole('group', { name: 'Group 2' });
    expect(within(group).getByLabelText('Group 2: Rows must match')).toHaveValue('OR');
    fireEvent.change(byLabel('Condition 2.1: Column'), { target: { value: 'vip_level' } });
    fireEvent.change(byLabel('Condition 2.1: Comparison'), { target: { value: 'ge' } });
    fireEvent.change(byLabel('Condition 2.1: Value'), { target: { value: '128' } });
    expect(byLabel('Condition 2.1: Value')).toHaveAccessibleDescription(
      'Enter a whole number from -128 to 127.',
    );
    fireEvent.change(byLabel('Condition 2.1: Value'), { target: { value: '3' } });
    fireEvent.click(within(group).getByText('Add condition').closest('button')!);
    fireEvent.change(byLabel('Condition 2.2: Column'), { target: { value: 'vip_level' } });
    fireEvent.change(byLabel('Condition 2.2: Comparison'), { target: { value: 'isNull' } });
    expect(screen.queryByLabelText('Condition 2.2: Value')).toBeNull();

    expect(screen.getByText(/^`address`\.`country` IN/)).toHaveTextContent(
      "`address`.`country` IN ('FR', 'DE') AND (`vip_level` >= 3 OR `vip_level` IS NULL)",
    );
    expect(
      screen.getByText(
        'address.country is one of “FR”, “DE” and (vip_level is at least 3 or vip_level has no value)',
      ),
    ).toBeInTheDocument();

    fireEvent.click(screen.getByText('Remove group 2').closest('button')!);
    expect(screen.queryByRole('group', { name: 'Group 2' })).toBeNull();
    expect(buildRowFilter(latest, columns)).toMatchObject({
      ok: true,
      expression: "`address`.`country` IN ('FR', 'DE')",
    });
  });

  it('checks a value’s literal when its field is left, before any attempt to send', () => {
    const { wrap } = withProviders();
    render(wrap(<Harness onRoot={() => undefined} attempted={false} />));
    fireEvent.click(screen.getByText('Add condition').closest('button')!);
    fireEvent.change(byLabel('Condition 1: Column'), { target: { value: 'vip_level' } });
    fireEvent.change(byLabel('Condition 1: Comparison'), { target: { value: 'gt' } });
    fireEvent.change(byLabel('Condition 1: Value'), { target: { value: 'abc' } });
    // Typing is not interrupted; leaving the field marks it.
    expect(byLabel('Condition 1: Value')).not.toHaveAttribute('aria-invalid');
    fireEvent.blur(byLabel('Condition 1: Value'));
    expect(byLabel('Condition 1: Value')).toHaveAttribute('aria-invalid', 'true');
    expect(byLabel('Condition 1: Value')).toHaveAccessibleDescription('Enter a whole number.');
    fireEvent.change(byLabel('Condition 1: Value'), { target: { value: '3' } });
    expect(byLabel('Condition 1: Value')).not.toHaveAttribute('aria-invalid');
    // A second, untouched condition says nothing yet.
    fireEvent.click(screen.getAllByText('Add condition')[0]!.closest('button')!);
    expect(screen.queryByText('Choose a column.')).toBeNull();
  });

  it('marks a field left by a press only once the press ends, so the pressed button stays put', async () => {
    const { wrap } = withProviders();
    render(wrap(<Harness onRoot={() => undefined} attempted={false} />));
    fireEvent.click(screen.getByText('Add condition').closest('button')!);
    fireEvent.change(byLabel('Condition 1: Column'), { target: { value: 'vip_level' } });
    fireEvent.change(byLabel('Condition 1: Value'), { target: { value: 'abc' } });
    const addGroup = screen.getByText('Add group').closest('button')!;
    fireEvent.pointerDown(addGroup);
    fireEvent.blur(byLabel('Condition 1: Value'));
    expect(byLabel('Condition 1: Value')).not.toHaveAttribute('aria-invalid');
    fireEvent.pointerUp(addGroup);
    fireEvent.click(addGroup);
    expect(screen.getByRole('group', { name: 'Group 2' })).toBeInTheDocument();
    await waitFor(() =>
      expect(byLabel('Condition 1: Value')).toHaveAttribute('aria-invalid', 'true'),
    );
  });

  it('says before and after for a time comparison, in English and Chinese', () => {
    for (const [locale, words, label, add, condition] of [
      ['en', 'created_at is after “2026-01-01 00:00:00”', '> after', 'Add condition', 'Condition'],
      ['zh', 'created_at 晚于 “2026-01-01 00:00:00”', '> 晚于', '添加条件', '条件'],
    ] as const) {
      const { wrap } = withProviders({ locale });
      const { unmount } = render(wrap(<Harness onRoot={() => undefined} />));
      fireEvent.click(screen.getByText(add).closest('button')!);
      const [column, comparison] = within(
        screen.getByRole('group', { name: `${condition} 1` }),
      ).getAllByRole('combobox');
      fireEvent.change(column!, { target: { value: 'created_at' } });
      expect(within(comparison!).getByRole('option', { name: label })).toBeInTheDocument();
      fireEvent.change(comparison!, { target: { value: 'gt' } });
      fireEvent.change(screen.getByRole('textbox'), {
        target: { value: '2026-01-01 00:00:00' },
      });
      expect(screen.getByText(words)).toBeInTheDocument();
      unmount();
    }
  });
});
