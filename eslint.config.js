// @ts-check
import { readdirSync } from 'node:fs';
import { join } from 'node:path';
import js from '@eslint/js';
import { createTypeScriptImportResolver } from 'eslint-import-resolver-typescript';
import importX from 'eslint-plugin-import-x';
import reactHooks from 'eslint-plugin-react-hooks';
import testingLibrary from 'eslint-plugin-testing-library';
import globals from 'globals';
import tseslint from 'typescript-eslint';

/**
 * The feature folders, read at every run, so a new folder under src/features is fenced in without an
 * edit here.
 */
const features = readdirSync(join(import.meta.dirname, 'src/features'), { withFileTypes: true })
  .filter((entry) => entry.isDirectory())
  .map((entry) => entry.name)
  .sort();

/**
 * The only imports from one feature into another, each with the reason it is not composed in src/app
 * or moved to src/components or src/lib. Keep it short (tests/lint checks at most five entries, each
 * naming a file that exists). `from`: the importing feature; `file`: the imported file, under
 * src/features.
 *
 * - sign-in → account/components/change-password-form.tsx: the forced password change right after sign-in
 *   is the account's own change-password form, one form over one machine
 *   (machines/login/change-password) for the sign-in step and for 修改密码.
 */
export const featureImportAllowList = [
  { from: 'sign-in', file: 'account/components/change-password-form.tsx' },
];

const featureBoundary =
  'A feature does not import another feature: compose features in src/app, or move what they share to src/components or src/lib (allow-list: featureImportAllowList in eslint.config.js).';

/**
 * For each feature, the zone of everything outside it that may not import it, written as a glob so a
 * file of any folder is covered, then one zone per allow-listed importer with its allowed files.
 * @param {string} feature
 */
function featureZones(feature) {
  const allowed = featureImportAllowList.filter((entry) => entry.file.startsWith(`${feature}/`));
  const importers = [...new Set(allowed.map((entry) => entry.from))];
  return [
    {
      target: `./src/features/!(${[feature, ...importers].join('|')})/**`,
      from: `./src/features/${feature}`,
      message: featureBoundary,
    },
    ...importers.map((importer) => ({
      target: `./src/features/${importer}/**`,
      from: `./src/features/${feature}`,
      except: allowed
        .filter((entry) => entry.from === importer)
        .map((entry) => `./${entry.file.slice(feature.length + 1)}`),
      message: featureBoundary,
    })),
  ];
}

export default tseslint.config(
  {
    ignores: [
      'node_modules',
      'dist',
      'data',
      'coverage',
      'playwright-report',
      'test-results',
      'openapi/schema.d.ts',
      'server/db/migrations',
    ],
  },
  js.configs.recommended,
  ...tseslint.configs.recommendedTypeChecked,
  {
    languageOptions: {
      parserOptions: { projectService: true, tsconfigRootDir: import.meta.dirname },
      globals: { ...globals.browser, ...globals.node },
    },
    plugins: { 'import-x': importX, 'react-hooks': reactHooks },
    rules: {
      ...reactHooks.configs.recommended.rules,
      '@typescript-eslint/consistent-type-imports': ['error', { fixStyle: 'inline-type-imports' }],
      '@typescript-eslint/no-unused-vars': [
        'error',
        { argsIgnorePattern: '^_', varsIgnorePattern: '^_' },
      ],
      '@typescript-eslint/no-misused-promises': [
        'error',
        { checksVoidReturn: { attributes: false } },
      ],
      // Type-only imports are skipped by this rule, and it has no option to count them (import-x 4:
      // only maxDepth, ignoreExternal, allowUnsafeDynamicCyclicDependency);
      // tests/lint/import-cycles.test.ts checks the whole graph with type imports included.
      'import-x/no-cycle': 'error',
      'import-x/no-duplicates': 'error',
      // The design names react-router-dom as the routing package; it re-exports react-router whole.
      'no-restricted-imports': [
        'error',
        {
          paths: [{ name: 'react-router', message: "Import routing from 'react-router-dom'." }],
          patterns: [
            { group: ['react-router/*'], message: "Import routing from 'react-router-dom'." },
          ],
        },
      ],
      // One-way imports: machines are pure; the browser and the server never import each other;
      // shared code → features → app, and no feature imports another.
      'import-x/no-restricted-paths': [
        'error',
        {
          basePath: import.meta.dirname,
          zones: [
            { target: './machines', from: './src', message: 'Machines are pure: no browser code.' },
            {
              target: './machines',
              from: './server',
              message: 'Machines are pure: no server code.',
            },
            {
              target: './src',
              from: './server',
              message: 'The SPA talks to the server only through the contract.',
            },
            {
              target: './server',
              from: './src',
              message: 'The server does not import browser code.',
            },
            {
              target: ['./server/http', './server/contract', './server/kernel'],
              from: './server/features',
              message:
                'The server kernel (http, contract, kernel) does not depend on features: move the shared piece down to server/kernel, or let the feature register with the kernel.',
            },
            {
              target: './scripts',
              from: './tests',
              message:
                'Scripts do not import tests: shared helpers live in scripts/ (e.g. scripts/portal) or server/.',
            },
            {
              target: ['./src/components', './src/lib', './src/api', './src/config', './src/i18n'],
              from: './src/features',
              message: 'Shared code does not depend on features.',
            },
            {
              target: [
                './src/components',
                './src/lib',
                './src/api',
                './src/config',
                './src/i18n',
                './src/features',
              ],
              from: './src/app',
              message: 'Only the app layer composes: nothing imports it.',
            },
            ...features.flatMap(featureZones),
          ],
        },
      ],
    },
    settings: {
      'import-x/resolver-next': [createTypeScriptImportResolver({ project: './tsconfig.json' })],
    },
  },
  {
    files: ['machines/**/*.ts'],
    rules: {
      'no-restricted-imports': [
        'error',
        {
          patterns: [
            {
              regex: '^(?!xstate(/|$)|\\.{1,2}/)',
              message: 'Machines import only xstate and their own files.',
            },
          ],
        },
      ],
    },
  },
  {
    files: ['tests/web/**/*.{ts,tsx}'],
    ...testingLibrary.configs['flat/react'],
  },
  {
    files: ['**/*.js', '**/*.mjs', '**/*.cjs'],
    ...tseslint.configs.disableTypeChecked,
  },
);
