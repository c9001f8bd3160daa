/**
 * Options (string → string maps) as editable rows: a row keeps its id while its key is retyped,
 * so React keeps focus in the field and errors stay attached to the right row.
 */
export interface OptionRow {
  id: string;
  key: string;
  value: string;
}

type OptionRowErrorKind = 'emptyKey' | 'duplicateKey';

interface OptionRowError {
  rowId: string;
  /** English text for logs and tests; the editor shows its own translated words from `kind`. */
  message: string;
  kind: OptionRowErrorKind;
  /** The (trimmed) key the error is about. */
  key: string;
}

// Ids only need to be unique within a page's lifetime: a counter, never random.
let nextRowId = 0;

export function newOptionRow(key = '', value = ''): OptionRow {
  nextRowId += 1;
  return { id: `option-${nextRowId}`, key, value };
}

/** One row per option, by key, so the editor starts in the order the read-only table shows. */
export function rowsFromOptions(options: Readonly<Record<string, string>>): OptionRow[] {
  return Object.keys(options)
    .sort((a, b) => a.localeCompare(b))
    .map((key) => newOptionRow(key, options[key] ?? ''));
}

/**
 * The options the rows say, and what stops them from being sent: a key that is empty (after
 * trimming) or that an earlier row already uses. Values are kept exactly as typed.
 */
export function optionsFromRows(rows: readonly OptionRow[]): {
  options: Record<string, string>;
  errors: OptionRowError[];
} {
  const options: Record<string, string> = {};
  const errors: OptionRowError[] = [];
  const seen = new Set<string>();
  for (const row of rows) {
    const key = row.key.trim();
    if (key === '') {
      errors.push({ rowId: row.id, kind: 'emptyKey', key, message: 'Enter a key.' });
      continue;
    }
    if (seen.has(key)) {
      errors.push({
        rowId: row.id,
        kind: 'duplicateKey',
        key,
        message: `The key "${key}" is used by another option.`,
      });
      continue;
    }
    seen.add(key);
    options[key] = row.value;
  }
  return { options, errors };
}

/** What an Alter… call has to send to turn `before` into `after`: nothing that did not change. */
export function diffOptions(
  before: Readonly<Record<string, string>>,
  after: Readonly<Record<string, string>>,
): { removals: string[]; updates: Record<string, string> } {
  const removals = Object.keys(before)
    .filter((key) => !Object.hasOwn(after, key))
    .sort();
  const updates: Record<string, string> = {};
  for (const key of Object.keys(after).sort()) {
    const value = after[key] ?? '';
    if (!Object.hasOwn(before, key) || before[key] !== value) updates[key] = value;
  }
  return { removals, updates };
}

export function isEmptyChange(change: { removals: string[]; updates: Record<string, string> }) {
  return change.removals.length === 0 && Object.keys(change.updates).length === 0;
}
