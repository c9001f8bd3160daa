import { memo, useMemo, type ReactNode } from 'react';
import { Button, Input } from 'antd';
import {
  ArrowDownOutlined,
  ArrowUpOutlined,
  DeleteOutlined,
  PlusOutlined,
} from '@ant-design/icons';
import type { BuilderField, BuilderType } from '../../schema/model/builder';
import type { BuilderIssue } from '../../schema/model/validateBuilder';
import { useTableBuilderI18n } from '../builderI18n';
import { useBuilder, useFieldIssues } from './BuilderContext';
import { fieldControlId, issueControl, issuesId, typeControlId } from '../model/controlIds';
import { schemaIssueText as issueText } from '../../schema/model/schemaText';
import { fieldTarget, positionTarget } from '../model/labels';
import { TypeControls, typeSettings } from './TypeControls';
import { childPath, type TypePathKey } from '../../schema/model/typePath';
import styles from './builder.module.css';

/** The issues of field `uid` shown at one place: the row itself (null) or a type part. */
function useIssuesAt(uid: string, typePath: TypePathKey | null) {
  const all = useFieldIssues(uid);
  return useMemo(() => {
    const here: BuilderIssue[] = [];
    const controls: string[] = [];
    for (const issue of all) {
      const where = issueControl(issue);
      // The row shows its name's issues and those of its own (outermost) type.
      const shownHere =
        typePath === null
          ? where.typePath === null || where.typePath === ''
          : where.typePath === typePath;
      if (!shownHere) continue;
      here.push(issue);
      controls.push(where.control);
    }
    return { issues: here, invalid: controls.join(' ') };
  }, [all, typePath]);
}

function RowButton({
  id,
  label,
  disabled,
  danger,
  onClick,
  children,
}: {
  id?: string;
  label: string;
  disabled?: boolean;
  danger?: boolean;
  onClick: () => void;
  children: ReactNode;
}) {
  return (
    <button
      type="button"
      id={id}
      className={danger ? `${styles.iconButton} ${styles.danger}` : styles.iconButton}
      aria-label={label}
      title={label}
      disabled={disabled}
      onClick={onClick}
    >
      {children}
    </button>
  );
}

/** Rendered only when there is something to say (callers check), so it costs nothing else. */
function IssueList({ id, issues }: { id: string; issues: readonly BuilderIssue[] }) {
  const t = useTableBuilderI18n().t;
  return (
    <ul id={id} className={styles.issues}>
      {issues.map((issue, index) => (
        <li key={index}>{issueText(t, issue)}</li>
      ))}
    </ul>
  );
}

export interface FieldRowProps {
  field: BuilderField;
  index: number;
  isFirst: boolean;
  isLast: boolean;
  /** The enclosing type's name (`address`, `tags.element`); null for a top-level column. */
  parentTarget: string | null;
}

/**
 * One field: name, type and its parameters, nullability, description and the row's actions,
 * then the parts of its type (nested to any depth). Memoized: edits elsewhere in the tree keep
 * this field's object, and the row does not render again.
 */
export const FieldRow = memo(function FieldRow({
  field,
  index,
  isFirst,
  isLast,
  parentTarget,
}: FieldRowProps) {
  const t = useTableBuilderI18n().t;
  const { actions, baseId } = useBuilder();
  const { uid } = field;
  const top = parentTarget === null;
  const target = fieldTarget(field.name, index, parentTarget, t);
  const { issues, invalid } = useIssuesAt(uid, null);
  const listId = issuesId(baseId, uid, null);
  const nameInvalid = invalid.split(' ').includes('name');
  const typeInvalid = invalid
    .split(' ')
    .filter((control) => control !== 'name')
    .join(' ');
  const label = (kind: 'addBelow' | 'moveUp' | 'moveDown' | 'remove') =>
    t(
      top
        ? (
            {
              addBelow: 'tables.builder.addColumnBelow',
              moveUp: 'tables.builder.moveColumnUp',
              moveDown: 'tables.builder.moveColumnDown',
              remove: 'tables.builder.removeColumn',
            } as const
          )[kind]
        : (
            {
              addBelow: 'tables.builder.addFieldBelow',
              moveUp: 'tables.builder.moveFieldUp',
              moveDown: 'tables.builder.moveFieldDown',
              remove: 'tables.builder.removeField',
            } as const
          )[kind],
      { target },
    );

  return (
    <li className={styles.field}>
      <div className={styles.line}>
        <Input
          id={fieldControlId(baseId, uid, 'name')}
          className={styles.name}
          aria-label={t('tables.builder.nameOf', {
            target: positionTarget(index, parentTarget, t),
          })}
          placeholder={t('tables.builder.namePlaceholder')}
          value={field.name}
          status={nameInvalid ? 'error' : undefined}
          aria-invalid={nameInvalid || undefined}
          aria-describedby={nameInvalid ? listId : undefined}
          autoComplete="off"
          spellCheck={false}
          onChange={(event) => actions.rename(uid, event.target.value)}
        />
        <TypeControls
          uid={uid}
          typePath=""
          {...typeSettings(field.type)}
          target={target}
          invalid={typeInvalid}
          describedBy={typeInvalid ? listId : undefined}
        />
        <Input
          id={fieldControlId(baseId, uid, 'description')}
          className={styles.description}
          aria-label={t('tables.builder.descriptionOf', { target })}
          placeholder={t('tables.builder.descriptionPlaceholder')}
          value={field.description}
          autoComplete="off"
          onChange={(event) => actions.describe(uid, event.target.value)}
        />
        <span className={styles.actions}>
          <RowButton label={label('addBelow')} onClick={() => actions.addBelow(uid)}>
            <PlusOutlined aria-hidden />
          </RowButton>
          <RowButton
            id={fieldControlId(baseId, uid, 'up')}
            label={label('moveUp')}
            disabled={isFirst}
            onClick={() => actions.move(uid, -1)}
          >
            <ArrowUpOutlined aria-hidden />
          </RowButton>
          <RowButton
            id={fieldControlId(baseId, uid, 'down')}
            label={label('moveDown')}
            disabled={isLast}
            onClick={() => actions.move(uid, 1)}
          >
            <ArrowDownOutlined aria-hidden />
          </RowButton>
          <RowButton label={label('remove')} danger onClick={() => actions.remove(uid)}>
            <DeleteOutlined aria-hidden />
          </RowButton>
        </span>
      </div>
      {issues.length > 0 && <IssueList id={listId} issues={issues} />}
      <TypeParts uid={uid} typePath="" type={field.type} target={target} />
    </li>
  );
});

