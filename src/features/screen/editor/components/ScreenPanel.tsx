import { useId, useState } from 'react';
import { Form, Input, Switch } from 'antd';
import { TITLE_MAX } from '../../../../api/screen/limits';
import { LogoUploader } from './LogoUploader';
import { useEditorT, type EditorT } from '../i18n';
import type { EditorAction, EditorDoc } from '../model/editorState';
import { validateMonitorUrl } from '../model/monitorUrl';
import { checkTitle, titleLength, type TitleCheck } from '../model/title';
import styles from './panel.module.css';

export interface ScreenPanelProps {
  doc: EditorDoc;
  dispatch: (action: EditorAction) => void;
  /** A save was refused for want of a title: say so at the field even if it was never left. */
  titleMissing?: boolean;
}

function titleMessage(check: TitleCheck, t: EditorT): string | null {
  if (!check) return null;
  switch (check.reason) {
    case 'empty':
      return t('screen.editor.screen.titleRequired');
    case 'tooLong':
      return t('screen.editor.screen.titleTooLong', {
        max: check.max,
        over: check.length - check.max,
      });
    case 'wide':
      return t('screen.editor.screen.titleWide', { latin: check.fit.latin, cjk: check.fit.cjk });
  }
}

/** Within this many characters of the limit, what is left is said aloud as the user types. */
const ANNOUNCE_LEFT = 10;

/**
 * The title's counter in words: read with the field, and said (politely) as it nears or passes
 * the limit. antd's visible "12 / 64" beside the field is hidden from assistive technology.
 */
function TitleCount({ id, length, t }: { id: string; length: number; t: EditorT }) {
  const left = TITLE_MAX - length;
  let live = '';
  if (left < 0) live = t('screen.editor.screen.titleOver', { count: -left });
  else if (left <= ANNOUNCE_LEFT) live = t('screen.editor.screen.titleLeft', { count: left });
  return (
    <>
      <span id={id} className="visually-hidden">
        {t('screen.editor.screen.titleCount', { count: length, max: TITLE_MAX })}
      </span>
      <span className="visually-hidden" aria-live="polite">
        {live}
      </span>
    </>
  );
}

/**
 * The screen's own properties. Every change is an edit of the document at once (title typing
 * merges into one undo step), so nothing typed here is lost to a reload: the draft has it.
 */
export function ScreenPanel({ doc, dispatch, titleMissing = false }: ScreenPanelProps) {
  const t = useEditorT();
  const id = useId();
  // A missing title is said once the person leaves the field or tries to save, not before
  // anything was typed; a title too long or too wide is said as it is typed.
  const [titleLeft, setTitleLeft] = useState(false);
  const check = checkTitle(doc.title);
  const titleCheck = check?.reason === 'empty' && !titleLeft && !titleMissing ? null : check;
  const titleHelp = titleMessage(titleCheck, t);
  const titleDescription = [titleHelp && `${id}-name-help`, `${id}-name-count`]
    .filter(Boolean)
    .join(' ');
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
            aria-describedby={titleDescription}
            // Counted as the service counts (code points of the trimmed title); more than the
            // limit may be typed or pasted, shown as an error, and is not saved.
            count={{
              max: TITLE_MAX,
              strategy: titleLength,
              show: ({ count, maxLength }) => (
                <span aria-hidden>
                  {count} / {maxLength}
                </span>
              ),
            }}
            onChange={(event) => dispatch({ type: 'setTitle', title: event.target.value })}
            onBlur={() => setTitleLeft(true)}
          />
        </Form.Item>
        <TitleCount id={`${id}-name-count`} length={titleLength(doc.title)} t={t} />

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
