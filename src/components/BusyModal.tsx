import { Modal, type ModalProps } from 'antd';

export interface BusyModalProps extends Omit<
  ModalProps,
  'confirmLoading' | 'closable' | 'keyboard' | 'mask' | 'onCancel'
> {
  /** A request of the dialog is under way: it cannot be closed or sent again until it ends. */
  busy: boolean;
  /** Cancel, the close button, Escape and the mask, when not busy. */
  onClose: () => void;
}

/**
 * A dialog that sends something: while its request runs, OK shows it is busy and every way out
 * (Cancel, ×, Escape, the mask) is held, so what was typed is not lost to a stray click and the
 * answer always lands in the dialog that asked.
 */
export function BusyModal({ busy, onClose, cancelButtonProps, ...props }: BusyModalProps) {
  return (
    <Modal
      {...props}
      confirmLoading={busy}
      cancelButtonProps={{ ...cancelButtonProps, disabled: busy || cancelButtonProps?.disabled }}
      closable={!busy}
      keyboard={!busy}
      mask={{ closable: !busy }}
      onCancel={() => {
        if (!busy) onClose();
      }}
    />
  );
}
