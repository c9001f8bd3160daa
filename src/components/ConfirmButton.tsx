import { useState, type ReactNode } from 'react';
import { Button, type ButtonProps } from 'antd';
import { ChoiceDialog } from './ChoiceDialog';

export interface ConfirmButtonProps extends Omit<ButtonProps, 'onClick'> {
  /** The question the dialog asks ("Delete playlist …?"). */
  question: string;
  body?: ReactNode;
  /** The step that loses something: the dialog's danger button. */
  actionText: string;
  /** The safe way out, focused when the dialog opens. */
  keepText: string;
  onConfirm: () => void;
  children: ReactNode;
}

/**
 * A button whose step loses something, asked first in the console's one question dialog
 * (ChoiceDialog): unlike a popover, the dialog takes focus when it opens and gives it back to the
 * button, so the keyboard confirms as the mouse does.
 */
export function ConfirmButton({
  question,
  body,
  actionText,
  keepText,
  onConfirm,
  children,
  ...button
}: ConfirmButtonProps) {
  const [open, setOpen] = useState(false);
  return (
    <>
      <Button {...button} onClick={() => setOpen(true)}>
        {children}
      </Button>
      <ChoiceDialog
        open={open}
        title={question}
        body={body}
        actionText={actionText}
        onAction={() => {
          setOpen(false);
          onConfirm();
        }}
        keepText={keepText}
        onKeep={() => setOpen(false)}
      />
    </>
  );
}
