// Lays out what a runtime image carries, without source maps (the images' base may have no cp or find).
//   node shell/deploy/stage.mjs workspace REPO_DIR OUT_DIR WORKSPACE
//     the workspace and the workspaces it uses (built files, no sources or tests), and a pruned node_modules: the
//     packages its production dependencies reach, walked in package-lock.json the way Node resolves them
//   node shell/deploy/stage.mjs files FROM_DIR OUT_DIR
//   node shell/deploy/stage.mjs manifests DIR
//     deletes all but package.json and package-lock.json under DIR (the dependency layers' only input)
import { cpSync, existsSync, readdirSync, readFileSync, rmSync, statSync } from 'node:fs';
import path from 'node:path';

const [command, ...args] = process.argv.slice(2);
const noMaps = (source) => !source.endsWith('.map');

/** What a workspace folder keeps in an image: its build and data, not its sources, tests or tooling. */
const SKIPPED_IN_WORKSPACE = new Set(['src', 'node_modules', 'test', 'e2e', 'bench', '.data', 'vitest.config.ts', 'tsconfig.json', 'tsconfig.build.json']);

function stageWorkspace(repo, out, workspace) {
  const packages = JSON.parse(readFileSync(path.join(repo, 'package-lock.json'), 'utf8')).packages;
  /** Where `name` is found from the package at `from`, as Node looks: its own node_modules, then each parent's. */
  const resolve = (from, name) => {
    let dir = from;
    for (;;) {
      const candidate = `${dir ? `${dir}/` : ''}node_modules/${name}`;
      if (packages[candidate] && existsSync(path.join(repo, candidate))) return candidate;
      if (!dir) return undefined;
      const parent = dir.lastIndexOf('/node_modules/');
      dir = parent >= 0 ? dir.slice(0, parent) : '';
    }
  };
  const keep = new Set();
  const walk = (location) => {
    const entry = packages[location];
    // dev: what `npm ci --omit=dev` leaves out (the lockfile has counted peers in).
    if (!entry || entry.dev || keep.has(location)) return;
    keep.add(location);
    if (entry.link) return walk(entry.resolved);
    const peers = Object.keys(entry.peerDependencies ?? {}).filter((name) => !entry.peerDependenciesMeta?.[name]?.optional);
    for (const name of [...Object.keys({ ...entry.dependencies, ...entry.optionalDependencies }), ...peers]) {
      const found = resolve(location, name);
      if (found) walk(found);
      else if (entry.dependencies?.[name]) throw new Error(`${location} needs ${name}, which is not installed`);
    }
  };
  walk(workspace);

  let modules = 0;
  for (const location of keep) {
    const source = path.join(repo, location);
    const target = path.join(out, location);
    if (!location.includes('node_modules/')) {
      // A workspace folder (the one asked for, or one it links to).
      cpSync(source, target, {
        recursive: true,
        filter: (file) => noMaps(file) && !SKIPPED_IN_WORKSPACE.has(path.relative(source, file).split(path.sep)[0]) && !/\.test\.[cm]?[jt]sx?$/.test(file),
      });
    } else if (packages[location].link) {
      cpSync(source, target, { verbatimSymlinks: true });
    } else {
      // Nested node_modules are kept (or not) on their own.
      cpSync(source, target, { recursive: true, filter: (file) => noMaps(file) && !path.relative(source, file).split(path.sep).includes('node_modules') });
      modules += 1;
    }
  }
  console.log(`${workspace}: ${keep.size - modules} workspace folder(s) and ${modules} packages staged in ${out}`);
}

function keepManifests(dir) {
  for (const name of readdirSync(dir)) {
    const file = path.join(dir, name);
    if (statSync(file).isDirectory()) {
      keepManifests(file);
      if (readdirSync(file).length === 0) rmSync(file, { recursive: true });
    } else if (name !== 'package.json' && name !== 'package-lock.json') {
      rmSync(file);
    }
  }
}

if (command === 'workspace' && args.length === 3) stageWorkspace(...args);
else if (command === 'files' && args.length === 2) cpSync(args[0], args[1], { recursive: true, filter: noMaps });
else if (command === 'manifests' && args.length === 1) keepManifests(args[0]);
else throw new Error('usage: stage.mjs workspace REPO OUT WORKSPACE | files FROM OUT | manifests DIR');
