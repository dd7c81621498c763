import { readFileSync } from 'node:fs';
import { createRequire } from 'node:module';
import { promisify } from 'node:util';
import { brotliCompress, constants as zlibConstants, gzip } from 'node:zlib';
import { pluginModuleFederation } from '@module-federation/rsbuild-plugin';
import type { ModifyRspackConfigUtils, RsbuildConfig, RsbuildPlugin, Rspack } from '@rsbuild/core';
import { pluginReact } from '@rsbuild/plugin-react';
import { FEDERATION_RUNTIME_GLOBALS, FEDERATION_SHARE_STRATEGY, ROUTER_PACKAGE_ALIAS, ROUTER_SURFACE_MODULE, SHARED_SINGLETONS } from './federation.js';
import { BASE_CSS, THEME_BOOT_SCRIPT, themeCss } from './platform.js';
import type { RouteData } from './route-data.js';
import { pluginReleaseInfo, pluginRouteData } from './build-release.js';
import { rosterEntryByDir } from './roster.js';
import { apiTarget, type PortName, portFromEnv } from './ports.js';

/**
 * Build-time helpers for the slices' rsbuild configs (Node only; `@launchops/kit/build`).
 * One definition of what is shared and how a remote is built, so the slices cannot drift apart.
 */

const require = createRequire(import.meta.url);

interface SharedConfig {
  singleton: true;
  requiredVersion: string | false;
  import?: string;
  version?: string;
}

/** The installed version of a package (the workspace hoists one copy for every slice). */
function installedVersion(name: string): string {
  const manifest = JSON.parse(readFileSync(require.resolve(`${name}/package.json`), 'utf8')) as { version: string };
  return manifest.version;
}

/** The package a shared name belongs to: "react" for "react/jsx-runtime", "@emotion/react" for itself. */
const packageOf = (name: string) => (name.startsWith('@') ? name.split('/').slice(0, 2).join('/') : name.split('/')[0]!);

/**
 * The `shared` option of the federation plugin for a slice with these dependencies: every library
 * in SHARED_SINGLETONS once on the page, at the slice's own declared version range. react-router is
 * provided from the platform's surface (react-router.ts), not the whole package.
 */
export function federationShared(dependencies: Record<string, string>): Record<string, SharedConfig> {
  return Object.fromEntries(
    SHARED_SINGLETONS.map((name) => {
      const config: SharedConfig = { singleton: true, requiredVersion: dependencies[packageOf(name)] ?? false };
      if (name === 'react-router') {
        config.import = ROUTER_SURFACE_MODULE;
        config.version = installedVersion('react-router');
      }
      return [name, config];
    }),
  );
}

/** What the shell provides of each shared library at run time: the version installed and the range it declares. */
export type SharedVersions = Record<string, { version: string; requiredVersion: string | false }>;

/**
 * The shared libraries' versions for a host that provides them through the federation runtime (the shell: it
 * is not built as a federation container, see its rsbuild config), at the ranges of its own dependencies.
 */
export function federationSharedVersions(dependencies: Record<string, string>): SharedVersions {
  return Object.fromEntries(
    Object.entries(federationShared(dependencies)).map(([name, config]) => [
      name,
      { version: config.version ?? installedVersion(packageOf(name)), requiredVersion: config.requiredVersion },
    ]),
  );
}

/**
 * Rsbuild plugin of the shell: writes mf-manifest.json, in the shape of a Module Federation manifest, listing the
 * shared libraries the shell provides (name, version, declared range). The shell is not built as a federation
 * container, so no federation plugin writes one; the release registry reads this to refuse a remote that would
 * not fit the running site (SHELL_MANIFEST_URL). `runtime` lists the files of the async chunk named
 * `runtimeChunk` (the shell's federation host), which the site's edge preloads on a remote's route; `pages`, by
 * site path, the files of the async chunk of each of the shell's own pages (`pageChunks`: path -> chunk name),
 * which the edge preloads on that path.
 */
