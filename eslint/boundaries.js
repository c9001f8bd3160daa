/**
 * Local ESLint plugin `parapet` with one rule, `parapet/boundaries`: import zones by folder.
 *
 * Why a local rule: the usual boundary plugins need a native module resolver that the reachable
 * registry cannot install here, and core `no-restricted-imports` only matches the specifier text,
 * so a regex on `../` misses the same path written another way (deeper, `@/app/x`, `/src/app/x`).
 * This rule resolves every specifier to a repo-relative path first and judges that path, so it
 * holds however the import is written. It uses nothing but `node:path` and `node:fs`.
 *
 * Checked: `import … from`, `export … from`, `export * from`, `import('…')` with a literal,
 * `import x = require('…')` and `typeof import('…')`.
 */
import fs from 'node:fs';
import path from 'node:path';
import { fileURLToPath } from 'node:url';

/** The repository root: this file sits in `<root>/eslint/`. */
const REPO_ROOT = path.resolve(path.dirname(fileURLToPath(import.meta.url)), '..');

/** Top-level folders a bare specifier may name directly (a `baseUrl: "."` style path). */
const ROOT_FOLDERS = ['src', 'mocks', 'test'];

/** Packages the API layer may not import (a name matches itself and its subpaths). */
const UI_PACKAGES = [
  'react',
  'react-dom',
  'antd',
  '@ant-design/*',
  'echarts-for-react',
  'react-router',
  'react-router-dom',
];

/**
 * What mocks/ may import from src/api/: the contract both sides share (operation paths and
 * methods, zod schemas, the spec's limits and our assumed shapes and constants, the mock seam),
 * never the console's behaviour, which the mock must implement itself so a console bug is not
 * mirrored by the service it is tested against. Paths without extension.
 */
const MOCK_CONTRACT = [
  // jsonNumbersAsText: reading JSON whose 64-bit numbers keep every digit is the wire format
  // both sides speak (docs/design.md §3), not console behaviour.
  // roles: who may call what is the contract the gateway enforces and the demo's mock too.
  /^src\/api\/(config|mockControl|operation|jsonNumbersAsText|roles)$/,
  /^src\/api\/[^/]+\/(operations|schemas|assumed|limits|dataCodes)$/,
  // The activity's paths, its export encoding, what a record names and how a call's resource is
  // read: the gateway and the demo's mock answer them alike.
  /^src\/api\/activity\/(model|export|target|resource)$/,
  // The playlists' paths, limits and checks (playlistProblems): the gateway and the demo's mock
  // refuse the same inputs.
  /^src\/api\/playlists\/model$/,
  // The device links' paths, states, checks and refusal codes, and the reads a wall's screens
  // need (wallScope): the gateway and the demo's mock grant and refuse a wall alike.
  /^src\/api\/deviceLinks\/(model|scope)$/,
];

/** Folders of the wall display, which must load no antd (it is in the console chunk only). */
const ANTD_FREE = [
  'src/features/screen/present',
  'src/features/screen/brand',
  'src/features/screen/widgets',
];
const ANTD_PACKAGES = ['antd', '@ant-design/*'];

/** The src/ folders the API layer may not import: all of them UI or above it. */
const API_FORBIDDEN_AREAS = ['features', 'components', 'lib', 'app', 'i18n'];

/**
 * Pure modules of src/lib that the API layer may import (without extension). They are held to
 * the API layer's own zone: no React, no UI, nothing above them.
 */
const API_SHARED_LIB = new Set(['src/lib/storage']);
const moduleStem = (p) => p.replace(/\.(ts|js|mts|mjs)$/, '');

/** Extensions a module may be written without, in the bundler's order. */
const PROBE_EXTENSIONS = ['.ts', '.tsx', '.mts', '.js', '.jsx', '.mjs'];
const UI_EXTENSIONS = new Set(['.tsx', '.jsx']);

const toPosix = (p) => p.split(path.sep).join('/');

