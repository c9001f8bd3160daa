import type { QueryClient } from '@tanstack/react-query';
import { createBrowserRouter } from 'react-router';
import { RouterProvider } from 'react-router/dom';
import { AppErrorBoundary } from './AppErrorBoundary';
import { Providers } from './Providers';
import { routes } from './routes';

const router = createBrowserRouter(routes);

/** `queryClient`: the one the app uses, when its creator needs a handle on it (main.tsx, demo). */
export function App({ queryClient }: { queryClient?: QueryClient } = {}) {
  return (
    <AppErrorBoundary>
      <Providers queryClient={queryClient}>
        <RouterProvider router={router} />
      </Providers>
    </AppErrorBoundary>
  );
}
