import { useId, useMemo } from 'react';
import {
  moveTypes,
  type FullSchemaChange,
  type Move,
  type MoveType,
  type TableSchema,
} from '../../../../api/lake/schemas';
import { NativeSelect } from '../../../../components/NativeSelect';
import { useTableT } from '../tableI18n';
import { MOVE_TEXT } from '../model/actionText';
import { levelAt } from '../../schema/model/changeModel';
import { columnTree, siblingTree } from '../../schema/model/columnTree';
import { ColumnPicker } from './ColumnPicker';
import { Item } from './FormItems';

/**
 * Where a column goes: FIRST/LAST, or AFTER/BEFORE a sibling. For updateColumnPosition also which
 * column moves; a nested one is addressed by `fieldNames` (its path) with `move.fieldName` its
 * last segment, as the service expects.
 */
export function MoveFields({
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
  const t = useTableT();
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
