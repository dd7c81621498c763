import { remoteRsbuildConfig } from '@launchops/contracts/build';
import { defineConfig } from '@rsbuild/core';
import pkg from './package.json' with { type: 'json' };

export default defineConfig(({ command }) =>
  remoteRsbuildConfig({
    command,
    name: 'mf_checklist',
    folder: 'mf-checklist',
    dependencies: pkg.dependencies,
    port: 8081,
    portVariable: 'MF_CHECKLIST_PORT',
  }),
);
