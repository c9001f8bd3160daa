/**
 * Proves each import zone of `parapet/boundaries` (eslint/boundaries.js) holds, whatever form the
 * import takes. Fixtures are linted through ESLint's Node API with virtual file paths (the files do
 * not exist), so no bad import ever sits in the tree for `npm run lint` to find.
 *
 * Runs in the default jsdom environment: ESLint needs only Node's modules, which jsdom leaves in
 * place, while the node environment would break the shared setup (test/setup.ts touches
 * `window`).
 */
import { ESLint } from 'eslint';

const RULE = 'parapet/boundaries';
/**
 * The repository root as an absolute path: this file's URL, less `file://` and `/test/<file>`.
 * Plain string work, because this file is type-checked with the app (tsconfig.app.json, no Node
 * types, so no node:url) and jsdom's URL resolves `..` against its own page, not the file.
 * The drive-letter fix-up is for Windows (`/C:/repo` → `C:/repo`).
 */
const repoRoot = decodeURIComponent(import.meta.url)
  .replace(/^file:\/\//, '')
  .replace(/^\/([A-Za-z]:)/, '$1')
  .replace(/\/test\/[^/]+$/, '');
const eslint = new ESLint({ cwd: repoRoot });

/** The boundary messages ESLint reports for `code` in the (virtual) file `filePath`. */
async function boundaryMessages(filePath: string, code: string): Promise<string[]> {
  // So that "no report" cannot pass vacuously: the file is linted and the rule is on for it.
  expect(await eslint.isPathIgnored(filePath), `${filePath} is ignored`).toBe(false);
  const config = (await eslint.calculateConfigForFile(filePath)) as {
    rules?: Record<string, unknown>;
  };
  expect(config.rules?.[RULE], `${RULE} is not on for ${filePath}`).toEqual([2]);
  const [result] = await eslint.lintText(`${code}\n`, { filePath, warnIgnored: true });
  const fatal = result!.messages.filter((m) => m.fatal);
  expect(fatal, `parse errors in ${filePath}`).toEqual([]);
  return result!.messages.filter((m) => m.ruleId === RULE).map((m) => m.message);
}

interface Case {
  readonly code: string;
  /** A fragment of the one message expected. */
  readonly message: string;
}

/** Each case is one import; it must be reported exactly once with a message containing `message`. */
function expectRejected(filePath: string, cases: readonly Case[]) {
  it.each(cases)(`${filePath}: rejects $code`, async ({ code, message }) => {
    const messages = await boundaryMessages(filePath, code);
    expect(messages).toHaveLength(1);
    expect(messages[0]).toContain(message);
  });
}

function expectAllowed(filePath: string, codes: readonly string[]) {
  it.each(codes)(`${filePath}: allows %s`, async (code) => {
    expect(await boundaryMessages(filePath, code)).toEqual([]);
  });
}

const FEATURE_APP = 'Features may not import src/app/';
const FEATURE_FEATURE = "Feature 'webhooks' may not import feature 'settings'";
const SRC_MOCKS = 'src/ may import mocks/ only from src/main.tsx';
const TEST_MOCKS = 'Tests in src/ reach the mock backend through test/';
const API_UI = 'The API layer imports no UI';

describe('features', () => {
  const file = 'src/features/webhooks/__fixture__.ts';
  const deep = 'src/features/webhooks/components/__fixture__.tsx';

  expectRejected(file, [
    { code: "import { routes } from '../../app/routes';", message: FEATURE_APP },
    { code: "import { routes } from '../../../src/app/routes';", message: FEATURE_APP },
    { code: "import { routes } from '@/app/routes';", message: FEATURE_APP },
    { code: "import { routes } from '/src/app/routes';", message: FEATURE_APP },
    { code: "import { routes } from 'src/app/routes';", message: FEATURE_APP },
    { code: "import { routes } from './../../app/../app/routes';", message: FEATURE_APP },
    { code: "export { routes } from '../../app/routes';", message: FEATURE_APP },
    { code: "export * from '@/app/theme';", message: FEATURE_APP },
    { code: "const m = () => import('../../app/routes');", message: FEATURE_APP },
    { code: "import type { T } from '../settings/SettingsPage';", message: FEATURE_FEATURE },
    { code: "import { X } from '@/features/settings/x';", message: FEATURE_FEATURE },
    { code: "export * from '/src/features/settings';", message: FEATURE_FEATURE },
    { code: "import '../../../mocks/browser';", message: SRC_MOCKS },
    { code: "const m = () => import('../../../mocks/browser');", message: SRC_MOCKS },
    { code: "export { startMocks } from '/mocks/browser';", message: SRC_MOCKS },
  ]);
  expectRejected(deep, [
    { code: "import { Shell } from '../../../app/Shell';", message: FEATURE_APP },
    { code: "import { X } from '../../settings/x';", message: FEATURE_FEATURE },
    { code: "import { server } from '../../../../mocks/node';", message: SRC_MOCKS },
  ]);
  expectRejected('src/features/webhooks/__fixture__.test.tsx', [
    { code: "import { server } from '../../../mocks/node';", message: TEST_MOCKS },
    { code: "import { mockDb } from '../../../mocks/db/index';", message: TEST_MOCKS },
  ]);

  expectAllowed(file, [
    "import { SectionCard } from '../../components/SectionCard';",
    "import { listWebhooks } from '../../api/agent/client';",
    "import { useT } from '@/i18n/useI18n';",
    "import { thing } from './x';",
    "import { thing } from './logic/endpointFilter';",
    "export * from './hooks/useDisableWebhook';",
    "const m = () => import('./components/DeliveryChart');",
    "import { useQuery } from '@tanstack/react-query';",
  ]);
  expectAllowed(deep, ["import { X } from '../logic/x';", "import { X } from '../../webhooks/x';"]);
  expectAllowed('src/features/webhooks/__fixture__.test.tsx', [
    "import { server } from '../../../test/msw';",
    "import { renderApp } from '../../../test/renderApp';",
  ]);
});

describe("a shared feature: src/features/lake-common, for the lake console's features", () => {
  for (const own of ['catalog', 'access', 'sharing']) {
    expectAllowed(`src/features/${own}/pages/__fixture__.tsx`, [
      "import { PagedTable } from '@/features/lake-common/components/PagedTable';",
      "export * from '/src/features/lake-common/hooks/useCatalogRoute';",
    ]);
  }
  expectRejected('src/features/lake-common/components/__fixture__.tsx', [
    {
      code: "import { X } from '../../catalog/tables/pages/TablePage';",
      message: "Feature 'lake-common' may not import feature 'catalog'",
    },
    {
      code: "import { X } from '@/features/sharing/model/paths';",
      message: "Feature 'lake-common' may not import feature 'sharing'",
    },
  ]);
  expectRejected('src/features/webhooks/pages/__fixture__.tsx', [
    {
      code: "import { X } from '@/features/lake-common/components/PagedTable';",
      message: "Feature 'webhooks' may not import feature 'lake-common'",
    },
  ]);
  expectRejected('src/features/sharing/pages/__fixture__.tsx', [
    {
      code: "import { X } from '../../access/roles/model/paths';",
      message: "Feature 'sharing' may not import feature 'access'",
    },
    {
      code: "import { X } from '../../catalog/grants/components/AccessTab';",
      message: "Feature 'sharing' may not import feature 'catalog'",
    },
  ]);
});

describe('shared code: src/components and src/lib', () => {
  for (const file of ['src/components/__fixture__.tsx', 'src/lib/__fixture__.ts']) {
    const own = file.split('/')[1];
    expectRejected(file, [
      {
        code: "import { X } from '../features/webhooks/x';",
        message: `src/${own}/ is shared code and may not import src/features/`,
      },
      {
        code: "import { X } from '@/features/settings/SettingsPage';",
        message: 'may not import src/features/',
      },
      { code: "import { routes } from '../app/routes';", message: 'may not import src/app/' },
      { code: "export * from '/src/app/theme';", message: 'may not import src/app/' },
      { code: "const m = () => import('../../mocks/browser');", message: SRC_MOCKS },
    ]);
    expectAllowed(file, [
      "import { ApiError } from '../api/errors';",
      "import { useT } from '../i18n/useI18n';",
      "import { thing } from './thing';",
    ]);
  }
  expectRejected('src/components/DataTable/__fixture__.tsx', [
    {
      code: "import { X } from '../../features/webhooks/x';",
      message: 'may not import src/features/',
    },
  ]);
  expectAllowed('src/components/DataTable/__fixture__.tsx', [
    "import { X } from '../../lib/x';",
    "import { SectionCard } from '../SectionCard';",
  ]);
});

describe('the API layer: src/api', () => {
  const file = 'src/api/agent/__fixture__.ts';

  expectRejected(file, [
    { code: "import { X } from '../../features/webhooks/x';", message: 'src/features/' },
    { code: "import { X } from '../../components/SectionCard';", message: 'src/components/' },
    { code: "import { X } from '@/lib/x';", message: 'src/lib/' },
    { code: "import { useNow } from '../../lib/useNow';", message: 'src/lib/' },
    { code: "import { routes } from '/src/app/routes';", message: 'src/app/' },
    { code: "import type { Translate } from '../../i18n/I18nProvider';", message: 'src/i18n/' },
    { code: "export * from '../../../mocks/control';", message: SRC_MOCKS },
    { code: "import { Widget } from './Widget.tsx';", message: 'the .tsx module' },
    // No extension written: the rule finds the .tsx the bundler would load (src/main.tsx).
    { code: "import '../../main';", message: 'the .tsx module src/main' },
    { code: "import { useState } from 'react';", message: "'react'" },
    { code: "import type { ReactNode } from 'react';", message: "'react'" },
    { code: "import { jsx } from 'react/jsx-runtime';", message: "'react'" },
    { code: "import { createRoot } from 'react-dom/client';", message: "'react-dom'" },
    { code: "import { Button } from 'antd';", message: "'antd'" },
    { code: "import { CloseOutlined } from '@ant-design/icons';", message: "'@ant-design/icons'" },
    { code: "const m = () => import('echarts-for-react');", message: "'echarts-for-react'" },
    { code: "export { useParams } from 'react-router';", message: "'react-router'" },
  ]);
  it('names the zone in each API-layer message', async () => {
    const code = [
      "import { X } from '../../components/SectionCard';",
      "import { Widget } from './Widget.tsx';",
      "import { Button } from 'antd';",
    ].join('\n');
    const messages = await boundaryMessages(file, code);
    expect(messages).toHaveLength(3);
    for (const message of messages) expect(message).toContain(API_UI);
  });

  expectAllowed(file, [
    "import { queryOptions } from '@tanstack/react-query';",
    "import * as z from 'zod/mini';",
    "import { request } from '../http';",
    "import type { MockControl } from '@/api/mockControl';",
    "import { agentKeys } from './keys';",
    // The pure storage module is shared with the API layer (credentials).
    "import { sessionStore } from '../../lib/storage';",
    "import { sessionStore } from '@/lib/storage.ts';",
  ]);
  expectAllowed('src/api/__fixture__.test.ts', ["import { server } from '../../test/msw';"]);
});

describe('pure src/lib modules the API layer shares are held to its zone', () => {
  expectRejected('src/lib/storage.ts', [
    { code: "import { useState } from 'react';", message: "'react'" },
    { code: "import { useNow } from './useNow';", message: 'src/lib/' },
    { code: "import { X } from '../components/SectionCard';", message: 'src/components/' },
  ]);
  expectAllowed('src/lib/storage.ts', ["import * as z from 'zod/mini';"]);
});

describe('src/i18n', () => {
  const file = 'src/i18n/__fixture__.ts';
  expectRejected(file, [
    {
      code: "import { X } from '../features/webhooks/x';",
      message: 'src/i18n/ may not import src/features/',
    },
    { code: "import { X } from '@/app/theme';", message: 'src/i18n/ may not import src/app/' },
    { code: "import '../../mocks/browser';", message: SRC_MOCKS },
  ]);
  expectAllowed(file, ["import { en } from './en';", "import { X } from '../api/errors';"]);
});

describe('src/ reaches mocks/ only through src/main.tsx', () => {
  expectRejected('src/app/__fixture__.tsx', [
    { code: "import { startMocks } from '../../mocks/browser';", message: SRC_MOCKS },
    { code: "const m = () => import('/mocks/browser');", message: SRC_MOCKS },
  ]);
  expectRejected('src/__fixture__.ts', [
    { code: "import '../mocks/browser';", message: SRC_MOCKS },
  ]);
  expectAllowed('src/main.tsx', [
    "const m = () => import('../mocks/browser');",
    "import { startMocks } from '../mocks/browser';",
  ]);
  expectAllowed('src/app/__fixture__.tsx', [
    "const m = () => import('../features/webhooks/pages/WebhookListPage');",
    "import { SectionCard } from '../components/SectionCard';",
  ]);
});

describe('mocks/ takes from src/ only the API contracts', () => {
  const file = 'mocks/handlers/__fixture__.ts';
  expectRejected(file, [
    { code: "import { routes } from '../../src/app/routes';", message: 'src/app/routes' },
    { code: "import { X } from '../../src/features/webhooks/x';", message: 'src/features/' },
    { code: "import { X } from '../../src/components/SectionCard';", message: 'src/components/' },
    { code: "import { X } from '@/lib/x';", message: 'src/lib/x' },
    { code: "import { localStore } from '../../src/lib/storage';", message: 'src/lib/storage' },
    { code: "export * from '/src/i18n/en';", message: 'src/i18n/en' },
  ]);
  expectAllowed(file, [
    "import type { WebhookEndpoint } from '../../src/api/agent/schemas';",
    "import { KNOWN_DELIVERY_STATUSES } from '@/api/agent/assumed';",
    "import { mockDb } from '../db/index';",
    "import { http } from 'msw';",
  ]);
});

describe('mocks/ implements behaviour itself: from src/api only the contract', () => {
  const file = 'mocks/handlers/__fixture__.ts';
  const LOGIC = 'may import from src/api/ only the contract';
  expectRejected(file, [
    { code: "import { sniffLogoType } from '../../src/api/screen/upload';", message: LOGIC },
    { code: "import { safeHttpUrl } from '@/api/screen/validate';", message: LOGIC },
    {
      code: "import { applySchemaChanges } from '../../src/features/catalog/schema/model/applyChanges';",
      message: 'src/features/catalog/schema/model/applyChanges',
    },
    { code: "import { windowFor } from '/src/api/screen/timeRange';", message: LOGIC },
    { code: "import { screenQueries } from '../../src/api/screen/queries';", message: LOGIC },
    { code: "import { ApiError } from '../../src/api/errors';", message: LOGIC },
    { code: "import { request } from '../../src/api/http';", message: LOGIC },
    { code: "export * from '../../src/api/lake/params';", message: LOGIC },
    { code: "const m = () => import('../../src/api/agent/history');", message: LOGIC },
  ]);
  expectRejected('mocks/db/__fixture__.test.ts', [
    {
      code: "import { validateChange } from '@/api/lake/tableSchema/validateChange';",
      message: LOGIC,
    },
  ]);
  expectAllowed(file, [
    "import { lakeOperations } from '../../src/api/lake/operations';",
    "import { tableSchemaSchema } from '../../src/api/lake/schemas.ts';",
    "import { OBJECT_NAME_PATTERN } from '@/api/lake/assumed';",
    "import { MAX_RESULTS_MAX } from '../../src/api/lake/limits';",
    "import { DATA_CODES } from '../../src/api/screen/dataCodes';",
    "import { apiConfig } from '../../src/api/config';",
    "import type { AnyOperation } from '../../src/api/operation';",
    "import type { MockControl } from '../../src/api/mockControl';",
    "import { parseJsonNumbersAsText } from '../../src/api/jsonNumbersAsText';",
  ]);
});

describe('the wall display loads no antd: src/features/screen/present, brand and widgets', () => {
  for (const dir of ['present', 'brand', 'widgets']) {
    const file = `src/features/screen/${dir}/__fixture__.tsx`;
    expectRejected(file, [
      { code: "import { Button } from 'antd';", message: 'loads no antd' },
      { code: "import Button from 'antd/es/button';", message: "'antd'" },
      {
        code: "import { CloseOutlined } from '@ant-design/icons';",
        message: "'@ant-design/icons'",
      },
      { code: "const m = () => import('antd');", message: `src/features/screen/${dir}/` },
    ]);
    expectAllowed(file, [
      "import { useState } from 'react';",
      "import { useQuery } from '@tanstack/react-query';",
      "import { useScreenT } from '../i18n';",
    ]);
  }
  // The console's own screen pages may use antd.
  expectAllowed('src/features/screen/viewer/__fixture__.tsx', ["import { Button } from 'antd';"]);
});

describe('unrestricted: test/, e2e/, scripts/, bench/, build/, config files', () => {
  for (const file of [
    'test/__fixture__.ts',
    'e2e/__fixture__.ts',
    'scripts/__fixture__.mjs',
    'bench/__fixture__.mjs',
    'build/__fixture__.ts',
    '__fixture__.config.ts',
  ]) {
    expectAllowed(file, [
      "import { routes } from '@/app/routes';",
      "import { server } from '/mocks/node';",
      "export * from '/src/features/webhooks/x';",
    ]);
  }
});
