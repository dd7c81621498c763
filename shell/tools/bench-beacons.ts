import { mkdir, writeFile } from 'node:fs/promises';
import path from 'node:path';
import { Worker } from 'node:worker_threads';
import autocannon from 'autocannon';
import { z } from 'zod';
import { buildAll } from './build-all.js';
import { runRelease } from './release.js';
import { startTestSite } from './test-site.js';
import { resolveRoot } from './workspace.js';

/**
 * `npm run bench:beacons`: do the shell's release beacons slow the site's pages? Page routes are requested at
 * a steady rate, alone and while beacons arrive at BEACONS_PER_SECOND through the site, in alternating rounds;
 * the medians of the rounds are compared. Budget (--check): pages at most 10 % slower at the median (p50) and
 * at p90. The mean and p99 are reported too: on two cores shared with the load generators, the slowest 1 %
 * of pages waits for a core now and then.
 */

const options = z
  .object({
    BEACONS_PER_SECOND: z.coerce.number().int().min(1).max(20_000).default(1_000),
    PAGES_PER_SECOND: z.coerce.number().int().min(1).max(2_000).default(50),
    BENCH_SECONDS: z.coerce.number().int().min(3).max(600).default(10),
    ROUNDS: z.coerce.number().int().min(1).max(20).default(5),
  })
  .parse(process.env);

const PAGES = ['/checklist', '/software', '/blog', '/'];
/** Set once the site runs: a beacon as the site's own page sends it (its page-load id, the served versions). */
let BEACON = '';
let BEACON_HEADERS: Record<string, string> = {};

function cannon(opts: autocannon.Options): Promise<autocannon.Result> {
  return new Promise((resolve, reject) => autocannon(opts, (error, result) => (error ? reject(error) : resolve(result))));
}

/**
 * Page requests at a steady rate from a worker thread (this process's own thread runs the site server being
 * measured), each timed to the microsecond: one request at a time, like a visitor, so a slow answer is not
 * hidden behind the next.
 */
const PAGE_PROBE = `
const { parentPort, workerData } = require('node:worker_threads');
(async () => {
  const { url, paths, perSecond, seconds } = workerData;
  const times = [];
  const end = performance.now() + seconds * 1000;
  let next = performance.now();
  for (let i = 0; performance.now() < end; i += 1) {
    const wait = next - performance.now();
    if (wait > 0) await new Promise((resolve) => setTimeout(resolve, wait));
    next += 1000 / perSecond;
    const started = performance.now();
    const response = await fetch(url + paths[i % paths.length]);
    await response.arrayBuffer();
    if (response.ok) times.push(performance.now() - started);
  }
  parentPort.postMessage(times);
})();
`;

async function pages(siteUrl: string) {
  const times = await new Promise<number[]>((resolve, reject) => {
    const worker = new Worker(PAGE_PROBE, {
      eval: true,
      workerData: { url: siteUrl, paths: PAGES, perSecond: options.PAGES_PER_SECOND, seconds: options.BENCH_SECONDS },
    });
    worker.once('message', resolve);
    worker.once('error', reject);
  });
  times.sort((a, b) => a - b);
  const at = (q: number) => Math.round(times[Math.min(times.length - 1, Math.floor(times.length * q))]! * 100) / 100;
  return {
    requests: times.length,
    meanMs: Math.round((times.reduce((sum, t) => sum + t, 0) / times.length) * 100) / 100,
    p50Ms: at(0.5),
    p90Ms: at(0.9),
    p99Ms: at(0.99),
  };
}

const beacons = (siteUrl: string) =>
  cannon({
    url: `${siteUrl}/api/release-signals`,
    method: 'POST',
    headers: BEACON_HEADERS,
    body: BEACON,
    connections: 50,
    overallRate: options.BEACONS_PER_SECOND,
    workers: 1,
    duration: options.BENCH_SECONDS,
  });

const figures = (r: autocannon.Result) => ({
  requestsPerSecond: Math.round(r.requests.average),
  meanMs: Math.round(r.latency.mean * 100) / 100,
  p50Ms: r.latency.p50,
  p90Ms: r.latency.p90,
  p99Ms: r.latency.p99,
  non2xx: r.non2xx,
  errors: r.errors,
});

