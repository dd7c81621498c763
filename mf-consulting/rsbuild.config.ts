import { remoteRsbuildConfig } from '@launchops/contracts/build';
import { defineConfig } from '@rsbuild/core';
import pkg from './package.json' with { type: 'json' };
import { ROUTE_DATA } from './src/route-data';

export default defineConfig(({ command }) =>
  remoteRsbuildConfig({
    command,
    name: 'mf_consulting',
    folder: 'mf-consulting',
    dependencies: pkg.dependencies,
    routeData: ROUTE_DATA,
    port: 8084,
    portVariable: 'MF_CONSULTING_PORT',
  }),
);
