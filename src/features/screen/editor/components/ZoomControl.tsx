import { useId } from 'react';
import { useEditorI18n } from '../i18n';
import styles from './ZoomControl.module.css';
import { ZOOMS, type Zoom } from '../model/zoom';

/** The canvas's zoom: fit to the width there is (the scale it comes to shown), or a fixed one. */
export function ZoomControl({
  zoom,
  fit,
  onZoom,
}: {
  zoom: Zoom;
  /** The scale "fit" comes to now. */
  fit: number;
  onZoom: (zoom: Zoom) => void;
}) {
  const { t, locale } = useEditorI18n();
  const id = useId();
  const percent = new Intl.NumberFormat(locale === 'zh' ? 'zh-CN' : 'en', { style: 'percent' });
  return (
    <span className={styles.zoom}>
      <label htmlFor={id}>{t('screen.editor.zoom')}</label>
      <select
        id={id}
        className={styles.select}
        value={String(zoom)}
        onChange={(event) => {
          const value = event.target.value;
          onZoom(value === 'fit' ? 'fit' : (Number(value) as Zoom));
        }}
      >
        {ZOOMS.map((option) => (
          <option key={option} value={String(option)}>
            {option === 'fit'
              ? t('screen.editor.zoom.fit', { percent: percent.format(fit) })
              : percent.format(option)}
          </option>
        ))}
      </select>
    </span>
  );
}
