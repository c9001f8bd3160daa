import { useId } from 'react';
import { useSharingT } from '../i18n';
import styles from './sharing.module.css';

/**
 * What a change will add and remove, shown before it is sent. A live region, so a screen reader
 * hears the summary change as items are picked.
 */
export function ChangePreview({
  added,
  removed,
}: {
  added: readonly string[];
  removed: readonly string[];
}) {
  const t = useSharingT();
  const headingId = useId();
  const addedId = useId();
  const removedId = useId();
  return (
    <section aria-labelledby={headingId} aria-live="polite" style={{ marginTop: 16 }}>
      <h3 id={headingId} style={{ fontSize: 14, margin: 0 }}>
        {t('sharing.resources.preview')}
      </h3>
      {added.length === 0 && removed.length === 0 ? (
        <p style={{ margin: '4px 0 0' }}>{t('sharing.resources.noChange')}</p>
      ) : (
        <div className={styles.diff}>
          <div>
            <h3 id={addedId}>
              {t('sharing.resources.added')} ({added.length})
            </h3>
            <ul aria-labelledby={addedId}>
              {added.map((item) => (
                <li key={item}>+ {item}</li>
              ))}
            </ul>
          </div>
          <div>
            <h3 id={removedId}>
              {t('sharing.resources.removed')} ({removed.length})
            </h3>
            <ul aria-labelledby={removedId}>
              {removed.map((item) => (
                <li key={item}>− {item}</li>
              ))}
            </ul>
          </div>
        </div>
      )}
    </section>
  );
}
