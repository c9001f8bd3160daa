import type { QueryClient } from '@tanstack/react-query';

/**
 * The app's query client, for route loaders that start a page's first requests while the page's
 * code is still loading (routes.tsx). Set where the router is made (App.tsx, and the tests'
 * renderApp). Not React Router's own `getContext`: with it, a router runs every navigation
 * through its middleware pipeline, and a list page's search-parameter updates stopped applying.
 */
let loaderClient: QueryClient | null = null;

export function setLoaderQueryClient(client: QueryClient): void {
  loaderClient = client;
}

/** The client set for the router being used, or null (a router made without one). */
export function loaderQueryClient(): QueryClient | null {
  return loaderClient;
}
