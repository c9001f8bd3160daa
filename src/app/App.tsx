import { useState } from 'react';
import type { QueryClient } from '@tanstack/react-query';
import { createBrowserRouter } from 'react-router';
import { RouterProvider } from 'react-router/dom';
import { AppErrorBoundary } from './AppErrorBoundary';
import { Providers } from './Providers';
import { createQueryClient } from './queryClient';
import { setLoaderQueryClient } from './routerContext';
import { routes } from './routes';

let router: ReturnType<typeof createBrowserRouter> | undefined;

/**
 * The app's one router, made on first render (not at import: its first navigation runs the
 * route loaders, which need the query client set first, routerContext.ts).
 */
function appRouter(client: QueryClient) {
  if (!router) {
    setLoaderQueryClient(client);
    router = createBrowserRouter(routes);
  }
  return router;
}

/** `queryClient`: the one the app uses, when its creator needs a handle on it (main.tsx, demo). */
export function App({ queryClient }: { queryClient?: QueryClient } = {}) {
  const [client] = useState(() => queryClient ?? createQueryClient());
  return (
    <AppErrorBoundary>
      <Providers queryClient={client}>
        <RouterProvider router={appRouter(client)} />
      </Providers>
    </AppErrorBoundary>
  );
}
