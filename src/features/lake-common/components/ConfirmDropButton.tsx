import { lazy, Suspense, useState, type ReactNode } from 'react';
import { Button } from 'antd';
import { DeleteOutlined } from '@ant-design/icons';
import type { Messages } from '../../../i18n/defineMessages';
import { useMessages } from '../../../i18n/featureI18n';
import { useComponentsT } from '../componentsI18n';

export type DropKind = 'catalog' | 'database' | 'table' | 'share' | 'receiver' | 'role';

/** A kind's words: its name ("table") and what dropping one loses. */
type DropKindKey<K extends DropKind> = `catalogs.drop.kind.${K}` | `catalogs.drop.lost.${K}`;

export interface ConfirmDropButtonProps<K extends DropKind> {
  kind: K;
  /** The catalog of the caller's area, which has the kind's words (`DropKindKey`). */
  messages: Messages<DropKindKey<K>>;
  name: string;
  drop: () => Promise<unknown>;
  onDropped: () => void;
  /** A specific explanation of an error (e.g. 405 "database not empty"); null falls back. */
  explainError?: (error: unknown) => ReactNode | null;
  size?: 'small' | 'middle';
  /** `useAllowed(…).control`, spread on the button: disabled, saying why, when the role may not. */
  control?: { disabled?: true; title?: string };
}

/**
 * "Drop" that asks first: the dialog names the resource, says what is lost, and enables its danger
 * button only once the exact name is typed. A failure stays in the dialog with the typed name, so
 * the user can read it and try again; Escape and Cancel close it unless a drop is under way.
 */
const ConfirmDropDialog = lazy(async () => ({
  default: (await import('./ConfirmDropDialog')).ConfirmDropDialog,
}));

export function ConfirmDropButton<K extends DropKind>({
  kind,
  messages,
  name,
  drop,
  onDropped,
  explainError,
  size = 'middle',
  control,
}: ConfirmDropButtonProps<K>) {
  const t = useComponentsT();
  const kindT = useMessages(messages).t;
  const [open, setOpen] = useState(false);
  // Mounted from the first open on, so the dialog can animate closed.
  const [asked, setAsked] = useState(false);
  const kindText = kindT(`catalogs.drop.kind.${kind}`);

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
        {...control}
      >
        {t('catalogs.drop.button')}
      </Button>
      {asked && (
        <Suspense fallback={null}>
          <ConfirmDropDialog
            kindText={kindText}
            lostText={kindT(`catalogs.drop.lost.${kind}`)}
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
