import { createHash, timingSafeEqual } from 'node:crypto';
import { BlockList, isIPv6 } from 'node:net';
import { Body, Controller, Delete, ForbiddenException, Get, Headers, HttpCode, Inject, Param, Post, Req, Res } from '@nestjs/common';
import { ApiTags } from '@nestjs/swagger';
import {
  canaryInputSchema,
  createReleaseTokenInputSchema,
  type CanaryInput,
  type CreatedReleaseToken,
  type CreateReleaseTokenInput,
  type LiveReleases,
  type ReleaseOverview,
  type ReleaseSignalSums,
  releaseSignalSumsSchema,
  type PinLink,
  type PinLinkInput,
  pinLinkInputSchema,
  type ReleaseInput,
  releaseInputSchema,
  releaseRemoteSchema,
  type ReleaseToken,
  type RemoteReleases,
  type RollbackInput,
  rollbackInputSchema,
} from '@launchops/contracts';
import type { FastifyReply, FastifyRequest } from 'fastify';
import { APP_OPTIONS, type AppOptions } from '../../config/app-options.js';
import { idParamSchema } from '../../common/params.js';
import { RateLimit } from '../../common/rate-limit/rate-limit.js';
import { ReleaseSignalsService } from './release-signals.service.js';
import { PinLinksService } from './pin-links.service.js';
import { authorize } from './release-actor.js';
import { ReleaseRegistryService } from './release-registry.service.js';
import { ReleaseTokensService } from './release-tokens.service.js';

/** The platform page looks back this far. */
const OVERVIEW_WINDOW_MINUTES = 60;

/** The header carrying SITE_API_SECRET on the site server's own calls (the site's proxy drops it from visitors' requests). */
const SITE_SECRET_HEADER = 'x-launchops-site-secret';
const digest = (value: string) => createHash('sha256').update(value).digest();

/** The site server's sums of the shell's beacons (it takes the beacons itself: site-server/release-signals.ts). */
@ApiTags('releases')
@Controller('release-signals')
export class ReleaseSignalsController {
  private readonly fromSite: BlockList;
  private readonly secret: Buffer | undefined;

  constructor(
    @Inject(ReleaseSignalsService) private readonly signals: ReleaseSignalsService,
    @Inject(APP_OPTIONS) options: AppOptions,
  ) {
    this.secret = options.env.SITE_API_SECRET ? digest(options.env.SITE_API_SECRET) : undefined;
    this.fromSite = new BlockList();
    for (const entry of options.env.TRUSTED_PROXIES) {
      const [address, prefix] = entry.split('/');
      const type = isIPv6(address!) ? 'ipv6' : 'ipv4';
      if (prefix === undefined) this.fromSite.addAddress(address!, type);
      else this.fromSite.addSubnet(address!, Number(prefix), type);
    }
  }

  @Post('sums')
  @HttpCode(204)
  async sums(@Req() request: FastifyRequest, @Body({ schema: releaseSignalSumsSchema }) input: ReleaseSignalSums): Promise<void> {
    if (!this.secret) throw new ForbiddenException('Signal sums are switched off: set SITE_API_SECRET on the API and the site server (the same value).');
    // Only the site server's own call: from a trusted proxy's address, not a request it passed on for a visitor,
    // and with the secret they share (any other process on a trusted address has not got it).
    const peer = request.socket.remoteAddress ?? '';
    const trusted = peer !== '' && this.fromSite.check(peer.replace(/^::ffff:/, ''), isIPv6(peer.replace(/^::ffff:/, '')) ? 'ipv6' : 'ipv4');
    const given = request.headers[SITE_SECRET_HEADER];
    // Digests of equal length, compared in constant time: neither the secret's bytes nor its length leak.
    const known = typeof given === 'string' && timingSafeEqual(digest(given), this.secret);
    if (!trusted || !known || request.headers['x-forwarded-for'] !== undefined) throw new ForbiddenException('Signal sums come from the site server only.');
    await this.signals.add(input.sums);
  }
}

@ApiTags('releases')
@Controller('releases')
export class ReleasesController {
  constructor(
    @Inject(ReleaseRegistryService) private readonly releases: ReleaseRegistryService,
    @Inject(ReleaseTokensService) private readonly releaseTokens: ReleaseTokensService,
    @Inject(PinLinksService) private readonly pinLinks: PinLinksService,
    @Inject(ReleaseSignalsService) private readonly signals: ReleaseSignalsService,
  ) {}

