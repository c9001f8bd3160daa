import { memo, useMemo } from 'react';
import { Form, Select } from 'antd';
import { COLLECTION_KINDS, type BuilderField } from '../../schema/model/builder';
import { useCatalogT } from '../../i18n';

/** A top-level column as the key pickers see it. */
export interface KeyColumn {
  name: string;
  kind: string;
  nested: boolean;
}

/**
 * The named top-level columns, once each. Rebuilt only when a name or a kind changes, so the
 * pickers do not render again for every keystroke in a description or a nested field.
 */
export function useKeyColumns(fields: readonly BuilderField[]): KeyColumn[] {
  const signature = fields.map((field) => `${field.name}\u0000${field.type.kind}`).join('\u0001');
  return useMemo(() => {
    const seen = new Set<string>();
    const out: KeyColumn[] = [];
    for (const part of signature === '' ? [] : signature.split('\u0001')) {
      const [name = '', kind = ''] = part.split('\u0000');
      if (name.trim() === '' || seen.has(name)) continue;
      seen.add(name);
      out.push({ name, kind, nested: COLLECTION_KINDS.has(kind as never) });
    }
    return out;
  }, [signature]);
}

export interface KeyPickersProps {
  columns: readonly KeyColumn[];
  primaryKeys: string[];
  partitionKeys: string[];
  onPrimaryKeys: (keys: string[]) => void;
  onPartitionKeys: (keys: string[]) => void;
  /** What is wrong with the chosen keys, or null. */
  primaryError: string | null;
  partitionError: string | null;
  primaryId: string;
  partitionId: string;
}

/**
 * Primary and partition keys, chosen among the named top-level columns. A column of a nested
 * type is offered as a partition key only disabled (named with its type); one that became nested
 * after being chosen stays chosen and is flagged, so the change is visible rather than silent.
 */
export const KeyPickers = memo(function KeyPickers({
  columns,
  primaryKeys,
  partitionKeys,
  onPrimaryKeys,
  onPartitionKeys,
  primaryError,
  partitionError,
  primaryId,
  partitionId,
}: KeyPickersProps) {
  const t = useCatalogT();
  const primaryOptions = useMemo(
    () => columns.map((column) => ({ value: column.name, label: column.name })),
    [columns],
  );
  const partitionOptions = useMemo(
    () =>
      columns.map((column) => ({
        value: column.name,
        label: column.nested ? `${column.name} (${column.kind})` : column.name,
        disabled: column.nested && !partitionKeys.includes(column.name),
      })),
    [columns, partitionKeys],
  );

  return (
    <Form layout="vertical" component="div">
      <Form.Item
        label={t('tables.form.primaryKeys')}
        htmlFor={primaryId}
        validateStatus={primaryError ? 'error' : undefined}
        help={primaryError ?? t('tables.form.primaryKeysHelp')}
      >
        <Select
          id={primaryId}
          mode="multiple"
          allowClear
          value={primaryKeys}
          options={primaryOptions}
          onChange={onPrimaryKeys}
          notFoundContent={t('tables.form.noKeyChoices')}
          style={{ maxWidth: 560 }}
        />
      </Form.Item>
      <Form.Item
        label={t('tables.form.partitionKeys')}
        htmlFor={partitionId}
        validateStatus={partitionError ? 'error' : undefined}
        help={partitionError ?? t('tables.form.partitionKeysHelp')}
      >
        <Select
          id={partitionId}
          mode="multiple"
          allowClear
          value={partitionKeys}
          options={partitionOptions}
          onChange={onPartitionKeys}
          notFoundContent={t('tables.form.noKeyChoices')}
          style={{ maxWidth: 560 }}
        />
      </Form.Item>
    </Form>
  );
});
