import { type ChildProcess, spawn } from 'node:child_process';
import { run } from './build-all.js';
import { REMOTE_DIRS, resolveRoot, ROOT } from './workspace.js';

// `npm run dev`: every slice's dev server with hot reload, and the API recompiled and restarted on change.
const children: ChildProcess[] = [];

function start(label: string, command: string[], cwd = ROOT): void {
  const [bin, ...args] = command;
  const child = spawn(bin!, args, { cwd, env: { ...process.env, NODE_ENV: 'development' }, stdio: ['ignore', 'pipe', 'pipe'] });
  const prefix = `[${label}] `;
  const forward = (chunk: Buffer) => {
    for (const line of chunk.toString().split('\n')) if (line.trim() && !line.includes('nodedir')) console.log(prefix + line);
  };
  child.stdout?.on('data', forward);
  child.stderr?.on('data', forward);
  child.on('exit', (code) => console.log(`${prefix}exited (${code})`));
  children.push(child);
}

await run(['npm', 'run', 'build', '-w', 'services/contracts']);
await run(['npm', 'run', 'build', '-w', 'shell/kit']);
await run(['npm', 'run', 'build', '-w', 'services/api']);
start('contracts', ['npx', 'tsc', '-p', 'tsconfig.build.json', '--watch', '--preserveWatchOutput'], resolveRoot('services/contracts'));
start('kit', ['npx', 'tsc', '-p', 'tsconfig.build.json', '--watch', '--preserveWatchOutput'], resolveRoot('shell/kit'));
start('api:tsc', ['npx', 'tsc', '-p', 'tsconfig.build.json', '--watch', '--preserveWatchOutput'], resolveRoot('services/api'));
start('api', [process.execPath, '--watch-path=dist', '--enable-source-maps', 'dist/main.js'], resolveRoot('services/api'));
for (const slice of [...REMOTE_DIRS, 'shell']) {
  start(slice, ['npx', 'rsbuild', 'dev'], resolveRoot(slice));
}
console.log('Dev servers starting; the site will be at http://localhost:8080 (Ctrl-C stops everything).');

for (const signal of ['SIGINT', 'SIGTERM'] as const) {
  process.on(signal, () => {
    for (const child of children) child.kill('SIGTERM');
    setTimeout(() => process.exit(0), 500);
  });
}
