import { memo } from 'react';
import { Button, Typography } from 'antd';
import { PlusOutlined } from '@ant-design/icons';
import type { BuilderField } from '../../schema/model/builder';
import { useTableBuilderI18n } from '../builderI18n';
import { useBuilder } from './BuilderContext';
import { FieldRow } from './FieldTree';
import styles from './builder.module.css';

export const addColumnId = (baseId: string) => `${baseId}-add-column`;

export interface ColumnsEditorProps {
  fields: readonly BuilderField[];
  /** Accessible name of the list. */
  label: string;
}

/**
 * The columns as a nested, indented list (not a table: rows nest to any depth). Each row is
 * memoized by its field object, so typing in one field renders that row (and its ancestors),
 * not the whole schema.
 */
export const ColumnsEditor = memo(function ColumnsEditor({ fields, label }: ColumnsEditorProps) {
  const t = useTableBuilderI18n().t;
  const { actions, baseId } = useBuilder();
  return (
    <div>
      {fields.length === 0 ? (
        <Typography.Paragraph type="secondary">{t('tables.builder.empty')}</Typography.Paragraph>
      ) : (
        <ol className={styles.list} aria-label={label}>
          {fields.map((field, index) => (
            <FieldRow
              key={field.uid}
              field={field}
              index={index}
              isFirst={index === 0}
              isLast={index === fields.length - 1}
              parentTarget={null}
            />
          ))}
        </ol>
      )}
      <Button
        id={addColumnId(baseId)}
        icon={<PlusOutlined aria-hidden />}
        onClick={actions.addColumn}
        style={{ marginTop: 8 }}
      >
        {t('tables.builder.addColumn')}
      </Button>
    </div>
  );
});
