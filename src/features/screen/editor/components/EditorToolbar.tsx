import { useRef, type ChangeEvent } from 'react';
import { Button } from 'antd';
import {
  CopyOutlined,
  DeleteOutlined,
  DownloadOutlined,
  EyeOutlined,
  FileImageOutlined,
  PlusSquareOutlined,
  RedoOutlined,
  SaveOutlined,
  UndoOutlined,
  UploadOutlined,
} from '@ant-design/icons';
import { ButtonLink } from '../../../../components/ButtonLink';
import { useAllowed } from '../../../../lib/useSession';
import { useEditorPageT } from '../pageI18n';
import styles from '../pages/ScreenEditorPage.module.css';

export type BusyAction = 'save' | 'saveAsNew' | 'duplicate' | 'delete' | 'png';

export interface EditorToolbarProps {
  /** undefined for a screen not created yet: only what applies to it is offered. */
  id: string | undefined;
  dirty: boolean;
  busy: BusyAction | null;
  canUndo: boolean;
  canRedo: boolean;
  onSave: () => void;
  onSaveAsNew: () => void;
  onDuplicate: () => void;
  onDelete: () => void;
  onUndo: () => void;
  onRedo: () => void;
  onExportJson: () => void;
  onImportJson: (file: File) => void;
  onExportPng: () => void;
}

/**
 * Every action is a button or a link in tab order (a plain group, not an ARIA toolbar with arrow
 * keys); a disabled one says by its state why nothing would happen.
 */
export function EditorToolbar(props: EditorToolbarProps) {
  const t = useEditorPageT();
  const fileInput = useRef<HTMLInputElement>(null);
  const { id, busy } = props;
  const writing = busy !== null && busy !== 'png';
  // Saving is CreateScreenSetting (a new screen, or the same id again); deleting its own call.
  const create = useAllowed('screen', 'CreateScreenSetting');
  const remove = useAllowed('screen', 'DeleteScreenSetting');
  const status =
    id === undefined && !props.dirty
      ? t('editorPage.status.new')
      : props.dirty
        ? t('editorPage.status.dirty')
        : t('editorPage.status.clean');

  const onFile = (event: ChangeEvent<HTMLInputElement>) => {
    const file = event.target.files?.[0];
    // Cleared, so choosing the same file again is a change again.
    event.target.value = '';
    if (file) props.onImportJson(file);
  };

  return (
    <div className={styles.toolbar} role="group" aria-label={t('editorPage.actions')}>
      <div className={styles.toolGroup}>
        <Button
          type="primary"
          icon={<SaveOutlined aria-hidden />}
          onClick={props.onSave}
          loading={busy === 'save'}
          disabled={!props.dirty || (writing && busy !== 'save')}
          {...create.control}
        >
          {t('editorPage.save')}
        </Button>
        {id !== undefined && (
          <>
            <Button
              icon={<PlusSquareOutlined aria-hidden />}
              onClick={props.onSaveAsNew}
              loading={busy === 'saveAsNew'}
              disabled={writing && busy !== 'saveAsNew'}
              {...create.control}
            >
              {t('editorPage.saveAsNew')}
            </Button>
            <Button
              icon={<CopyOutlined aria-hidden />}
              onClick={props.onDuplicate}
              loading={busy === 'duplicate'}
              disabled={writing && busy !== 'duplicate'}
              {...create.control}
            >
              {t('editorPage.duplicate')}
            </Button>
            <Button
              danger
              icon={<DeleteOutlined aria-hidden />}
              onClick={props.onDelete}
              disabled={writing}
              {...remove.control}
            >
              {t('editorPage.delete')}
            </Button>
          </>
        )}
      </div>
      <div className={styles.toolGroup}>
        <Button
          icon={<UndoOutlined aria-hidden />}
          onClick={props.onUndo}
          disabled={!props.canUndo}
          aria-keyshortcuts="Control+Z Meta+Z"
          title={t('editorPage.undoHint')}
        >
          {t('editorPage.undo')}
        </Button>
        <Button
          icon={<RedoOutlined aria-hidden />}
          onClick={props.onRedo}
          disabled={!props.canRedo}
          aria-keyshortcuts="Control+Shift+Z Meta+Shift+Z Control+Y"
          title={t('editorPage.redoHint')}
        >
          {t('editorPage.redo')}
        </Button>
      </div>
      <div className={styles.toolGroup}>
        <Button icon={<DownloadOutlined aria-hidden />} onClick={props.onExportJson}>
          {t('editorPage.exportJson')}
        </Button>
        <Button icon={<UploadOutlined aria-hidden />} onClick={() => fileInput.current?.click()}>
          {t('editorPage.importJson')}
        </Button>
        <input
          ref={fileInput}
          type="file"
          accept=".json,application/json"
          className="visually-hidden"
          tabIndex={-1}
          aria-label={t('editorPage.importInput')}
          onChange={onFile}
        />
        <Button
          icon={<FileImageOutlined aria-hidden />}
          onClick={props.onExportPng}
          loading={busy === 'png'}
        >
          {t('editorPage.exportPng')}
        </Button>
        {id !== undefined && (
          <ButtonLink to={`/screen/${id}`}>
            <EyeOutlined aria-hidden /> {t('editorPage.view')}
          </ButtonLink>
        )}
      </div>
      <span className={styles.status}>{status}</span>
    </div>
  );
}
