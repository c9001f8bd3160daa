import { keepPreviousData, queryOptions } from '@tanstack/react-query';
import { fetchActivityPage, fetchActivityPeople } from './fetchActivity';
import type { ActivityFilter } from './model';

/** The activity's keys: not a service's (serviceKeys.ts), the gateway answers it. */
export const activityKeys = {
  all: ['activity'] as const,
  page: (filter: ActivityFilter, cursor: string | null, limit: number) =>
    ['activity', 'page', filter, cursor, limit] as const,
  people: ['activity', 'people'] as const,
};

export const activityQueries = {
  page: (filter: ActivityFilter, cursor: string | null, limit: number) =>
    queryOptions({
      queryKey: activityKeys.page(filter, cursor, limit),
      queryFn: ({ signal }) => fetchActivityPage(filter, { cursor, limit }, signal),
      // A filter change keeps the last page on screen (dimmed) until the new one answers.
      placeholderData: keepPreviousData,
      staleTime: 10_000,
    }),
  people: () =>
    queryOptions({
      queryKey: activityKeys.people,
      queryFn: ({ signal }) => fetchActivityPeople(signal),
      staleTime: 60_000,
    }),
};
