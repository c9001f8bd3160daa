import { redirect, type RouteObject } from 'react-router';
import { PageLoading, Shell } from './Shell';
import { RouteError } from './RouteError';
import { NotFoundPage } from './NotFoundPage';

/** Every page is its own chunk: a route's code loads when the route is first visited. */
export const routes: RouteObject[] = [
  {
    path: '/',
    Component: Shell,
    HydrateFallback: PageLoading,
    ErrorBoundary: RouteError,
    children: [
      {
        ErrorBoundary: RouteError,
        children: [
          { index: true, loader: () => redirect('/webhooks') },
          {
            path: 'webhooks',
            lazy: async () => ({
              Component: (await import('../features/webhooks/pages/WebhookListPage'))
                .WebhookListPage,
            }),
          },
          {
            path: 'webhooks/:id',
            lazy: async () => ({
              Component: (await import('../features/webhooks/pages/WebhookDetailPage'))
                .WebhookDetailPage,
            }),
          },
          {
            path: 'settings',
            lazy: async () => ({
              Component: (await import('../features/settings/SettingsPage')).SettingsPage,
            }),
          },
          { path: '*', Component: NotFoundPage },
        ],
      },
    ],
  },
];
