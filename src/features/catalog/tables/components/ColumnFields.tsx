import { useId, useMemo } from 'react';
import type { FullSchemaChange, TableSchema } from '../../../../api/lake/schemas';
import { useTableT } from '../tableI18n';
import { columnTree } from '../../schema/model/columnTree';
import { ColumnPicker } from './ColumnPicker';
import { Item, TextField } from './FormItems';

/** An existing column a change addresses (`fieldNames`), picked from the schema's tree. */
export function ExistingColumn({
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
  const t = useTableT();
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
export function NewColumnPath({
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
  const t = useTableT();
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
