import { screen, within } from '@testing-library/react';
import { render } from '../../../../../test/render';
import userEvent from '@testing-library/user-event';
import type { DataField, TableSchema } from '../../../../api/lake/schemas';
import { I18nProvider } from '../../../../i18n/I18nProvider';
import { SchemaDiff } from './SchemaDiff';
import { ADD_RENAME_DROP, NESTED_ORDERS, alterSchema } from '../testing/sampleSchemas';

const before: TableSchema = {
  fields: [
    { id: 0, name: 'id', type: { type: 'BIGINT', nullable: false } },
    { id: 1, name: 'dt', type: { type: 'STRING' } },
    { id: 2, name: 'amount', type: { type: 'INT' } },
    { id: 3, name: 'legacy', type: { type: 'BOOLEAN' } },
  ],
  primaryKeys: ['id'],
  partitionKeys: ['dt'],
  options: { bucket: '4' },
};

function renderDiff(from: TableSchema, to: TableSchema, locale: 'en' | 'zh' = 'en') {
  return render(
    <I18nProvider initialLocale={locale}>
      <SchemaDiff before={from} after={to} />
    </I18nProvider>,
  );
}

const lines = () =>
  within(screen.getByRole('region', { name: 'Changes' }))
    .queryAllByRole('listitem')
    .map((li) => li.textContent);

const columnRows = () =>
  within(screen.getByRole('table', { name: 'Columns before and after' }))
    .getAllByRole('row')
    .slice(1)
    .map((row) =>
      within(row)
        .getAllByRole('cell')
        .map((cell) => cell.textContent),
    );

describe('SchemaDiff', () => {
  it('lists an added-after column, a rename and a drop, and marks the columns in words', () => {
    const after = alterSchema(before, [
      ...ADD_RENAME_DROP,
      { action: 'setOption', key: 'bucket', value: '8' },
    ]);
    renderDiff(before, after);
    expect(lines()).toEqual([
      'Change option bucket: 4 → 8',
      'Drop column legacy BOOLEAN',
      'Add column region VARCHAR(16) after dt',
      'Rename column amount to amount_cents',
    ]);
    expect(columnRows()).toEqual([
      ['Unchanged', 'id BIGINT NOT NULL', 'id BIGINT NOT NULL'],
      ['Unchanged', 'dt STRING', 'dt STRING'],
      ['Added', '', 'region VARCHAR(16)'],
      ['Changed: renamed', 'amount INT', 'amount_cents INT'],
      ['Removed', 'legacy BOOLEAN', ''],
    ]);
    // Counted as the table list and the schema tab count: top-level columns.
    expect(
      screen.getByText(
        'Before: 4 columns (incl. 1 partition column). After: 4 columns (incl. 1 partition column).',
      ),
    ).toBeInTheDocument();
  });

  it('says so when nothing changes, in Chinese too', () => {
    renderDiff(before, before, 'zh');
    expect(screen.getByText('没有变更。')).toBeInTheDocument();
    expect(
      screen.getByText('变更前：共 4 列（含 1 个分区列）；变更后：共 4 列（含 1 个分区列）。'),
    ).toBeInTheDocument();
  });

  it('counts columns and nested fields apart, before and after', () => {
    const after = alterSchema(NESTED_ORDERS, [
      {
        action: 'addColumn',
        fieldNames: ['address', 'street'],
        dataType: { type: 'STRING' },
        comment: '',
        move: { type: 'AFTER', referenceFieldName: 'zip' },
      },
      { action: 'dropColumn', fieldNames: ['attrs'] },
    ]);
    renderDiff(NESTED_ORDERS, after);
    expect(
      screen.getByText(
        'Before: 5 columns (incl. 1 partition column) · 3 nested fields. ' +
          'After: 4 columns (incl. 1 partition column) · 4 nested fields.',
      ),
    ).toBeInTheDocument();
  });

  it('folds long runs of unchanged columns and can show them', async () => {
    const user = userEvent.setup();
    const fields: DataField[] = Array.from({ length: 40 }, (_, i) => ({
      id: i,
      name: `c${i}`,
      type: { type: 'STRING' },
    }));
    const wide: TableSchema = { fields, primaryKeys: [], partitionKeys: [], options: {} };
    const after = alterSchema(wide, [
      { action: 'updateColumnPosition', move: { type: 'FIRST', fieldName: 'c20' } },
      {
        action: 'updateColumnType',
        fieldNames: ['c30'],
        newDataType: { type: 'VARCHAR', length: 8 },
        keepNullability: false,
        newNullability: false,
      },
    ]);
    renderDiff(wide, after);
    expect(lines()).toEqual([
      'Move c20 as the first column',
      'Change the type of c30: STRING → VARCHAR(8)',
      'Make c30 NOT NULL',
    ]);
    expect(columnRows().map((cells) => cells[0])).toEqual([
      'Changed: moved',
      'Unchanged',
      '27 unchanged columns not shown',
      'Unchanged',
      'Changed: type, nullability',
      'Unchanged',
      '8 unchanged columns not shown',
    ]);
    await user.click(screen.getByRole('button', { name: 'Show unchanged columns' }));
    expect(columnRows()).toHaveLength(40);
    expect(screen.getByRole('button', { name: 'Show changed columns only' })).toBeInTheDocument();
  });
});
