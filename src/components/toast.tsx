import {
  createContext,
  use,
  useCallback,
  useEffect,
  useMemo,
  useRef,
  useState,
  type ReactNode,
} from 'react';
import styles from './toast.module.css';

type Tone = 'success' | 'info';
interface Toast {
  id: number;
  tone: Tone;
  text: string;
}
interface ToastApi {
  success: (text: string) => void;
  info: (text: string) => void;
}

const ToastContext = createContext<ToastApi | null>(null);
const SHOW_MS = 4_000;
/** At most this many toasts at once; an older one makes way for a new one. */
const MAX_SHOWN = 3;

/**
 * Confirmation messages after an action, announced politely to screen readers. Our own rather
 * than antd's message/notification, whose engines would otherwise load with every page. Every
 * toast looks the same wherever it is raised (one mark, one colour): `success` and `info` differ
 * only in what the caller means, so a confirmation in one area never looks unlike another's.
 */
export function ToastProvider({ children }: { children: ReactNode }) {
  const [toasts, setToasts] = useState<Toast[]>([]);
  const nextId = useRef(0);
  /** Each shown toast's removal timer, by id in the order shown. */
  const timers = useRef(new Map<number, ReturnType<typeof setTimeout>>());

  const forget = useCallback((id: number) => {
    clearTimeout(timers.current.get(id));
    timers.current.delete(id);
  }, []);

  const remove = useCallback(
    (id: number) => {
      forget(id);
      setToasts((current) => current.filter((toast) => toast.id !== id));
    },
    [forget],
  );

  const show = useCallback(
    (tone: Tone, text: string) => {
      nextId.current += 1;
      const id = nextId.current;
      // Toasts pushed out by newer ones take their timers with them.
      [...timers.current.keys()].slice(0, -(MAX_SHOWN - 1)).forEach(forget);
      timers.current.set(
        id,
        setTimeout(() => remove(id), SHOW_MS),
      );
      setToasts((current) => [...current.slice(-(MAX_SHOWN - 1)), { id, tone, text }]);
    },
    [forget, remove],
  );

  useEffect(() => {
    const pending = timers.current;
    return () => {
      pending.forEach((timer) => clearTimeout(timer));
      pending.clear();
    };
  }, []);

  const api = useMemo<ToastApi>(
    () => ({ success: (text) => show('success', text), info: (text) => show('info', text) }),
    [show],
  );

  return (
    <ToastContext value={api}>
      {children}
      <div className={styles.region} role="status" aria-live="polite">
        {toasts.map((toast) => (
          <div key={toast.id} className={styles.toast} data-tone={toast.tone}>
            <span className={styles.mark} aria-hidden>
              ✓
            </span>{' '}
            {toast.text}
          </div>
        ))}
      </div>
    </ToastContext>
  );
}

export function useToast(): ToastApi {
  const api = use(ToastContext);
  if (!api) throw new Error('useToast must be used inside <ToastProvider>');
  return api;
}
