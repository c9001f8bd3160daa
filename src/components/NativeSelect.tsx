import styles from './NativeSelect.module.css';

interface NativeSelectOption<V extends string | number> {
  value: V;
  label: string;
}

export interface NativeSelectProps<V extends string | number> {
  /** Accessible name; the select has no visible label of its own. */
  label: string;
  value: V;
  options: readonly NativeSelectOption<V>[];
  onChange: (value: V) => void;
  minWidth?: number;
}

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
}: NativeSelectProps<V>) {
  return (
    <select
      aria-label={label}
      className={styles.select}
      style={minWidth ? { minWidth } : undefined}
      value={String(value)}
      onChange={(event) => {
        const chosen = options.find((option) => String(option.value) === event.target.value);
        if (chosen) onChange(chosen.value);
      }}
    >
      {options.map((option) => (
        <option key={String(option.value)} value={String(option.value)}>
          {option.label}
        </option>
      ))}
    </select>
  );
}
