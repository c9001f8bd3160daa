import { useCallback, useEffect, useState } from 'react';
import { useQueryClient, type Query } from '@tanstack/react-query';
import { screenKeys } from '../../../api/screen/keys';
import { screenOperations } from '../../../api/screen/operations';

/** What a refresh tick does not refetch: static catalogues, signed URLs (own timer), lookups. */
const NOT_REFRESHED = new Set<string>([
  screenOperations.DescribeScreenDataMap.name,
  screenOperations.DescribeScreenUploadPicture.name,
  screenOperations.DescribeScreenOssUploadInfo.name,
  screenOperations.GetFileDetectResultInner.name,
]);

const isRefreshed = (query: Query) =>
  !query.queryKey.some((part) => typeof part === 'string' && NOT_REFRESHED.has(part));

/** Refresh intervals offered (seconds); 0 turns auto-refresh off. */
export const REFRESH_CHOICES = [0, 30, 60, 300, 600] as const;
export const DEFAULT_REFRESH_SECONDS = 60;

/**
 * One timer for the whole screen: each tick refetches the screen queries that are on screen, once
 * per distinct key however many tiles share it. A failed refetch keeps the last good data (the
 * tiles mark it stale); the next tick tries again, so nothing ever needs a page reload.
 */
export function useScreenRefresh(intervalSeconds: number) {
  const queryClient = useQueryClient();
  const [lastRefreshAt, setLastRefreshAt] = useState(() => Date.now());

  const refreshNow = useCallback(async () => {
    await queryClient.invalidateQueries({
      queryKey: screenKeys.all,
      refetchType: 'active',
      predicate: isRefreshed,
    });
    setLastRefreshAt(Date.now());
  }, [queryClient]);

  useEffect(() => {
    if (!(intervalSeconds > 0)) return undefined;
    const timer = setInterval(() => void refreshNow(), intervalSeconds * 1000);
    return () => clearInterval(timer);
  }, [intervalSeconds, refreshNow]);

  return { lastRefreshAt, refreshNow };
}
