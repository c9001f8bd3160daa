import js from '@eslint/js';
import globals from 'globals';
import tseslint from 'typescript-eslint';
import reactHooks from 'eslint-plugin-react-hooks';
import parapet from './eslint/boundaries.js';

/**
 * Import boundaries: a local rule (eslint/boundaries.js) rather than a boundaries plugin, because
 * those need a native module resolver that the reachable registry cannot install, and core
 * no-restricted-imports regexes only match the specifier text (they miss the same path written
 * deeper, as `@/app/x` or `/src/app/x`). The rule resolves each import to a repo-relative path and
 * checks it against zones by folder: a feature may not import the app shell, another feature or
 * mocks/; src/components and src/lib import no feature or app code; the API layer imports no UI;
 * src/ reaches mocks/ only through src/main.tsx (tests go through test/); mocks/ takes from src/
 * only the API layer's contracts.
 */
const boundaries = {
  plugins: { parapet },
  rules: { 'parapet/boundaries': 'error' },
};

export default tseslint.config(
  {
    ignores: [
      'dist',
      'dist-demo',
      'dist-demo-*',
      'dist-bench-live',
      'node_modules',
      'test-results',
      'playwright-report',
      'bench/results',
      'coverage',
    ],
  },
  js.configs.recommended,
  ...tseslint.configs.strict,
  {
    files: ['**/*.{ts,tsx}'],
    languageOptions: { globals: { ...globals.browser } },
    plugins: { 'react-hooks': reactHooks },
    rules: {
      ...reactHooks.configs.recommended.rules,
      '@typescript-eslint/no-unused-vars': [
        'error',
        { argsIgnorePattern: '^_', varsIgnorePattern: '^_', destructuredArrayIgnorePattern: '^_' },
      ],
      '@typescript-eslint/consistent-type-imports': 'error',
      'no-console': ['error', { allow: ['error', 'warn'] }],
      'react/no-danger': 'off',
      'no-restricted-syntax': [
        'error',
        {
          selector: "JSXAttribute[name.name='dangerouslySetInnerHTML']",
          message: 'Render text; raw HTML is not allowed.',
        },
        {
          selector:
            "ImportDeclaration[source.value='antd'] ImportSpecifier[imported.name='Popconfirm']",
          message:
            'A popover confirmation never takes focus (the keyboard cannot confirm): use ConfirmButton or ChoiceDialog.',
        },
      ],
    },
  },
  boundaries,
  {
    // One screenful of meaning per module (docs/design.md §1): 400 lines for source, 600 for tests
    // (`*.test.*`, Playwright's `*.spec.ts`), blank lines and comments counted. Every source file:
    // src/, test/, mocks/, gateway/, scripts/, bench/, e2e/, build/, eslint/, docs/ and the root
    // config files, none left out.
    files: ['**/*.{ts,tsx,js,mjs,cjs}'],
    ignores: ['**/*.test.{ts,tsx}', '**/*.spec.ts'],
    rules: { 'max-lines': ['error', { max: 400, skipBlankLines: false, skipComments: false }] },
  },
  {
    files: ['**/*.test.{ts,tsx}', '**/*.spec.ts'],
    rules: { 'max-lines': ['error', { max: 600, skipBlankLines: false, skipComments: false }] },
  },
  {
    // A test that finds nothing should fail loudly at the assertion, not be padded with guards.
    files: ['src/main.tsx', '**/*.test.{ts,tsx}', 'e2e/**', 'test/**'],
    rules: { '@typescript-eslint/no-non-null-assertion': 'off' },
  },
  {
    // Component tests render through test/render.tsx (antd's styles kept out of jsdom's cascade).
    files: ['**/*.test.{ts,tsx}', 'test/**'],
    ignores: ['test/render.tsx'],
    rules: {
      'no-restricted-imports': [
        'error',
        {
          paths: [
            {
              name: '@testing-library/react',
              importNames: ['render'],
              message: "Use `render` from test/render.tsx: antd's styles slow jsdom tenfold.",
            },
          ],
        },
      ],
    },
  },
  {
    // The gateway is a Node server: Node's globals, and pino rather than the console.
    files: ['gateway/**'],
    languageOptions: { globals: { ...globals.node } },
  },
  {
    files: [
      '*.{js,mjs,ts}',
      'scripts/**',
      'docs/**/*.mjs',
      'bench/**',
      'build/**',
      'e2e/**',
      'mocks/**/*.test.ts',
      'test/**',
    ],
    languageOptions: { globals: { ...globals.node, ...globals.browser } },
    rules: { 'no-console': 'off' },
  },
);