export function pluginSharedManifest(name: string, versions: SharedVersions, runtimeChunk: string, pageChunks: Record<string, string> = {}): RsbuildPlugin {
  const manifest = {
    id: name,
    name,
    shared: Object.entries(versions).map(([library, { version, requiredVersion }]) => ({
      id: `${name}:${library}`,
      name: library,
      version,
      singleton: true,
      ...(requiredVersion ? { requiredVersion } : {}),
    })),
    remotes: [],
    exposes: [],
  };
  return {
    name: 'launchops:shared-manifest',
    setup(api) {
      // After the content hashes: the files are named as they will be served.
      api.processAssets({ stage: 'optimize-transfer' }, ({ compilation, sources }) => {
        // Less what every page loads anyway (the entry's own scripts).
        const initial = new Set([...compilation.entrypoints.values()].flatMap((entry) => entry.getFiles()));
        const scriptsOf = (chunk: string) =>
          (compilation.namedChunkGroups.get(chunk)?.getFiles() ?? []).filter((file) => file.endsWith('.js') && !initial.has(file));
        const runtime = scriptsOf(runtimeChunk);
        const pages = Object.fromEntries(Object.entries(pageChunks).map(([path, chunk]) => [path, scriptsOf(chunk)]));
        compilation.emitAsset('mf-manifest.json', new sources.RawSource(JSON.stringify({ ...manifest, runtime, pages }, null, 2)));
      });
    },
  };
}

/** `resolve.alias` every slice's build needs next to federationShared(). */
export function federationAliases(): Record<string, string> {
  return { [`${ROUTER_PACKAGE_ALIAS}$`]: 'react-router' };
}

/**
 * `tools.rspack` of a production build: puts V8's compile hint `//# allFunctionsCalledOnLoad` at the
 * top of the scripts a page runs as soon as they arrive (`test`). The browser then compiles their
 * functions while it streams the file, on a background thread, instead of one by one on the main
 * thread the first time each runs: the shell's start-up task halves (about 150 -> 75 ms on this
 * project's machines; every millisecond of it is four on Lighthouse's phone). Added after
 * minification (which drops comments) and before source maps and content hashes.
 */
export function compileHints(test: RegExp, options: { entryOnly?: boolean } = {}) {
  return (config: Rspack.Configuration, { rspack }: ModifyRspackConfigUtils) => {
    config.plugins ??= [];
    config.plugins.push(
      new rspack.BannerPlugin({
        // V8's hint that every function in the file runs on load (https://v8.dev/blog/explicit-compile-hints).
        banner: '//# allFunctionsCalledOnLoad',
        raw: true,
        test,
        entryOnly: options.entryOnly ?? false,
        stage: rspack.Compilation.PROCESS_ASSETS_STAGE_OPTIMIZE_SIZE + 1,
      }),
    );
  };
}

const brotli = promisify(brotliCompress);
const gzipAsync = promisify(gzip);

/**
 * Rsbuild plugin for production builds: writes a brotli (`.br`, quality 11) and a gzip (`.gz`, level 9)
 * copy beside every script, stylesheet and SVG over 1 kB, where it saves at least a fifth.
 * The site's edge and the remotes' servers send those as they are (`preCompressed`) instead of
 * compressing every response on the fly at a quality cheap enough for that (brotli 4): about 15 %
 * fewer bytes on a first load, and no compression work per request. Files without a copy, and
 * browsers that accept neither encoding, are served as before.
 */
export function pluginPrecompress(): RsbuildPlugin {
  return {
    name: 'launchops:precompress',
    setup(api) {
      // After content hashes and source maps: the copies are of the final files.
      api.processAssets({ stage: 'optimize-transfer' }, async ({ assets, compilation, sources }) => {
        if (compilation.options.mode !== 'production') return;
        const jobs = Object.entries(assets)
          .filter(([name]) => /\.(js|css|svg)$/.test(name))
          .map(async ([name, asset]) => {
            const source = asset.buffer();
            if (source.length < 1024) return;
            const [br, gz] = await Promise.all([
              brotli(source, { params: { [zlibConstants.BROTLI_PARAM_QUALITY]: 11, [zlibConstants.BROTLI_PARAM_SIZE_HINT]: source.length } }),
              gzipAsync(source, { level: 9 }),
            ]);
            if (br.length <= source.length * 0.8) compilation.emitAsset(`${name}.br`, new sources.RawSource(br));
            if (gz.length <= source.length * 0.8) compilation.emitAsset(`${name}.gz`, new sources.RawSource(gz));
          });
        await Promise.all(jobs);
      });
    },
  };
}

