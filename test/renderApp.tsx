import { createMemoryRouter, matchRoutes, RouterProvider, type RouteObject } from 'react-router';
import { render } from './render';
import { routes } from '../src/app/routes';
import { Providers } from '../src/app/Providers';
import { createQueryClient } from '../src/app/queryClient';
import { setLoaderQueryClient } from '../src/app/routerContext';
import { setAgentApiKey } from '../src/api/agent/credentials';
import type { Locale } from '../src/i18n/I18nProvider';

export interface RenderAppOptions {
  apiKey?: string | null;
  locale?: Locale;
}

/** The real routes and providers over a memory router; the msw/node mock answers requests. */
export function renderApp(
  path: string,
  { apiKey = 'demo-key', locale = 'en' }: RenderAppOptions = {},
) {
  if (apiKey) setAgentApiKey(apiKey);
  // The app's own client and policy, without the backoff wait between attempts.
  const queryClient = createQueryClient({ retryDelay: () => 1 });
  setLoaderQueryClient(queryClient);
  const router = createMemoryRouter(routes, { initialEntries: [path] });
  const utils = render(
    <Providers queryClient={queryClient} initialLocale={locale}>
      <RouterProvider router={router} />
    </Providers>,
  );
  return { ...utils, router, queryClient };
}

/** Loads the lazy modules of every route that `path` matches (the layout and the page). */
async function loadRouteModules(path: string): Promise<void> {
  const matches = matchRoutes(routes, path) ?? [];
  for (const { route } of matches) {
    const lazy = (route as RouteObject).lazy;
    if (typeof lazy === 'function') await lazy();
  }
}

/**
 * Call at the top of a page test file with the paths its tests open: their route modules (the
 * console layout with antd, the page and what it imports) are loaded once, before the tests, so
 * the first test of a file measures the page's behaviour rather than a cold module load. Later
 * `lazy()` calls by the router resolve from the module cache at once.
 */
export function preloadRoutes(...paths: string[]): void {
  beforeAll(async () => {
    for (const path of paths) await loadRouteModules(path);
  });
}
