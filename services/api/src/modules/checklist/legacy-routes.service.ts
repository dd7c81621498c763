import { Inject, Injectable } from '@nestjs/common';
import semver from 'semver';
import { ContentChangesService } from '../../common/content-changes.service.js';
import { MemoryCache } from '../../common/memory-cache.js';
import { type RegistryBuild, toRegistryBuild } from './checklist.mapper.js';
import { LegacyRoutesRepository } from './legacy-routes.repository.js';

export type { RegistryBuild } from './checklist.mapper.js';

/**
 * Routes kept only for remote builds made against older contracts, and when each closes. A family is served while
 * the release registry names a live or canary build (of any remote) built against contracts older than
 * `readBefore`, or names no live build of `owner` at all (the site then loads the owner from its own remotes config,
 * a build the API cannot see). Once every live and canary build is newer, it answers 410 Gone.
 */
export const LEGACY_ROUTE_FAMILIES = {
  checklist: {
    routes: 'GET /api/checklist-items, GET /api/checklist-items/category/:id and GET /api/checklist-categories',
    owner: 'mf_checklist',
    readBefore: '1.1.0',
    successors: 'GET /api/checklist (the tasks) and GET /api/checklist-progress (the ids this visitor completed)',
    successorLink: '/api/checklist',
    /** When contracts 1.1.0 replaced them. */
    deprecatedAt: '2026-11-26T00:00:00Z',
    /** The date teams are asked to have released a newer build by (the Sunset header). */
    sunsetAt: '2027-02-28T00:00:00Z',
  },
  software: {
    routes: 'GET /api/software-recommendations and GET /api/software-recommendations/:id',
    owner: 'mf_catalog',
    readBefore: '1.2.0',
    successors: 'GET /api/catalogue/software (the view) and GET /api/products/:id (one product)',
    successorLink: '/api/catalogue/software',
    deprecatedAt: '2026-11-27T00:00:00Z',
    sunsetAt: '2027-02-28T00:00:00Z',
  },
} as const;
export type LegacyRouteFamily = keyof typeof LEGACY_ROUTE_FAMILIES;

export interface LegacyRouteState {
  served: boolean;
  /** Why: the builds that read the routes, or that the owner has no build in the registry. */
  reason: string;
}

/** Whether contracts version `a` is older than `b` (the release checks' semver; an unreadable version counts as 0.0.0). */
export function contractsOlder(a: string, b: string): boolean {
  return semver.lt(semver.coerce(a) ?? '0.0.0', semver.coerce(b) ?? '0.0.0');
}

export function legacyRouteState(family: LegacyRouteFamily, builds: readonly RegistryBuild[]): LegacyRouteState {
  const { owner, readBefore } = LEGACY_ROUTE_FAMILIES[family];
  const readers = builds.filter((b) => contractsOlder(b.contractsVersion, readBefore));
  if (readers.length > 0) {
    return { served: true, reason: `read by ${readers.map((b) => `${b.remote} ${b.version} (${b.role}, contracts ${b.contractsVersion})`).join(', ')}` };
  }
  if (!builds.some((b) => b.remote === owner && b.role === 'live')) {
    return { served: true, reason: `the release registry has no live build of ${owner}, so the site may load one the API cannot see` };
  }
  return { served: false, reason: `no live or canary build is older than contracts ${readBefore}` };
}

/**
 * What the registry serves, held in memory like the live releases: a release, rollback or canary through any
 * replica reaches every replica's copy (the release tables' change notices).
 */
@Injectable()
export class LegacyRoutesService {
  private readonly builds = new MemoryCache<RegistryBuild[]>(() => this.readBuilds());

  constructor(
    @Inject(LegacyRoutesRepository) private readonly registry: LegacyRoutesRepository,
    @Inject(ContentChangesService) changes: ContentChangesService,
  ) {
    changes.watch(['release_state', 'release_version'], () => this.builds.invalidate());
  }

  async state(family: LegacyRouteFamily): Promise<LegacyRouteState> {
    return legacyRouteState(family, await this.builds.get());
  }

  private async readBuilds(): Promise<RegistryBuild[]> {
    return (await this.registry.registryBuilds()).map(toRegistryBuild);
  }
}