interface TypePartsProps {
  uid: string;
  typePath: TypePathKey;
  type: BuilderType;
  /** The name of the type at `typePath`: `tags`, `attrs.value`. */
  target: string;
}

/** The editable parts of a type: element, key and value types, or a ROW's fields. */
const TypeParts = memo(function TypeParts({ uid, typePath, type, target }: TypePartsProps) {
  const t = useTableBuilderI18n().t;
  switch (type.kind) {
    case 'ARRAY':
    case 'MULTISET':
      return type.element ? (
        <TypePart
          uid={uid}
          typePath={childPath(typePath, 'element')}
          type={type.element}
          label={t('tables.builder.elementType')}
          target={`${target}.element`}
        />
      ) : null;
    case 'MAP':
      return (
        <>
          {type.key && (
            <TypePart
              uid={uid}
              typePath={childPath(typePath, 'key')}
              type={type.key}
              label={t('tables.builder.keyType')}
              target={`${target}.key`}
            />
          )}
          {type.value && (
            <TypePart
              uid={uid}
              typePath={childPath(typePath, 'value')}
              type={type.value}
              label={t('tables.builder.valueType')}
              target={`${target}.value`}
            />
          )}
        </>
      );
    case 'ROW':
      return <RowFields uid={uid} typePath={typePath} fields={type.fields ?? []} target={target} />;
    default:
      return null;
  }
});

interface TypePartProps {
  uid: string;
  typePath: TypePathKey;
  type: BuilderType;
  /** "Element type", "Key type", "Value type". */
  label: string;
  target: string;
}

/** A collection's element, key or value type: its own inputs, then its own parts. */
const TypePart = memo(function TypePart({ uid, typePath, type, label, target }: TypePartProps) {
  const { baseId } = useBuilder();
  const { issues, invalid } = useIssuesAt(uid, typePath);
  const listId = issuesId(baseId, uid, typePath);
  return (
    <div role="group" aria-label={`${label}: ${target}`} className={styles.part}>
      <div className={styles.partLabel} aria-hidden>
        {label}
      </div>
      <div className={styles.line}>
        <TypeControls
          uid={uid}
          typePath={typePath}
          {...typeSettings(type)}
          target={target}
          invalid={invalid}
          describedBy={invalid ? listId : undefined}
        />
      </div>
      {issues.length > 0 && <IssueList id={listId} issues={issues} />}
      <TypeParts uid={uid} typePath={typePath} type={type} target={target} />
    </div>
  );
});

interface RowFieldsProps {
  uid: string;
  typePath: TypePathKey;
  fields: readonly BuilderField[];
  target: string;
}

/** A ROW's fields, each a full field row, and "Add field". */
const RowFields = memo(function RowFields({ uid, typePath, fields, target }: RowFieldsProps) {
  const t = useTableBuilderI18n().t;
  const { actions, baseId } = useBuilder();
  const addLabel = t('tables.builder.addField', { target });
  return (
    <div role="group" aria-label={`${t('tables.builder.fields')}: ${target}`}>
      {fields.length === 0 ? (
        <p className={styles.empty}>{t('tables.builder.noFields')}</p>
      ) : (
        <ol className={styles.nested}>
          {fields.map((child, index) => (
            <FieldRow
              key={child.uid}
              field={child}
              index={index}
              isFirst={index === 0}
              isLast={index === fields.length - 1}
              parentTarget={target}
            />
          ))}
        </ol>
      )}
      <Button
        id={typeControlId(baseId, uid, typePath, 'add')}
        size="small"
        type="dashed"
        icon={<PlusOutlined aria-hidden />}
        aria-label={addLabel}
        onClick={() => actions.addChild(uid, typePath)}
        style={{ marginLeft: 24 }}
      >
        {t('tables.builder.addFieldShort')}
      </Button>
    </div>
  );
});
