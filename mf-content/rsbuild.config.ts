import { FEDERATION_SHARE_STRATEGY, federationShared, THEME_BOOT_SCRIPT, themeCss } from '@launchops/contracts';
import { pluginModuleFederation } from '@module-federation/rsbuild-plugin';
import { defineConfig } from '@rsbuild/core';
import { pluginReact } from '@rsbuild/plugin-react';
import pkg from './package.json' with { type: 'json' };

const port = Number(process.env.MF_CONTENT_PORT ?? 8083);
const apiTarget = process.env.API_URL ?? `http://127.0.0.1:${process.env.API_PORT ?? 3000}`;

export default defineConfig({
  plugins: [
    pluginReact(),
    pluginModuleFederation({
      name: 'mf_content',
      exposes: {
        './routes': './src/exposes/routes.tsx',
        './home-widget': './src/exposes/home-widget.tsx',
      },
      shareStrategy: FEDERATION_SHARE_STRATEGY,
      shared: federationShared(pkg.dependencies),
      dts: false,
    }),
  ],
  source: { entry: { index: './src/index.ts' } },
  html: {
    title: 'mf-content (standalone)',
    // Assets resolve from the remote's own origin ("auto"); the base keeps deep links working standalone.
    tags: [
      { tag: 'base', attrs: { href: '/' }, head: true, append: false },
      { tag: 'script', children: THEME_BOOT_SCRIPT, head: true },
      { tag: 'style', children: themeCss(), head: true },
    ],
  },
  output: { assetPrefix: 'auto', cleanDistPath: true },
  server: {
    port,
    historyApiFallback: true,
    headers: { 'Access-Control-Allow-Origin': '*' },
    // Standalone harness: the API on the same origin, as in the real site.
    proxy: { '/api': { target: apiTarget } },
    // Standalone harness: the blog's images under /media, where the shell publishes them for the real site.
    publicDir: { name: 'src/assets', copyOnBuild: false },
  },
});
