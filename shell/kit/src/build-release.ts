import { execFileSync } from 'node:child_process';
import { createHash } from 'node:crypto';
import { readFile, writeFile } from 'node:fs/promises';
import path from 'node:path';
import type { RsbuildPlugin } from '@rsbuild/core';
import { CONTRACTS_VERSION, releaseBuildInfoSchema } from '@launchops/contracts';
import { ROUTE_DATA_FILE, type RouteData, routeDataSchema } from './route-data.js';

/**
 * Rsbuild plugin of a remote: writes its route data (checked against routeDataSchema, so a bad list
 * fails the build, not the edge) as ROUTE_DATA_FILE beside mf-manifest.json.
 */
export function pluginRouteData(routeData: RouteData): RsbuildPlugin {
  const json = JSON.stringify(routeDataSchema.parse(routeData));
  return {
    name: 'launchops:route-data',
    setup(api) {
      api.processAssets({ stage: 'additional' }, ({ compilation, sources }) => compilation.emitAsset(ROUTE_DATA_FILE, new sources.RawSource(json)));
    },
  };
}

/** RELEASE_COMMIT (an image build has no .git), else the git commit of the working tree, or "unknown". */
function gitCommit(cwd: string): string {
  const given = process.env.RELEASE_COMMIT?.trim();
  if (given && /^[0-9a-f]{7,64}$/i.test(given)) return given;
  try {
    return execFileSync('git', ['rev-parse', 'HEAD'], { cwd, stdio: ['ignore', 'pipe', 'ignore'] })
      .toString()
      .trim();
  } catch {
    return 'unknown';
  }
}

/**
 * release.json beside the remote's mf-manifest.json: what the release registry checks and records (version,
 * commit, time, contracts version, and the Subresource Integrity hash of the entry file). The version is
 * RELEASE_VERSION when set, else the package version with the commit (1.0.0+abc123def456).
 */
export function pluginReleaseInfo(remote: string): RsbuildPlugin {
  return {
    name: 'launchops:release-info',
    setup(api) {
      api.onAfterBuild(async () => {
        const dist = api.context.distPath;
        const manifest = JSON.parse(await readFile(path.join(dist, 'mf-manifest.json'), 'utf8')) as {
          metaData: { remoteEntry: { name: string; path: string } };
        };
        const { name, path: folder } = manifest.metaData.remoteEntry;
        const file = folder ? `${folder.replace(/\/$/, '')}/${name}` : name;
        const integrity = `sha384-${createHash('sha384')
          .update(await readFile(path.join(dist, file)))
          .digest('base64')}`;
        const commit = gitCommit(api.context.rootPath);
        const pkg = JSON.parse(await readFile(path.join(api.context.rootPath, 'package.json'), 'utf8')) as { version: string };
        const version = process.env.RELEASE_VERSION || `${pkg.version}+${commit === 'unknown' ? Date.now() : commit.slice(0, 12)}`;
        const info = releaseBuildInfoSchema.parse({
          remote,
          version,
          commit,
          builtAt: new Date().toISOString(),
          contractsVersion: CONTRACTS_VERSION,
          entry: { file, integrity },
        });
        await writeFile(path.join(dist, RELEASE_INFO_FILE), `${JSON.stringify(info, null, 2)}\n`);
      });
    },
  };
}

/** The build metadata file a remote's build writes beside its manifest. */
export const RELEASE_INFO_FILE = 'release.json';
