import { readFileSync } from 'node:fs';
import { basename } from 'node:path';
import js from '@eslint/js';
import prettier from 'eslint-config-prettier';
import reactHooks from 'eslint-plugin-react-hooks';
import globals from 'globals';
import tseslint from 'typescript-eslint';
import { SHARED_SUBSET_MODULES } from './shell/federation-shared.mjs';

/** Names the apps may import from a package shared as a subset module (shell/federation-shared.mjs). */
const sharedSubsetNames = (module) =>
  /export \{([^}]+)\} from/
    .exec(readFileSync(module, 'utf8'))[1]
    .split(',')
    .map((name) => name.trim())
    .filter(Boolean);

/** The packages the apps import only in part, as Module Federation shares them. */
const SHARED_IMPORT_PATHS = [
  ...Object.entries(SHARED_SUBSET_MODULES).map(([name, module]) => ({
    name,
    allowImportNames: sharedSubsetNames(module),
    allowTypeImports: true,
    message: `The apps share only the names listed in shell/${basename(module)}: add it there first.`,
  })),
  { name: 'react-router', message: "Import from 'react-router-dom' (shared as shell/shared-router.mjs)." },
];

export default tseslint.config(
  {
    ignores: [
      '**/dist/**',
      '**/dist-server/**',
      '**/node_modules/**',
      '**/*.gen.ts',
      '.data/**',
      '**/test-results/**',
      '**/playwright-report/**',
    ],
  },
  js.configs.recommended,
  ...tseslint.configs.recommended,
  {
    languageOptions: { globals: { ...globals.node } },
    rules: {
      '@typescript-eslint/no-unused-vars': ['error', { argsIgnorePattern: '^_', varsIgnorePattern: '^_' }],
      '@typescript-eslint/consistent-type-imports': ['error', { fixStyle: 'inline-type-imports' }],
    },
  },
  {
    files: [
      'shell/**/*.{ts,tsx}',
      'learner-app/**/*.{ts,tsx}',
      'admin-app/**/*.{ts,tsx}',
      'openapi/src/**/*.ts',
      'ui-kit/src/**/*.{ts,tsx}',
    ],
    languageOptions: { globals: { ...globals.browser } },
    plugins: { 'react-hooks': reactHooks },
    rules: {
      ...reactHooks.configs.recommended.rules,
      '@typescript-eslint/no-restricted-imports': ['error', { paths: SHARED_IMPORT_PATHS }],
    },
  },
  {
    // '@academy/api/admin' is not shared: an app importing it would bundle every admin endpoint.
    files: ['shell/src/**/*.{ts,tsx}', 'learner-app/src/**/*.{ts,tsx}', 'ui-kit/src/**/*.{ts,tsx}'],
    ignores: ['**/*.spec.{ts,tsx}'],
    rules: {
      '@typescript-eslint/no-restricted-imports': [
        'error',
        {
          paths: [
            ...SHARED_IMPORT_PATHS,
            { name: '@academy/api/admin', message: "The admin's endpoints ship with the admin app alone: import them there." },
          ],
        },
      ],
    },
  },
  {
    // Tests run under Jest with the whole of React Router: the routers made for tests (BrowserRouter,
    // createMemoryRouter) are not in the shared subset, which every page downloads.
    files: ['**/*.spec.{ts,tsx}', 'ui-kit/src/testing/**/*.{ts,tsx}'],
    rules: {
      '@typescript-eslint/no-restricted-imports': [
        'error',
        { paths: SHARED_IMPORT_PATHS.filter((path) => path.name !== 'react-router-dom') },
      ],
    },
  },
  {
    // The server renderer is bundled on its own for Node, without Module Federation: nothing is shared.
    files: ['shell/src/server/**/*.{ts,tsx}'],
    languageOptions: { globals: { ...globals.node } },
    rules: { '@typescript-eslint/no-restricted-imports': 'off' },
  },
  {
    files: ['backend/**/*.ts'],
    rules: {
      // Nest injects by the constructor parameter's runtime type: those imports must stay value imports.
      '@typescript-eslint/consistent-type-imports': 'off',
    },
  },
  {
    // A workspace reaches another only through its package name and exports, never by a relative path.
    files: ['**/*.{ts,tsx,mjs}'],
    rules: {
      'no-restricted-imports': [
        'error',
        {
          patterns: [
            {
              regex: '^(\\.\\./)+(backend|openapi|shell|learner-app|admin-app|ui-kit)/',
              message: 'Import the workspace by its package name (e.g. @academy/backend/testing).',
            },
          ],
        },
      ],
    },
  },
  {
    files: ['**/*.cjs'],
    languageOptions: { sourceType: 'commonjs' },
  },
  // Last: turns off the rules that would fight Prettier's layout.
  prettier,
);
