import js from '@eslint/js';
import globals from 'globals';
import reactHooks from 'eslint-plugin-react-hooks';
import tseslint from 'typescript-eslint';

const APP_CROSSING = [
  {
    regex: '^@mall/(web|console|server)(/|$)|^(\\.\\./)+(web|console|server)/',
    message: 'The storefront and the console share code only through @mall/shared and @mall/client-kit.',
  },
];

export default tseslint.config(
  {
    ignores: [
      '**/dist/**',
      '**/dist-*/**',
      '**/node_modules/**',
      '.data/**',
      'apps/server/drizzle/**',
      'e2e/test-results/**',
      'e2e/playwright-report/**',
    ],
  },
  js.configs.recommended,
  ...tseslint.configs.recommended,
  {
    languageOptions: { globals: { ...globals.node } },
    rules: {
      '@typescript-eslint/no-unused-vars': ['error', { argsIgnorePattern: '^_', varsIgnorePattern: '^_' }],
      '@typescript-eslint/consistent-type-imports': 'error',
    },
  },
  // The shared contract depends only on zod.
  {
    files: ['packages/shared/src/**/*.ts'],
    ignores: ['**/*.test.ts'],
    rules: {
      'no-restricted-imports': [
        'error',
        { patterns: [{ regex: '^(?!zod$|\\.)', message: '@mall/shared depends only on zod.' }] },
      ],
    },
  },
  // A server module is entered only through its index.ts.
  {
    files: ['apps/server/src/**/*.ts'],
    rules: {
      'no-restricted-imports': [
        'error',
        {
          patterns: [
            {
              regex:
                '^\\.\\./\\.\\./modules/[^/]+/(?!index$).+|^\\.\\./(?!\\.\\.)[^/]+/(?!index$)[^/]+\\.(service|repository|routes)$',
              message: 'Import another server module through its index.ts.',
            },
          ],
        },
      ],
    },
  },
  // Web and console: a feature never imports another feature; pages compose them in app/.
  {
    files: [
      'apps/web/src/**/*.{ts,tsx}',
      'apps/console/src/**/*.{ts,tsx}',
      'packages/client-kit/src/**/*.{ts,tsx}',
    ],
    languageOptions: { globals: { ...globals.browser } },
    plugins: { 'react-hooks': reactHooks },
    rules: {
      ...reactHooks.configs.recommended.rules,
    },
  },
  {
    files: ['apps/web/src/features/**/*.{ts,tsx}', 'apps/console/src/features/**/*.{ts,tsx}'],
    rules: {
      'no-restricted-imports': [
        'error',
        {
          patterns: [
            {
              group: ['@/features/*', '../../*/**', '@/app/*'],
              message: 'A feature never imports another feature or app/; compose them in app/.',
            },
            ...APP_CROSSING,
          ],
        },
      ],
    },
  },
  // The console and the storefront are separate apps: they share only @mall/shared.
  {
    files: ['apps/web/src/**/*.{ts,tsx}', 'apps/console/src/**/*.{ts,tsx}'],
    ignores: ['apps/web/src/features/**', 'apps/console/src/features/**'],
    rules: { 'no-restricted-imports': ['error', { patterns: APP_CROSSING }] },
  },
  // The client kit serves both apps (and the merchant portal): it imports neither an app nor the server.
  {
    files: ['packages/client-kit/src/**/*.{ts,tsx}'],
    languageOptions: { globals: { ...globals.browser } },
    plugins: { 'react-hooks': reactHooks },
    rules: {
      ...reactHooks.configs.recommended.rules,
      'no-restricted-imports': [
        'error',
        {
          patterns: [
            {
              regex: '^@mall/(web|console|server)(/|$)|^@/|^(\\.\\./)+(apps|web|console|server)/',
              message: '@mall/client-kit imports neither an app nor the server; apps pass in what differs.',
            },
          ],
        },
      ],
    },
  },
);
