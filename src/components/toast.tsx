import { createContext, use, useCallback, useMemo, useRef, useState, type ReactNode } from 'react';
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

/**
 * Confirmation messages after an action, announced politely to screen readers. Our own rather
 * than antd's message/notification, whose engines would otherwise load with every page.
 */
export function ToastProvider({ children }: { children: ReactNode }) {
  const [toasts, setToasts] = useState<Toast[]>([]);
  const nextId = useRef(0);

  const show = useCallback((tone: Tone, text: string) => {
    nextId.current += 1;
    const id = nextId.current;
    setToasts((current) => [...current.slice(-2), { id, tone, text }]);
    setTimeout(() => setToasts((current) => current.filter((toast) => toast.id !== id)), SHOW_MS);
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
          <div key={toast.id} className={`${styles.toast} ${styles[toast.tone]}`}>
            <span aria-hidden>{toast.tone === 'success' ? '✓' : 'ℹ'}</span> {toast.text}
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
