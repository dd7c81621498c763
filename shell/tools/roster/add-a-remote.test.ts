import { type ChildProcess, execFileSync, spawn } from 'node:child_process';
import { copyFile, cp, lstat, mkdir, mkdtemp, readdir, readFile, readlink, rm, symlink, writeFile } from 'node:fs/promises';
import os from 'node:os';
import path from 'node:path';
import { launchBrowser, visible } from '@launchops/kit/e2e';
import { ROSTER } from '@launchops/kit';
import type { Browser } from 'playwright-core';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { freePort } from '../stack.js';
import { ROOT } from '../workspace.js';

/**
 * The README's promise, "adding a remote is a new folder and one roster entry", kept: in a copy of the
 * workspace, a fifth remote (mf-probe, owning /probe, with a home widget) is added as a folder and one entry
 * in the roster, and nothing else is edited. Then the copy's own `npm test` plan lists the new remote's unit
 * and browser tests, its unit tests pass with the kit's renderer, and its `npm start` builds it, starts it
 * and composes it into the site: /probe shows its page and the home page its widget.
 */

let copy: string;
let site: ChildProcess | undefined;
let siteUrl: string;
let browser: Browser | undefined;
let output = '';

/** The workspace's files (tracked and new, not ignored) copied as they are now; node_modules linked, not copied. */
async function copyWorkspace(to: string): Promise<void> {
  const files = execFileSync('git', ['ls-files', '-co', '--exclude-standard', '-z'], { cwd: ROOT, maxBuffer: 64 * 1024 * 1024 })
    .toString()
    .split('\0')
    .filter(Boolean);
  for (const file of files) {
    const from = path.join(ROOT, file);
    const info = await lstat(from).catch(() => undefined);
    if (!info?.isFile()) continue;
    await mkdir(path.dirname(path.join(to, file)), { recursive: true });
    await copyFile(from, path.join(to, file));
  }
  // Installed packages are shared (the root's and those a workspace keeps in its own node_modules); the
  // workspace's own packages (relative links) point into the copy.
  const linkModules = async (folder: string) => {
    const modules = path.join(ROOT, folder, 'node_modules');
    const entries = await readdir(modules).catch(() => [] as string[]);
    const link = async (entry: string) => {
      const from = path.join(modules, entry);
      const info = await lstat(from);
      const target = info.isSymbolicLink() && !path.isAbsolute(await readlink(from)) ? await readlink(from) : from;
      await symlink(target, path.join(to, folder, 'node_modules', entry));
    };
    for (const entry of entries) {
      // Tool caches (.cache, .vite, ...) stay behind; .bin is shared.
      if (entry.startsWith('.') && entry !== '.bin') continue;
      await mkdir(path.join(to, folder, 'node_modules'), { recursive: true });
      if (entry.startsWith('@')) {
        await mkdir(path.join(to, folder, 'node_modules', entry));
        for (const scoped of await readdir(path.join(modules, entry))) await link(`${entry}/${scoped}`);
      } else await link(entry);
    }
  };
  // Every workspace the root package.json names (a folder pattern such as mf-* is the roster's remotes).
  const declared = (JSON.parse(await readFile(path.join(ROOT, 'package.json'), 'utf8')) as { workspaces: string[] }).workspaces;
  const workspaces = ['', ...declared.filter((w) => !w.includes('*')), ...ROSTER.map((r) => r.dir)];
  for (const folder of workspaces) await linkModules(folder);
}

/** mf-probe: mf-content's package setup (package.json renamed, tsconfig, vitest config, test setup) and the probe's code. */
async function addProbeRemote(root: string): Promise<void> {
  const dir = path.join(root, 'mf-probe');
  const pkg = JSON.parse(await readFile(path.join(root, 'mf-content/package.json'), 'utf8')) as { name: string };
  pkg.name = 'mf-probe';
  await mkdir(dir, { recursive: true });
  await writeFile(path.join(dir, 'package.json'), `${JSON.stringify(pkg, null, 2)}\n`);
  for (const file of ['tsconfig.json', 'vitest.config.ts', 'src/test-setup.ts']) {
    await mkdir(path.dirname(path.join(dir, file)), { recursive: true });
    await copyFile(path.join(root, 'mf-content', file), path.join(dir, file));
  }
  // Its own code: the probe's files beside this test (routes, a home widget, a page and its unit test).
  await cp(path.join(import.meta.dirname, 'mf-probe'), dir, { recursive: true });
  // The one roster entry.
  const rosterFile = path.join(root, 'shell/kit/src/roster.ts');
  const roster = await readFile(rosterFile, 'utf8');
  const end = '] as const satisfies readonly RosterEntry[];';
  expect(roster).toContain(end);
  const entry = `  {
    name: 'mf_probe',
    dir: 'mf-probe',
    port: 8085,
    portVariable: 'MF_PROBE_PORT',
    sections: ['probe'],
    pages: ['/probe'],
    homeWidget: { placement: 'section', label: 'The probe widget', sectionLabel: 'Probe', order: 5, heights: { wide: 100, tablet: 100, phone: 100 } },
  },
`;
  await writeFile(rosterFile, roster.replace(end, `${entry}${end}`));
}

