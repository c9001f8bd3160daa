import { useEffect, useId, useState } from 'react';
import { Flex, Input, Typography } from 'antd';

export interface PatternSearchProps {
  /** Accessible name of the search box. */
  label: string;
  placeholder: string;
  /** How the text is matched (shown under the box and read with it). */
  help: string;
  /** The search in effect (from the URL). */
  value: string;
  onChange: (text: string) => void;
}

/** Typing settles for this long before a search is sent: one request per pause, not per key. */
const SETTLE_MS = 350;

/**
 * A server-side name search: the text the user types is kept locally and sent once typing
 * pauses (or at once on Enter), so a pattern like `sales` asks the service once rather than for
 * `s%`, `sa%`, … in turn. A change of `value` from outside (back button, a link) replaces the text.
 */
export function PatternSearch({ label, placeholder, help, value, onChange }: PatternSearchProps) {
  const helpId = useId();
  const [draft, setDraft] = useState(value);
  const [seen, setSeen] = useState(value);
  // The last text this box sent: its echo through the URL must not overwrite newer typing.
  const [sent, setSent] = useState(value);
  if (value !== seen) {
    setSeen(value);
    if (value !== sent) setDraft(value);
  }

  const commit = (text: string) => {
    setSent(text);
    if (text !== value) onChange(text);
  };

  useEffect(() => {
    if (draft === value) return;
    const timer = setTimeout(() => {
      setSent(draft);
      onChange(draft);
    }, SETTLE_MS);
    return () => clearTimeout(timer);
  }, [draft, value, onChange]);

  return (
    <Flex vertical gap={4} style={{ flex: '1 1 280px', maxWidth: 420 }}>
      <Input.Search
        aria-label={label}
        aria-describedby={helpId}
        placeholder={placeholder}
        value={draft}
        allowClear
        onChange={(event) => {
          setDraft(event.target.value);
          // Clearing is a deliberate act: show everything again without waiting.
          if (event.target.value === '') commit('');
        }}
        onSearch={(text) => commit(text)}
      />
      <Typography.Text id={helpId} type="secondary" style={{ fontSize: 12 }}>
        {help}
      </Typography.Text>
    </Flex>
  );
}