/**
 * A remote's production entry takes the federation SDK and error codes from the globals the shell's federation
 * host sets (FEDERATION_RUNTIME_GLOBALS), as it takes the runtime itself (`externalRuntime`): the bundler
 * runtime in every entry would otherwise carry its own whole copy of both (about 5 kB gzip per remote).
 */
function externalFederationSdk(config: Rspack.Configuration, { rspack }: ModifyRspackConfigUtils): void {
  config.plugins ??= [];
  const externals = Object.fromEntries(Object.entries(FEDERATION_RUNTIME_GLOBALS).map(([name, { global }]) => [name, global]));
  config.plugins.push(new rspack.ExternalsPlugin('global', externals));
}

/** The shell's public folder, seen from a remote's folder (mf-<name>/). */
const SHELL_PUBLIC_DIR = '../shell/public';

export interface RemoteBuildOptions {
  /** The remote's package name (its folder), which finds its roster entry: federation name and port. */
  packageName: string;
  /** The slice's package.json dependencies. */
  dependencies: Record<string, string>;
  /** rsbuild's command: a production build leaves the federation runtime to the shell. */
  command?: string;
  /** The API reads of each route's first render, for the site's edge to preload (route-data.ts). */
  routeData: RouteData;
}

/**
 * The rsbuild config of a remote: exposes ./routes and ./home-widget, shares the platform
 * singletons, serves a standalone harness (src/index.ts) with the API proxied on its own origin.
 */
export function remoteRsbuildConfig(options: RemoteBuildOptions): RsbuildConfig {
  const remote = rosterEntryByDir(options.packageName);
  const port = portFromEnv(remote.portVariable as PortName);
  return {
    plugins: [
      pluginReact(),
      pluginModuleFederation({
        name: remote.name,
        exposes: {
          './routes': './src/exposes/routes.tsx',
          './home-widget': './src/exposes/home-widget.tsx',
        },
        shareStrategy: FEDERATION_SHARE_STRATEGY,
        shared: federationShared(options.dependencies),
        dts: false,
        // Built for the site, a remote uses the federation runtime the shell already loaded instead of
        // shipping its own copy (about 30 kB gzip less per remote entry, and less to run). Its
        // standalone page therefore needs the dev server (`npm run dev`), which keeps its own runtime.
        // A remote runs in browsers only and loads no remote of its own: its entry leaves out the
        // runtime's Node loading code and the manifest (snapshot) handling only the shell needs.
        ...(options.command === 'build' ? { experiments: { externalRuntime: true, optimization: { target: 'web', disableSnapshot: true } } } : {}),
      }),
      pluginRouteData(options.routeData),
      pluginPrecompress(),
      ...(options.command === 'build' ? [pluginReleaseInfo(remote.name)] : []),
    ],
    source: { entry: { index: './src/index.ts' } },
    resolve: { alias: federationAliases() },
    html: {
      title: `${remote.dir} (standalone)`,
      // Assets resolve from the remote's own origin ("auto"); the base keeps deep links working standalone.
      tags: [
        { tag: 'base', attrs: { href: '/' }, head: true, append: false },
        { tag: 'script', children: THEME_BOOT_SCRIPT, head: true },
        { tag: 'style', children: themeCss() + BASE_CSS, head: true },
      ],
    },
    // Only a build empties dist: the standalone dev server (which serves from memory) must not wipe
    // the build a running site is serving.
    output: { assetPrefix: 'auto', cleanDistPath: options.command === 'build' },
    // A remote's scripts are its entry and the code of its pages and widgets, which run when they arrive. Its
    // entry takes the federation SDK and error codes from the shell's runtime too (FEDERATION_RUNTIME_GLOBALS).
    ...(options.command === 'build' ? { tools: { rspack: [compileHints(/\.js$/), externalFederationSdk] } } : {}),
    server: {
      port,
      historyApiFallback: true,
      headers: { 'Access-Control-Allow-Origin': '*' },
      // Standalone harness: the API on the same origin, as in the real site.
      proxy: { '/api': { target: apiTarget() } },
      // The site's public files (/media covers and avatars, the favicon), which the shell publishes:
      // the standalone page shows the same images without a copy of its own. A build copies none of
      // them, but for the favicon its standalone page links.
      publicDir: { name: SHELL_PUBLIC_DIR, copyOnBuild: false },
    },
  };
}
