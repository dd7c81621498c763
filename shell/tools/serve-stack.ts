import type { Stack } from './stack.js';

/** Prints where everything is, then keeps the stack up until Ctrl-C or SIGTERM stops it cleanly. */
export function serveUntilStopped(stack: Stack): void {
  console.log('\nLaunchOps is running:');
  const labelWidth = Math.max(...Object.keys(stack.remoteUrls).map((name) => name.length)) + 2;
  console.log(`  ${'site'.padEnd(labelWidth)}${stack.siteUrl}`);
  console.log(`  ${'API'.padEnd(labelWidth)}${stack.siteUrl}/api`);
  if (stack.replicas.length > 1) stack.replicas.forEach((replica, i) => console.log(`  ${`api #${i + 1}`.padEnd(labelWidth)}${replica.url}/api`));
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
}
