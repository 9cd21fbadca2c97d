import js from '@eslint/js';
import tseslint from 'typescript-eslint';
import reactHooks from 'eslint-plugin-react-hooks';
import globals from 'globals';
import regexpPlugin from 'eslint-plugin-regexp';
import { readdirSync } from 'node:fs';
import noFeatureCycle from './scripts/eslint/no-feature-cycle.js';
import { importX, createNodeResolver } from 'eslint-plugin-import-x';

// ---- Boundaries: web app and packages/shared (docs/decisions/020) ----
/** The web app's features, one folder each: a new folder is held by the rule below at once. */
const webFeatures = readdirSync(new URL('./apps/web/src/features', import.meta.url), {
  withFileTypes: true,
})
  .filter((entry) => entry.isDirectory())
  .map((entry) => entry.name);

const webBoundaries = [
  {
    // Shared web code (lib/, components/) serves every feature, so it knows none of them.
    files: ['apps/web/src/lib/**', 'apps/web/src/components/**'],
    rules: {
      'no-restricted-imports': [
        'error',
        {
          patterns: [
            {
              regex: '(^|/)features(/|$)',
              message:
                'lib/ and components/ must not import a feature: move the shared piece down to lib/ or components/.',
            },
          ],
        },
      ],
      // no-restricted-imports does not see import(): the same rule for a lazy import.
      'no-restricted-syntax': [
        'error',
        {
          selector: 'ImportExpression[source.value=/(^|\\/)features(\\/|$)/]',
          message:
            'lib/ and components/ must not import a feature: move the shared piece down to lib/ or components/.',
        },
      ],
    },
  },
  {
    // A feature uses another only through its public entry (features/<name>/index.ts).
    files: ['apps/web/src/features/**'],
    rules: {
      'no-restricted-imports': [
        'error',
        {
          patterns: [
            {
              regex: `^(\\.\\./)+(features/)?(${webFeatures.join('|')})/`,
              message:
                "Import another feature through its public entry ('../../<feature>'), or move the shared piece down to lib/ or components/.",
            },
          ],
        },
      ],
      'no-restricted-syntax': [
        'error',
        {
          selector: `ImportExpression[source.value=/^(\\.\\.\\/)+(features\\/)?(${webFeatures.join('|')})\\//]`,
          message:
            "Import another feature through its public entry ('../../<feature>'), or move the shared piece down to lib/ or components/.",
        },
      ],
    },
  },
  {
    // packages/shared is below both apps: the server and the web app import it, never the reverse.
    files: ['packages/shared/**'],
    rules: {
      'no-restricted-imports': [
        'error',
        {
          patterns: [
            {
              group: ['@elite/server', '@elite/server/*', '@elite/web', '@elite/web/*'],
              message: 'packages/shared must not import an app.',
            },
            { regex: '(^|/)apps(/|$)', message: 'packages/shared must not import an app.' },
          ],
        },
      ],
    },
  },
];
// ---- end of the web and shared boundaries ----

