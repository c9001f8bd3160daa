import { redirect, type LoaderFunctionArgs, type RouteObject } from 'react-router';
import { createPath } from '../lib/createPath';
import { PlainLoading } from './PlainLoading';
import { loaderQueryClient } from './routerContext';
import type * as ScreenLoadModule from '../features/screen/viewer/model/startScreenLoad';
import type * as SharesLoadModule from '../features/sharing/model/startSharesLoad';

let screenLoadModule: Promise<typeof ScreenLoadModule> | undefined;
/**
 * The screen viewer's loader module, asked for first: React Router starts a route's `lazy` before
 * its loader, so the loader's own import would queue behind the page's dozens of chunks.
 */
const loadScreenLoad = () =>
  (screenLoadModule ??= import('../features/screen/viewer/model/startScreenLoad'));

/**
 * A screen viewer's layout requests start with its route, beside its code (startScreenLoad.ts).
 * Returns at once: the page renders as soon as its code is there, whatever the requests do.
 */
function startScreenLoad({ params }: LoaderFunctionArgs) {
  const client = loaderQueryClient();
  if (client) void loadScreenLoad().then((module) => module.startScreenLoad(client, params.id));
  return null;
}

/** The editor's requests, likewise (a new screen has no setting to ask for). */
function startEditorLoad({ params }: LoaderFunctionArgs) {
  const client = loaderQueryClient();
  if (client) void loadScreenLoad().then((module) => module.startEditorLoad(client, params.id));
  return null;
}

let sharesLoadModule: Promise<typeof SharesLoadModule> | undefined;
const loadSharesLoad = () =>
  (sharesLoadModule ??= import('../features/sharing/model/startSharesLoad'));

/** The shares list's first page, likewise (startSharesLoad.ts). */
function startSharesLoad({ request }: LoaderFunctionArgs) {
  const client = loaderQueryClient();
  const url = new URL(request.url);
  if (client) void loadSharesLoad().then((module) => module.startSharesLoad(client, url));
  return null;
}

async function screenEditorRoute() {
  void loadScreenLoad();
  return {
    Component: (await import('../features/screen/editor/pages/ScreenEditorPage')).ScreenEditorPage,
  };
}

async function screenViewerRoute() {
  void loadScreenLoad();
  return {
    Component: (await import('../features/screen/viewer/pages/ScreenViewerPage')).ScreenViewerPage,
  };
}

/** A playlist on the wall, saved or from a `?play=` link: outside the console, like the wall. */
async function playlistWallRoute() {
  const [module, wall] = await Promise.all([
    import('../features/screen/present/pages/PlaylistWallPage'),
    import('../features/screen/present/pages/WallDisplayPage'),
  ]);
  return { Component: module.PlaylistWallPage, ErrorBoundary: wall.WallDisplayError };
}

async function playlistBuilderRoute() {
  return {
    Component: (await import('../features/screen/playlists/pages/PlaylistBuilderPage'))
      .PlaylistBuilderPage,
  };
}

/**
 * Every page is its own chunk: a route's code loads when the route is first visited. The console
 * (antd layout, shell, error pages) is itself a lazy chunk, so the wall display — a route outside
 * the console — loads none of it.
 */
