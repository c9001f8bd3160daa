import { useCallback, useEffect, useRef, useState } from 'react';
import { uploadLogo, type LogoFile } from '../../../../api/screen/upload';

export type LogoNotice = 'uploaded' | 'removed' | 'cancelled';

export type LogoUploadState =
  | { phase: 'idle'; notice: LogoNotice | null }
  | { phase: 'uploading'; name: string; fraction: number }
  | { phase: 'failed'; file: LogoFile; name: string; error: unknown };

const isAbort = (error: unknown) => error instanceof Error && error.name === 'AbortError';

const nameOf = (file: LogoFile) => file.name || 'logo';

/**
 * One upload at a time: its progress, its outcome, and its cancellation when the user cancels,
 * starts another or leaves. `onUploaded` runs only for a completed upload, so a failure or a
 * cancellation leaves the caller's logo untouched.
 */
export function useLogoUpload(onUploaded: (logoUrl: string) => void) {
  const [state, setState] = useState<LogoUploadState>({ phase: 'idle', notice: null });
  const running = useRef<AbortController | null>(null);
  // The latest callback, so a long upload reports to the current owner, not the one it began with.
  const onUploadedRef = useRef(onUploaded);
  useEffect(() => {
    onUploadedRef.current = onUploaded;
  });
  useEffect(() => () => running.current?.abort(), []);

  const start = useCallback(async (file: LogoFile) => {
    running.current?.abort();
    const controller = new AbortController();
    running.current = controller;
    const name = nameOf(file);
    setState({ phase: 'uploading', name, fraction: 0 });
    const current = () => running.current === controller;
    try {
      const { logoUrl } = await uploadLogo(file, {
        signal: controller.signal,
        onProgress: (fraction) => {
          if (current()) {
            setState((s) => (s.phase === 'uploading' ? { ...s, fraction } : s));
          }
        },
      });
      if (!current()) return;
      running.current = null;
      setState({ phase: 'idle', notice: 'uploaded' });
      onUploadedRef.current(logoUrl);
    } catch (error) {
      if (!current()) return;
      running.current = null;
      setState(
        isAbort(error)
          ? { phase: 'idle', notice: 'cancelled' }
          : { phase: 'failed', file, name, error },
      );
    }
  }, []);

  const cancel = useCallback(() => running.current?.abort(), []);

  const notify = useCallback((notice: LogoNotice | null) => {
    setState({ phase: 'idle', notice });
  }, []);

  return { state, start, cancel, notify };
}
