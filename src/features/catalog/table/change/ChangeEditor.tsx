import { useId, useMemo, useState, type ReactNode } from 'react';
import { Button, Flex, Form, Input, Switch, Typography } from 'antd';
import { PlusOutlined, SaveOutlined } from '@ant-design/icons';
import { REQUIRED_FIELDS } from '../../../../api/lake/tableSchema/requiredFields';
import { validateChange, type ChangeError } from '../../../../api/lake/tableSchema/validateChange';
import {
  moveTypes,
  schemaChangeActions,
  type FullSchemaChange,
  type Move,
  type MoveType,
  type SchemaChangeAction,
  type TableSchema,
} from '../../../../api/lake/schemas';
import { NativeSelect } from '../../../../components/NativeSelect';
import { useCatalogT } from '../../i18n';
import { ACTION_TEXT, MOVE_TEXT } from './actionText';
import { blankChange, changeFieldOf, levelAt, withColumn } from './changeModel';
import { columnTree, siblingTree } from './columnTree';
import { ColumnPicker } from './ColumnPicker';
import { problemText } from './problemText';
import { TypePicker } from './TypePicker';
import '../messages';

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
  const t = useCatalogT();
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

interface FieldsProps {
  draft: FullSchemaChange;
  schema: TableSchema;
  error: ChangeError | null;
  onChange: (change: FullSchemaChange) => void;
}

