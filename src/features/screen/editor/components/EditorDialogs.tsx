import type { ReactNode } from 'react';
import { Button, Modal, Typography } from 'antd';
import type { LayoutTile } from '../../layout/model/codec';
import type { Difference } from '../model/conflict';
import { ChoiceDialog } from '../../../../components/ChoiceDialog';
import { ErrorState } from '../../../../components/ErrorState';
import { describeDifference, type NameOf } from '../model/describeDifference';
import { useEditorPageT } from '../pageI18n';

/** Whether the dialog is open, and the title of the screen it is about. */
interface ScreenDialogProps {
  open: boolean;
  title: string;
}

/** A yes-or-no question about the screen. */
interface ConfirmProps extends ScreenDialogProps {
  onConfirm: () => void;
  onCancel: () => void;
}

/**
 * Asks before a step that replaces or removes the stored screen: the confirming button is the
 * danger one. While `pending`, it can be neither confirmed again nor dismissed.
 */
function ConfirmDialog({
  open,
  heading,
  confirmText,
  pending = false,
  onConfirm,
  onCancel,
  children,
}: Omit<ConfirmProps, 'title'> & {
  heading: string;
  confirmText: string;
  pending?: boolean;
  children: ReactNode;
}) {
  const t = useEditorPageT();
  return (
    <Modal
      open={open}
      title={heading}
      okText={confirmText}
      cancelText={t('common.cancel')}
      okButtonProps={{ danger: true }}
      confirmLoading={pending}
      cancelButtonProps={{ disabled: pending }}
      closable={!pending}
      mask={{ closable: !pending }}
      keyboard={!pending}
      onOk={onConfirm}
      onCancel={onCancel}
      destroyOnHidden
    >
      {children}
    </Modal>
  );
}

/** In-app navigation with unsaved edits: stay (the default) or leave with the draft kept. */
export function LeaveDialog({
  open,
  title,
  onStay,
  onLeave,
}: ScreenDialogProps & {
  onStay: () => void;
  onLeave: () => void;
}) {
  const t = useEditorPageT();
  return (
    <ChoiceDialog
      open={open}
      title={t('editorPage.leaveTitle')}
      body={t('editorPage.leaveBody', { title })}
      actionText={t('editorPage.leaveGo')}
      keepText={t('editorPage.leaveStay')}
      onKeep={onStay}
      onAction={onLeave}
    />
  );
}

/**
 * Someone else saved the screen since editing began: what they changed, in words, and the three
 * ways on. Closing it (Escape, Cancel) changes nothing and saves nothing.
 */
export function ConflictDialog({
  open,
  title,
  differences,
  nameOf,
  busy,
  onOverwrite,
  onLoadTheirs,
  onSaveAsNew,
  onCancel,
}: ScreenDialogProps & {
  differences: readonly Difference[];
  nameOf: NameOf;
  busy: boolean;
  onOverwrite: () => void;
  onLoadTheirs: () => void;
  onSaveAsNew: () => void;
  onCancel: () => void;
}) {
  const t = useEditorPageT();
  return (
    <Modal
      open={open}
      title={t('editorPage.conflictTitle')}
      onCancel={onCancel}
      width={620}
      destroyOnHidden
      footer={[
        <Button key="cancel" onClick={onCancel} disabled={busy}>
          {t('common.cancel')}
        </Button>,
        <Button key="new" onClick={onSaveAsNew} disabled={busy}>
          {t('editorPage.conflictSaveAsNew')}
        </Button>,
        <Button key="theirs" onClick={onLoadTheirs} disabled={busy}>
          {t('editorPage.conflictLoadTheirs')}
        </Button>,
        <Button key="overwrite" type="primary" danger onClick={onOverwrite} loading={busy}>
          {t('editorPage.conflictOverwrite')}
        </Button>,
      ]}
    >
      <Typography.Paragraph>{t('editorPage.conflictIntro', { title })}</Typography.Paragraph>
      <ul aria-label={t('editorPage.conflictTitle')}>
        {differences.map((difference, i) => (
          <li key={i}>{describeDifference(difference, t, nameOf)}</li>
        ))}
      </ul>
      <Typography.Paragraph>{t('editorPage.conflictQuestion')}</Typography.Paragraph>
    </Modal>
  );
}

/** Deleting names the screen; a failure is shown in the dialog and nothing else changes. */
export function DeleteDialog({
  title,
  isDefault,
  error,
  ...confirm
}: ConfirmProps & { isDefault: boolean; pending: boolean; error: unknown }) {
  const t = useEditorPageT();
  return (
    <ConfirmDialog
      {...confirm}
      heading={t('editorPage.deleteTitle', { title })}
      confirmText={t('editorPage.deleteConfirm')}
    >
      <Typography.Paragraph>{t('editorPage.deleteBody', { title })}</Typography.Paragraph>
      {isDefault && <Typography.Paragraph>{t('editorPage.deleteDefault')}</Typography.Paragraph>}
      {error !== null && error !== undefined && (
        <ErrorState error={error} title={t('editorPage.deleteFailed')} />
      )}
    </ConfirmDialog>
  );
}

/** The stored layout could not be read: saving would replace it, so ask once. */
export function UnreadableDialog({ title, ...confirm }: ConfirmProps) {
  const t = useEditorPageT();
  return (
    <ConfirmDialog
      {...confirm}
      heading={t('editorPage.unreadableTitle')}
      confirmText={t('editorPage.unreadableConfirm')}
    >
      <Typography.Paragraph>{t('editorPage.unreadableBody', { title })}</Typography.Paragraph>
    </ConfirmDialog>
  );
}

/**
 * A save with tiles below the wall's last row: which ones, what the wall will do with them, and
 * the two ways on. Closing it saves nothing and moves nothing.
 */
export function PastEdgeDialog({
  tiles,
  nameOf,
  onFit,
  onSave,
  onCancel,
}: {
  /** The tiles below the edge and their last rows; null while the dialog is closed. */
  tiles: readonly { tile: LayoutTile; bottom: number }[] | null;
  nameOf: (tile: LayoutTile) => string;
  onFit: () => void;
  onSave: () => void;
  onCancel: () => void;
}) {
  const t = useEditorPageT();
  const rows = Math.max(0, ...(tiles ?? []).map(({ bottom }) => bottom));
  const heading = t('editorPage.edgeTitle', { count: tiles?.length ?? 0 });
  return (
    <Modal
      open={tiles !== null}
      title={heading}
      onCancel={onCancel}
      destroyOnHidden
      footer={[
        <Button key="cancel" onClick={onCancel}>
          {t('common.cancel')}
        </Button>,
        <Button key="save" onClick={onSave}>
          {t('editorPage.edgeSave', { rows })}
        </Button>,
        <Button key="fit" type="primary" onClick={onFit}>
          {t('editorPage.edgeFit')}
        </Button>,
      ]}
    >
      <Typography.Paragraph>{t('editorPage.edgeBody', { rows })}</Typography.Paragraph>
      <ul aria-label={heading}>
        {(tiles ?? []).map(({ tile, bottom }) => (
          <li key={tile.key}>{t('editorPage.edgeTile', { title: nameOf(tile), bottom })}</li>
        ))}
      </ul>
      <Typography.Paragraph>{t('editorPage.edgeQuestion')}</Typography.Paragraph>
    </Modal>
  );
}
