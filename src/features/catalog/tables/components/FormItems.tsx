import { useId, type ReactNode } from 'react';
import { Form, Input } from 'antd';

/** One labelled input of the change editor, with its problem shown under it. */
export function Item({
  label,
  htmlFor,
  problem,
  children,
}: {
  label: string;
  htmlFor?: string | undefined;
  problem: string | null;
  children: ReactNode;
}) {
  return (
    <Form.Item
      label={label}
      htmlFor={htmlFor}
      validateStatus={problem ? 'error' : undefined}
      help={problem ?? undefined}
    >
      {children}
    </Form.Item>
  );
}

/** A text input (one line, or a growing text area) as an Item. */
export function TextField({
  label,
  value,
  problem,
  onChange,
  multiline,
}: {
  label: string;
  value: string;
  problem: string | null;
  onChange: (value: string) => void;
  multiline?: boolean;
}) {
  const id = useId();
  return (
    <Item label={label} htmlFor={id} problem={problem}>
      {multiline ? (
        <Input.TextArea
          id={id}
          value={value}
          autoSize={{ minRows: 1, maxRows: 4 }}
          onChange={(event) => onChange(event.target.value)}
        />
      ) : (
        <Input id={id} value={value} onChange={(event) => onChange(event.target.value)} />
      )}
    </Item>
  );
}
