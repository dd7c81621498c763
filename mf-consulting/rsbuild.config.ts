import { remoteRsbuildConfig } from '@launchops/kit/build';
import { defineConfig } from '@rsbuild/core';
import pkg from './package.json' with { type: 'json' };
import { ROUTE_DATA } from './src/route-data';

// The remote's federation name and port come from the roster (@launchops/kit), found by its package name.
export default defineConfig(({ command }) => remoteRsbuildConfig({ command, packageName: pkg.name, dependencies: pkg.dependencies, routeData: ROUTE_DATA }));
