import { useFocusOnOpen } from '../../../components/useFocusOnOpen';
import { useId, useState } from 'react';
import type { ConfirmDropButtonProps, DropKind } from './ConfirmDropButton';
import { Input, Modal, Typography } from 'antd';
import type { InputRef } from 'antd';
import { ErrorState } from '../../../components/ErrorState';
import { useComponentsT } from '../componentsI18n';

export interface ConfirmDropDialogProps extends Pick<
  ConfirmDropButtonProps<DropKind>,
  'name' | 'drop' | 'onDropped' | 'explainError'
> {
  /** The kind's name ("table") and what dropping one loses, in the caller's area's words. */
  kindText: string;
  lostText: string;
  open: boolean;
  onClose: () => void;
}

/** The dialog of `ConfirmDropButton`, loaded the first time a drop is asked for. */
export function ConfirmDropDialog({
  kindText,
  lostText,
  name,
  drop,
  onDropped,
  explainError,
  open,
  onClose,
}: ConfirmDropDialogProps) {
  const t = useComponentsT();
  const inputId = useId();
  const hintId = useId();
  const [typed, setTyped] = useState('');
  const [pending, setPending] = useState(false);
  const [error, setError] = useState<unknown>(null);
  const matches = typed === name;

  const close = () => {
    if (pending) return;
    onClose();
    setTyped('');
    setError(null);
  };
  const confirm = async () => {
    if (!matches || pending) return;
    setPending(true);
    setError(null);
    try {
      await drop();
      setPending(false);
      onClose();
      setTyped('');
      onDropped();
    } catch (caught) {
      setPending(false);
      setError(caught);
    }
  };

  const explained = error !== null ? (explainError?.(error) ?? null) : null;

  const { ref: firstControlRef, afterOpenChange: focusFirstControl } = useFocusOnOpen<InputRef>();
  return (
    <Modal
      afterOpenChange={focusFirstControl}
      open={open}
      title={t('catalogs.drop.title', { kind: kindText, name })}
      okText={t('catalogs.drop.button')}
      cancelText={t('common.cancel')}
      okButtonProps={{ danger: true, disabled: !matches }}
      confirmLoading={pending}
      cancelButtonProps={{ disabled: pending }}
      closable={!pending}
      mask={{ closable: !pending }}
      keyboard={!pending}
      onOk={() => void confirm()}
      onCancel={close}
      destroyOnHidden
    >
      <Typography.Paragraph>{lostText}</Typography.Paragraph>
      <form
        onSubmit={(event) => {
          event.preventDefault();
          void confirm();
        }}
      >
        <label htmlFor={inputId} style={{ display: 'block', marginBottom: 4 }}>
          {t('catalogs.drop.confirmLabel', { name })}
        </label>
        <Input
          id={inputId}
          value={typed}
          onChange={(event) => setTyped(event.target.value)}
          autoComplete="off"
          spellCheck={false}
          autoFocus
          ref={firstControlRef}
          disabled={pending}
          aria-describedby={typed !== '' && !matches ? hintId : undefined}
        />
        {typed !== '' && !matches && (
          <Typography.Text id={hintId} type="secondary" style={{ fontSize: 13 }}>
            {t('catalogs.drop.mismatch')}
          </Typography.Text>
        )}
      </form>
      {error !== null && (
        <div style={{ marginTop: 12 }}>
          {explained ?? <ErrorState error={error} title={t('catalogs.drop.failed', { name })} />}
        </div>
      )}
    </Modal>
  );
}