/** `p` is the folder `dir` itself or anything inside it (both repo-relative, posix). */
const isUnder = (p, dir) => p === dir || p.startsWith(`${dir}/`);

/** The repo-relative path of an absolute one, or null when it lies outside the repository. */
function repoRelative(absolute) {
  const rel = toPosix(path.relative(REPO_ROOT, absolute));
  if (rel === '' || rel.startsWith('../') || rel === '..' || path.isAbsolute(rel)) {
    return rel === '' ? '.' : null;
  }
  return rel;
}

/**
 * What an import specifier points at:
 * `{ kind: 'path', path }` (repo-relative, posix), `{ kind: 'package', name }`, or
 * `{ kind: 'outside' }` (a file path outside the repository).
 */
export function resolveSpecifier(specifier, importerAbsolute) {
  const spec = specifier.replace(/\?.*$/, '');
  if (spec === '.' || spec === '..' || spec.startsWith('./') || spec.startsWith('../')) {
    const rel = repoRelative(path.resolve(path.dirname(importerAbsolute), spec));
    return rel === null ? { kind: 'outside' } : { kind: 'path', path: rel };
  }
  if (spec === '@' || spec.startsWith('@/')) {
    return { kind: 'path', path: path.posix.normalize(`src/${spec.slice(2)}`).replace(/\/$/, '') };
  }
  if (spec.startsWith('/')) {
    // A filesystem path into the repository, or else Vite's root-relative form (`/src/x`).
    const rel = repoRelative(spec);
    if (rel !== null) return { kind: 'path', path: rel };
    return { kind: 'path', path: path.posix.normalize(spec.slice(1)).replace(/\/$/, '') };
  }
  if (ROOT_FOLDERS.some((folder) => isUnder(spec, folder))) {
    return { kind: 'path', path: path.posix.normalize(spec).replace(/\/$/, '') };
  }
  const parts = spec.replace(/^node:/, '').split('/');
  const name = spec.startsWith('@') ? parts.slice(0, 2).join('/') : parts[0];
  return { kind: 'package', name };
}

/** The extension of the module a repo-relative path loads (probing like the bundler), or ''. */
function moduleExtension(repoPath) {
  const ext = path.posix.extname(repoPath);
  const absolute = path.join(REPO_ROOT, repoPath);
  const isFile = (p) => {
    try {
      return fs.statSync(p).isFile();
    } catch {
      return false;
    }
  };
  if (PROBE_EXTENSIONS.includes(ext) && isFile(absolute)) return ext;
  if (UI_EXTENSIONS.has(ext)) return ext;
  // `./x.js` may name `x.ts` / `x.tsx` (TypeScript's extension substitution).
  const stem = ext === '.js' || ext === '.jsx' ? absolute.slice(0, -ext.length) : absolute;
  for (const base of [stem, path.join(absolute, 'index')]) {
    for (const probe of PROBE_EXTENSIONS) {
      if (isFile(base + probe)) return probe;
    }
  }
  return ext;
}

const packageMatches = (name, pattern) =>
  pattern.endsWith('/*') ? name.startsWith(pattern.slice(0, -1)) : name === pattern;

const isTestFile = (p) => /\.test\.[cm]?[jt]sx?$/.test(p);

/** The folders under src/ the zones name. */
const AREAS = ['app', 'features', 'components', 'lib', 'api', 'i18n'];

/**
 * The `src/<folder>` a repo-relative path lies in (`app`, `features`, …), or null for a file
 * directly in src/ (`src/main.tsx`). `src/app` alone names the folder.
 */
function srcArea(p) {
  const match = /^src\/([^/]+)(\/)?/.exec(p);
  if (!match) return null;
  const [, name, slash] = match;
  if (slash || AREAS.includes(name)) return name;
  try {
    return fs.statSync(path.join(REPO_ROOT, p)).isDirectory() ? name : null;
  } catch {
    return null;
  }
}

