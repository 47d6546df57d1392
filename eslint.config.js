// @ts-check
import js from '@eslint/js';
import { createTypeScriptImportResolver } from 'eslint-import-resolver-typescript';
import importX from 'eslint-plugin-import-x';
import reactHooks from 'eslint-plugin-react-hooks';
import testingLibrary from 'eslint-plugin-testing-library';
import globals from 'globals';
import tseslint from 'typescript-eslint';

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
      // One-way imports: machines are pure; the browser and the server never import each other.
      'import-x/no-restricted-paths': [
        'error',
        {
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
              target: './src/components',
              from: './src/features',
              message: 'Shared components do not depend on features.',
            },
            {
              target: './src/lib',
              from: './src/features',
              message: 'Shared helpers do not depend on features.',
            },
            {
              target: './src/features',
              from: './src/app',
              message: 'Features do not import the app layer.',
            },
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
