import { lazy, Suspense, useState, type ReactNode } from 'react';
import { Button } from 'antd';
import { DeleteOutlined } from '@ant-design/icons';
import { useCatalogT } from '../i18n';

/**
 * `share` and `receiver` strings come with the sharing area (sharing/messages.ts), `role` with
 * access/roles/messages.ts.
 */
type DropKind = 'catalog' | 'database' | 'table' | 'share' | 'receiver' | 'role';

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
const ConfirmDropDialog = lazy(async () => ({
  default: (await import('./ConfirmDropDialog')).ConfirmDropDialog,
}));

export function ConfirmDropButton({
  kind,
  name,
  drop,
  onDropped,
  explainError,
  size = 'middle',
}: ConfirmDropButtonProps) {
  const t = useCatalogT();
  const [open, setOpen] = useState(false);
  // Mounted from the first open on, so the dialog can animate closed.
  const [asked, setAsked] = useState(false);
  const kindText = t(`catalogs.drop.kind.${kind}`);

  return (
    <>
      <Button
        danger
        size={size}
        icon={<DeleteOutlined aria-hidden />}
        onClick={() => {
          setAsked(true);
          setOpen(true);
        }}
        aria-label={t('catalogs.drop.buttonLabel', { kind: kindText, name })}
      >
        {t('catalogs.drop.button')}
      </Button>
      {asked && (
        <Suspense fallback={null}>
          <ConfirmDropDialog
            kind={kind}
            name={name}
            drop={drop}
            onDropped={onDropped}
            explainError={explainError}
            open={open}
            onClose={() => setOpen(false)}
          />
        </Suspense>
      )}
    </>
  );
}
