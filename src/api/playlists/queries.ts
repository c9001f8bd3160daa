import { queryOptions } from '@tanstack/react-query';
import { fetchPlaylists } from './fetchPlaylists';

/** The playlists' keys: not a service's (serviceKeys.ts), the gateway answers them. */
export const playlistKeys = {
  all: ['playlists'] as const,
  list: ['playlists', 'list'] as const,
};

export const playlistQueries = {
  list: () =>
    queryOptions({
      queryKey: playlistKeys.list,
      queryFn: ({ signal }) => fetchPlaylists(signal),
      staleTime: 30_000,
    }),
};
