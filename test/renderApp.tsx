import { render } from './render';
import { createMemoryRouter, RouterProvider } from 'react-router';
import { routes } from '../src/app/routes';
import { Providers } from '../src/app/Providers';
import { createQueryClient } from '../src/app/queryClient';
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
  const router = createMemoryRouter(routes, { initialEntries: [path] });
  const utils = render(
    <Providers queryClient={queryClient} initialLocale={locale}>
      <RouterProvider router={router} />
    </Providers>,
  );
  return { ...utils, router, queryClient };
}
