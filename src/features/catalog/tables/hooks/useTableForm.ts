import { useCallback, useLayoutEffect, useMemo, useRef } from 'react';
import type { OptionRow } from '../../../lake-common/model/optionRows';
import {
  addChild,
  emptyField,
  moveField,
  removeField,
  setKind,
  updateField,
  updateType,
  type BuilderField,
} from '../../schema/model/builder';
import type { BuilderActions } from '../components/BuilderContext';
import { addColumnId } from '../components/ColumnsEditor';
import { fieldControlId, typeControlId } from '../model/controlIds';
import { insertAfter, siblingsOf } from '../../schema/model/builderTree';
import { typePathKey, typeRef } from '../../schema/model/typePath';
import { inColumnOrder } from '../model/keyOrder';
import {
  useSessionDraft,
  type SessionDraftCodec,
} from '../../../lake-common/hooks/useSessionDraft';
import {
  blankForm,
  draftKey,
  formFromSchema,
  isBlankForm,
  reviveDraft,
  storedDraft,
  type TableForm,
} from '../model/tableForm';
import type { TableSchema } from '../../../../api/lake/schemas';

const CODEC: SessionDraftCodec<TableForm> = {
  initial: blankForm,
  serialize: storedDraft,
  revive: reviveDraft,
  isBlank: isBlankForm,
};

/** Keys follow a renamed top-level column; an emptied name leaves them. */
function renamed(form: TableForm, uid: string, name: string): TableForm {
  const fields = updateField(form.fields, uid, { name });
  const column = form.fields.find((field) => field.uid === uid);
  if (!column || column.name === '' || column.name === name) return { ...form, fields };
  const follow = (keys: string[]) =>
    name === ''
      ? keys.filter((key) => key !== column.name)
      : keys.map((key) => (key === column.name ? name : key));
  return {
    ...form,
    fields,
    primaryKeys: follow(form.primaryKeys),
    partitionKeys: follow(form.partitionKeys),
  };
}

/** A removed top-level column is no longer a key (unless another column has its name). */
function removed(form: TableForm, uid: string): TableForm {
  const fields = removeField(form.fields, uid);
  const column = form.fields.find((field) => field.uid === uid);
  if (!column || fields.some((field) => field.name === column.name)) return { ...form, fields };
  const drop = (keys: string[]) => keys.filter((key) => key !== column.name);
  return {
    ...form,
    fields,
    primaryKeys: drop(form.primaryKeys),
    partitionKeys: drop(form.partitionKeys),
  };
}

/** Keys stay in column order when a top-level column moves (the pickers list them so). */
function moved(form: TableForm, uid: string, delta: -1 | 1): TableForm {
  const fields = moveField(form.fields, uid, delta);
  if (!form.fields.some((field) => field.uid === uid)) return { ...form, fields };
  const names = fields.map((field) => field.name);
  return {
    ...form,
    fields,
    primaryKeys: inColumnOrder(form.primaryKeys, names),
    partitionKeys: inColumnOrder(form.partitionKeys, names),
  };
}

/**
 * The create-table form: its state (kept as a draft in sessionStorage), the column edits for the
 * builder (stable, for memoized rows), and where keyboard focus goes after an edit adds, moves or
 * removes a row.
 */
export function useTableForm(catalog: string, database: string, baseId: string) {
  const {
    draft: form,
    restored,
    setDraft,
    clear,
  } = useSessionDraft(draftKey(catalog, database), CODEC);

  const formRef = useRef(form);
  const pendingFocus = useRef<string | null>(null);
  useLayoutEffect(() => {
    formRef.current = form;
    const id = pendingFocus.current;
    if (id === null) return;
    pendingFocus.current = null;
    document.getElementById(id)?.focus();
  });

  const setFields = useCallback(
    (edit: (fields: BuilderField[]) => BuilderField[]) =>
      setDraft((current) => ({ ...current, fields: edit(current.fields) })),
    [setDraft],
  );

  const actions = useMemo<BuilderActions>(() => {
    const nameId = (uid: string) => fieldControlId(baseId, uid, 'name');
    return {
      rename: (uid, name) => setDraft((current) => renamed(current, uid, name)),
      describe: (uid, description) =>
        setFields((fields) => updateField(fields, uid, { description })),
      setKind: (uid, path, kind) =>
        setFields((fields) => setKind(fields, typeRef(uid, path), kind)),
      updateType: (uid, path, patch) =>
        setFields((fields) => updateType(fields, typeRef(uid, path), patch)),
      addColumn: () => {
        const field = emptyField();
        pendingFocus.current = nameId(field.uid);
        setFields((fields) => addChild(fields, null, field));
      },
      addBelow: (uid) => {
        const field = emptyField();
        pendingFocus.current = nameId(field.uid);
        setFields((fields) => [...insertAfter(fields, uid, field)]);
      },
      addChild: (uid, path) => {
        const field = emptyField();
        pendingFocus.current = nameId(field.uid);
        setFields((fields) => addChild(fields, typeRef(uid, path), field));
      },
      remove: (uid) => {
        const where = siblingsOf(formRef.current.fields, uid);
        if (where) {
          const neighbour = where.list[where.index + 1] ?? where.list[where.index - 1];
          pendingFocus.current = neighbour
            ? nameId(neighbour.uid)
            : where.parent
              ? typeControlId(baseId, where.parent.uid, typePathKey(where.parent.typePath), 'add')
              : addColumnId(baseId);
        }
        setDraft((current) => removed(current, uid));
      },
      move: (uid, delta) => {
        const where = siblingsOf(formRef.current.fields, uid);
        if (where) {
          const to = Math.max(0, Math.min(where.list.length - 1, where.index + delta));
          // Keep focus on the button pressed, unless the row reached the end it moved toward.
          const atEnd = delta < 0 ? to === 0 : to === where.list.length - 1;
          const control = delta < 0 === !atEnd ? 'up' : 'down';
          pendingFocus.current = fieldControlId(baseId, uid, control);
        }
        setDraft((current) => moved(current, uid, delta));
      },
    };
  }, [baseId, setDraft, setFields]);

  const setName = useCallback(
    (name: string) => setDraft((current) => ({ ...current, name })),
    [setDraft],
  );
  const setComment = useCallback(
    (comment: string) => setDraft((current) => ({ ...current, comment })),
    [setDraft],
  );
  const setPrimaryKeys = useCallback(
    (primaryKeys: string[]) => setDraft((current) => ({ ...current, primaryKeys })),
    [setDraft],
  );
  const setPartitionKeys = useCallback(
    (partitionKeys: string[]) => setDraft((current) => ({ ...current, partitionKeys })),
    [setDraft],
  );
  const setOptions = useCallback(
    (options: OptionRow[]) => setDraft((current) => ({ ...current, options })),
    [setDraft],
  );
  const fillFromSchema = useCallback(
    (schema: TableSchema) => setDraft((current) => formFromSchema(current, schema)),
    [setDraft],
  );
  const reset = useCallback(() => setDraft(() => blankForm()), [setDraft]);
  /** Moves focus after the next render (to an input that is about to appear). */
  const focusAfterRender = useCallback((id: string) => {
    pendingFocus.current = id;
  }, []);

  return {
    form,
    restored,
    actions,
    setName,
    setComment,
    setPrimaryKeys,
    setPartitionKeys,
    setOptions,
    fillFromSchema,
    reset,
    clearDraft: clear,
    focusAfterRender,
  };
}
