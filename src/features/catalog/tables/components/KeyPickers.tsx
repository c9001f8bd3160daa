import { memo, useMemo } from 'react';
import { COLLECTION_KINDS, type BuilderField } from '../../schema/model/builder';
import { useTablesT } from '../i18n';
import { inColumnOrder } from '../model/keyOrder';
import styles from './create.module.css';

/** A top-level column as the key pickers see it. */
interface KeyColumn {
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
 * Primary and partition keys, chosen among the named top-level columns: a group of checkboxes
 * each, in column order (the order keys are sent in). A column of a nested type is offered as a
 * partition key only disabled, with its type as the reason; one that became nested after being
 * chosen stays chosen and is flagged, so the change is visible rather than silent. A chosen key
 * that is no column (from pasted JSON) is listed too, so it can be taken out.
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
  const t = useTablesT();
  return (
    <>
      <KeyGroup
        id={primaryId}
        legend={t('tables.form.primaryKeys')}
        help={t('tables.form.primaryKeysHelp')}
        error={primaryError}
        columns={columns}
        keys={primaryKeys}
        onChange={onPrimaryKeys}
        primitiveOnly={false}
      />
      <KeyGroup
        id={partitionId}
        legend={t('tables.form.partitionKeys')}
        help={t('tables.form.partitionKeysHelp')}
        error={partitionError}
        columns={columns}
        keys={partitionKeys}
        onChange={onPartitionKeys}
        primitiveOnly
      />
    </>
  );
});

interface Choice {
  name: string;
  checked: boolean;
  disabled: boolean;
  /** Why it is disabled or flagged, or null. */
  note: string | null;
}

function KeyGroup({
  id,
  legend,
  help,
  error,
  columns,
  keys,
  onChange,
  primitiveOnly,
}: {
  id: string;
  legend: string;
  help: string;
  error: string | null;
  columns: readonly KeyColumn[];
  keys: string[];
  onChange: (keys: string[]) => void;
  /** Partition keys: a nested column cannot be one. */
  primitiveOnly: boolean;
}) {
  const t = useTablesT();
  const choices = useMemo(() => {
    const chosen = new Set(keys);
    const out: Choice[] = columns.map((column) => {
      const checked = chosen.has(column.name);
      const nested = primitiveOnly && column.nested;
      return {
        name: column.name,
        checked,
        disabled: nested && !checked,
        note: nested ? t('tables.form.keyNested', { type: column.kind }) : null,
      };
    });
    const names = new Set(columns.map((column) => column.name));
    for (const key of chosen) {
      if (!names.has(key)) {
        out.push({ name: key, checked: true, disabled: false, note: t('tables.form.keyNoColumn') });
      }
    }
    return out;
  }, [columns, keys, primitiveOnly, t]);

  const toggle = (name: string, checked: boolean) => {
    const chosen = keys.filter((key) => key !== name);
    onChange(
      inColumnOrder(
        checked ? [...chosen, name] : chosen,
        columns.map((column) => column.name),
      ),
    );
  };
  const helpId = `${id}-help`;

  return (
    // Focusable, so a problem about the keys can lead here even when there is nothing to tick.
    <fieldset id={id} tabIndex={-1} className={styles.keys} aria-describedby={helpId}>
      <legend className={styles.legend}>{legend}</legend>
      {choices.length === 0 ? (
        <p className={styles.none}>{t('tables.form.noKeyChoices')}</p>
      ) : (
        <ul className={styles.choices}>
          {choices.map((choice, index) => {
            // By position: a column name may hold characters an id should not.
            const noteId = `${id}-${index}-note`;
            return (
              <li key={choice.name} className={styles.choice}>
                <label>
                  <input
                    type="checkbox"
                    data-key={choice.name}
                    checked={choice.checked}
                    disabled={choice.disabled}
                    aria-describedby={choice.note ? noteId : undefined}
                    onChange={(event) => toggle(choice.name, event.target.checked)}
                  />
                  <span>{choice.name}</span>
                </label>
                {choice.note && (
                  <span id={noteId} className={styles.choiceNote}>
                    {choice.note}
                  </span>
                )}
              </li>
            );
          })}
        </ul>
      )}
      <div id={helpId} className={error ? styles.error : styles.help}>
        {error ?? help}
      </div>
    </fieldset>
  );
}
