import { useState, useSyncExternalStore } from 'react';
import { getMockControl, type MockPersistence } from '../api/mockControl';
import { getStorageFailure, subscribeStorageFailures } from '../lib/storage';
import { useI18n } from '../i18n/useI18n';
import type { MessageKey } from '../i18n/en';
import styles from './Shell.module.css';

const SAVED: MockPersistence = { notSaved: null, dropped: 0 };
const noSubscription = () => () => {};
const saved = () => SAVED;

/** The demo backend's persistence (mock mode), or always "saved" when there is none. */
function useMockPersistence(): MockPersistence {
  const control = getMockControl();
  return useSyncExternalStore(
    control?.subscribePersistence ?? noSubscription,
    control?.getPersistence ?? saved,
  );
}

function Notice({ text, onDismiss }: { text: string; onDismiss: () => void }) {
  const { t } = useI18n();
  return (
    <div className={styles.notice} role="status">
      <span>{text}</span>
      <button type="button" className={styles.noticeDismiss} onClick={onDismiss}>
        {t('storage.dismiss')}
      </button>
    </div>
  );
}

function demoText(persistence: MockPersistence): { key: MessageKey; count?: number } | null {
  if (persistence.notSaved === 'quota') return { key: 'storage.demoFull' };
  if (persistence.notSaved === 'unavailable') return { key: 'storage.demoBlocked' };
  if (persistence.dropped > 0) return { key: 'storage.demoTrimmed', count: persistence.dropped };
  return null;
}

/**
 * Says so, for the whole app, when the browser refused to store something: what the user entered
 * (a draft, a queued change, the API key), or in mock mode the demo data's latest change (or its
 * older changes had to be dropped to make room). It still works on this page; a reload loses it.
 * Each notice stays dismissed until its news changes.
 */
export function StorageNotice() {
  const { t } = useI18n();
  const failure = useSyncExternalStore(subscribeStorageFailures, getStorageFailure);
  const persistence = useMockPersistence();
  const [dismissed, setDismissed] = useState<readonly unknown[]>([]);
  const demo = demoText(persistence);
  const dismiss = (news: unknown) => setDismissed((current) => [...current.slice(-4), news]);
  return (
    <>
      {failure && !dismissed.includes(failure) && (
        <Notice
          text={t(failure.reason === 'quota' ? 'storage.full' : 'storage.blocked')}
          onDismiss={() => dismiss(failure)}
        />
      )}
      {demo && !dismissed.includes(persistence) && (
        <Notice
          text={t(demo.key, { count: demo.count ?? 0 })}
          onDismiss={() => dismiss(persistence)}
        />
      )}
    </>
  );
}
