import fs from 'node:fs';
import js from '@eslint/js';
import reactHooks from 'eslint-plugin-react-hooks';
import globals from 'globals';
import tseslint from 'typescript-eslint';

const SERVER_IMPORTS = {
  group: ['**/apps/server/**', '@onfan/server*'],
  message: 'The browser never imports server code.',
};
const BROWSER_IMPORTS = {
  group: ['react', 'react-dom', '@/*'],
  message: 'Server and contracts never import browser code.',
};
const APP_IMPORT = {
  group: ['**/app.js', '**/app'],
  message: 'Domains import domain-deps.ts, never the composition root (app.ts).',
};
/**
 * Imports in the web app only go down: app/ (router, route table, layouts) → pages → features → lib and components.
 * The route table imports every page, so a page, a feature, lib or the design system importing app/ closes a circle
 * through all of them (`npm run lint:circles` checks there is none).
 */
const APP_LAYER = {
  group: ['@/app', '@/app/*', '../**/app', '../**/app/*'],
  message: 'Only app/ imports app/: what pages and features need from it lives in lib/ (imports only go down).',
};
/** Each web feature may import itself, the design system and lib, never another feature or a page. */
const FEATURES = fs
  .readdirSync(new URL('./apps/web/src/features', import.meta.url), { withFileTypes: true })
  .filter((d) => d.isDirectory())
  .map((d) => d.name);

export default tseslint.config(
  { ignores: ['**/dist/**', '**/node_modules/**', 'data/**', 'e2e/artifacts/**', 'bench/results/**', 'coverage/**'] },
  js.configs.recommended,
  ...tseslint.configs.recommended,
  {
    languageOptions: { globals: { ...globals.node }, ecmaVersion: 2023, sourceType: 'module' },
    rules: {
      '@typescript-eslint/no-unused-vars': ['error', { argsIgnorePattern: '^_', varsIgnorePattern: '^_' }],
      '@typescript-eslint/consistent-type-imports': 'error',
      'no-duplicate-imports': ['error', { allowSeparateTypeImports: true }],
      'no-console': ['error', { allow: ['warn', 'error', 'info'] }],
    },
  },
  {
    files: ['apps/web/**/*.{ts,tsx}'],
    languageOptions: { globals: { ...globals.browser } },
    plugins: { 'react-hooks': reactHooks },
    rules: {
      ...reactHooks.configs.recommended.rules,
      // Features never import each other; pages compose them. The design system knows no domain.
      'no-restricted-imports': [
        'error',
        {
          patterns: [SERVER_IMPORTS],
        },
      ],
      // A form without a method submits by GET when it is sent before its page's scripts take over: its fields, a
      // password or an identity number among them, would land in the address bar, the history and the logs.
      'no-restricted-syntax': [
        'error',
        {
          selector: "JSXOpeningElement[name.name='form']:not(:has(JSXAttribute[name.name='method']))",
          message:
            'A form says how it is sent: method="post" (anything a person types for the portal to keep or check), or method="get" for a search (issue 33).',
        },
      ],
    },
  },
  {
    files: ['apps/web/src/components/**/*.{ts,tsx}'],
    rules: {
      'no-restricted-imports': [
        'error',
        {
          patterns: [
            {
              group: ['@/features/*', '@/pages/*', '../../features/*'],
              message: 'components/ui has no domain knowledge.',
            },
            APP_LAYER,
          ],
        },
      ],
    },
  },
  {
    files: ['apps/web/src/lib/**/*.{ts,tsx}'],
    rules: {
      'no-restricted-imports': [
        'error',
        {
          patterns: [
            SERVER_IMPORTS,
            APP_LAYER,
            { group: ['@/features/*', '@/pages/*'], message: 'lib/ serves features and pages; it imports neither.' },
          ],
        },
      ],
    },
  },
  {
    files: ['apps/web/src/pages/**/*.{ts,tsx}'],
    rules: { 'no-restricted-imports': ['error', { patterns: [SERVER_IMPORTS, APP_LAYER] }] },
  },
  {
    files: ['apps/server/**/*.ts', 'packages/contracts/**/*.ts'],
    rules: {
      'no-restricted-imports': [
        'error',
        {
          patterns: [BROWSER_IMPORTS],
        },
      ],
    },
  },
  ...FEATURES.flatMap((feature) => {
    const isolation = {
      group: ['@/features/*', `!@/features/${feature}`, '../../*', '!../../' + feature, '@/pages/*'],
      message: 'Features never import each other or pages; pages compose them.',
    };
    return [
      {
        files: [`apps/web/src/features/${feature}/**/*.{ts,tsx}`],
        rules: { 'no-restricted-imports': ['error', { patterns: [SERVER_IMPORTS, APP_LAYER, isolation] }] },
      },
      {
        // A feature reaches the API through its api module (`<feature>-api.ts`), which calls the typed endpoint client.
        files: [`apps/web/src/features/${feature}/**/*.{ts,tsx}`],
        ignores: ['**/*-api.ts', '**/*.test.{ts,tsx}'],
        rules: {
          'no-restricted-imports': [
            'error',
            {
              patterns: [
                SERVER_IMPORTS,
                APP_LAYER,
                isolation,
                {
                  group: ['@/lib/api/api-client', '@/lib/api/endpoint-client'],
                  message: "Call the API through the feature's api module (<feature>-api.ts).",
                },
              ],
            },
          ],
        },
      },
    ];
  }),
  {
    // Domains never import the composition root; only repositories (and db/) build queries.
    files: ['apps/server/src/domains/**/*.ts'],
    rules: { 'no-restricted-imports': ['error', { patterns: [BROWSER_IMPORTS, APP_IMPORT] }] },
  },
  {
    files: ['apps/server/src/domains/**/*.ts'],
    ignores: ['apps/server/src/domains/**/*.repository.ts'],
    rules: {
      'no-restricted-imports': [
        'error',
        {
          patterns: [
            BROWSER_IMPORTS,
            APP_IMPORT,
            {
              group: ['kysely'],
              message:
                'Only repositories and db/ use Kysely: take an Executor from db/executor.ts, types from db/table-types.ts.',
            },
          ],
        },
      ],
    },
  },
  {
    files: ['**/*.test.{ts,tsx}', 'e2e/**', 'bench/**', 'scripts/**'],
    rules: { 'no-console': 'off', '@typescript-eslint/no-non-null-assertion': 'off' },
  },
);
