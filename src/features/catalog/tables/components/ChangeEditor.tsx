import { useId, useMemo, useState } from 'react';
import { Button, Flex, Form, Typography } from 'antd';
import { PlusOutlined, SaveOutlined } from '@ant-design/icons';
import { REQUIRED_FIELDS } from '../../schema/model/requiredFields';
import { validateChange } from '../../schema/model/validateChange';
import {
  schemaChangeActions,
  type FullSchemaChange,
  type SchemaChangeAction,
  type TableSchema,
} from '../../../../api/lake/schemas';
import { NativeSelect } from '../../../../components/NativeSelect';
import { useTableChangeI18n } from '../changeI18n';
import { ACTION_TEXT } from '../model/actionText';
import { ChangeFields } from './ChangeFields';
import { blankChange, changeFieldOf, withColumn } from '../../schema/model/changeModel';
import { problemText } from '../model/problemText';

export interface ChangeEditorProps {
  /** The schema this change applies to: the table as the changes before it leave it. */
  schema: TableSchema;
  /** Its place in the queue (validation messages name `changes[index]`). */
  index: number;
  /** The queued change being edited, or null for a new one. */
  editing: FullSchemaChange | null;
  onSubmit: (change: FullSchemaChange) => void;
  onCancel?: () => void;
}

/** Fields every action that addresses an existing column shares: kept when the action changes. */
const NEEDS_COLUMN = (action: SchemaChangeAction) =>
  action !== 'addColumn' && REQUIRED_FIELDS[action].includes('fieldNames');

/**
 * One schema change being written: the action, then exactly the fields it requires, each with a
 * fitting input. Submitting checks it against the schema it will apply to; a problem is shown at
 * the field it concerns and nothing is queued until it is fixed.
 */
export function ChangeEditor({ schema, index, editing, onSubmit, onCancel }: ChangeEditorProps) {
  const t = useTableChangeI18n().t;
  const [draft, setDraft] = useState<FullSchemaChange>(() => editing ?? blankChange('addColumn'));
  const [attempted, setAttempted] = useState(false);
  const error = useMemo(() => validateChange(draft, index, schema), [draft, index, schema]);
  const shownError = attempted ? error : null;

  const chooseAction = (action: SchemaChangeAction) => {
    const next = blankChange(action);
    if (NEEDS_COLUMN(action) && NEEDS_COLUMN(draft.action) && draft.fieldNames) {
      setDraft(withColumn(next, draft.fieldNames, schema));
    } else setDraft(next);
    setAttempted(false);
  };

  const submit = () => {
    setAttempted(true);
    if (error) return;
    onSubmit(draft);
    if (!editing) setDraft(blankChange(draft.action));
    setAttempted(false);
  };

  const actionHelpId = useId();
  return (
    <Form layout="vertical" onFinish={submit} aria-label={t('table.change.editorLabel')}>
      <Form.Item
        label={t('table.change.field.action')}
        extra={<span id={actionHelpId}>{t(ACTION_TEXT[draft.action].help)}</span>}
      >
        <NativeSelect<SchemaChangeAction>
          label={t('table.change.field.action')}
          value={draft.action}
          minWidth={260}
          options={schemaChangeActions.map((action) => ({
            value: action,
            label: t(ACTION_TEXT[action].label),
          }))}
          onChange={chooseAction}
        />
      </Form.Item>
      <ChangeFields draft={draft} schema={schema} error={shownError} onChange={setDraft} />
      {shownError && !changeFieldOf(shownError) && (
        <Typography.Paragraph type="danger" role="alert">
          {problemText(t, shownError)}
        </Typography.Paragraph>
      )}
      <Flex gap={8}>
        <Button
          type="primary"
          htmlType="submit"
          icon={editing ? <SaveOutlined aria-hidden /> : <PlusOutlined aria-hidden />}
        >
          {editing ? t('table.change.saveEdit') : t('table.change.addToQueue')}
        </Button>
        {onCancel && <Button onClick={onCancel}>{t('table.change.cancelEdit')}</Button>}
      </Flex>
    </Form>
  );
}
