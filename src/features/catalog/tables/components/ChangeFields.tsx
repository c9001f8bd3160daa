import { useId } from 'react';
import { Switch } from 'antd';
import { REQUIRED_FIELDS } from '../../schema/model/requiredFields';
import type { ChangeError } from '../../schema/model/validateChange';
import type { FullSchemaChange, TableSchema } from '../../../../api/lake/schemas';
import { useTableChangeI18n } from '../changeI18n';
import { changeFieldOf, withColumn } from '../../schema/model/changeModel';
import { ExistingColumn, NewColumnPath } from './ColumnFields';
import { Item, TextField } from './FormItems';
import { MoveFields } from './MoveFields';
import { problemText } from '../model/problemText';
import { TypePicker } from './TypePicker';

interface FieldsProps {
  draft: FullSchemaChange;
  schema: TableSchema;
  error: ChangeError | null;
  onChange: (change: FullSchemaChange) => void;
}

/** The inputs of the fields `draft.action` requires, in REQUIRED_FIELDS order. */
export function ChangeFields({ draft, schema, error, onChange }: FieldsProps) {
  const t = useTableChangeI18n().t;
  const errorAt = changeFieldOf(error);
  /** The message for the input of `field` (a change field path prefix), when it is at fault. */
  const problem = (field: string) =>
    error && errorAt !== null && (errorAt === field || errorAt.startsWith(`${field}.`))
      ? problemText(t, error)
      : null;
  const set = (patch: Partial<FullSchemaChange>) => onChange({ ...draft, ...patch });
  return (
    <>
      {REQUIRED_FIELDS[draft.action].map((field) => (
        <FieldInput
          key={field}
          field={field}
          draft={draft}
          schema={schema}
          problem={problem}
          set={set}
          onChange={onChange}
        />
      ))}
    </>
  );
}

interface FieldInputProps {
  field: keyof FullSchemaChange;
  draft: FullSchemaChange;
  schema: TableSchema;
  problem: (field: string) => string | null;
  set: (patch: Partial<FullSchemaChange>) => void;
  onChange: (change: FullSchemaChange) => void;
}

function FieldInput({ field, draft, schema, problem, set, onChange }: FieldInputProps) {
  const t = useTableChangeI18n().t;
  const id = useId();
  switch (field) {
    case 'key':
      return (
        <TextField
          label={t('table.change.field.key')}
          value={draft.key ?? ''}
          problem={problem('key')}
          onChange={(key) => set({ key })}
        />
      );
    case 'value':
      return (
        <TextField
          label={t('table.change.field.value')}
          value={draft.value ?? ''}
          problem={problem('value')}
          onChange={(value) => set({ value })}
        />
      );
    case 'comment':
      return (
        <TextField
          label={
            draft.action === 'addColumn'
              ? t('table.change.field.columnComment')
              : t('table.change.field.tableComment')
          }
          value={draft.comment ?? ''}
          problem={problem('comment')}
          onChange={(comment) => set({ comment })}
          multiline
        />
      );
    case 'newName':
      return (
        <TextField
          label={t('table.change.field.newName')}
          value={draft.newName ?? ''}
          problem={problem('newName')}
          onChange={(newName) => set({ newName })}
        />
      );
    case 'newComment':
      return (
        <TextField
          label={t('table.change.field.newComment')}
          value={draft.newComment ?? ''}
          problem={problem('newComment')}
          onChange={(newComment) => set({ newComment })}
          multiline
        />
      );
    case 'fieldNames':
      return draft.action === 'addColumn' ? (
        <NewColumnPath draft={draft} schema={schema} problem={problem('fieldNames')} set={set} />
      ) : (
        <ExistingColumn
          id={id}
          label={t('table.change.field.column')}
          schema={schema}
          value={draft.fieldNames}
          problem={problem('fieldNames')}
          onPick={(path) => onChange(withColumn(draft, path, schema))}
        />
      );
    case 'dataType':
      return (
        <Item label={t('table.change.field.dataType')} problem={problem('dataType')}>
          <TypePicker
            label={t('table.change.field.dataType')}
            value={draft.dataType ?? { type: 'STRING' }}
            onChange={(dataType) => set({ dataType })}
          />
        </Item>
      );
    case 'newDataType':
      return (
        <Item label={t('table.change.field.newDataType')} problem={problem('newDataType')}>
          <TypePicker
            label={t('table.change.field.newDataType')}
            value={draft.newDataType ?? { type: 'STRING' }}
            onChange={(newDataType) => set({ newDataType })}
          />
        </Item>
      );
    case 'keepNullability':
      return (
        <Item
          label={t('table.change.field.keepNullability')}
          htmlFor={id}
          problem={problem('keepNullability')}
        >
          <Switch
            id={id}
            aria-label={t('table.change.field.keepNullability')}
            checked={draft.keepNullability ?? false}
            onChange={(keepNullability) => set({ keepNullability })}
          />
        </Item>
      );
    case 'newNullability':
      return (
        <Item
          label={t('table.change.field.newNullability')}
          htmlFor={id}
          problem={problem('newNullability')}
        >
          <Switch
            id={id}
            aria-label={t('table.change.field.newNullability')}
            checked={draft.newNullability ?? true}
            // With "keep" on, the service ignores this value; it is still sent, as required.
            disabled={draft.action === 'updateColumnType' && draft.keepNullability === true}
            onChange={(newNullability) => set({ newNullability })}
          />
        </Item>
      );
    case 'move':
      return <MoveFields draft={draft} schema={schema} problem={problem} onChange={onChange} />;
    default:
      return null;
  }
}
