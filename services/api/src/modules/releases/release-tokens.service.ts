import { createHash, randomBytes, timingSafeEqual } from 'node:crypto';
import { Inject, Injectable, NotFoundException, UnauthorizedException } from '@nestjs/common';
import type { CreatedReleaseToken, CreateReleaseTokenInput, ReleaseToken } from '@launchops/contracts';
import { APP_OPTIONS, type AppOptions } from '../../config/app-options.js';
import { Transactions } from '../../database/sql-repository.js';
import { authorize, type ReleaseActor } from './release-actor.js';
import { toReleaseToken } from './releases.mapper.js';
import { ReleasesRepository } from './releases.repository.js';

const hashToken = (token: string) => createHash('sha256').update(token).digest('hex');
const digest = (value: string) => createHash('sha256').update(value).digest();

/** Release tokens: who may release which remote. Stored as hashes only; each creation and revocation is in the history. */
@Injectable()
export class ReleaseTokensService {
  constructor(
    @Inject(ReleasesRepository) private readonly releases: ReleasesRepository,
    @Inject(Transactions) private readonly transactions: Transactions,
    @Inject(APP_OPTIONS) private readonly options: AppOptions,
  ) {}

  async authenticate(authorization: string | undefined): Promise<ReleaseActor> {
    const given = /^Bearer (\S+)$/.exec(authorization ?? '')?.[1];
    if (!given) throw new UnauthorizedException('Send a release token as "Authorization: Bearer <token>".');
    const admin = this.options.env.RELEASE_ADMIN_TOKEN;
    if (admin && timingSafeEqual(digest(given), digest(admin))) return { admin: true, remote: null, label: 'platform admin (RELEASE_ADMIN_TOKEN)' };
    const row = await this.releases.tokenByHash(hashToken(given));
    if (!row) throw new UnauthorizedException('That release token is not valid: it is unknown or has been revoked.');
    return { admin: row.remote === null, remote: row.remote, label: row.label };
  }

  async createToken(actor: ReleaseActor, input: CreateReleaseTokenInput): Promise<CreatedReleaseToken> {
    authorize(actor, null);
    const token = `lo_rel_${randomBytes(32).toString('base64url')}`;
    return this.transactions.run(async (tx) => {
      const row = await this.releases.insertToken(input.remote, input.label, hashToken(token), tx);
      const event = { remote: input.remote ?? '*', action: 'token-created' as const, from: null, to: null, actor: actor.label };
      await this.releases.recordEvent({ ...event, reason: `token ${row.id} "${input.label}"` }, tx);
      return { ...toReleaseToken(row), token };
    });
  }

  async listTokens(actor: ReleaseActor): Promise<ReleaseToken[]> {
    authorize(actor, null);
    return (await this.releases.tokens()).map(toReleaseToken);
  }

  async revokeToken(actor: ReleaseActor, id: number): Promise<ReleaseToken> {
    authorize(actor, null);
    return this.transactions.run(async (tx) => {
      const row = await this.releases.revokeToken(id, tx);
      if (!row) throw new NotFoundException(`There is no release token ${id}.`);
      const event = { remote: row.remote ?? '*', action: 'token-revoked' as const, from: null, to: null, actor: actor.label };
      await this.releases.recordEvent({ ...event, reason: `token ${id} "${row.label}"` }, tx);
      return toReleaseToken(row);
    });
  }
}
