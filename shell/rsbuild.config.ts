import { BASE_CSS, THEME_BOOT_SCRIPT, themeCss } from '@launchops/kit';
import { compileHints, federationAliases, federationSharedVersions, pluginPrecompress, pluginSharedManifest } from '@launchops/kit/build';
import { defineConfig } from '@rsbuild/core';
import { pluginReact } from '@rsbuild/plugin-react';
import pkg from './package.json' with { type: 'json' };
import { devRemotesConfig, apiTarget, sitePort } from '@launchops/kit/ports';

// The shell is an ordinary bundle with no remote in it: remotes come from /remotes.json at run time, through a
// federation host it creates on first use (src/remotes/federation-host.ts) and offers its own copies of the
// shared libraries to, at the versions written in here (and listed in its mf-manifest.json for the release checks).
const shared = federationSharedVersions(pkg.dependencies);

export default defineConfig(({ command }) => ({
  plugins: [pluginReact(), pluginPrecompress(), pluginSharedManifest('shell', shared, 'federation', { '/': 'home' })],
  source: {
    entry: { index: './src/index.ts' },
    define: { LO_SHARED_VERSIONS: JSON.stringify(shared), ENV_TARGET: JSON.stringify('web') },
  },
  resolve: { alias: federationAliases() },
  html: {
    template: './src/index.html',
    title: 'LaunchOps: the operations guide for startup founders',
    meta: {
      description:
        'A free, step-by-step operations checklist for founders: legal formation, banking, tax, hiring and HR, with curated tools, guides and one-to-one consulting.',
      viewport: 'width=device-width, initial-scale=1',
      'theme-color': '#1d4ed8',
    },
    favicon: './public/favicon.svg',
    tags: [
      { tag: 'script', children: THEME_BOOT_SCRIPT, head: true, append: false },
      { tag: 'style', children: themeCss() + BASE_CSS, head: true },
    ],
  },
  // The first scripts (entry and shared libraries) run as soon as they arrive; lazy chunks may never run.
  tools: { rspack: compileHints(/\.js$/, { entryOnly: true }) },
  // Only a build empties dist: a dev server (which serves from memory) must not wipe the build a
  // running site is serving.
  output: { cleanDistPath: command === 'build', inlineStyles: true },
  // The first load's libraries in one vendor script; async chunks (the federation runtime among them) keep
  // their own libraries out of it.
  performance: {
    chunkSplit: {
      strategy: 'custom',
      splitChunks: { cacheGroups: { vendor: { test: /[\\/]node_modules[\\/]/, name: 'vendor', chunks: 'initial', enforce: true } } },
    },
  },
  server: {
    port: sitePort(),
    historyApiFallback: true,
    proxy: { '/api': { target: apiTarget(), changeOrigin: false } },
  },
  dev: {
    setupMiddlewares: [
      (middlewares) => {
        middlewares.unshift((req, res, next) => {
          if (req.url !== '/remotes.json') return next();
          res.setHeader('Content-Type', 'application/json');
          res.setHeader('Cache-Control', 'no-cache');
          res.end(JSON.stringify(devRemotesConfig()));
        });
      },
    ],
  },
}));
