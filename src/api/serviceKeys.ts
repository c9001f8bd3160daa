import type { ServiceName } from './config';

/**
 * Query keys in TkDodo's layout, the same for every service:
 *   [service]                                   everything of the service
 *   [service, 'list', operation, params]        collections (invalidate them all at once)
 *   [service, 'detail', id, operation, params]  one resource and what hangs off it
 * so invalidating the lists never refetches every cached per-resource history, and dropping a
 * resource drops all of its pages.
 */
export function serviceKeys<S extends ServiceName>(service: S) {
  return {
    all: [service] as const,
    lists: () => [service, 'list'] as const,
    list: (operation: string, params?: unknown) =>
      params === undefined
        ? ([service, 'list', operation] as const)
        : ([service, 'list', operation, params] as const),
    details: () => [service, 'detail'] as const,
    detail: (id: string) => [service, 'detail', id] as const,
    ofDetail: (id: string, operation: string, params?: unknown) =>
      params === undefined
        ? ([service, 'detail', id, operation] as const)
        : ([service, 'detail', id, operation, params] as const),
  };
}