  @Get('live')
  async live(@Res({ passthrough: true }) reply: FastifyReply): Promise<LiveReleases> {
    reply.header('Cache-Control', 'no-store');
    return this.releases.live();
  }

  /** The platform page's data: every remote's versions, health over the last hour, and history (admin). */
  @Get('overview')
  async overview(@Headers('authorization') authorization: string | undefined): Promise<ReleaseOverview> {
    authorize(await this.releaseTokens.authenticate(authorization), null);
    const since = new Date(Date.now() - OVERVIEW_WINDOW_MINUTES * 60_000);
    const live = await this.releases.live();
    const remotes = await Promise.all(
      Object.keys(live.remotes)
        .sort()
        .map(async (remote) => {
          const [status, stats, series] = await Promise.all([
            this.releases.status(remote),
            this.signals.stats(remote, since),
            this.signals.series(remote, since),
          ]);
          return {
            remote,
            live: status.live,
            canary: status.canary,
            stats,
            series,
            versions: status.versions.map((v) => v.version),
            history: status.history.slice(0, 20),
          };
        }),
    );
    return { windowMinutes: OVERVIEW_WINDOW_MINUTES, remotes };
  }

  @Get('tokens')
  async tokens(@Headers('authorization') authorization: string | undefined): Promise<ReleaseToken[]> {
    return this.releaseTokens.listTokens(await this.releaseTokens.authenticate(authorization));
  }

  @Post('tokens')
  @RateLimit(20)
  async createToken(
    @Headers('authorization') authorization: string | undefined,
    @Body({ schema: createReleaseTokenInputSchema }) input: CreateReleaseTokenInput,
  ): Promise<CreatedReleaseToken> {
    return this.releaseTokens.createToken(await this.releaseTokens.authenticate(authorization), input);
  }

  @Delete('tokens/:id')
  async revokeToken(@Headers('authorization') authorization: string | undefined, @Param('id', { schema: idParamSchema }) id: number): Promise<ReleaseToken> {
    return this.releaseTokens.revokeToken(await this.releaseTokens.authenticate(authorization), id);
  }

  @Get(':remote')
  async status(
    @Headers('authorization') authorization: string | undefined,
    @Param('remote', { schema: releaseRemoteSchema }) remote: string,
  ): Promise<RemoteReleases> {
    await this.releaseTokens.authenticate(authorization);
    return this.releases.status(remote);
  }

  @Post(':remote')
  @HttpCode(200)
  @RateLimit(60)
  async release(
    @Headers('authorization') authorization: string | undefined,
    @Param('remote', { schema: releaseRemoteSchema }) remote: string,
    @Body({ schema: releaseInputSchema }) input: ReleaseInput,
  ): Promise<RemoteReleases> {
    return this.releases.release(await this.releaseTokens.authenticate(authorization), remote, input);
  }

  @Post(':remote/rollback')
  @HttpCode(200)
  @RateLimit(60)
  async rollback(
    @Headers('authorization') authorization: string | undefined,
    @Param('remote', { schema: releaseRemoteSchema }) remote: string,
    @Body({ schema: rollbackInputSchema }) input: RollbackInput,
  ): Promise<RemoteReleases> {
    return this.releases.rollback(await this.releaseTokens.authenticate(authorization), remote, input);
  }

  @Post(':remote/pin-link')
  @HttpCode(200)
  @RateLimit(60)
  async pinLink(
    @Headers('authorization') authorization: string | undefined,
    @Param('remote', { schema: releaseRemoteSchema }) remote: string,
    @Body({ schema: pinLinkInputSchema }) input: PinLinkInput,
  ): Promise<PinLink> {
    return this.pinLinks.pinLink(await this.releaseTokens.authenticate(authorization), remote, input);
  }

  @Post(':remote/canary')
  @HttpCode(200)
  @RateLimit(60)
  async canary(
    @Headers('authorization') authorization: string | undefined,
    @Param('remote', { schema: releaseRemoteSchema }) remote: string,
    @Body({ schema: canaryInputSchema }) input: CanaryInput,
  ): Promise<RemoteReleases> {
    return this.releases.canary(await this.releaseTokens.authenticate(authorization), remote, input);
  }
}