export const routes: RouteObject[] = [
  {
    path: '/screen/:id/present',
    HydrateFallback: PlainLoading,
    lazy: async () => {
      const module = await import('../features/screen/present/pages/WallDisplayPage');
      return { Component: module.WallDisplayPage, ErrorBoundary: module.WallDisplayError };
    },
  },
  {
    path: '/screen/playlists/:playlist/present',
    HydrateFallback: PlainLoading,
    lazy: playlistWallRoute,
  },
  {
    path: '/screen/play',
    HydrateFallback: PlainLoading,
    lazy: playlistWallRoute,
  },
  {
    path: '/wall',
    HydrateFallback: PlainLoading,
    lazy: async () => {
      const module = await import('../features/screen/present/pages/DeviceWallPage');
      return { Component: module.DeviceWallPage, ErrorBoundary: module.DeviceWallError };
    },
  },
  {
    path: '/',
    HydrateFallback: PlainLoading,
    lazy: async () => {
      const module = await import('./ConsoleLayout');
      return { Component: module.ConsoleLayout, ErrorBoundary: module.ConsoleRouteError };
    },
    children: [
      {
        lazy: async () => ({ ErrorBoundary: (await import('./RouteError')).RouteError }),
        children: [
          { index: true, loader: () => redirect('/screen') },
          {
            path: 'screen',
            loader: startScreenLoad,
            // Only when the page is entered: a search parameter's change starts nothing.
            shouldRevalidate: () => false,
            lazy: screenViewerRoute,
          },
          {
            path: 'screen/:id',
            loader: startScreenLoad,
            shouldRevalidate: () => false,
            lazy: screenViewerRoute,
          },
          {
            path: createPath('screen'),
            loader: startEditorLoad,
            shouldRevalidate: () => false,
            lazy: screenEditorRoute,
          },
          {
            path: 'screen/:id/edit',
            loader: startEditorLoad,
            shouldRevalidate: () => false,
            lazy: screenEditorRoute,
          },
          {
            path: 'screen/playlists',
            lazy: async () => ({
              Component: (await import('../features/screen/playlists/pages/PlaylistsPage'))
                .PlaylistsPage,
            }),
          },
          {
            path: createPath('screen/playlists'),
            lazy: playlistBuilderRoute,
          },
          {
            path: 'screen/devices',
            lazy: async () => ({
              Component: (await import('../features/screen/devices/pages/DeviceLinksPage'))
                .DeviceLinksPage,
            }),
          },
          {
            path: 'screen/playlists/:playlist',
            lazy: playlistBuilderRoute,
          },
          {
            path: 'catalogs',
            lazy: async () => ({
              Component: (await import('../features/catalog/catalogs/pages/CatalogListPage'))
                .CatalogListPage,
            }),
          },
          {
            path: 'catalogs/:catalog',
            lazy: async () => ({
              Component: (await import('../features/catalog/catalogs/pages/CatalogPage'))
                .CatalogPage,
            }),
          },
          {
            path: 'catalogs/:catalog/databases/:database',
            lazy: async () => ({
              Component: (await import('../features/catalog/databases/pages/DatabasePage'))
                .DatabasePage,
            }),
          },
          {
            path: createPath('catalogs/:catalog/databases/:database/tables'),
            lazy: async () => ({
              Component: (await import('../features/catalog/tables/pages/CreateTablePage'))
                .CreateTablePage,
            }),
          },
          {
            path: 'catalogs/:catalog/databases/:database/tables/:table',
            lazy: async () => ({
              Component: (await import('../features/catalog/tables/pages/TablePage')).TablePage,
            }),
          },
          {
            path: 'catalogs/:catalog/namespaces/:namespace/tables/:table',
            lazy: async () => ({
              Component: (await import('../features/catalog/iceberg/pages/IcebergTablePage'))
                .IcebergTablePage,
            }),
          },
          {
            path: 'shares',
            loader: startSharesLoad,
            lazy: async () => {
              void loadSharesLoad();
              return {
                Component: (await import('../features/sharing/pages/SharesPage')).SharesPage,
              };
            },
          },
          {
            path: 'shares/:share',
            lazy: async () => ({
              Component: (await import('../features/sharing/pages/SharePage')).SharePage,
            }),
          },
          { path: 'access', loader: () => redirect('/access/roles') },
          {
            path: 'access/roles',
            lazy: async () => ({
              Component: (await import('../features/access/roles/pages/RolesPage')).RolesPage,
            }),
          },
          {
            path: 'access/roles/:role',
            lazy: async () => ({
              Component: (await import('../features/access/roles/pages/RolePage')).RolePage,
            }),
          },
          {
            path: 'access/users',
            lazy: async () => ({
              Component: (await import('../features/access/users/pages/UsersPage')).UsersPage,
            }),
          },
          {
            path: 'access/users/:user',
            lazy: async () => ({
              Component: (await import('../features/access/users/pages/UserPage')).UserPage,
            }),
          },
          {
            path: 'access/vpcs',
            lazy: async () => ({
              Component: (await import('../features/access/vpc/pages/VpcPage')).VpcPage,
            }),
          },
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
            path: 'activity',
            lazy: async () => ({
              Component: (await import('../features/activity/pages/ActivityPage')).ActivityPage,
            }),
          },
          {
            path: 'settings',
            lazy: async () => ({
              Component: (await import('../features/settings/pages/SettingsPage')).SettingsPage,
            }),
          },
          {
            path: '*',
            lazy: async () => ({ Component: (await import('./NotFoundPage')).NotFoundPage }),
          },
        ],
      },
    ],
  },
];