/**
 * Features other features may import: a shared layer of one family of features, which itself
 * imports no other feature. `lake-common` holds what the lake console's features (the catalog,
 * Access, Shares) share: breadcrumbs and paths, paged lists, the drop confirmation, principal
 * names, the name-field form modal, the owner/created/updated columns (docs/design.md §1).
 */
export const SHARED_FEATURES = {
  'lake-common': ['catalog', 'access', 'sharing'],
};

/** The feature folder name of a path under src/features/, or ''. */
const featureName = (p) => /^src\/features\/([^/]+)/.exec(p)?.[1] ?? '';

/**
 * The zone rule an import from `from` breaks (messageId and data), or null if it is allowed.
 * `from` is repo-relative; `target` comes from resolveSpecifier.
 */
export function checkImport(from, target) {
  const fromMocks = isUnder(from, 'mocks');
  const fromSrc = isUnder(from, 'src');
  if (!fromMocks && !fromSrc) return null; // test/, e2e/, scripts/, bench/, build/, config files
  if (target.kind === 'outside') return null;

  const area = fromSrc ? (API_SHARED_LIB.has(moduleStem(from)) ? 'api' : srcArea(from)) : null;

  if (target.kind === 'package') {
    if (area === 'api' && UI_PACKAGES.some((pattern) => packageMatches(target.name, pattern))) {
      return { messageId: 'apiUiPackage', data: { name: target.name } };
    }
    const display = ANTD_FREE.find((dir) => isUnder(from, dir));
    if (display && ANTD_PACKAGES.some((pattern) => packageMatches(target.name, pattern))) {
      return { messageId: 'displayImportsAntd', data: { name: target.name, dir: display } };
    }
    return null;
  }

  const to = target.path;

  if (fromMocks) {
    if (isUnder(to, 'src') && !isUnder(to, 'src/api')) {
      return { messageId: 'mocksImportsSrc', data: { to } };
    }
    const module = to.replace(/\.[cm]?[jt]sx?$/, '').replace(/\/index$/, '');
    if (isUnder(to, 'src/api') && !MOCK_CONTRACT.some((pattern) => pattern.test(module))) {
      return { messageId: 'mocksImportsClientLogic', data: { to } };
    }
    return null;
  }

  // Everything below is an import from src/.
  if (isUnder(to, 'mocks') && from !== 'src/main.tsx') {
    return { messageId: isTestFile(from) ? 'testImportsMocks' : 'srcImportsMocks' };
  }

  const toArea = isUnder(to, 'src') ? srcArea(to) : null;

  switch (area) {
    case 'features': {
      if (toArea === 'app') return { messageId: 'featureImportsApp' };
      const own = featureName(from);
      const other = featureName(to);
      if (toArea === 'features' && other !== own && !SHARED_FEATURES[other]?.includes(own)) {
        return {
          messageId: 'featureImportsFeature',
          data: { own: own || '(none)', other: other || '(all)' },
        };
      }
      return null;
    }
    case 'components':
    case 'lib':
      if (toArea === 'features' || toArea === 'app') {
        return { messageId: 'sharedImportsUpward', data: { own: area, area: toArea } };
      }
      return null;
    case 'i18n':
      if (toArea === 'features' || toArea === 'app') {
        return { messageId: 'i18nImportsUpward', data: { area: toArea } };
      }
      return null;
    case 'api':
      if (toArea === 'lib' && API_SHARED_LIB.has(moduleStem(to))) return null;
      if (API_FORBIDDEN_AREAS.includes(toArea)) {
        return { messageId: 'apiImportsUi', data: { area: toArea, to } };
      }
      if (UI_EXTENSIONS.has(moduleExtension(to))) {
        return { messageId: 'apiImportsTsx', data: { to } };
      }
      return null;
    default:
      return null;
  }
}

