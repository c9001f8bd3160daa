import { queryOptions } from '@tanstack/react-query';
import { fetchDeviceLinks } from './fetchDeviceLinks';

/** The device links' keys: the gateway answers them, not a service (serviceKeys.ts). */
export const deviceLinkKeys = {
  all: ['device-links'] as const,
  list: ['device-links', 'list'] as const,
};

export const deviceLinkQueries = {
  list: () =>
    queryOptions({
      queryKey: deviceLinkKeys.list,
      queryFn: ({ signal }) => fetchDeviceLinks(signal),
      // "Last used" moves while the page is open.
      staleTime: 15_000,
      refetchInterval: 60_000,
    }),
};
