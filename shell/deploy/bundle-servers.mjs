// The site's and the remotes' servers as one file each (with their libraries), so their images need no node_modules.
// Usage: node shell/deploy/bundle-servers.mjs OUT_DIR
import path from 'node:path';
import { fileURLToPath } from 'node:url';
import { build } from 'esbuild';

const root = path.resolve(path.dirname(fileURLToPath(import.meta.url)), '../..');
const outdir = path.resolve(process.argv[2] ?? path.join(root, 'shell/deploy/.out'));

await build({
  entryPoints: {
    'serve-site': path.join(root, 'shell/site-server/src/serve-site.ts'),
    'serve-remote': path.join(root, 'shell/site-server/src/serve-remote.ts'),
  },
  outdir,
  outExtension: { '.js': '.mjs' },
  bundle: true,
  platform: 'node',
  target: 'node20',
  format: 'esm',
  // Bundled CommonJS libraries call require(): give the ES module one.
  banner: { js: "import { createRequire as __launchopsRequire } from 'node:module'; const require = __launchopsRequire(import.meta.url);" },
  sourcemap: false,
  minify: true,
  legalComments: 'none',
  logLevel: 'warning',
});
console.log(`servers bundled into ${outdir}`);
