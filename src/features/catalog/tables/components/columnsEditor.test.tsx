import { useLayoutEffect, useMemo, useState } from 'react';
import { fireEvent } from '@testing-library/react';
import { render } from '../../../../../test/render';
import type { DataField } from '../../../../api/lake/schemas';
import { I18nProvider } from '../../../../i18n/I18nProvider';
import { useTableBuilderI18n } from '../builderI18n';
import type * as I18nModule from '../builderI18n';
import { draftKey } from '../model/tableForm';
import { useTableForm } from '../hooks/useTableForm';
import { BuilderProvider, type BuilderContextValue } from './BuilderContext';
import { ColumnsEditor } from './ColumnsEditor';
import { IssueStore } from '../model/issueStore';

// Every builder component asks for the translator once per render: counting those calls counts
// renders without reaching into React.
vi.mock('../builderI18n', async (importOriginal) => {
  const actual = await importOriginal<typeof I18nModule>();
  return { ...actual, useTableBuilderI18n: vi.fn(actual.useTableBuilderI18n) };
});
const renders = vi.mocked(useTableBuilderI18n);

/** 200 columns; every tenth a ROW with a MAP of ARRAY<ROW> inside, so the tree is deep too. */
function wideSchema(): DataField[] {
  return Array.from({ length: 200 }, (_, i): DataField => {
    const name = `c${String(i + 1).padStart(3, '0')}`;
    if (i % 10 !== 4) return { name, type: { type: i % 3 === 0 ? 'BIGINT' : 'STRING' } };
    return {
      name,
      type: {
        type: 'ROW',
        fields: [
          { name: 'id', type: { type: 'INT' } },
          {
            name: 'attrs',
            type: {
              type: 'MAP',
              key: { type: 'STRING' },
              value: {
                type: 'ARRAY',
                element: { type: 'ROW', fields: [{ name: 'v', type: { type: 'DOUBLE' } }] },
              },
            },
          },
        ],
      },
    };
  });
}

/** By aria-label with a plain selector: label queries over 2,000 inputs are slow in jsdom. */
function byLabel(label: string): HTMLElement {
  const found = document.querySelector<HTMLElement>(`[aria-label="${label}"]`);
  if (!found) throw new Error(`nothing labelled ${label}`);
  return found;
}

function Harness() {
  const { form, actions } = useTableForm('c', 'd', 'b');
  const [store] = useState(() => new IssueStore());
  useLayoutEffect(() => store.set(new Map()), [store]);
  const value = useMemo<BuilderContextValue>(
    () => ({ actions, issues: store, baseId: 'b' }),
    [actions, store],
  );
  return (
    <BuilderProvider value={value}>
      <ColumnsEditor fields={form.fields} label="Columns" />
    </BuilderProvider>
  );
}

describe('columns editor', () => {
  it('renders only the edited row (and its ancestors) of a 200-column schema', () => {
    sessionStorage.setItem(
      draftKey('c', 'd'),
      JSON.stringify({
        version: 1,
        name: 'wide',
        comment: '',
        schema: { fields: wideSchema(), primaryKeys: [], partitionKeys: [], options: {} },
        options: [],
      }),
    );
    render(
      <I18nProvider initialLocale="en">
        <Harness />
      </I18nProvider>,
    );
    expect(byLabel('Name of column 200')).toHaveValue('c200');
    const mounted = renders.mock.calls.length;
    // Every row, type editor and nested part rendered once.
    expect(mounted).toBeGreaterThan(200 * 2);

    renders.mockClear();
    fireEvent.change(byLabel('Name of column 150'), { target: { value: 'renamed' } });
    expect(byLabel('Name of column 150')).toHaveValue('renamed');
    // The editor, the row, its type inputs and parts (their labels name the column).
    expect(renders.mock.calls.length).toBeLessThanOrEqual(4);

    // Deep inside column 5: c005.attrs.value.element.v — only that branch renders.
    renders.mockClear();
    fireEvent.change(byLabel('Description of c005.attrs.value.element.v'), {
      target: { value: 'a score' },
    });
    expect(byLabel('Description of c005.attrs.value.element.v')).toHaveValue('a score');
    // The editor and the branch down to the field: c005, its fields, attrs and its parts, v.
    expect(renders.mock.calls.length).toBeLessThanOrEqual(10);
  });
});
