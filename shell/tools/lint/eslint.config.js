// @ts-check
import js from '@eslint/js';
import prettier from 'eslint-config-prettier';
import { createTypeScriptImportResolver } from 'eslint-import-resolver-typescript';
import { importX } from 'eslint-plugin-import-x';
import globals from 'globals';
import reactHooks from 'eslint-plugin-react-hooks';
import tseslint from 'typescript-eslint';

export default tseslint.config(
  {
    ignores: ['**/node_modules/**', '**/dist/**', '**/coverage/**', '**/.data/**', '**/.cache/**', '**/*.d.ts', 'shell/tools/roster/mf-probe/**'],
  },
  js.configs.recommended,
  ...tseslint.configs.recommended,
  {
    files: ['**/*.{ts,tsx,mts,cts}'],
    languageOptions: {
      parserOptions: { projectService: true },
    },
    plugins: { 'import-x': importX },
    settings: { 'import-x/resolver-next': [createTypeScriptImportResolver({ alwaysTryTypes: true })] },
    rules: {
      '@typescript-eslint/no-floating-promises': 'error',
      '@typescript-eslint/no-misused-promises': ['error', { checksVoidReturn: { attributes: false } }],
      '@typescript-eslint/await-thenable': 'error',
      '@typescript-eslint/no-unnecessary-type-assertion': 'error',
      'import-x/no-cycle': 'error',
      'import-x/no-self-import': 'error',
      'import-x/no-relative-packages': 'error',
      'max-lines': ['error', { max: 300, skipBlankLines: false, skipComments: false }],
      'max-lines-per-function': ['error', { max: 80, skipBlankLines: true, skipComments: true, IIFEs: true }],
    },
  },
  {
    files: ['**/*.{js,mjs,cjs}'],
    languageOptions: { globals: globals.node },
  },
  {
    files: ['**/*.tsx'],
    plugins: { 'react-hooks': reactHooks },
    rules: { 'react-hooks/rules-of-hooks': 'error', 'react-hooks/exhaustive-deps': 'error' },
  },
  {
    // One persistence pattern: SQL lives in a module's *.repository.ts (on SqlRepository), entities and migrations.
    files: ['services/api/src/**/*.ts'],
    ignores: ['services/api/src/database/**', 'services/api/src/**/*.repository.ts', 'services/api/src/**/entities/**', 'services/api/src/**/*.test.ts'],
    rules: {
      'no-restricted-imports': [
        'error',
        {
          paths: [
            { name: 'typeorm', message: "SQL belongs in the module's *.repository.ts (extends SqlRepository); pass a Tx from Transactions." },
            { name: '@nestjs/typeorm', message: "SQL belongs in the module's *.repository.ts." },
            { name: 'pg', message: "SQL belongs in the module's *.repository.ts." },
          ],
          patterns: [{ regex: '(^|/)database/prepared-read(\\.js)?$', message: "Prepared reads belong in the module's *.repository.ts." }],
        },
      ],
    },
  },
  prettier,
);
