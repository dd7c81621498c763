// @ts-check
import { ROSTER } from '@launchops/kit';

/**
 * The slices' import rules, one ESLint block per slice (typescript-eslint's no-restricted-imports, so that the API's
 * persistence rule, on core no-restricted-imports, applies beside them). A relative import into another package is
 * import-x/no-relative-packages' job; these name the packages a slice must not reach.
 */

const REMOTES = ROSTER.map((remote) => remote.dir);
const BROWSER_OR_BUILD = [
  { regex: '^(react|react-dom|react-router)(/|$)', message: 'browser code' },
  { regex: '^@rsbuild/', message: 'build code' },
  { regex: '^@module-federation/', message: 'build code' },
];
// zod's classic API cannot be tree-shaken (about 20 kB gzip in the shell's first load): page code uses zod/mini.
const ZOD_CLASSIC = { regex: '^zod(/v4(/classic)?)?$', message: "page code validates with 'zod/mini', not zod's classic API" };
const PAGE_TESTS_AND_BUILD = ['**/*.test.ts', '**/*.test.tsx', '**/e2e/**', '**/rsbuild.config.ts', '**/vitest.config.ts'];

/**
 * @param {string[]} files
 * @param {Array<{ regex: string, message: string }>} patterns
 * @param {string[]} [ignores]
 * @returns {import('eslint').Linter.Config}
 */
const block = (files, patterns, ignores = []) => ({
  files,
  ignores,
  rules: { '@typescript-eslint/no-restricted-imports': ['error', { patterns: patterns.map((p) => ({ regex: p.regex, message: p.message })) }] },
});

/** @param {string} dir */
const otherRemotes = (dir) =>
  REMOTES.filter((other) => other !== dir).map((other) => ({
    regex: `^${other}(/|$)`,
    message: 'another remote: remotes meet only through the shell at run time',
  }));
const SHELL_HOST = { regex: '^shell(/|$)', message: "the shell's host: a remote reaches it through the kit and the contracts" };

const SERVICES = ['services/api/**/*.ts', 'services/content/**/*.ts', 'services/test-support/**/*.ts', 'services/test-payments/**/*.ts'];
const SERVICES_RULES = [
  ...BROWSER_OR_BUILD,
  { regex: '^@launchops/(kit|tools|site-server|platform)(/|$)', message: 'a services package depends on no shell package' },
  ...REMOTES.map((dir) => ({ regex: `^${dir}(/|$)`, message: 'a remote' })),
  SHELL_HOST,
];

export const boundaries = [
  ...REMOTES.flatMap((dir) => [
    block([`${dir}/**/*.{ts,tsx}`], [SHELL_HOST, ...otherRemotes(dir)]),
    block([`${dir}/src/**/*.{ts,tsx}`], [SHELL_HOST, ...otherRemotes(dir), ZOD_CLASSIC], PAGE_TESTS_AND_BUILD),
  ]),
  block(['services/contracts/**/*.ts'], [...BROWSER_OR_BUILD, { regex: '^@launchops/', message: 'the contracts depend on no other slice' }]),
  block(
    ['services/contracts/src/**/*.ts'],
    [...BROWSER_OR_BUILD, { regex: '^@launchops/', message: 'the contracts depend on no other slice' }, ZOD_CLASSIC],
    ['**/*.test.ts'],
  ),
  block(SERVICES, SERVICES_RULES),
  // The payments stand-in is for npm start and tests: the API's own code (its build, its image) never holds it.
  block(
    ['services/api/src/**/*.ts'],
    [...SERVICES_RULES, { regex: '^@launchops/test-payments(/|$)', message: 'the test-payments stand-in: only tests and npm start use it' }],
    ['**/*.test.ts'],
  ),
  // One trace across two processes: the edge's and the API's real telemetry set-ups in one test (no other way to
  // see the edge's span be the API's parent without a collector). The only services file that reaches the shell.
  block(
    ['services/api/test/trace.test.ts'],
    [...BROWSER_OR_BUILD, { regex: '^@launchops/(kit|tools|platform)(/|$)', message: 'a services package depends on no shell package' }],
  ),
  block(
    ['shell/kit/**/*.{ts,tsx}'],
    [
      SHELL_HOST,
      ...REMOTES.map((dir) => ({ regex: `^${dir}(/|$)`, message: 'a remote' })),
      { regex: '^@launchops/(api|tools|site-server)(/|$)', message: 'the kit serves every slice and depends on none' },
    ],
  ),
  block(
    ['shell/kit/src/**/*.{ts,tsx}'],
    [
      SHELL_HOST,
      ...REMOTES.map((dir) => ({ regex: `^${dir}(/|$)`, message: 'a remote' })),
      { regex: '^@launchops/(api|tools|site-server)(/|$)', message: 'the kit serves every slice and depends on none' },
      ZOD_CLASSIC,
    ],
    [...PAGE_TESTS_AND_BUILD, 'shell/kit/src/{ports,build,e2e,vitest}*', 'shell/kit/src/{ports,build,e2e,vitest}/**'],
  ),
  block(
    ['shell/src/**/*.{ts,tsx}', 'shell/e2e/**/*.ts', 'shell/*.ts'],
    [...REMOTES.map((dir) => ({ regex: `^${dir}(/|$)`, message: 'a remote: the shell loads remotes at run time only' }))],
  ),
  block(
    ['shell/src/**/*.{ts,tsx}'],
    [
      ...REMOTES.map((dir) => ({ regex: `^${dir}(/|$)`, message: 'a remote: the shell loads remotes at run time only' })),
      { regex: '^@launchops/(tools|site-server)(/|$)', message: 'tooling in the browser host' },
      ZOD_CLASSIC,
    ],
    PAGE_TESTS_AND_BUILD,
  ),
  block(
    ['shell/site-server/**/*.ts', 'shell/tools/**/*.ts'],
    REMOTES.map((dir) => ({ regex: `^${dir}(/|$)`, message: 'a remote: reach it through the roster and its build' })),
  ),
];
