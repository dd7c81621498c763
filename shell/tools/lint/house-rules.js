// @ts-check
import path from 'node:path';

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

// `<remote>/src/features/<name>/...`: the remote's folder and the feature's name.
const FEATURE_FILE = /^(.*\/mf-[^/]+\/src\/features)\/([^/]+)\//;

/** @type {import('eslint').Rule.RuleModule} */
const noCrossFeatureImports = {
  meta: {
    type: 'problem',
    docs: { description: "A feature of a remote imports no other feature of it (bulletproof-react's rule): shared pieces live in components/ or utils/." },
    schema: [],
  },
  create(context) {
    const file = context.filename.split(path.sep).join('/');
    const own = FEATURE_FILE.exec(file);
    const featuresDir = own?.[1];
    const feature = own?.[2];
    if (!featuresDir || !feature) return {};
    /** @param {import('estree').Node & { source?: import('estree').Node | null }} node */
    const check = (node) => {
      const source = node.source;
      if (!source || source.type !== 'Literal' || typeof source.value !== 'string' || !source.value.startsWith('.')) return;
      const target = path.posix.normalize(path.posix.join(path.posix.dirname(file), source.value));
      if (!target.startsWith(`${featuresDir}/`)) return;
      const other = target.slice(featuresDir.length + 1).split('/')[0];
      if (!other || other === feature) return;
      context.report({
        node: source,
        message: `The ${feature} feature imports the ${other} feature (src/features/${other}). Features do not import each other: move what both need to src/components/ or src/utils/.`,
      });
    };
    return { ImportDeclaration: check, ExportNamedDeclaration: check, ExportAllDeclaration: check, ImportExpression: check };
  },
};

/** Features inside a remote stay apart: `src/features/A/**` never imports `src/features/B/**` (tests included). */
/** @type {import('eslint').Linter.Config} */
export const featureIsolation = {
  files: ['mf-*/src/features/**/*.{ts,tsx}'],
  plugins: { launchops: { rules: { 'no-cross-feature-imports': noCrossFeatureImports } } },
  rules: { 'launchops/no-cross-feature-imports': 'error' },
};
