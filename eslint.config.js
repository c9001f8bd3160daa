import js from '@eslint/js';
import globals from 'globals';
import tseslint from 'typescript-eslint';
import reactHooks from 'eslint-plugin-react-hooks';
import { importX } from 'eslint-plugin-import-x';

const FEATURES = ['webhooks', 'settings', 'screen', 'catalog', 'sharing', 'access'];

/** A feature may use api/, components/, i18n/, app/ seams, but never another feature's internals. */
const featureBoundaries = FEATURES.map((feature) => ({
  target: `./src/features/${feature}`,
  from: './src/features',
  except: [`./${feature}`],
  message: 'Features may not import each other; move shared code to src/components or src/api.',
}));

export default tseslint.config(
  {
    ignores: [
      'dist',
      'dist-demo',
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
    plugins: { 'react-hooks': reactHooks, 'import-x': importX },
    settings: {
      'import-x/resolver': { node: { extensions: ['.ts', '.tsx', '.js', '.mjs'] } },
    },
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
      ],
      'import-x/no-restricted-paths': [
        'error',
        {
          zones: [
            ...featureBoundaries,
            {
              target: './src/api',
              from: ['./src/features', './src/components', './src/app', './src/i18n'],
              message: 'The API layer knows nothing of React components or features.',
            },
            {
              target: './src',
              from: './mocks',
              message: 'src/ reaches mocks/ only through the bootstrap in src/main.tsx.',
            },
          ],
        },
      ],
    },
  },
  {
    // The single bootstrap switch and the test harness may reach the mock backend.
    files: ['src/main.tsx', 'src/**/*.test.{ts,tsx}'],
    rules: { 'import-x/no-restricted-paths': 'off' },
  },
  {
    // A test that finds nothing should fail loudly at the assertion, not be padded with guards.
    files: ['src/main.tsx', '**/*.test.{ts,tsx}', 'e2e/**', 'test/**'],
    rules: { '@typescript-eslint/no-non-null-assertion': 'off' },
  },
  {
    files: [
      '*.{js,mjs,ts}',
      'scripts/**',
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
