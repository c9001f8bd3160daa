import { useEffect, useRef, useState } from 'react';
import { Input } from 'antd';

const APPLY_AFTER_MS = 300;

export interface TableNameSearchProps {
  label: string;
  placeholder: string;
  /** The filter in effect (from the URL). */
  value: string;
  onApply: (text: string) => void;
}

/**
 * The name filter box: typing applies after a short pause (each filter is a server request),
 * Enter or the search button at once. The box keeps what is typed while the filter catches up.
 */
export function TableNameSearch({ label, placeholder, value, onApply }: TableNameSearchProps) {
  const [text, setText] = useState(value);
  const timer = useRef<ReturnType<typeof setTimeout> | undefined>(undefined);
  const applied = useRef(value);

  // A filter changed from outside (back button, a link) shows in the box.
  useEffect(() => {
    if (value !== applied.current) {
      applied.current = value;
      setText(value);
    }
  }, [value]);
  useEffect(() => () => clearTimeout(timer.current), []);

  const apply = (next: string) => {
    clearTimeout(timer.current);
    applied.current = next;
    onApply(next);
  };

  return (
    <Input.Search
      aria-label={label}
      placeholder={placeholder}
      value={text}
      allowClear
      onChange={(event) => {
        const next = event.target.value;
        setText(next);
        clearTimeout(timer.current);
        timer.current = setTimeout(() => apply(next), APPLY_AFTER_MS);
      }}
      onSearch={(next) => apply(next)}
      style={{ maxWidth: 320 }}
    />
  );
}
