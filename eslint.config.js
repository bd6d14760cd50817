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

// Server modules live in domain folders: modules/<domain>/<module>/. Another module is entered through its
// index.ts; the only narrow doors are its tables (`*.table`: for the modules of its own domain, and for tests
// and seeders) and its ledgers (`*.ledger`: money movements another module's transaction performs), because the
// front doors of trade and finance call each other and importing them whole would close import circles.
// The server's domains on floors, lowest first (docs/architecture.md). An import runs only downward or along
// its floor: a lower domain that must cause work in a higher one exposes a hook the higher domain registers at
// app build (trade/checkout's PlaceOrderHooks, trade/order's OrderCancelHook), or posts a job.
export const DOMAIN_ORDER = [
  ['platform'],
  ['content'],
  ['identity'],
  ['catalogue'],
  ['trade'],
  ['procurement', 'finance', 'fulfilment'],
  ['marketplace', 'storefront'],
  ['punchout', 'open-platform', 'notification'],
];
const DOMAINS = DOMAIN_ORDER.flat().join('|');
const frontDoor = (...allowed) => {
  const narrow = ['table', 'ledger', ...allowed].map((kind) => `(?!.*\\.${kind}$)`).join('');
  return {
    // A sibling module (same domain) or a module of another domain, past its index.ts and narrow doors.
    regex: `^\\.\\./(?!\\.\\.)[^/]+/(?!index$)${narrow}.+|^\\.\\./\\.\\./(${DOMAINS})/[^/]+/(?!index$)${narrow}.+`,
    message: 'Import another server module through its index.ts (tables and ledgers excepted).',
  };
};
// From outside the modules (app.ts, plugins, seed, testing): a module only through its index.ts.
const outsideDoor = (...allowed) => {
  const narrow = ['table', ...allowed].map((kind) => `(?!.*\\.${kind}$)`).join('');
  return {
    regex: `^(\\./|(\\.\\./)+)modules/[^/]+/[^/]+/(?!index$)${narrow}.+`,
    message: 'Import a server module through its index.ts: modules/<domain>/<module>.',
  };
};
const FRONT_DOOR = frontDoor();
const OUTSIDE_DOOR = outsideDoor();
// Known upward imports, to be removed (issue 44): each names the file and the higher domains' modules it still
// imports. The domain-order rule lets exactly these through; anything new that imports upward fails lint.
// None left: the console's buyer detail is handed its orders, after-sales and invoices by trade and finance.
/** @type {Record<string, string[]>} */
const KNOWN_UPWARD = {};
const escape = (text) => text.replace(/[.*+?^${}()|[\]\\]/g, '\\$&');
// From a module file of `domain`: any import of a domain on a higher floor, except the `allowed` modules.
const upward = (domain, allowed = []) => {
  const floor = DOMAIN_ORDER.findIndex((domains) => domains.includes(domain));
  const higher = DOMAIN_ORDER.slice(floor + 1).flat();
  if (!higher.length) return null;
  const except = allowed.length ? `(?!(${allowed.map(escape).join('|')})(/|$))` : '';
  return {
    regex: `^(\\.\\./){2,}${except}(${higher.join('|')})(/|$)`,
    message: `Domain order: ${domain} imports no higher domain (${higher.join(', ')}); let it register a hook or post a job.`,
  };
};
// Running code of `domain` reads no other domain's tables (issue 44): the owner exports read functions and
// services. Tests and seeders compose across domains and may.
const crossTable = (domain) => ({
  regex: `^(\\.\\./){2,}(?!${escape(domain)}/)(${DOMAINS})/[^/]+/.+\\.table$`,
  message: `${domain} reads no other domain's table: ask the owning module for a read function or a service.`,
});
// Demo data is composed by src/seed; running code never imports a seeder or seed data.
const SEED_ONLY = {
  regex: '\\.seed$|(^|/)seed(/|$)',
  message: 'Running code imports no seed data: only src/seed, seeders and tests do.',
};

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
  // A server module is entered only through its index.ts; demo data (`*.seed`) is for the seed composition.
  {
    files: ['apps/server/src/**/*.ts'],
    rules: {
      'no-restricted-imports': ['error', { patterns: [OUTSIDE_DOOR, SEED_ONLY] }],
      'no-restricted-properties': [
        'error',
        { object: 'process', property: 'env', message: 'Read settings through config/env.ts (loadEnv).' },
      ],
    },
  },
  {
    files: ['apps/server/src/modules/**/*.ts'],
    rules: { 'no-restricted-imports': ['error', { patterns: [FRONT_DOOR, SEED_ONLY] }] },
  },
  // Domain order: running code imports no higher domain (tests and seeders compose across domains).
  // No other domain's tables either.
  ...DOMAIN_ORDER.flat().map((domain) => {
    const rule = upward(domain);
    return {
      files: [`apps/server/src/modules/${domain}/**/*.ts`],
      ignores: ['**/*.test.ts', '**/*.seed.ts'],
      rules: {
        'no-restricted-imports': [
          'error',
          { patterns: [FRONT_DOOR, SEED_ONLY, crossTable(domain), ...(rule ? [rule] : [])] },
        ],
      },
    };
  }),
  ...Object.entries(KNOWN_UPWARD).map(([file, allowed]) => ({
    files: [`apps/server/src/modules/${file}`],
    rules: {
      'no-restricted-imports': [
        'error',
        {
          patterns: [
            FRONT_DOOR,
            SEED_ONLY,
            crossTable(file.split('/')[0]),
            upward(file.split('/')[0], allowed),
          ],
        },
      ],
    },
  })),
  // A domain's own files (its plugin and front door, modules/<domain>/*.ts): a module of this domain or of a
  // lower one only through the module's index.ts, and no higher domain at all.
  ...DOMAIN_ORDER.flat().map((domain) => {
    const floor = DOMAIN_ORDER.findIndex((domains) => domains.includes(domain));
    const higher = DOMAIN_ORDER.slice(floor + 1).flat();
    const patterns = [
      SEED_ONLY,
      {
        regex: `^\\./[^/]+/(?!index$)(?!.*\\.table$).+|^\\.\\./(${DOMAINS})/[^/]+/(?!index$)(?!.*\\.table$).+`,
        message: 'A domain plugin enters a module through its index.ts: ./<module> or ../<domain>/<module>.',
      },
      ...(higher.length
        ? [
            {
              regex: `^\\.\\./(${higher.join('|')})(/|$)`,
              message: `Domain order: ${domain} imports no higher domain (${higher.join(', ')}); let it register a hook.`,
            },
          ]
        : []),
    ];
    return {
      files: [`apps/server/src/modules/${domain}/*.ts`],
      ignores: ['**/*.test.ts', '**/*.seed.ts'],
      rules: { 'no-restricted-imports': ['error', { patterns }] },
    };
  }),
  // A front door exports services, read functions and types, never a table (issue 44).
  {
    files: ['apps/server/src/modules/**/index.ts'],
    rules: {
      'no-restricted-syntax': [
        'error',
        {
          selector:
            'ExportAllDeclaration[source.value=/\\.table$/], ExportNamedDeclaration[source.value=/\\.table$/]',
          message:
            'A front door exports services, read functions and types, never a table: add a read function instead.',
        },
      ],
    },
  },
  // The layers under the modules (db, lib, plugins, config) import no module: app.ts passes in what they need.
  {
    files: ['apps/server/src/{db,lib,plugins,config}/**/*.ts'],
    ignores: ['**/*.test.ts'],
    rules: {
      'no-restricted-imports': [
        'error',
        {
          patterns: [
            SEED_ONLY,
            {
              regex: '^(\\.\\./)+(modules|seed)(/|$)',
              message: 'db/, lib/, plugins/ and config/ import no module and no seed; app.ts wires them.',
            },
          ],
        },
      ],
    },
  },
  // The seed composition (and server.ts, which runs it on an empty database), the test kit and tests may
  // read demo data and settings directly. The media module draws the demo catalogue's pictures from the same
  // dictionary as the seed (colours and drawings per category): a known exception until categories carry
  // their look in the database.
  {
    files: [
      'apps/server/src/server.ts',
      'apps/server/src/seed/**/*.ts',
      'apps/server/src/testing/**/*.ts',
      'apps/server/src/*.test.ts',
      'apps/server/src/{db,lib,plugins,config}/**/*.test.ts',
    ],
    rules: {
      'no-restricted-imports': ['error', { patterns: [outsideDoor('seed')] }],
      'no-restricted-properties': 'off',
    },
  },
  {
    files: [
      'apps/server/src/modules/catalogue/media/{art,media.svg}.ts',
      'apps/server/src/modules/**/*.seed.ts',
      'apps/server/src/modules/**/*.test.ts',
    ],
    rules: {
      'no-restricted-imports': ['error', { patterns: [frontDoor('seed')] }],
      'no-restricted-properties': 'off',
    },
  },
  {
    files: ['apps/server/src/config/env.ts'],
    rules: { 'no-restricted-properties': 'off' },
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
