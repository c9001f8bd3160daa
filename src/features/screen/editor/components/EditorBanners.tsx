import { Alert, Button } from 'antd';
import { ErrorState } from '../../../../components/ErrorState';
import type { Draft } from '../model/draftStore';
import type { EditorDoc } from '../model/editorState';
import { useEditorPageI18n } from '../pageI18n';
import styles from '../pages/ScreenEditorPage.module.css';
import { formatDateTime } from '../../../../lib/format';
import { useAllowed } from '../../../../lib/useSession';

/** The outcome of an export or an import, shown until dismissed or replaced. */
export interface Notice {
  tone: 'success' | 'info' | 'warning' | 'error';
  title: string;
  details?: string[];
}

/** A save that could not happen, shown in place above the editor; the edits stay. */
export interface Problem {
  message: string;
  error?: unknown;
  /** Tries the same action again. */
  retry?: () => void;
  /** A check of this document (no title, say): shown until the document changes. */
  doc?: EditorDoc;
}

export interface EditorBannersProps {
  doc: EditorDoc;
  problem: Problem | null;
  notice: Notice | null;
  onCloseNotice: () => void;
  /** A stored draft offered for restore. */
  offer: Draft | null;
  onRestore: () => void;
  onDiscard: () => void;
  /** The stored layout could not be read. */
  unreadable: boolean;
}

/** What the editor has to say above the workspace: failures, outcomes, a draft, a warning. */
export function EditorBanners(props: EditorBannersProps) {
  const { t, locale } = useEditorPageI18n();
  const { problem, notice, offer } = props;
  const showProblem = problem && (problem.doc === undefined || problem.doc === props.doc);
  const create = useAllowed('screen', 'CreateScreenSetting');
  return (
    <>
      {!create.allowed && (
        <Alert
          type="info"
          showIcon
          role="status"
          title={t('editorPage.readOnlyRole')}
          description={create.reason}
        />
      )}
      {showProblem &&
        (problem.error === undefined ? (
          <Alert type="error" showIcon role="alert" title={problem.message} />
        ) : (
          <ErrorState error={problem.error} title={problem.message} onRetry={problem.retry} />
        ))}
      {notice && (
        <Alert
          type={notice.tone}
          showIcon
          role={notice.tone === 'error' ? 'alert' : 'status'}
          title={notice.title}
          description={
            notice.details && (
              <ul className={styles.details}>
                {notice.details.map((detail, i) => (
                  <li key={i}>{detail}</li>
                ))}
              </ul>
            )
          }
          closable={{ 'aria-label': t('editorPage.dismiss') }}
          onClose={props.onCloseNotice}
        />
      )}
      {offer && (
        <Alert
          type="warning"
          showIcon
          role="status"
          title={t('editorPage.draftFound', { time: formatDateTime(offer.savedAt, locale) })}
          action={
            <span className={styles.offerActions}>
              <Button type="primary" onClick={props.onRestore}>
                {t('editorPage.draftRestore', { time: formatDateTime(offer.savedAt, locale) })}
              </Button>
              <Button onClick={props.onDiscard}>{t('editorPage.draftDiscard')}</Button>
            </span>
          }
        />
      )}
      {props.unreadable && (
        <Alert type="warning" showIcon role="status" title={t('editorPage.unreadableWarning')} />
      )}
    </>
  );
}
