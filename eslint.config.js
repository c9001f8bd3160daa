import js from '@eslint/js';
import globals from 'globals';
import tseslint from 'typescript-eslint';
import reactHooks from 'eslint-plugin-react-hooks';

const FEATURES = ['webhooks', 'settings', 'screen', 'catalog', 'sharing', 'access'];

/** An import path that climbs out of the current folder into one of `names`. */
const climbsInto = (names) => `^(\\.\\./)+(${names.join('|')})(/|$)`;

/**
 * Import boundaries (core no-restricted-imports, so no native resolver is needed):
 * a feature may not import another feature's internals, src/ reaches mocks/ only through the
 * bootstrap, and the API layer knows nothing of React components.
 */
const boundaries = [
  ...FEATURES.map((feature) => ({
    files: [`src/features/${feature}/**/*.{ts,tsx}`],
    rules: {
      'no-restricted-imports': [
        'error',
        {
          patterns: [
            {
              regex: climbsInto(FEATURES.filter((other) => other !== feature)),
              message:
                'Features may not import each other; move shared code to src/components or src/api.',
            },
            {
              regex: climbsInto(['mocks']),
              message: 'src/ reaches mocks/ only through src/main.tsx.',
            },
          ],
        },
      ],
    },
  })),
  {
    files: ['src/api/**/*.ts'],
    rules: {
      'no-restricted-imports': [
        'error',
        {
          patterns: [
            {
              regex: climbsInto(['features', 'components', 'app', 'i18n']),
              message: 'The API layer knows nothing of React components or features.',
            },
            {
              regex: climbsInto(['mocks']),
              message: 'src/ reaches mocks/ only through src/main.tsx.',
            },
          ],
        },
      ],
    },
  },
  {
    files: ['src/{app,components,i18n}/**/*.{ts,tsx}'],
    rules: {
      'no-restricted-imports': [
        'error',
        {
          patterns: [
            {
              regex: climbsInto(['mocks']),
              message: 'src/ reaches mocks/ only through src/main.tsx.',
            },
          ],
        },
      ],
    },
  },
];

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
      ],
    },
  },
  ...boundaries,
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
