import { useSyncExternalStore } from 'react';
import { onlineManager } from '@tanstack/react-query';

const subscribe = (listener: () => void) => onlineManager.subscribe(listener);

/**
 * Whether the app is online, as TanStack Query sees it: the same state that pauses and resumes
 * queries and mutations, so the offline banner and the retry behaviour never disagree.
 */
export function useOnline(): boolean {
  return useSyncExternalStore(
    subscribe,
    () => onlineManager.isOnline(),
    () => true,
  );
}
