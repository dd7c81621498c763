import { remoteRsbuildConfig } from '@launchops/contracts/build';
import { defineConfig } from '@rsbuild/core';
import pkg from './package.json' with { type: 'json' };
import { ROUTE_DATA } from './src/route-data';

export default defineConfig(({ command }) =>
  remoteRsbuildConfig({
    command,
    name: 'mf_checklist',
    folder: 'mf-checklist',
    dependencies: pkg.dependencies,
    routeData: ROUTE_DATA,
    port: 8081,
    portVariable: 'MF_CHECKLIST_PORT',
  }),
);
