import { fireEvent, screen } from '@testing-library/react';
import { render } from '../../../../../test/render';
import type { FullSchemaChange, TableSchema } from '../../../../api/lake/schemas';
import { I18nProvider, type Locale } from '../../../../i18n/I18nProvider';
import { useTableChangeI18n } from '../changeI18n';
import { ChangeEditor } from './ChangeEditor';
import { ChangeQueueList } from './ChangeQueueList';
import { checkQueue, type QueuedChange } from '../../schema/model/changeModel';
import { problemText } from '../model/problemText';

const SCHEMA: TableSchema = {
  fields: [
    { id: 0, name: 'id', type: { type: 'BIGINT', nullable: false } },
    { id: 1, name: 'phone', type: { type: 'STRING' } },
  ],
  primaryKeys: ['id'],
  partitionKeys: [],
  options: {},
};

/** A sentence made of ASCII letters only: what an English message looks like. */
const ENGLISH = /\b[A-Za-z]+ [a-z]+ [a-z]+\b/;

function renderEditor(editing: FullSchemaChange, locale: Locale) {
  render(
    <I18nProvider initialLocale={locale}>
      <ChangeEditor schema={SCHEMA} index={0} editing={editing} onSubmit={vi.fn()} />
    </I18nProvider>,
  );
  fireEvent.submit(screen.getByRole('form'));
}

describe('schema change problems in the UI language', () => {
  it('the builder says why a change cannot apply in Chinese, at its field', async () => {
    renderEditor({ action: 'dropColumn', fieldNames: ['id'] }, 'zh');
    const text = await screen.findByText('列“id”是主键，不能删除。');
    expect(text.textContent).not.toMatch(ENGLISH);
    expect(screen.queryByText(/primary key/i)).not.toBeInTheDocument();
  });

  it('the builder names a missing value by its input and action, in both languages', async () => {
    const change: FullSchemaChange = { action: 'renameColumn', fieldNames: ['phone'] };
    renderEditor(change, 'zh');
    expect(await screen.findByText('“重命名列”需要填写“新名称”。')).toBeInTheDocument();
  });

  it('the queue shows each change’s problem in Chinese', () => {
    const items: QueuedChange[] = [
      { id: 'a', change: { action: 'renameColumn', fieldNames: ['phone'], newName: 'ID' } },
      {
        id: 'b',
        change: { action: 'updateColumnComment', fieldNames: ['mobile'], newComment: 'm' },
      },
    ];
    const { errors } = checkQueue(
      SCHEMA,
      items.map((item) => item.change),
    );
    render(
      <I18nProvider initialLocale="zh">
        <ChangeQueueList
          items={items}
          errors={errors}
          rejected={null}
          editingId={null}
          onEdit={vi.fn()}
          onRemove={vi.fn()}
          onMove={vi.fn()}
        />
      </I18nProvider>,
    );
    expect(screen.getByText('此层级已有名为“ID”的列（名称不区分大小写）。')).toBeInTheDocument();
    expect(screen.getByText('不存在列“mobile”。')).toBeInTheDocument();
    expect(screen.queryByText(/already exists|There is no column/)).not.toBeInTheDocument();
  });

  it('words every problem the rules can report in both languages, never as a raw key', () => {
    const cases: FullSchemaChange[] = [
      { action: 'explode' as never },
      { action: 'setOption', key: ' ', value: 'v' },
      {
        action: 'addColumn',
        fieldNames: ['phone', 'x'],
        dataType: { type: 'STRING' },
        move: { type: 'LAST' },
        comment: '',
      },
      {
        action: 'updateColumnPosition',
        move: { type: 'AFTER', fieldName: 'id', referenceFieldName: 'id' },
      },
      { action: 'dropColumn', fieldNames: ['nope'] },
    ];
    const seen: string[] = [];
    function Probe({ change }: { change: FullSchemaChange }) {
      const t = useTableChangeI18n().t;
      const error = checkQueue(SCHEMA, [change]).errors[0];
      seen.push(error ? problemText(t, error) : 'no problem');
      return null;
    }
    for (const locale of ['en', 'zh'] as const) {
      for (const change of cases) {
        render(
          <I18nProvider initialLocale={locale}>
            <Probe change={change} />
          </I18nProvider>,
        );
      }
    }
    expect(seen).toHaveLength(cases.length * 2);
    for (const text of seen) expect(text).not.toMatch(/schema\.|table\.|no problem|\{/);
    expect(seen.slice(cases.length)).toEqual([
      '未知的操作“explode”。',
      '选项键不能为空。',
      '“phone”是 STRING，不是 ROW：需经由 element、key 或 value 才能到达其字段。',
      '列不能移动到自身之后。',
      '不存在列“nope”。',
    ]);
  });
});
