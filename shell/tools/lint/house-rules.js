// @ts-check

/** Small modules: a file of at most 300 lines (all lines), a function of at most 80 (code lines). */
/** @type {import('eslint').Linter.Config} */
export const sizeLimits = {
  files: ['**/*.{ts,tsx,mts,cts,js,mjs}'],
  rules: {
    'max-lines': ['error', { max: 300, skipBlankLines: false, skipComments: false }],
    'max-lines-per-function': ['error', { max: 80, skipBlankLines: true, skipComments: true, IIFEs: true }],
  },
};

/** @type {import('eslint').Linter.Config[]} */
export const persistence = [
  {
    // One persistence pattern: SQL lives in a module's *.repository.ts (on SqlRepository), entities and migrations.
    files: ['services/api/src/**/*.ts'],
    ignores: [
      'services/api/src/database/**',
      'services/api/src/**/*.repository.ts',
      'services/api/src/**/entities/**',
      'services/api/src/**/*.test.ts',
      // Wiring and error mapping, not queries: module registration, start-up, the migrations CLI, driver errors, tracing.
      'services/api/src/**/*.module.ts',
      'services/api/src/app.ts',
      'services/api/src/migrate.ts',
      'services/api/src/common/http-exception.filter.ts',
      'services/api/src/common/telemetry/**',
    ],
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
];