function run(command: string, args: string[], cwd: string, env: NodeJS.ProcessEnv = {}): string {
  return execFileSync(command, args, {
    cwd,
    env: { ...process.env, ...env },
    encoding: 'utf8',
    maxBuffer: 64 * 1024 * 1024,
    stdio: ['ignore', 'pipe', 'pipe'],
  });
}

async function waitForSite(url: string, timeoutMs: number): Promise<void> {
  const deadline = Date.now() + timeoutMs;
  while (Date.now() < deadline) {
    if (site?.exitCode !== null && site?.exitCode !== undefined) throw new Error(`npm start exited (${site.exitCode}):\n${output.slice(-4000)}`);
    const ok = await fetch(url).then(
      (response) => response.ok,
      () => false,
    );
    if (ok) return;
    await new Promise((resolve) => setTimeout(resolve, 500));
  }
  throw new Error(`the site did not answer at ${url}:\n${output.slice(-4000)}`);
}

beforeAll(async () => {
  expect(ROSTER.some((r) => (r.dir as string) === 'mf-probe')).toBe(false);
  copy = await mkdtemp(path.join(os.tmpdir(), 'lo-roster-'));
  await copyWorkspace(copy);
  await addProbeRemote(copy);
  // The copy's packages are built from its own sources (the kit with the new roster entry among them).
  run('npm', ['run', 'build'], path.join(copy, 'services/contracts'));
  run('npm', ['run', 'build'], path.join(copy, 'shell/kit'));
});

afterAll(async () => {
  await browser?.close();
  if (site?.pid) {
    try {
      process.kill(-site.pid, 'SIGTERM');
    } catch {
      // already gone
    }
    await new Promise((resolve) => setTimeout(resolve, 1_000));
  }
  if (copy && !process.env.LO_KEEP_COPY) await rm(copy, { recursive: true, force: true });
});

describe('a remote added to the roster (a new folder and one entry, nothing else)', () => {
  it('is in the test plan: its unit and browser tests run with everyone else’s', () => {
    const plan = run('npx', ['tsx', 'shell/tools/test-all.ts', '--list'], copy);
    expect(plan).toContain('step: mf-probe unit | mf-probe | vitest run --config shell/tools/vitest.units.config.ts');
    expect(plan).toContain('step: mf-probe browser tests | mf-probe | vitest run --config shell/tools/vitest.e2e.config.ts');
  });

  it('passes its unit tests with the kit’s test renderer', () => {
    const result = run('npx', ['vitest', 'run', '--project', 'unit'], path.join(copy, 'mf-probe'));
    expect(result).toMatch(/1 passed/);
  });

  it('is built, started and composed into the site by npm start', async () => {
    const ports = { SITE_PORT: await freePort(), API_PORT: await freePort() } as Record<string, number>;
    for (const remote of [...ROSTER.map((r) => r.portVariable), 'MF_PROBE_PORT']) ports[remote] = await freePort();
    siteUrl = `http://localhost:${ports.SITE_PORT}`;
    site = spawn('npm', ['start'], {
      cwd: copy,
      detached: true,
      // As a person runs it: without the test runner's NODE_ENV=test (a build under it is not a production build).
      env: {
        ...Object.fromEntries(Object.entries(process.env).filter(([name]) => name !== 'NODE_ENV')),
        ...Object.fromEntries(Object.entries(ports).map(([name, port]) => [name, String(port)])),
        DATA_DIR: path.join(copy, '.data/pg'),
        DATABASE_URL: '',
        LOG_LEVEL: 'warn',
      },
      stdio: ['ignore', 'pipe', 'pipe'],
    });
    site.stdout?.on('data', (chunk: Buffer) => (output += chunk.toString()));
    site.stderr?.on('data', (chunk: Buffer) => (output += chunk.toString()));
    await waitForSite(`${siteUrl}/remotes.json`, 480_000);

    expect(output).toMatch(/mf-probe\s+built in/);
    const remotes = (await (await fetch(`${siteUrl}/remotes.json`)).json()) as Record<string, string>;
    expect(remotes.mf_probe).toBe(`http://localhost:${ports.MF_PROBE_PORT}/mf-manifest.json`);
    expect((await fetch(`${siteUrl}/probe`)).status).toBe(200);

    browser = await launchBrowser();
    const page = await browser.newPage();
    const problems: string[] = [];
    page.on('pageerror', (error) => problems.push(error.message));
    page.on('console', (message) => message.type() === 'error' && problems.push(message.text()));
    await page.goto(`${siteUrl}/probe`);
    await visible(page.getByRole('heading', { level: 1, name: 'The probe remote' }), 30_000).catch(async (error: unknown) => {
      throw new Error(`${String(error)}\nbrowser errors: ${problems.join('\n')}\npage: ${(await page.content()).slice(0, 3000)}`);
    });
    await page.goto(`${siteUrl}/`);
    const section = page.getByRole('region', { name: 'Probe' });
    await section.scrollIntoViewIfNeeded();
    await visible(section.getByText("The probe remote's home widget"), 30_000);
  });
});
