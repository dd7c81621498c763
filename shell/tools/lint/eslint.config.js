// @ts-check
import js from '@eslint/js';
import prettier from 'eslint-config-prettier';
import { createTypeScriptImportResolver } from 'eslint-import-resolver-typescript';
import { importX } from 'eslint-plugin-import-x';
import globals from 'globals';
import reactHooks from 'eslint-plugin-react-hooks';
import tseslint from 'typescript-eslint';
import { boundaries } from './boundaries.js';
import { featureIsolation, persistence, sizeLimits } from './house-rules.js';

export default tseslint.config(
  {
    ignores: ['**/node_modules/**', '**/dist/**', '**/coverage/**', '**/.data/**', '**/.cache/**', '**/*.d.ts', 'shell/tools/roster/mf-probe/**'],
  },
  js.configs.recommended,
  ...tseslint.configs.recommended,
  {
    files: ['**/*.{ts,tsx,mts,cts}'],
    plugins: { 'import-x': importX },
    settings: { 'import-x/resolver-next': [createTypeScriptImportResolver({ alwaysTryTypes: true })] },
    rules: {
      // The rules that need types (promises not awaited or misused, await of a non-promise, needless assertions) run in
      // oxlint on TypeScript 7 (/.oxlintrc.json): here they built a second TypeScript program of every file.
      '@typescript-eslint/no-unused-vars': ['error', { argsIgnorePattern: '^_', varsIgnorePattern: '^_', caughtErrorsIgnorePattern: '^_' }],
      'import-x/no-cycle': 'error',
      'import-x/no-self-import': 'error',
      'import-x/no-relative-packages': 'error',
    },
  },
  {
    files: ['**/*.{js,mjs,cjs}'],
    languageOptions: { globals: globals.node },
  },
  {
    files: ['shell/src/**/*.{ts,tsx}', 'shell/kit/src/**/*.{ts,tsx}', 'mf-*/src/**/*.{ts,tsx}'],
    plugins: { 'react-hooks': reactHooks },
    rules: { 'react-hooks/rules-of-hooks': 'error', 'react-hooks/exhaustive-deps': 'error' },
  },
  {
    // Tests read loosely typed bodies and mocks.
    files: ['**/*.test.{ts,tsx}', '**/test/support/**', '**/e2e/**', '**/testing/**'],
    rules: { '@typescript-eslint/no-explicit-any': 'off' },
  },
  sizeLimits,
  ...persistence,
  ...boundaries,
  featureIsolation,
  prettier,
);
