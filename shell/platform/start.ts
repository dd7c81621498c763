import { readFile } from 'node:fs/promises';
import { remotesConfigSchema } from '@launchops/contracts';
import { buildAll } from './build-all.js';
import { portFromEnv } from './ports.js';
import { startStack } from './stack.js';

// `npm start`: production build of every slice (skipping what is up to date), then the whole site.
console.log('Building LaunchOps (skipping what is up to date)...');
await buildAll();

const remotesFile = process.env.REMOTES_FILE;
const stack = await startStack({
  ports: {
    site: portFromEnv('SITE_PORT'),
    api: portFromEnv('API_PORT'),
    remotes: {
      mf_checklist: portFromEnv('MF_CHECKLIST_PORT'),
      mf_catalog: portFromEnv('MF_CATALOG_PORT'),
      mf_content: portFromEnv('MF_CONTENT_PORT'),
      mf_consulting: portFromEnv('MF_CONSULTING_PORT'),
    },
  },
  apiOutput: 'inherit',
  log: (line) => console.log(line),
  // REMOTES_FILE: a remotes.json to serve instead of the local remotes; edits apply on the next page load.
  remotesConfig: remotesFile ? async () => remotesConfigSchema.parse(JSON.parse(await readFile(remotesFile, 'utf8'))) : undefined,
});

console.log('\nLaunchOps is running:');
const labelWidth = Math.max(...Object.keys(stack.remoteUrls).map((name) => name.length)) + 2;
console.log(`  ${'site'.padEnd(labelWidth)}${stack.siteUrl}`);
console.log(`  ${'API'.padEnd(labelWidth)}${stack.siteUrl}/api (docs: ${stack.siteUrl}/api/docs)`);
for (const [name, url] of Object.entries(stack.remoteUrls)) console.log(`  ${name.padEnd(labelWidth)}${url}/mf-manifest.json`);
console.log('\nPress Ctrl-C to stop.');

let stopping = false;
for (const signal of ['SIGINT', 'SIGTERM'] as const) {
  process.on(signal, () => {
    if (stopping) return;
    stopping = true;
    console.log('\nStopping...');
    stack.close().then(
      () => process.exit(0),
      (error: unknown) => {
        console.error(error);
        process.exit(1);
      },
    );
  });
}
