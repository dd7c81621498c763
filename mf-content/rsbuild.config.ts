import { remoteRsbuildConfig } from '@launchops/contracts/build';
import { defineConfig } from '@rsbuild/core';
import pkg from './package.json' with { type: 'json' };
import { ROUTE_DATA } from './src/route-data';

export default defineConfig(({ command }) =>
  remoteRsbuildConfig({
    command,
    name: 'mf_content',
    folder: 'mf-content',
    dependencies: pkg.dependencies,
    routeData: ROUTE_DATA,
    port: 8083,
    portVariable: 'MF_CONTENT_PORT',
  }),
);
