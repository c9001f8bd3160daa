import { useCallback, useEffect, useState } from 'react';
import { useQueryClient, type Query } from '@tanstack/react-query';
import { screenKeys } from '../../../api/screen/keys';
import { screenOperations } from '../../../api/screen/operations';
import { nextLocalDayStart, queryNow } from '../../../api/screen/timeRange';

/** What a refresh tick does not refetch once loaded: static catalogues, signed URLs (own timer), lookups. */
const NOT_REFRESHED = new Set<string>([
  screenOperations.DescribeScreenDataMap.name,
  screenOperations.DescribeScreenUploadPicture.name,
  screenOperations.DescribeScreenOssUploadInfo.name,
  screenOperations.GetFileDetectResultInner.name,
]);

/**
 * Refetched by a tick: every screen query the page shows, except the ones above while they have
 * their data. A query in error is always refetched, whatever it is: an unattended wall whose
 * catalogue failed at start must recover by itself.
 */
/**
 * Whether a query's answer is from before `time`. A query that has never answered and is asking
 * now was made for the new day's key (a date window moved): it is not asked twice.
 */
const before = (query: Query, time: number) =>
  !(query.state.status === 'pending' && query.state.fetchStatus === 'fetching') &&
  query.state.dataUpdatedAt < time;

const isRefreshed = (query: Query) =>
  query.state.status === 'error' ||
  !query.queryKey.some((part) => typeof part === 'string' && NOT_REFRESHED.has(part));

/**
 * Resolves in a new task, after the current one. A message, not a timer: a page or test on a
 * fake clock (the journeys, the bench) must not hold the refresh back until its clock moves.
 */
function nextTask(): Promise<void> {
  return new Promise((resolve) => {
    const channel = new MessageChannel();
    channel.port1.onmessage = () => {
      channel.port1.close();
      resolve();
    };
    channel.port2.postMessage(null);
  });
}

/** Refresh intervals offered (seconds); 0 turns auto-refresh off. */
export const REFRESH_CHOICES = [0, 30, 60, 300, 600] as const;
export const DEFAULT_REFRESH_SECONDS = 60;
/** After midnight by this much, so a timer rounded a little early still finds the new day. */
const NEW_DAY_MARGIN_MS = 1_000;

/**
 * One timer for the whole screen: each tick refetches the screen queries that are on screen, once
 * per distinct key however many tiles share it, and every one in error. A failed refetch keeps
 * the last good data (the tiles mark it stale); the next tick tries again, so nothing ever needs a
 * page reload. `tick` counts the ticks (a tile that failed to draw tries again on the next one);
 * `nextRefreshAt` is when the next one comes (null with auto-refresh off).
 */
export function useScreenRefresh(intervalSeconds: number) {
  const queryClient = useQueryClient();
  const [lastRefreshAt, setLastRefreshAt] = useState(() => Date.now());
  const [tick, setTick] = useState(0);
  // When the current period began: at mount, at each tick, and when the interval changes.
  const [schedule, setSchedule] = useState(() => ({ seconds: intervalSeconds, from: Date.now() }));
  if (schedule.seconds !== intervalSeconds) {
    // The timer below restarts with the new interval in this commit.
    setSchedule(() => ({ seconds: intervalSeconds, from: Date.now() }));
  }
  const nextRefreshAt = intervalSeconds > 0 ? schedule.from + intervalSeconds * 1000 : null;

  /** Refetches the screen's queries; `since`: only those whose data is from before it. */
  const refresh = useCallback(
    async (since?: number) => {
      setTick((count) => count + 1);
      await queryClient.invalidateQueries({
        queryKey: screenKeys.all,
        refetchType: 'active',
        predicate: (query) => isRefreshed(query) && (since === undefined || before(query, since)),
      });
      setLastRefreshAt(Date.now());
    },
    [queryClient],
  );

  // Pressed: the refresh runs in a task of its own. A dozen fetches begun and the page rendered
  // inside the click made it a long task (`npm run bench`, refresh long tasks).
  const refreshNow = useCallback(() => nextTask().then(() => refresh()), [refresh]);

  useEffect(() => {
    if (!(intervalSeconds > 0)) return undefined;
    const timer = setInterval(() => {
      setSchedule({ seconds: intervalSeconds, from: Date.now() });
      void refresh();
    }, intervalSeconds * 1000);
    return () => clearInterval(timer);
  }, [intervalSeconds, refresh]);

  // A new day starts every date window (the minute clock, queryNow, has crossed midnight), so the
  // screen refreshes then too, whatever its interval: with an hour's interval "today" would
  // otherwise show yesterday until one o'clock. Tiles keep yesterday's data until today's arrives.
  useEffect(() => {
    if (!(intervalSeconds > 0)) return undefined;
    let timer: ReturnType<typeof setTimeout>;
    const wait = (day: number) => {
      timer = setTimeout(
        () => {
          // A timer may wake early (the clock was set back) or late (the computer slept).
          if (queryNow() < day) return wait(day);
          // The date windows moved with the minute clock and their new queries are already
          // asking: only what still holds yesterday's answer is asked again, once.
          void refresh(day);
          wait(nextLocalDayStart(queryNow()));
        },
        Math.max(0, day - Date.now()) + NEW_DAY_MARGIN_MS,
      );
    };
    wait(nextLocalDayStart(queryNow()));
    return () => clearTimeout(timer);
  }, [intervalSeconds, refresh]);

  return { lastRefreshAt, refreshNow, tick, nextRefreshAt };
}
