import { useCallback, useSyncExternalStore } from 'react';
import { progressKey, readProgress, subscribeProgress } from '../api/progress';

/** How many items a long, multi-request load has brought so far (null when none is running). */
export function useLoadProgress(queryKey: readonly unknown[]): number | null {
  const hash = progressKey(queryKey);
  const read = useCallback(() => readProgress(hash), [hash]);
  return useSyncExternalStore(subscribeProgress, read, () => null);
}
