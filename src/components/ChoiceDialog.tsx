import type { ReactNode } from 'react';
import { Button, Modal, Typography } from 'antd';
import { useFocusOnOpen } from './useFocusOnOpen';

export interface ChoiceDialogProps {
  open: boolean;
  title: string;
  /** The question's explanation, as a paragraph under the title; none for a bare question. */
  body?: ReactNode;
  /** The step that loses something (leave, clear): a danger button, first. */
  actionText: string;
  onAction: () => void;
  /** The safe way out (stay, cancel): the primary button, focused when the dialog opens. */
  keepText: string;
  onKeep: () => void;
  /**
   * Focus goes back to what opened the dialog when it closes (antd's default); off when that
   * control is gone or disabled by the choice and the page moves focus itself.
   */
  returnFocus?: boolean;
}

/**
 * A question with a safe default: "leave with unsaved input?", "clear the form?". Escape, the
 * close button and the focused primary button all keep things as they are; only the danger
 * button goes on. The one shape of every such question in the console.
 */
export function ChoiceDialog({
  open,
  title,
  body,
  actionText,
  onAction,
  keepText,
  onKeep,
  returnFocus = true,
}: ChoiceDialogProps) {
  const { ref: firstControlRef, afterOpenChange: focusFirstControl } =
    useFocusOnOpen<HTMLButtonElement>();
  return (
    <Modal
      afterOpenChange={focusFirstControl}
      open={open}
      title={title}
      onCancel={onKeep}
      destroyOnHidden
      {...(returnFocus ? {} : { focusable: { focusTriggerAfterClose: false } })}
      footer={[
        <Button key="action" danger onClick={onAction}>
          {actionText}
        </Button>,
        <Button key="keep" type="primary" onClick={onKeep} autoFocus ref={firstControlRef}>
          {keepText}
        </Button>,
      ]}
    >
      {body === undefined ? null : <Typography.Paragraph>{body}</Typography.Paragraph>}
    </Modal>
  );
}
