import { createHash, timingSafeEqual } from 'node:crypto';
import { BlockList, isIPv6 } from 'node:net';
import { Body, Controller, Delete, ForbiddenException, Get, HttpCode, Inject, Param, Post, Req, Res, UseGuards } from '@nestjs/common';
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
import { authorize, type ReleaseActor } from './release-actor.js';
import { ReleaseRegistryService } from './release-registry.service.js';
import { Actor, ReleaseTokenGuard } from './release-token.guard.js';
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

/** What the site server reads: the live and canary versions (no token). */
@ApiTags('releases')
@Controller('releases')
export class LiveReleasesController {
  constructor(@Inject(ReleaseRegistryService) private readonly releases: ReleaseRegistryService) {}

  @Get('live')
  async live(@Res({ passthrough: true }) reply: FastifyReply): Promise<LiveReleases> {
    reply.header('Cache-Control', 'no-store');
    return this.releases.live();
  }
}

/** The registry's routes: every one needs a release token, checked before the path or body is read (ReleaseTokenGuard). */
@ApiTags('releases')
@Controller('releases')
@UseGuards(ReleaseTokenGuard)
export class ReleasesController {
  constructor(
    @Inject(ReleaseRegistryService) private readonly releases: ReleaseRegistryService,
    @Inject(ReleaseTokensService) private readonly releaseTokens: ReleaseTokensService,
    @Inject(PinLinksService) private readonly pinLinks: PinLinksService,
    @Inject(ReleaseSignalsService) private readonly signals: ReleaseSignalsService,
  ) {}

  /** The platform page's data: every remote's versions, health over the last hour, and history (admin). */
  @Get('overview')
  async overview(@Actor() actor: ReleaseActor): Promise<ReleaseOverview> {
    authorize(actor, null);
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
  tokens(@Actor() actor: ReleaseActor): Promise<ReleaseToken[]> {
    return this.releaseTokens.listTokens(actor);
  }

  @Post('tokens')
  @RateLimit(20)
  createToken(@Actor() actor: ReleaseActor, @Body({ schema: createReleaseTokenInputSchema }) input: CreateReleaseTokenInput): Promise<CreatedReleaseToken> {
    return this.releaseTokens.createToken(actor, input);
  }

  @Delete('tokens/:id')
  revokeToken(@Actor() actor: ReleaseActor, @Param('id', { schema: idParamSchema }) id: number): Promise<ReleaseToken> {
    return this.releaseTokens.revokeToken(actor, id);
  }

  @Get(':remote')
  status(@Param('remote', { schema: releaseRemoteSchema }) remote: string): Promise<RemoteReleases> {
    return this.releases.status(remote);
  }

  @Post(':remote')
  @HttpCode(200)
  @RateLimit(60)
  release(
    @Actor() actor: ReleaseActor,
    @Param('remote', { schema: releaseRemoteSchema }) remote: string,
    @Body({ schema: releaseInputSchema }) input: ReleaseInput,
  ): Promise<RemoteReleases> {
    return this.releases.release(actor, remote, input);
  }

  @Post(':remote/rollback')
  @HttpCode(200)
  @RateLimit(60)
  rollback(
    @Actor() actor: ReleaseActor,
    @Param('remote', { schema: releaseRemoteSchema }) remote: string,
    @Body({ schema: rollbackInputSchema }) input: RollbackInput,
  ): Promise<RemoteReleases> {
    return this.releases.rollback(actor, remote, input);
  }

  @Post(':remote/pin-link')
  @HttpCode(200)
  @RateLimit(60)
  pinLink(
    @Actor() actor: ReleaseActor,
    @Param('remote', { schema: releaseRemoteSchema }) remote: string,
    @Body({ schema: pinLinkInputSchema }) input: PinLinkInput,
  ): Promise<PinLink> {
    return this.pinLinks.pinLink(actor, remote, input);
  }

  @Post(':remote/canary')
  @HttpCode(200)
  @RateLimit(60)
  canary(
    @Actor() actor: ReleaseActor,
    @Param('remote', { schema: releaseRemoteSchema }) remote: string,
    @Body({ schema: canaryInputSchema }) input: CanaryInput,
  ): Promise<RemoteReleases> {
    return this.releases.canary(actor, remote, input);
  }
}
