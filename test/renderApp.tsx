import { render } from '@testing-library/react';
import { QueryClient } from '@tanstack/react-query';
import { createMemoryRouter, RouterProvider } from 'react-router';
import { routes } from '../src/app/routes';
import { Providers } from '../src/app/Providers';
import { setAgentApiKey } from '../src/api/agent/credentials';
import { shouldRetry } from '../src/api/retry';
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
  const queryClient = new QueryClient({
    defaultOptions: {
      // Same policy as the app, without the wait between attempts.
      queries: { retry: shouldRetry, retryDelay: 1, refetchOnWindowFocus: false },
      mutations: { retry: false },
    },
  });
  const router = createMemoryRouter(routes, { initialEntries: [path] });
  const utils = render(
    <Providers queryClient={queryClient} initialLocale={locale}>
      <RouterProvider router={router} />
    </Providers>,
  );
  return { ...utils, router, queryClient };
}
