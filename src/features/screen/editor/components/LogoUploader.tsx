import { useId, useState, type ChangeEvent, type DragEvent } from 'react';
import { Alert, Button, Progress } from 'antd';
import { UploadOutlined } from '@ant-design/icons';
import { isApiError } from '../../../../api/errors';
import { LOGO_ACCEPT, LOGO_ERROR_CODES, type LogoFile } from '../../../../api/screen/upload';
import { ErrorState } from '../../../../components/ErrorState';
import { ScreenLogo } from '../../brand/components/ScreenLogo';
import { useLogoT, type LogoT } from '../logoI18n';
import styles from './LogoUploader.module.css';
import { useLogoUpload, type LogoNotice, type LogoUploadState } from '../hooks/useLogoUpload';

export interface LogoUploaderProps {
  /** The screen's `LogoUrl`; '' for none. */
  logoUrl: string;
  /** A new `LogoUrl` after a completed upload, or '' when the logo is removed. */
  onChange: (logoUrl: string) => void;
  /** The screen's title, for the preview's alternative text. */
  title: string;
}

const NOTICES: Readonly<Record<LogoNotice, Parameters<LogoT>[0]>> = {
  uploaded: 'logo.uploaded',
  removed: 'logo.removed',
  cancelled: 'logo.cancelled',
};

/** A refusal before sending, in the user's language; null for a failure of the upload itself. */
function validationMessage(error: unknown, name: string, file: LogoFile, t: LogoT): string | null {
  if (!isApiError(error) || error.kind !== 'invalid-request') return null;
  switch (error.code) {
    case LOGO_ERROR_CODES.empty:
      return t('logo.error.empty', { name });
    case LOGO_ERROR_CODES.tooLarge:
      return t('logo.error.tooLarge', { name, size: (file.size / 1024 / 1024).toFixed(1) });
    case LOGO_ERROR_CODES.type:
      return t('logo.error.type', { name });
    default:
      return null;
  }
}

function Failure({
  state,
  onRetry,
  t,
}: {
  state: Extract<LogoUploadState, { phase: 'failed' }>;
  onRetry: () => void;
  t: LogoT;
}) {
  const refused = validationMessage(state.error, state.name, state.file, t);
  if (refused) {
    return (
      <p className={styles.invalid} role="alert">
        {refused}
      </p>
    );
  }
  const retry = <Button onClick={onRetry}>{t('logo.retry')}</Button>;
  if (isApiError(state.error) && state.error.code === LOGO_ERROR_CODES.policyExpired) {
    return (
      <Alert
        type="error"
        showIcon
        role="alert"
        title={t('logo.failed')}
        description={t('logo.error.expired')}
        action={retry}
      />
    );
  }
  return (
    <div className={styles.failure}>
      <ErrorState error={state.error} title={t('logo.failed')} />
      <div>{retry}</div>
    </div>
  );
}

/**
 * Uploads a screen's logo to object storage (docs/design.md §3 "Logo upload") and previews it. A
 * file is chosen with the (keyboard-operable) file input or dropped on the zone; it is checked
 * before anything is sent. `onChange` is called only with a logo that was actually stored, so a
 * failed or cancelled upload keeps the previous one.
 */
export function LogoUploader({ logoUrl, onChange, title }: LogoUploaderProps) {
  const t = useLogoT();
  const inputId = useId();
  const hintId = useId();
  const progressId = useId();
  const [dragging, setDragging] = useState(false);
  const { state, start, cancel, notify } = useLogoUpload(onChange);
  const uploading = state.phase === 'uploading';

  const choose = (event: ChangeEvent<HTMLInputElement>) => {
    const file = event.target.files?.[0];
    // Cleared, so choosing the same file again (after fixing it, or to retry) is a change.
    event.target.value = '';
    if (file) void start(file);
  };

  const dragOver = (event: DragEvent<HTMLDivElement>) => {
    if (uploading || !event.dataTransfer.types.includes('Files')) return;
    event.preventDefault();
    event.dataTransfer.dropEffect = 'copy';
    setDragging(true);
  };
  const dragLeave = (event: DragEvent<HTMLDivElement>) => {
    if (!event.currentTarget.contains(event.relatedTarget as Node | null)) setDragging(false);
  };
  const drop = (event: DragEvent<HTMLDivElement>) => {
    event.preventDefault();
    setDragging(false);
    const file = event.dataTransfer.files[0];
    if (file && !uploading) void start(file);
  };

  const remove = () => {
    notify('removed');
    onChange('');
  };

  return (
    <fieldset className={styles.root}>
      <legend className={styles.legend}>{t('logo.label')}</legend>
      <div className={styles.row}>
        <div className={styles.preview}>
          {logoUrl ? (
            <ScreenLogo logoUrl={logoUrl} title={title} className={styles.image} />
          ) : (
            <span className={styles.none}>{t('logo.none')}</span>
          )}
        </div>
        <div
          className={styles.zone}
          data-dragging={dragging || undefined}
          onDragEnter={dragOver}
          onDragOver={dragOver}
          onDragLeave={dragLeave}
          onDrop={drop}
        >
          <input
            id={inputId}
            className={styles.input}
            type="file"
            accept={LOGO_ACCEPT}
            disabled={uploading}
            aria-describedby={hintId}
            onChange={choose}
          />
          <label htmlFor={inputId} className={styles.choose} data-disabled={uploading || undefined}>
            <UploadOutlined aria-hidden />
            {logoUrl ? t('logo.replace') : t('logo.choose')}
          </label>
          <span id={hintId} className={styles.hint}>
            {dragging ? t('logo.dropHere') : t('logo.hint')}
          </span>
        </div>
        {logoUrl && (
          <Button onClick={remove} disabled={uploading}>
            {t('logo.remove')}
          </Button>
        )}
      </div>

      {state.phase === 'uploading' && (
        <div className={styles.progress}>
          <span id={progressId}>{t('logo.uploading', { name: state.name })}</span>
          <Progress
            percent={Math.round(state.fraction * 100)}
            size="small"
            status="active"
            aria-labelledby={progressId}
          />
          <Button size="small" onClick={cancel}>
            {t('logo.cancel')}
          </Button>
        </div>
      )}

      <p className={styles.status} role="status">
        {state.phase === 'idle' && state.notice ? t(NOTICES[state.notice]) : null}
      </p>

      {state.phase === 'failed' && (
        <Failure state={state} onRetry={() => void start(state.file)} t={t} />
      )}
    </fieldset>
  );
}
