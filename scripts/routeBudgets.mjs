// Initial JavaScript per route, read from Vite's build manifest (no browser): the one definition
// that `npm test` gates on (scripts/check-budgets.mjs) and `npm run bench` reports (docs/design.md
// §6).
import { readFileSync } from 'node:fs';
import { join } from 'node:path';
import { gzipSync } from 'node:zlib';

export const INITIAL_JS_BUDGET_KB = 295;

// Every console route loads the console layout chunk (shell, antd provider), the lazy error
// boundary of the pathless route around the pages (src/app/routes.tsx), and its page.
const CONSOLE = ['src/app/ConsoleLayout.tsx', 'src/app/RouteError.tsx'];

/** Every console route with the lazy modules it loads first (test/routeBudgets.test.ts checks
 *  that each route of src/app/routes.tsx is here). */
export const CONSOLE_ROUTES = {
  '/screen': [...CONSOLE, 'src/features/screen/viewer/pages/ScreenViewerPage.tsx'],
  '/screen/:id': [...CONSOLE, 'src/features/screen/viewer/pages/ScreenViewerPage.tsx'],
  '/screen/-/new': [...CONSOLE, 'src/features/screen/editor/pages/ScreenEditorPage.tsx'],
  '/screen/:id/edit': [...CONSOLE, 'src/features/screen/editor/pages/ScreenEditorPage.tsx'],
  '/screen/playlists': [...CONSOLE, 'src/features/screen/playlists/pages/PlaylistsPage.tsx'],
  '/screen/devices': [...CONSOLE, 'src/features/screen/devices/pages/DeviceLinksPage.tsx'],
  '/screen/playlists/-/new': [
    ...CONSOLE,
    'src/features/screen/playlists/pages/PlaylistBuilderPage.tsx',
  ],
  '/screen/playlists/:playlist': [
    ...CONSOLE,
    'src/features/screen/playlists/pages/PlaylistBuilderPage.tsx',
  ],
  '/webhooks': [...CONSOLE, 'src/features/webhooks/pages/WebhookListPage.tsx'],
  '/webhooks/:id': [...CONSOLE, 'src/features/webhooks/pages/WebhookDetailPage.tsx'],
  '/activity': [...CONSOLE, 'src/features/activity/pages/ActivityPage.tsx'],
  '/settings': [...CONSOLE, 'src/features/settings/pages/SettingsPage.tsx'],
  '/catalogs': [...CONSOLE, 'src/features/catalog/catalogs/pages/CatalogListPage.tsx'],
  '/catalogs/:catalog': [...CONSOLE, 'src/features/catalog/catalogs/pages/CatalogPage.tsx'],
  '/catalogs/:catalog/databases/:database': [
    ...CONSOLE,
    'src/features/catalog/databases/pages/DatabasePage.tsx',
  ],
  '/catalogs/:catalog/databases/:database/tables/-/new': [
    ...CONSOLE,
    'src/features/catalog/tables/pages/CreateTablePage.tsx',
  ],
  '/catalogs/:catalog/databases/:database/tables/:table': [
    ...CONSOLE,
    'src/features/catalog/tables/pages/TablePage.tsx',
  ],
  '/catalogs/:catalog/namespaces/:namespace/tables/:table': [
    ...CONSOLE,
    'src/features/catalog/iceberg/pages/IcebergTablePage.tsx',
  ],
  '/shares': [...CONSOLE, 'src/features/sharing/pages/SharesPage.tsx'],
  '/shares/:share': [...CONSOLE, 'src/features/sharing/pages/SharePage.tsx'],
  '/access/roles': [...CONSOLE, 'src/features/access/roles/pages/RolesPage.tsx'],
  '/access/roles/:role': [...CONSOLE, 'src/features/access/roles/pages/RolePage.tsx'],
  '/access/users': [...CONSOLE, 'src/features/access/users/pages/UsersPage.tsx'],
  '/access/users/:user': [...CONSOLE, 'src/features/access/users/pages/UserPage.tsx'],
  '/access/vpcs': [...CONSOLE, 'src/features/access/vpc/pages/VpcPage.tsx'],
  // The not-found page is in RouteError's chunk (the error boundary shows it too).
  '*': CONSOLE,
};

export function readManifest(distDir) {
  return JSON.parse(readFileSync(join(distDir, '.vite', 'manifest.json'), 'utf8'));
}

/**
 * The chunk files that the entry and these modules load: their static imports, and with
 * `dynamic` also what they import lazily.
 * Chunks that only the mock backend needs are never counted.
 */
export function chunkFiles(manifest, modules, { dynamic = false } = {}) {
  const files = new Set();
  const visit = (key) => {
    const chunk = manifest[key];
    if (!chunk || files.has(chunk.file) || key.startsWith('mocks/')) return;
    files.add(chunk.file);
    (chunk.imports ?? []).forEach(visit);
    if (dynamic) (chunk.dynamicImports ?? []).forEach(visit);
  };
  visit('index.html');
  for (const module of modules) {
    if (!manifest[module]) throw new Error(`${module} is not a chunk of the build`);
    visit(module);
  }
  return files;
}

export function gzipKb(distDir, files) {
  let bytes = 0;
  for (const file of files) {
    if (file.endsWith('.js')) bytes += gzipSync(readFileSync(join(distDir, file))).length;
  }
  return Math.round(bytes / 1024);
}

/** One row per route: its initial JavaScript (gzip KB) against its budget. */
export function routeBudgetRows(distDir) {
  const manifest = readManifest(distDir);
  const rows = Object.entries(CONSOLE_ROUTES).map(([route, modules]) => ({
    name: `initial JS ${route}`,
    value: gzipKb(distDir, chunkFiles(manifest, modules)),
    budget: INITIAL_JS_BUDGET_KB,
    unit: 'KB gzip',
  }));
  return rows.map((row) => ({ ...row, pass: row.value <= row.budget }));
}
