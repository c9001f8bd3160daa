import styles from './NativeSelect.module.css';

interface NativeSelectOption<V extends string | number> {
  value: V;
  label: string;
  disabled?: boolean;
}

/** Options under a heading (`<optgroup>`), e.g. saved screens apart from playlists. */
interface NativeSelectGroup<V extends string | number> {
  group: string;
  options: readonly NativeSelectOption<V>[];
}

export interface NativeSelectProps<V extends string | number> {
  /** Accessible name; the select has no visible label of its own. */
  label: string;
  value: V;
  options: readonly (NativeSelectOption<V> | NativeSelectGroup<V>)[];
  onChange: (value: V) => void;
  minWidth?: number;
  /** For a visible `<label htmlFor>` and a field's error (`aria-describedby`). */
  id?: string;
  invalid?: boolean;
  describedBy?: string | undefined;
}

const isGroup = <V extends string | number>(
  entry: NativeSelectOption<V> | NativeSelectGroup<V>,
): entry is NativeSelectGroup<V> => 'group' in entry;

const renderOption = <V extends string | number>(option: NativeSelectOption<V>) => (
  <option key={String(option.value)} value={String(option.value)} disabled={option.disabled}>
    {option.label}
  </option>
);

/**
 * A styled native <select>: keyboard, screen-reader and touch behaviour come from the browser,
 * and it costs nothing in the bundle (antd's Select brings a virtual list and popup engine).
 */
export function NativeSelect<V extends string | number>({
  label,
  value,
  options,
  onChange,
  minWidth,
  id,
  invalid,
  describedBy,
}: NativeSelectProps<V>) {
  const flat = options.flatMap((entry) => (isGroup(entry) ? entry.options : [entry]));
  return (
    <select
      id={id}
      aria-label={label}
      aria-invalid={invalid ? true : undefined}
      aria-describedby={describedBy}
      className={invalid ? `${styles.select} ${styles.invalid}` : styles.select}
      style={minWidth ? { minWidth } : undefined}
      value={String(value)}
      onChange={(event) => {
        const chosen = flat.find((option) => String(option.value) === event.target.value);
        if (chosen) onChange(chosen.value);
      }}
    >
      {options.map((entry) =>
        isGroup(entry) ? (
          <optgroup key={`group:${entry.group}`} label={entry.group}>
            {entry.options.map(renderOption)}
          </optgroup>
        ) : (
          renderOption(entry)
        ),
      )}
    </select>
  );
}
