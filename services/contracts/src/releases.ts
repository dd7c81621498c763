import { z } from 'zod/mini';
import { httpUrl } from './release-fields.js';

/**
 * The release registry's contract (/api/releases): which build of each remote the site loads, the deploys
 * that put it there, and the build metadata a remote publishes next to its mf-manifest.json (release.json).
 */

/**
 * This package's version: the API and every remote are built against one; the skew guard compares them (same major;
 * a remote's minor not newer than the API's). A new route or field is a minor step, so a remote that reads it is
 * refused until the API that serves it is out. 1.1: GET /api/checklist (content) and GET /api/checklist-progress.
 * 1.2: the one product catalogue, GET /api/catalogue/:view and GET /api/products/:id.
 * 1.3: GET /api/site-policies (the site's policies, facts, areas and counts); a plan deadline's mailBy and moveNote.
 * 1.4: GET /api/states and /api/states/:state (each state's obligation records); a plan deadline's condition.
 */
export const CONTRACTS_VERSION = '1.4.0';

export const releaseRemoteSchema = z
  .string()
  .check(z.regex(/^mf_[a-z0-9_]{1,40}$/, 'A remote is named like mf_checklist (mf_ then lower-case letters, digits or _)'));

export const releaseVersionSchema = z
  .string()
  .check(
    z.regex(/^[0-9A-Za-z][0-9A-Za-z.+_-]{0,63}$/, 'A version is 1 to 64 letters, digits, ".", "+", "_" or "-", starting with a letter or digit (e.g. 1.4.0)'),
  );

/** Written by every remote's build beside its mf-manifest.json. */
export const releaseBuildInfoSchema = z.object({
  remote: releaseRemoteSchema,
  version: releaseVersionSchema,
  /** The git commit the build was made from ("unknown" outside a checkout). */
  commit: z.string().check(z.regex(/^[0-9a-f]{7,40}$|^unknown$/, 'commit must be a git hash or "unknown"')),
  builtAt: z.iso.datetime({ offset: true, error: 'builtAt must be an ISO date-time' }),
  contractsVersion: z.string().check(z.regex(/^\d+\.\d+\.\d+$/, 'contractsVersion must look like 1.2.3')),
  /** The remote entry file (relative to the manifest) and its Subresource Integrity hash. */
  entry: z.object({
    file: z.string().check(
      z.regex(/^[A-Za-z0-9._/-]+\.js$/, 'entry.file must be a relative .js path'),
      z.refine((file) => !file.split('/').includes('..'), 'entry.file must stay beside the manifest'),
    ),
    integrity: z.string().check(z.regex(/^sha384-[A-Za-z0-9+/]{64}$/, 'entry.integrity must be a sha384- hash')),
  }),
});
export type ReleaseBuildInfo = z.infer<typeof releaseBuildInfoSchema>;

/** POST /api/releases/:remote — release a build and make it live. */
export const releaseInputSchema = z.strictObject({
  manifestUrl: httpUrl('manifestUrl'),
  /** Compare-and-swap: the live version this deploy replaces (null when none is live yet); 409 when another deploy came first. */
  expectedLiveVersion: z.optional(z.nullable(releaseVersionSchema)),
});
export type ReleaseInput = z.infer<typeof releaseInputSchema>;

/** POST /api/releases/:remote/rollback — back to the previous live version, or to a named earlier one. */
export const rollbackInputSchema = z.strictObject({
  version: z.optional(releaseVersionSchema),
  expectedLiveVersion: z.optional(z.nullable(releaseVersionSchema)),
});
export type RollbackInput = z.infer<typeof rollbackInputSchema>;