/** The inputs of the fields `draft.action` requires, in REQUIRED_FIELDS order. */
function ChangeFields({ draft, schema, error, onChange }: FieldsProps) {
  const t = useCatalogT();
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

function Item({
  label,
  htmlFor,
  problem,
  children,
}: {
  label: string;
  htmlFor?: string | undefined;
  problem: string | null;
  children: ReactNode;
}) {
  return (
    <Form.Item
      label={label}
      htmlFor={htmlFor}
      validateStatus={problem ? 'error' : undefined}
      help={problem ?? undefined}
    >
      {children}
    </Form.Item>
  );
}

function TextField({
  label,
  value,
  problem,
  onChange,
  multiline,
}: {
  label: string;
  value: string;
  problem: string | null;
  onChange: (value: string) => void;
  multiline?: boolean;
}) {
  const id = useId();
  return (
    <Item label={label} htmlFor={id} problem={problem}>
      {multiline ? (
        <Input.TextArea
          id={id}
          value={value}
          autoSize={{ minRows: 1, maxRows: 4 }}
          onChange={(event) => onChange(event.target.value)}
        />
      ) : (
        <Input id={id} value={value} onChange={(event) => onChange(event.target.value)} />
      )}
    </Item>
  );
}

function FieldInput({ field, draft, schema, problem, set, onChange }: FieldInputProps) {
  const t = useCatalogT();
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

function ExistingColumn({
  id,
  label,
  schema,
  value,
  problem,
  onPick,
}: {
  id: string;
  label: string;
  schema: TableSchema;
  value: readonly string[] | undefined;
  problem: string | null;
  onPick: (path: string[]) => void;
}) {
  const t = useCatalogT();
  const tree = useMemo(() => columnTree(schema, 'fields'), [schema]);
  return (
    <Item label={label} htmlFor={id} problem={problem}>
      <ColumnPicker
        id={id}
        label={label}
        placeholder={t('table.change.pickColumn')}
        tree={tree}
        value={value}
        invalid={problem !== null}
        onChange={onPick}
      />
    </Item>
  );
}

/** addColumn's path: where the column goes (the table or a ROW) and its name. */
function NewColumnPath({
  draft,
  schema,
  problem,
  set,
}: {
  draft: FullSchemaChange;
  schema: TableSchema;
  problem: string | null;
  set: (patch: Partial<FullSchemaChange>) => void;
}) {
  const t = useCatalogT();
  const parentId = useId();
  const path = draft.fieldNames ?? [''];
  const parent = path.slice(0, -1);
  const name = path[path.length - 1] ?? '';
  const rootLabel = t('table.change.topLevel');
  const tree = useMemo(() => columnTree(schema, 'parents', rootLabel), [schema, rootLabel]);
  const withPath = (nextParent: string[], nextName: string): Partial<FullSchemaChange> => ({
    fieldNames: [...nextParent, nextName],
    // The moved column of an added one is the column itself.
    move: { ...(draft.move ?? { type: 'LAST' }), fieldName: nextName },
  });
  return (
    <>
      <Item label={t('table.change.field.parent')} htmlFor={parentId} problem={null}>
        <ColumnPicker
          id={parentId}
          label={t('table.change.field.parent')}
          placeholder={rootLabel}
          tree={tree}
          value={parent}
          onChange={(next) => set(withPath(next, name))}
        />
      </Item>
      <TextField
        label={t('table.change.field.newColumnName')}
        value={name}
        problem={problem}
        onChange={(next) => set(withPath(parent, next))}
      />
    </>
  );
}

/**
 * Where a column goes: FIRST/LAST, or AFTER/BEFORE a sibling. For updateColumnPosition also which
 * column moves; a nested one is addressed by `fieldNames` (its path) with `move.fieldName` its
 * last segment, as the service expects.
 */
function MoveFields({
  draft,
  schema,
  problem,
  onChange,
}: {
  draft: FullSchemaChange;
  schema: TableSchema;
  problem: (field: string) => string | null;
  onChange: (change: FullSchemaChange) => void;
}) {
  const t = useCatalogT();
  const columnId = useId();
  const referenceId = useId();
  const move: Move = draft.move ?? { type: 'FIRST' };
  const positioning = draft.action === 'updateColumnPosition';
  const movedPath = positioning
    ? (draft.fieldNames ?? (move.fieldName ? [move.fieldName] : undefined))
    : draft.fieldNames;
  const parent = movedPath ? movedPath.slice(0, -1) : [];
  const moved = positioning ? move.fieldName : movedPath?.[movedPath.length - 1];
  const fieldsTree = useMemo(
    () => (positioning ? columnTree(schema, 'fields') : []),
    [positioning, schema],
  );
  const parentKey = JSON.stringify(parent);
  const siblings = useMemo(
    () => siblingTree(levelAt(schema, parent) ?? [], parent, moved),
    // parentKey stands for parent's content.
    // eslint-disable-next-line react-hooks/exhaustive-deps
    [schema, parentKey, moved],
  );
  const setMove = (patch: Partial<Move>) => onChange({ ...draft, move: { ...move, ...patch } });

  const pickMoved = (path: string[]) => {
    const { fieldNames: _old, ...rest } = draft;
    const name = path[path.length - 1] ?? '';
    const next: FullSchemaChange = {
      ...rest,
      move: { ...move, fieldName: name, referenceFieldName: undefined },
    };
    if (path.length > 1) next.fieldNames = path;
    onChange(next);
  };

  const needsReference = move.type === 'AFTER' || move.type === 'BEFORE';
  return (
    <>
      {positioning && (
        <Item
          label={t('table.change.field.moveColumn')}
          htmlFor={columnId}
          problem={problem('move.fieldName') ?? problem('fieldNames')}
        >
          <ColumnPicker
            id={columnId}
            label={t('table.change.field.moveColumn')}
            placeholder={t('table.change.pickColumn')}
            tree={fieldsTree}
            value={movedPath}
            invalid={problem('move.fieldName') !== null}
            onChange={pickMoved}
          />
        </Item>
      )}
      <Item label={t('table.change.field.moveType')} problem={problem('move.type')}>
        <NativeSelect<MoveType>
          label={t('table.change.field.moveType')}
          value={move.type}
          options={moveTypes.map((type) => ({ value: type, label: t(MOVE_TEXT[type]) }))}
          onChange={(type) =>
            setMove(
              type === 'AFTER' || type === 'BEFORE'
                ? { type }
                : { type, referenceFieldName: undefined },
            )
          }
        />
      </Item>
      {needsReference && (
        <Item
          label={t('table.change.field.reference')}
          htmlFor={referenceId}
          problem={problem('move.referenceFieldName')}
        >
          <ColumnPicker
            id={referenceId}
            label={t('table.change.field.reference')}
            placeholder={t('table.change.pickColumn')}
            tree={siblings}
            value={
              move.referenceFieldName === undefined
                ? undefined
                : [...parent, move.referenceFieldName]
            }
            invalid={problem('move.referenceFieldName') !== null}
            onChange={(path) => setMove({ referenceFieldName: path[path.length - 1] })}
          />
        </Item>
      )}
    </>
  );
}
