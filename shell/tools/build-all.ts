import { spawn } from 'node:child_process';
import { createHash } from 'node:crypto';
import { readdir, readFile, stat, writeFile } from 'node:fs/promises';
import path from 'node:path';
import { PACKAGE_SLICES, resolveRoot, ROOT, type SliceName, SLICES } from './workspace.js';

const SKIP_DIRS = new Set(['node_modules', 'dist', '.data', 'e2e', '.cache', 'coverage']);
const STAMP = '.build-stamp';

const exists = (file: string) =>
  stat(file).then(
    () => true,
    () => false,
  );

async function fingerprint(dir: string, hash = createHash('sha1')): Promise<ReturnType<typeof createHash>> {
  const entries = await readdir(dir, { withFileTypes: true });
  entries.sort((a, b) => a.name.localeCompare(b.name));
  for (const entry of entries) {
    if (SKIP_DIRS.has(entry.name)) continue;
    const full = path.join(dir, entry.name);
    // A folder with a package.json of its own is another workspace package (the shell holds kit, site-server, tools).
    if (entry.isDirectory()) {
      if (!(await exists(path.join(full, 'package.json')))) await fingerprint(full, hash);
    } else if (entry.isFile() && !/\.test\.tsx?$/.test(entry.name)) {
      const info = await stat(full);
      hash.update(`${path.relative(ROOT, full)}:${info.size}:${info.mtimeMs}\n`);
    }
  }
  return hash;
}

/** A slice's inputs: its own files, plus the packages' builds (contracts, kit) for everything built after them. */
async function inputsOf(slice: SliceName, packageStamps: string): Promise<string> {
  const hash = await fingerprint(resolveRoot(SLICES[slice]!.dir));
  hash.update(packageStamps);
  return hash.digest('hex');
}

async function readStamp(slice: SliceName): Promise<string | undefined> {
  try {
    return (await readFile(resolveRoot(SLICES[slice]!.dist, STAMP), 'utf8')).trim();
  } catch {
    return undefined;
  }
}

export function run(command: string[], options: { cwd?: string; env?: NodeJS.ProcessEnv; quiet?: boolean } = {}): Promise<void> {
  return new Promise((resolve, reject) => {
    const [bin, ...args] = command;
    const child = spawn(bin!, args, {
      cwd: options.cwd ?? ROOT,
      env: options.env ?? process.env,
      stdio: options.quiet ? ['ignore', 'pipe', 'pipe'] : 'inherit',
    });
    let output = '';
    child.stdout?.on('data', (chunk: Buffer) => (output += chunk.toString()));
    child.stderr?.on('data', (chunk: Buffer) => (output += chunk.toString()));
    child.on('error', reject);
    child.on('exit', (code) => (code === 0 ? resolve() : reject(new Error(`${command.join(' ')} exited with ${code}\n${output}`))));
  });
}

/** Builds every slice for production, skipping those whose inputs have not changed. */
export async function buildAll(options: { force?: boolean; log?: (line: string) => void } = {}): Promise<void> {
  const log = options.log ?? ((line: string) => console.log(line));
  let packageStamps = '';
  for (const slice of Object.keys(SLICES)) {
    const inputs = await inputsOf(slice, packageStamps);
    const previous = await readStamp(slice);
    if (!options.force && previous === inputs) {
      log(`  ${slice.padEnd(14)} up to date`);
    } else {
      const started = Date.now();
      await run([...SLICES[slice]!.build], { cwd: resolveRoot(SLICES[slice]!.dir), quiet: true });
      await writeFile(resolveRoot(SLICES[slice]!.dist, STAMP), `${inputs}\n`);
      log(`  ${slice.padEnd(14)} built in ${((Date.now() - started) / 1000).toFixed(1)} s`);
    }
    if ((PACKAGE_SLICES as readonly string[]).includes(slice)) packageStamps += inputs;
  }
}

if (import.meta.url === `file://${process.argv[1]}`) {
  const force = process.argv.includes('--force');
  console.log(`Building LaunchOps for production${force ? ' (forced)' : ''}...`);
  buildAll({ force }).catch((error: unknown) => {
    console.error(error instanceof Error ? error.message : error);
    process.exit(1);
  });
}