console.log('Building (skipping what is up to date)...');
await buildAll({ log: () => undefined });
// Production API; the beacon quota raised so the bench's single client address is not refused.
const ADMIN = 'bench-beacons-release-admin-token';
const site = await startTestSite({
  apiEnv: { NODE_ENV: 'production', LOG_LEVEL: 'error', RELEASE_ADMIN_TOKEN: ADMIN },
  signals: { perClientPerMinute: 10_000_000 },
});
let result: Record<string, unknown>;
try {
  // The site takes beacons only from its own pages: the page-load id it signs into each page, its origin, and
  // versions it serves. Repeats of one page load's events are counted once but still go the whole way.
  // Pages carry one only when they run a released version: release the local builds.
  for (const name of ['mf_checklist', 'mf_content'] as const) {
    await runRelease([name, `${site.remoteUrls[name]}/mf-manifest.json`], { RELEASE_TOKEN: ADMIN, RELEASE_API: `${site.siteUrl}/api` });
  }
  let page: string | undefined;
  for (const deadline = Date.now() + 15_000; !page && Date.now() < deadline; await new Promise((r) => setTimeout(r, 500))) {
    const html = await (await fetch(`${site.siteUrl}/checklist`)).text();
    page = /<meta name="lo-page-load" content="([^"]+)"/.exec(html)?.[1];
  }
  if (!page) throw new Error('The site gave no page-load id (<meta name="lo-page-load">)');
  const version = async (name: 'mf_checklist' | 'mf_content') =>
    z.object({ version: z.string() }).parse(await (await fetch(`${site.remoteUrls[name]}/release.json`)).json()).version;
  BEACON = JSON.stringify({
    page,
    events: [
      { remote: 'mf_checklist', version: await version('mf_checklist'), kind: 'load', ms: 240 },
      { remote: 'mf_content', version: await version('mf_content'), kind: 'load', ms: 310 },
    ],
  });
  BEACON_HEADERS = { 'content-type': 'application/json', origin: site.siteUrl, 'sec-fetch-site': 'same-origin' };
  // Warm up: the site's caches (registry, known pages) and the JIT.
  await cannon({ url: site.siteUrl, requests: PAGES.map((p) => ({ method: 'GET', path: p })), connections: 10, amount: 400 });
  const warm = await cannon({
    url: `${site.siteUrl}/api/release-signals`,
    method: 'POST',
    headers: BEACON_HEADERS,
    body: BEACON,
    connections: 10,
    amount: 400,
  });
  if (warm.non2xx > 0) throw new Error(`The site refused ${warm.non2xx} of 400 beacons: they no longer look like its own pages' (see site-signals)`);
  // Rounds alternate (alone, with beacons, ...) so a slow spell of the machine falls on both; the medians of
  // the rounds are compared.
  const alone: Awaited<ReturnType<typeof pages>>[] = [];
  const loaded: Awaited<ReturnType<typeof pages>>[] = [];
  const beaconRuns: ReturnType<typeof figures>[] = [];
  for (let round = 1; round <= options.ROUNDS; round += 1) {
    console.log(
      `round ${round}/${options.ROUNDS}: pages alone (${options.PAGES_PER_SECOND}/s, ${options.BENCH_SECONDS} s), then with ${options.BEACONS_PER_SECOND} beacons/s`,
    );
    alone.push(await pages(site.siteUrl));
    const [withBeacons, beaconRun] = await Promise.all([pages(site.siteUrl), beacons(site.siteUrl)]);
    loaded.push(withBeacons);
    beaconRuns.push(figures(beaconRun));
  }
  const median = (values: number[]) => [...values].sort((a, b) => a - b)[Math.floor(values.length / 2)]!;
  const summary = (runs: Awaited<ReturnType<typeof pages>>[]) => ({
    meanMs: median(runs.map((r) => r.meanMs)),
    p50Ms: median(runs.map((r) => r.p50Ms)),
    p90Ms: median(runs.map((r) => r.p90Ms)),
    p99Ms: median(runs.map((r) => r.p99Ms)),
  });
  const a = summary(alone);
  const b = summary(loaded);
  const slower = (x: number, y: number) => Math.round(((y - x) / x) * 1000) / 10;
  result = {
    when: new Date().toISOString(),
    options,
    pagesAlone: a,
    pagesWithBeacons: b,
    beacons: {
      requestsPerSecond: median(beaconRuns.map((r) => r.requestsPerSecond)),
      non2xx: beaconRuns.reduce((n, r) => n + r.non2xx, 0),
      p50Ms: median(beaconRuns.map((r) => r.p50Ms)),
    },
    slowerPercent: { p50: slower(a.p50Ms, b.p50Ms), p90: slower(a.p90Ms, b.p90Ms), mean: slower(a.meanMs, b.meanMs), p99: slower(a.p99Ms, b.p99Ms) },
    rounds: { alone, withBeacons: loaded, beacons: beaconRuns },
  };
} finally {
  await site.close();
}
console.log(JSON.stringify({ ...result, rounds: undefined }, null, 2));
const out = resolveRoot('.bench', 'beacons.json');
await mkdir(path.dirname(out), { recursive: true });
await writeFile(out, `${JSON.stringify(result, null, 2)}\n`);
const slowerBy = result.slowerPercent as { mean: number; p50: number; p90: number };
const beaconFigures = result.beacons as { non2xx: number; requestsPerSecond: number };
if (process.argv.includes('--check')) {
  const problems: string[] = [];
  if (slowerBy.p50 > 10) problems.push(`page median ${slowerBy.p50}% slower with beacons (budget 10%)`);
  if (slowerBy.p90 > 10) problems.push(`page p90 ${slowerBy.p90}% slower with beacons (budget 10%)`);
  if (beaconFigures.non2xx > 0) problems.push(`${beaconFigures.non2xx} beacons refused`);
  if (beaconFigures.requestsPerSecond < options.BEACONS_PER_SECOND * 0.9) problems.push(`beacons reached only ${beaconFigures.requestsPerSecond}/s`);
  if (problems.length) {
    console.error(`\nBudget broken:\n- ${problems.join('\n- ')}`);
    process.exit(1);
  }
  console.log('\nBeacons keep within the budget.');
}