/** POST /api/releases/:remote/canary — a released version for a share of visitors (percent 0 ends the canary). */
export const canaryInputSchema = z.strictObject({
  /** A version already released, or (with manifestUrl) a new build, checked and stored as a release is. */
  version: z.optional(releaseVersionSchema),
  manifestUrl: z.optional(httpUrl('manifestUrl')),
  percent: z.number().check(z.int('percent must be a whole number'), z.minimum(0, 'percent must be 0 to 100'), z.maximum(100, 'percent must be 0 to 100')),
  expectedLiveVersion: z.optional(z.nullable(releaseVersionSchema)),
});
export type CanaryInput = z.infer<typeof canaryInputSchema>;

/** POST /api/releases/tokens — a deploy token for one remote's team, or (remote null) a platform admin token. */
export const createReleaseTokenInputSchema = z.strictObject({
  remote: z.nullable(releaseRemoteSchema),
  label: z.string().check(z.trim(), z.minLength(2, 'label must be 2 to 80 characters'), z.maxLength(80, 'label must be 2 to 80 characters')),
});
export type CreateReleaseTokenInput = z.infer<typeof createReleaseTokenInputSchema>;

export const releaseTokenSchema = z.object({
  id: z.number(),
  remote: z.nullable(z.string()),
  label: z.string(),
  createdAt: z.string(),
  revokedAt: z.nullable(z.string()),
});
export type ReleaseToken = z.infer<typeof releaseTokenSchema>;

/** The token itself is shown once, here; only its hash is stored. */
export const createdReleaseTokenSchema = z.object({ ...releaseTokenSchema.shape, token: z.string() });
export type CreatedReleaseToken = z.infer<typeof createdReleaseTokenSchema>;

const liveEntrySchema = z.object({ version: z.string(), manifestUrl: httpUrl('manifestUrl') });

/** GET /api/releases/live — what the site server loads: per remote, the live build and any canary. */
export const liveReleasesSchema = z.object({
  remotes: z.record(
    z.string(),
    z.object({
      live: z.nullable(liveEntrySchema),
      canary: z.nullable(z.object({ ...liveEntrySchema.shape, percent: z.number() })),
    }),
  ),
});
export type LiveReleases = z.infer<typeof liveReleasesSchema>;

export const releaseVersionInfoSchema = z.object({
  version: z.string(),
  manifestUrl: z.string(),
  commit: z.string(),
  builtAt: z.string(),
  contractsVersion: z.string(),
  shared: z.record(z.string(), z.string()),
  integrity: z.string(),
  releasedAt: z.string(),
  releasedBy: z.string(),
});
export type ReleaseVersionInfo = z.infer<typeof releaseVersionInfoSchema>;

export const releaseEventSchema = z.object({
  id: z.number(),
  remote: z.string(),
  action: z.enum(['release', 'rollback', 'canary', 'canary-end', 'auto-rollback', 'token-created', 'token-revoked']),
  fromVersion: z.nullable(z.string()),
  toVersion: z.nullable(z.string()),
  actor: z.string(),
  reason: z.nullable(z.string()),
  at: z.string(),
});
export type ReleaseEvent = z.infer<typeof releaseEventSchema>;

/** GET /api/releases/:remote — the remote's live and canary versions, every version released, and its history. */
export const remoteReleasesSchema = z.object({
  remote: z.string(),
  live: z.nullable(z.string()),
  canary: z.nullable(z.object({ version: z.string(), percent: z.number() })),
  versions: z.array(releaseVersionInfoSchema),
  history: z.array(releaseEventSchema),
});
export type RemoteReleases = z.infer<typeof remoteReleasesSchema>;

/** POST /api/releases/:remote/pin-link — a link that shows one released version to whoever opens it. */
export const pinLinkInputSchema = z.strictObject({
  version: releaseVersionSchema,
  /** How long the pin lasts (default a day). */
  hours: z.optional(z.number().check(z.int('hours must be a whole number'), z.minimum(1, 'hours must be 1 to 168'), z.maximum(168, 'hours must be 1 to 168'))),
});
export type PinLinkInput = z.infer<typeof pinLinkInputSchema>;
export const pinLinkSchema = z.object({ url: z.string(), expiresAt: z.string() });
export type PinLink = z.infer<typeof pinLinkSchema>;
