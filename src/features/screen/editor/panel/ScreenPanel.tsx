import { useId } from 'react';
import { Form, Input, Switch } from 'antd';
import { LogoUploader } from '../logo/LogoUploader';
import { useEditorT, type EditorT } from '../i18n';
import type { EditorAction, EditorDoc } from '../model/editorState';
import { titleWarning, validateMonitorUrl, type TitleCheck } from '../model/monitorUrl';
import styles from './panel.module.css';

export interface ScreenPanelProps {
  doc: EditorDoc;
  dispatch: (action: EditorAction) => void;
}

function titleMessage(check: TitleCheck, t: EditorT): string | null {
  if (!check) return null;
  if (check.reason === 'empty') return t('screen.editor.screen.titleRequired');
  return t('screen.editor.screen.titleLong', { length: check.length, max: check.max });
}

/**
 * The screen's own properties. Every change is an edit of the document at once (title typing
 * merges into one undo step), so nothing typed here is lost to a reload: the draft has it.
 */
export function ScreenPanel({ doc, dispatch }: ScreenPanelProps) {
  const t = useEditorT();
  const id = useId();
  const titleCheck = titleWarning(doc.title);
  const titleHelp = titleMessage(titleCheck, t);
  const monitor = validateMonitorUrl(doc.monitorUrl);
  const monitorError = monitor.ok ? null : t(`screen.editor.screen.monitorUrl.${monitor.reason}`);

  return (
    <section className={styles.panel} aria-labelledby={`${id}-title`}>
      <h2 id={`${id}-title`} className={styles.heading}>
        {t('screen.editor.screen.panel')}
      </h2>
      <Form layout="vertical" component="div">
        <Form.Item
          label={t('screen.editor.screen.title')}
          htmlFor={`${id}-name`}
          required
          validateStatus={titleCheck?.level}
          help={titleHelp ? <span id={`${id}-name-help`}>{titleHelp}</span> : undefined}
        >
          <Input
            id={`${id}-name`}
            value={doc.title}
            autoComplete="off"
            aria-required
            aria-invalid={titleCheck?.level === 'error' ? true : undefined}
            aria-describedby={titleHelp ? `${id}-name-help` : undefined}
            onChange={(event) => dispatch({ type: 'setTitle', title: event.target.value })}
          />
        </Form.Item>

        <Form.Item label={t('screen.editor.screen.logoPower')} htmlFor={`${id}-logo-power`}>
          <Switch
            id={`${id}-logo-power`}
            aria-label={t('screen.editor.screen.logoPower')}
            checked={doc.logoPower}
            onChange={(on) => dispatch({ type: 'setLogoPower', on })}
          />
        </Form.Item>
        <div className={styles.logo}>
          <LogoUploader
            logoUrl={doc.logoUrl}
            title={doc.title}
            onChange={(logoUrl) => dispatch({ type: 'setLogo', logoUrl })}
          />
        </div>

        <Form.Item
          label={t('screen.editor.screen.monitorUrl')}
          htmlFor={`${id}-monitor`}
          validateStatus={monitorError ? 'error' : undefined}
          help={
            <span id={`${id}-monitor-help`}>
              {monitorError ?? t('screen.editor.screen.monitorUrlHint')}
            </span>
          }
        >
          <Input
            id={`${id}-monitor`}
            type="url"
            inputMode="url"
            placeholder="https://"
            value={doc.monitorUrl}
            autoComplete="url"
            aria-invalid={monitorError ? true : undefined}
            aria-describedby={`${id}-monitor-help`}
            onChange={(event) => dispatch({ type: 'setMonitorUrl', url: event.target.value })}
          />
        </Form.Item>

        <Form.Item
          label={t('screen.editor.screen.default')}
          htmlFor={`${id}-default`}
          help={<span id={`${id}-default-help`}>{t('screen.editor.screen.defaultHint')}</span>}
        >
          <Switch
            id={`${id}-default`}
            aria-label={t('screen.editor.screen.default')}
            aria-describedby={`${id}-default-help`}
            checked={doc.isDefault}
            onChange={(on) => dispatch({ type: 'setDefault', on })}
          />
        </Form.Item>
      </Form>
    </section>
  );
}
