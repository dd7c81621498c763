import { launchBrowser } from '@launchops/kit/e2e';
import { z } from 'zod';
import { apiJourney, servicesBench } from './bench/api.js';
import { assistantBench } from './bench/assistant.js';
import { budgetFailures, readBudgets } from './bench/budgets.js';
import { clientNavigationMs, measureLoad, READY_SELECTOR, type RouteFigures } from './bench/front-end.js';
import { medianLighthouse } from './bench/lighthouse.js';
import { type BenchResults, printReport, writeResults } from './bench/report.js';
import { buildAll } from './build-all.js';
import { startTestSite } from './test-site.js';
import { resolveRoot } from './workspace.js';

/**
 * `npm run bench`: front-end and API figures of the production build, printed as a table and
 * written as JSON (.bench/results.json). `--check` fails when a budget in budgets.json is broken.
 * `--skip-lighthouse`, `--skip-api` and `--routes /,/tools` shorten a run; `--requests` lists each
 * first-load script and stylesheet; `--json FILE` writes elsewhere; `--lighthouse-runs N` sets how
 * many mobile Lighthouse runs give each route's median (3 by default, 5 with `--check`). `--soak` runs the
 * long-running soak instead (bench/soak.ts); `--visitors 1000000` the per-visitor reads and the retention, export
 * and delete jobs with a million visitors' rows (bench/visitors.ts). `--no-build` uses the builds as they are.
 * The parts: bench/front-end.ts, lighthouse.ts, api.ts, assistant.ts, report.ts and budgets.ts.
 */

const argv = process.argv.slice(2);
const flag = (name: string) => argv.includes(name);
const option = (name: string) => {
  const i = argv.indexOf(name);
  return i >= 0 ? argv[i + 1] : undefined;
};

const lighthouseRuns = z.coerce
  .number()
  .int()
  .min(1, '--lighthouse-runs must be at least 1')
  .max(9, '--lighthouse-runs must be at most 9')
  // A check takes the median of 5: the median of 3 still landed either side of the budget on identical builds.
  .parse(option('--lighthouse-runs') ?? (flag('--check') ? 5 : 3));
const budgets = await readBudgets();

// `--no-build` measures the builds as they are (say, while a half-made change elsewhere does not compile).
if (!flag('--no-build')) {
  console.log('Building (skipping what is up to date)...');
  await buildAll({ log: () => undefined });
}
// The soak is a run of its own (30 minutes by default): bench/soak.ts.
if (flag('--soak')) {
  const { runSoak } = await import('./bench/soak.js');
  process.exit((await runSoak(argv)) ? 0 : 1);
}
// So is the bench of a database holding many visitors' rows (bench/visitors.ts).
if (flag('--visitors')) {
  const { runVisitorsBench } = await import('./bench/visitors.js');
  process.exit((await runVisitorsBench(argv)) ? 0 : 1);
}
const site = await startTestSite({ apiEnv: { NODE_ENV: 'production', RATE_LIMIT_FACTOR: '1000', LOG_LEVEL: 'error' } });
const browser = await launchBrowser();
const results: BenchResults = { when: new Date().toISOString(), routes: [], sharedTwice: [] };
try {
  const posts = (await (await fetch(`${site.apiUrl}/api/blog-posts`)).json()) as Array<{ slug: string }>;
  const only = option('--routes')?.split(',');
  for (const route of budgets.routes.filter((r) => !only || only.includes(r))) {
    const urlPath = route === '/blog/:slug' ? `/blog/${posts[0]!.slug}` : route;
    const url = `${site.siteUrl}${urlPath}`;
    process.stderr.write(`measuring ${urlPath}\n`);
    const { sharedTwice, ...load } = await measureLoad(browser, url, READY_SELECTOR[route] ?? 'main h1', flag('--requests'));
    results.sharedTwice.push(...sharedTwice.map((s) => `${route}: ${s}`));
    const figures: RouteFigures = { route, url: urlPath, ...load };
    if (!flag('--skip-lighthouse')) {
      figures.lighthouse = { mobile: await medianLighthouse(url, 'mobile', lighthouseRuns), desktop: await medianLighthouse(url, 'desktop', 1) };
    }
    results.routes.push(figures);
  }
  results.clientNavigationMs = await clientNavigationMs(browser, site.siteUrl);
  if (!flag('--skip-api')) results.apiJourney = await apiJourney(site.siteUrl);
} finally {
  await browser.close();
  await site.close();
}
// With --check, each route's median of three runs: one run's p99 moves with whatever else the machine does.
if (!flag('--skip-api')) results.api = await servicesBench(flag('--check') ? 3 : undefined);
if (!flag('--skip-assistant')) results.assistant = await assistantBench();

printReport(results, lighthouseRuns);
await writeResults(results, option('--json') ?? resolveRoot('.bench', 'results.json'));

if (flag('--check')) {
  const failures = budgetFailures(results, budgets);
  if (failures.length) {
    console.error(`\nBudgets broken:\n- ${failures.join('\n- ')}`);
    process.exit(1);
  }
  console.log('\nAll budgets hold.');
}