const MESSAGES = {
  featureImportsApp:
    'Features may not import src/app/ (the app shell imports features, not the reverse); move what both need to src/lib or src/components.',
  featureImportsFeature:
    "Feature '{{own}}' may not import feature '{{other}}' (src/features/{{other}}/); move what both need to src/lib, src/components or src/api.",
  sharedImportsUpward:
    'src/{{own}}/ is shared code and may not import src/{{area}}/; pass what it needs in as props or arguments, or move the shared piece into src/lib or src/components.',
  i18nImportsUpward:
    'src/i18n/ may not import src/{{area}}/ (features and the app shell use i18n, not the reverse); keep messages and their helpers inside src/i18n.',
  apiImportsUi:
    'The API layer imports no UI: src/api/ may not import src/{{area}}/ ({{to}}); keep contracts in src/api and let the UI import them.',
  apiImportsTsx:
    'The API layer imports no UI: src/api/ may not import the .tsx module {{to}}; move the non-UI part into a .ts module under src/api.',
  apiUiPackage:
    "The API layer imports no UI: src/api/ may not import '{{name}}' (React, antd, charts, router); keep it in features/components (only @tanstack/react-query's queryOptions is allowed here).",
  srcImportsMocks:
    'src/ may import mocks/ only from src/main.tsx (so a live build drops the mock backend); use the contract in src/api (e.g. src/api/mockControl.ts) instead.',
  testImportsMocks:
    'Tests in src/ reach the mock backend through test/ (test/msw.ts), not mocks/ directly; import it from test/ instead.',
  mocksImportsSrc:
    "mocks/ may import from src/ only the API layer's contracts (src/api/), not {{to}}; move the shared type or constant into src/api.",
  mocksImportsClientLogic:
    'mocks/ may import from src/api/ only the contract (operations, schemas, assumed, limits, dataCodes, config, operation, mockControl, jsonNumbersAsText, roles), not {{to}}: implement the behaviour in the mock, and when both sides implement one rule add hand-written cases to test/contract/.',
  displayImportsAntd:
    "{{dir}}/ is part of the wall display, which loads no antd: '{{name}}' may not be imported here; use plain elements and the screen's own styles.",
};

/** @type {import('eslint').Rule.RuleModule} */
const boundariesRule = {
  meta: {
    type: 'problem',
    docs: {
      description: 'Import zones by folder: features, shared code, API layer, i18n, mocks.',
    },
    schema: [],
    messages: MESSAGES,
  },
  create(context) {
    const filename = context.physicalFilename ?? context.filename;
    if (!path.isAbsolute(filename)) return {}; // `<text>` and the like: no zone
    const from = repoRelative(filename);
    if (from === null) return {};

    const check = (sourceNode) => {
      if (!sourceNode) return;
      let specifier = null;
      if (sourceNode.type === 'Literal' && typeof sourceNode.value === 'string') {
        specifier = sourceNode.value;
      } else if (sourceNode.type === 'TemplateLiteral' && sourceNode.expressions.length === 0) {
        specifier = sourceNode.quasis[0]?.value.cooked ?? null;
      }
      if (specifier === null) return;
      const problem = checkImport(from, resolveSpecifier(specifier, filename));
      if (problem) context.report({ node: sourceNode, ...problem });
    };

    return {
      ImportDeclaration: (node) => check(node.source),
      ExportNamedDeclaration: (node) => check(node.source),
      ExportAllDeclaration: (node) => check(node.source),
      ImportExpression: (node) => check(node.source),
      TSImportEqualsDeclaration: (node) => {
        if (node.moduleReference?.type === 'TSExternalModuleReference') {
          check(node.moduleReference.expression);
        }
      },
      TSImportType: (node) => {
        const argument = node.source ?? node.argument; // `source` since typescript-eslint 8.x
        check(argument?.type === 'TSLiteralType' ? argument.literal : argument);
      },
    };
  },
};

export default {
  meta: { name: 'parapet' },
  rules: { boundaries: boundariesRule },
};
