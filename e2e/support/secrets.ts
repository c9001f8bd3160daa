import type { Page } from '@playwright/test';

/**
 * Where a secret could rest in the browser after a journey: both Web Storages, every
 * IndexedDB database, Cache Storage, and — in the demo build, through the handle main.tsx gives
 * it — the TanStack Query cache. Each place is read whole and searched for the values.
 */
export interface BrowserStores {
  localStorage: Record<string, string>;
  sessionStorage: Record<string, string>;
  indexedDB: Record<string, unknown>;
  cacheStorage: Record<string, string>;
  /** Every query's key and data; null outside the demo build. */
  queryCache: string | null;
}

export async function readBrowserStores(page: Page): Promise<BrowserStores> {
  return page.evaluate(async () => {
    const entries = (storage: Storage) =>
      Object.fromEntries(
        Array.from({ length: storage.length }, (_, i) => storage.key(i) ?? '').map((key) => [
          key,
          storage.getItem(key) ?? '',
        ]),
      );
    const indexed: Record<string, unknown> = {};
    for (const { name } of await indexedDB.databases()) {
      if (!name) continue;
      const db = await new Promise<IDBDatabase>((resolve, reject) => {
        const open = indexedDB.open(name);
        open.onsuccess = () => resolve(open.result);
        open.onerror = () => reject(open.error);
      });
      for (const store of Array.from(db.objectStoreNames)) {
        indexed[`${name}/${store}`] = await new Promise((resolve, reject) => {
          const all = db.transaction(store).objectStore(store).getAll();
          all.onsuccess = () => resolve(all.result);
          all.onerror = () => reject(all.error);
        });
      }
      db.close();
    }
    const cached: Record<string, string> = {};
    for (const name of await caches.keys()) {
      const cache = await caches.open(name);
      for (const request of await cache.keys()) {
        cached[`${name} ${request.url}`] = (await (await cache.match(request))?.text()) ?? '';
      }
    }
    const client = (
      window as unknown as {
        parapetQueryClient?: {
          getQueryCache(): { getAll(): { queryKey: unknown; state: { data: unknown } }[] };
        };
      }
    ).parapetQueryClient;
    const queryCache = client
      ? JSON.stringify(
          client
            .getQueryCache()
            .getAll()
            .map((query) => ({ key: query.queryKey, data: query.state.data })),
          (_key, value: unknown) => (typeof value === 'bigint' ? value.toString() : value),
        )
      : null;
    return {
      localStorage: entries(localStorage),
      sessionStorage: entries(sessionStorage),
      indexedDB: indexed,
      cacheStorage: cached,
      queryCache,
    };
  });
}

/** Each place (`localStorage parapet.mock.v1`, `queryCache`, …) holding any of `values`, with which. */
export function whereSecretsRest(
  stores: BrowserStores,
  values: readonly string[],
): { place: string; value: string }[] {
  const places: [string, string][] = [
    ...Object.entries(stores.localStorage).map(
      ([k, v]) => [`localStorage ${k}`, v] as [string, string],
    ),
    ...Object.entries(stores.sessionStorage).map(
      ([k, v]) => [`sessionStorage ${k}`, v] as [string, string],
    ),
    ...Object.entries(stores.indexedDB).map(
      ([k, v]) => [`indexedDB ${k}`, JSON.stringify(v)] as [string, string],
    ),
    ...Object.entries(stores.cacheStorage).map(([k, v]) => [`caches ${k}`, v] as [string, string]),
    ['queryCache', stores.queryCache ?? ''],
  ];
  return places.flatMap(([place, text]) =>
    values.filter((value) => text.includes(value)).map((value) => ({ place, value })),
  );
}

/** Every console message of the page from now on, as text, for searching. */
export function recordConsole(page: Page): string[] {
  const messages: string[] = [];
  page.on('console', (message) => messages.push(`${message.type()}: ${message.text()}`));
  page.on('pageerror', (error) => messages.push(`pageerror: ${error.message}\n${error.stack}`));
  return messages;
}
