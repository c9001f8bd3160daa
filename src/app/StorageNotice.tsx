import { useState, useSyncExternalStore } from 'react';
import { getStorageFailure, subscribeStorageFailures } from '../lib/storage';
import { useI18n } from '../i18n/useI18n';
import styles from './Shell.module.css';

/**
 * Says so, once for the whole app, when the browser refused to store something the user entered
 * (a draft, a queued change, the API key): it still works on this page, but a reload loses it.
 * Dismissed until the next refused write.
 */
export function StorageNotice() {
  const { t } = useI18n();
  const failure = useSyncExternalStore(subscribeStorageFailures, getStorageFailure);
  const [dismissed, setDismissed] = useState<typeof failure>(null);
  if (!failure || failure === dismissed) return null;
  return (
    <div className={styles.notice} role="status">
      <span>{t(failure.reason === 'quota' ? 'storage.full' : 'storage.blocked')}</span>
      <button type="button" className={styles.noticeDismiss} onClick={() => setDismissed(failure)}>
        {t('storage.dismiss')}
      </button>
    </div>
  );
}
