import { useId, useState, type ReactNode } from 'react';
import { Button, Input, Modal, Typography } from 'antd';
import { DeleteOutlined } from '@ant-design/icons';
import { ErrorState } from '../../../components/ErrorState';
import { useCatalogT } from '../i18n';

export type DropKind = 'catalog' | 'database' | 'table';

export interface ConfirmDropButtonProps {
  kind: DropKind;
  name: string;
  drop: () => Promise<unknown>;
  onDropped: () => void;
  /** A specific explanation of an error (e.g. 405 "database not empty"); null falls back. */
  explainError?: (error: unknown) => ReactNode | null;
  size?: 'small' | 'middle';
}

/**
 * "Drop" that asks first: the dialog names the resource, says what is lost, and enables its danger
 * button only once the exact name is typed. A failure stays in the dialog with the typed name, so
 * the user can read it and try again; Escape and Cancel close it unless a drop is under way.
 */
export function ConfirmDropButton({
  kind,
  name,
  drop,
  onDropped,
  explainError,
  size = 'middle',
}: ConfirmDropButtonProps) {
  const t = useCatalogT();
  const inputId = useId();
  const hintId = useId();
  const [open, setOpen] = useState(false);
  const [typed, setTyped] = useState('');
  const [pending, setPending] = useState(false);
  const [error, setError] = useState<unknown>(null);
  const kindText = t(`catalogs.drop.kind.${kind}`);
  const matches = typed === name;

  const close = () => {
    if (pending) return;
    setOpen(false);
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
      setOpen(false);
      setTyped('');
      onDropped();
    } catch (caught) {
      setPending(false);
      setError(caught);
    }
  };

  const explained = error !== null ? (explainError?.(error) ?? null) : null;

  return (
    <>
      <Button
        danger
        size={size}
        icon={<DeleteOutlined aria-hidden />}
        onClick={() => setOpen(true)}
        aria-label={t('catalogs.drop.buttonLabel', { kind: kindText, name })}
      >
        {t('catalogs.drop.button')}
      </Button>
      <Modal
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
        <Typography.Paragraph>{t(`catalogs.drop.lost.${kind}`)}</Typography.Paragraph>
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
    </>
  );
}
