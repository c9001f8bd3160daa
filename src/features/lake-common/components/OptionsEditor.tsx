import { useEffect, useId, useMemo, useRef } from 'react';
import { Button, Flex, Input, Typography } from 'antd';
import { DeleteOutlined, PlusOutlined } from '@ant-design/icons';
import { useComponentsT } from '../componentsI18n';
import { newOptionRow, optionsFromRows, type OptionRow } from '../model/optionRows';
import styles from './components.module.css';

export interface OptionsEditorProps {
  /** Accessible name of the group (e.g. "Options"), shown as its legend. */
  label: string;
  rows: OptionRow[];
  onChange: (rows: OptionRow[]) => void;
}

/**
 * Key/value rows with labelled inputs ("Option key 1", "Option value 1"), a labelled remove button
 * per row and "Add option", which moves focus to the new key. Empty and repeated keys are flagged
 * on their row; the owner blocks submitting with `optionsFromRows(rows).errors`.
 */
export function OptionsEditor({ label, rows, onChange }: OptionsEditorProps) {
  const t = useComponentsT();
  const baseId = useId();
  const errors = useMemo(() => {
    const byRow = new Map<string, string>();
    for (const error of optionsFromRows(rows).errors) {
      byRow.set(
        error.rowId,
        error.kind === 'emptyKey'
          ? t('catalogs.options.emptyKey')
          : t('catalogs.options.duplicateKey', { key: error.key }),
      );
    }
    return byRow;
  }, [rows, t]);

  // Focus follows the keyboard user: into a row just added, or to a neighbour of a removed one.
  const focusNext = useRef<string | null>(null);
  const container = useRef<HTMLFieldSetElement>(null);
  useEffect(() => {
    const target = focusNext.current;
    if (!target) return;
    focusNext.current = null;
    container.current?.querySelector<HTMLElement>(`[data-focus-id="${target}"]`)?.focus();
  });

  const update = (id: string, change: Partial<Pick<OptionRow, 'key' | 'value'>>) =>
    onChange(rows.map((row) => (row.id === id ? { ...row, ...change } : row)));
  const add = () => {
    const row = newOptionRow();
    focusNext.current = `${row.id}-key`;
    onChange([...rows, row]);
  };
  const remove = (index: number) => {
    const neighbour = rows[index + 1] ?? rows[index - 1];
    focusNext.current = neighbour ? `${neighbour.id}-key` : 'add';
    onChange(rows.filter((_, i) => i !== index));
  };

  return (
    <fieldset ref={container} className={styles.fieldset}>
      <legend className={styles.legend}>{label}</legend>
      {rows.length === 0 && (
        <Typography.Paragraph type="secondary" style={{ marginBottom: 8 }}>
          {t('catalogs.options.none')}
        </Typography.Paragraph>
      )}
      {rows.map((row, index) => {
        const n = index + 1;
        const error = errors.get(row.id);
        const errorId = `${baseId}-${row.id}-error`;
        return (
          <div key={row.id} className={styles.optionRow}>
            <Flex gap={8} align="flex-start">
              <Input
                data-focus-id={`${row.id}-key`}
                aria-label={t('catalogs.options.keyLabel', { n })}
                placeholder={t('catalogs.options.key')}
                value={row.key}
                status={error ? 'error' : undefined}
                aria-invalid={error ? true : undefined}
                aria-describedby={error ? errorId : undefined}
                onChange={(event) => update(row.id, { key: event.target.value })}
                autoComplete="off"
                spellCheck={false}
                style={{ flex: '1 1 40%' }}
              />
              <Input
                aria-label={t('catalogs.options.valueLabel', { n })}
                placeholder={t('catalogs.options.value')}
                value={row.value}
                onChange={(event) => update(row.id, { value: event.target.value })}
                autoComplete="off"
                spellCheck={false}
                style={{ flex: '1 1 60%' }}
              />
              <Button
                icon={<DeleteOutlined aria-hidden />}
                aria-label={t('catalogs.options.remove', { n })}
                title={t('catalogs.options.remove', { n })}
                onClick={() => remove(index)}
              />
            </Flex>
            {error && (
              <div id={errorId} className={styles.fieldError}>
                {error}
              </div>
            )}
          </div>
        );
      })}
      <Button data-focus-id="add" icon={<PlusOutlined aria-hidden />} onClick={add}>
        {t('catalogs.options.add')}
      </Button>
    </fieldset>
  );
}