export default tseslint.config(
  {
    ignores: [
      '**/node_modules/**',
      '**/dist/**',
      '**/dist-ssr/**',
      'apps/server/dist-*/**',
      'data/**',
      'test-results/**',
      'apps/server/src/db/migrations/**',
    ],
  },
  js.configs.recommended,
  ...tseslint.configs.recommended,
  {
    languageOptions: { globals: { ...globals.node } },
    rules: {
      '@typescript-eslint/no-unused-vars': [
        'error',
        { argsIgnorePattern: '^_', varsIgnorePattern: '^_' },
      ],
      '@typescript-eslint/consistent-type-imports': 'error',
      'no-console': ['error', { allow: ['warn', 'error'] }],
    },
  },
  // Regular expressions run in linear time (docs/decisions/043): a pattern that backtracks
  // super-linearly on user text freezes the server's one thread.
  {
    files: ['**/*.{ts,tsx,js,mjs,cjs}'],
    plugins: { regexp: regexpPlugin },
    rules: {
      'regexp/no-super-linear-backtracking': 'error',
      'regexp/no-super-linear-move': 'error',
    },
  },
  {
    files: ['apps/web/src/**/*.{ts,tsx}'],
    languageOptions: { globals: { ...globals.browser } },
    plugins: { 'react-hooks': reactHooks },
    rules: { ...reactHooks.configs.recommended.rules },
  },
  // Server boundaries (docs/decisions/021): data flows one way, route -> service -> repository.
  // A route parses and responds through its module's service, never a repository (its own or
  // another module's); a service owns the rules and opens the transaction, which repositories
  // and plugins only take; the data layer (db/) knows no module.
  {
    files: ['apps/server/src/modules/*/routes.ts'],
    rules: {
      'no-restricted-imports': [
        'error',
        {
          patterns: [
            {
              group: ['**/repository', '**/repository.ts'],
              message: 'A route calls its service; only services use repositories.',
            },
          ],
        },
      ],
    },
  },
  {
    files: [
      'apps/server/src/modules/**/repository.ts',
      'apps/server/src/modules/**/routes.ts',
      'apps/server/src/plugins/**/*.ts',
    ],
    rules: {
      'no-restricted-syntax': [
        'error',
        {
          selector: "CallExpression[callee.property.name='transaction']",
          message:
            'Transactions open in services: take the transaction as a parameter and let the service call db.transaction.',
        },
      ],
    },
  },
  {
    files: ['apps/server/src/db/**/*.ts'],
    rules: {
      'no-restricted-imports': [
        'error',
        {
          patterns: [
            {
              group: ['**/modules', '**/modules/**'],
              message: 'The data layer (schema, migrations, client) imports no module.',
            },
          ],
        },
      ],
    },
  },
  // Search is a module of its own over the listings (issue 37): the listings know nothing of
  // it, and its index in memory is its own business (plan.ts decides when the index answers).
  {
    files: ['apps/server/src/**/*.ts'],
    plugins: { 'import-x': importX },
    settings: {
      'import-x/resolver-next': [createNodeResolver({ extensions: ['.ts', '.tsx', '.js'] })],
    },
    rules: {
      'import-x/no-restricted-paths': [
        'error',
        {
          zones: [
            {
              target: './apps/server/src/modules/properties',
              from: './apps/server/src/modules/search',
              message: 'Listings know nothing of search: search builds on the listings.',
            },
            {
              target: [
                './apps/server/src/*.ts',
                './apps/server/src/!(modules)/**',
                './apps/server/src/modules/!(search)/**',
              ],
              from: './apps/server/src/modules/search/memory-index',
              message: "The search index is the search module's own: ask search/service.ts.",
            },
          ],
        },
      ],
    },
  },
  // Plugins are infrastructure (cors, security headers, rate limits, cache, errors, db, auth):
  // a plugin imports no module; a module wires itself (its plugin.ts) and app.ts starts the
  // workers (docs/decisions/051).
  {
    files: ['apps/server/src/plugins/**/*.ts'],
    rules: {
      'no-restricted-imports': [
        'error',
        {
          patterns: [
            {
              group: ['**/modules', '**/modules/**'],
              message:
                'A plugin imports no module: wire the product in its module (modules/<area>/plugin.ts), registered by app.ts.',
            },
          ],
        },
      ],
    },
  },
  // No import cycle in either app or the bench (docs/decisions/051): between files (import-x), and between
  // the web app's features (scripts/eslint/no-feature-cycle.js).
  {
    files: ['apps/server/**/*.ts', 'apps/web/**/*.{ts,tsx}', 'bench/**/*.ts'],
    plugins: { 'import-x': importX },
    settings: {
      'import-x/resolver-next': [createNodeResolver({ extensions: ['.ts', '.tsx', '.js'] })],
      'import-x/parsers': { '@typescript-eslint/parser': ['.ts', '.tsx'] },
    },
    rules: {
      'import-x/no-cycle': [
        'error',
        { ignoreExternal: true, allowUnsafeDynamicCyclicDependency: true },
      ],
    },
  },
  {
    files: ['apps/web/src/features/**/*.{ts,tsx}'],
    plugins: { local: { rules: { 'no-feature-cycle': noFeatureCycle } } },
    rules: {
      'local/no-feature-cycle': [
        'error',
        { unit: '/apps/web/src/features/([^/]+)/', root: 'apps/web/src/features' },
      ],
    },
  },
  {
    files: ['scripts/**', 'bench/**', '.ci/**'],
    rules: { 'no-console': 'off' },
  },
  ...webBoundaries,
);
