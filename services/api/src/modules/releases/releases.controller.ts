import { Body, Controller, Delete, Get, Headers, HttpCode, Inject, Param, Post, Res } from '@nestjs/common';
import { ApiTags } from '@nestjs/swagger';
import {
  canaryInputSchema,
  createReleaseTokenInputSchema,
  type CanaryInput,
  type CreatedReleaseToken,
  type CreateReleaseTokenInput,
  type LiveReleases,
  type ReleaseOverview,
  type ReleaseSignalBatch,
  releaseSignalBatchSchema,
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
import type { FastifyReply } from 'fastify';
import { idParamSchema } from '../../common/params.js';
import { RateLimit } from '../../common/rate-limit/rate-limit.js';
import { ReleaseSignalsService } from './release-signals.service.js';
import { ReleasesService } from './releases.service.js';

/** The platform page looks back this far. */
const OVERVIEW_WINDOW_MINUTES = 60;

/** The shell's beacons: small, frequent, anonymous (sendBeacon; the answer is not read). */
@ApiTags('releases')
@Controller('release-signals')
export class ReleaseSignalsController {
  constructor(@Inject(ReleaseSignalsService) private readonly signals: ReleaseSignalsService) {}

  @Post()
  @HttpCode(204)
  @RateLimit(120)
  record(@Body({ schema: releaseSignalBatchSchema }) batch: ReleaseSignalBatch): void {
    this.signals.record(batch);
  }
}

/**
 * The release registry over HTTP. Reading what is live is public (the site server asks for it); everything
 * else takes a release token: a team's for its own remote, a platform admin's for any remote and for tokens.
 */
@ApiTags('releases')
@Controller('releases')
export class ReleasesController {
  constructor(
    @Inject(ReleasesService) private readonly releases: ReleasesService,
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
    this.releases.authorize(await this.releases.authenticate(authorization), null);
    await this.signals.flush();
    const since = new Date(Date.now() - OVERVIEW_WINDOW_MINUTES * 60_000);
    const live = await this.releases.live();
    const remotes = await Promise.all(
      Object.keys(live.remotes)
        .sort()
        .map(async (remote) => {
          const [status, stats, series] = await Promise.all([this.releases.status(remote), this.signals.stats(remote, since), this.signals.series(remote, since)]);
          return { remote, live: status.live, canary: status.canary, stats, series, versions: status.versions.map((v) => v.version), history: status.history.slice(0, 20) };
        }),
    );
    return { windowMinutes: OVERVIEW_WINDOW_MINUTES, remotes };
  }

  @Get('tokens')
  async tokens(@Headers('authorization') authorization: string | undefined): Promise<ReleaseToken[]> {
    return this.releases.listTokens(await this.releases.authenticate(authorization));
  }

  @Post('tokens')
  @RateLimit(20)
  async createToken(
    @Headers('authorization') authorization: string | undefined,
    @Body({ schema: createReleaseTokenInputSchema }) input: CreateReleaseTokenInput,
  ): Promise<CreatedReleaseToken> {
    return this.releases.createToken(await this.releases.authenticate(authorization), input);
  }

  @Delete('tokens/:id')
  async revokeToken(@Headers('authorization') authorization: string | undefined, @Param('id', { schema: idParamSchema }) id: number): Promise<ReleaseToken> {
    return this.releases.revokeToken(await this.releases.authenticate(authorization), id);
  }

  @Get(':remote')
  async status(@Headers('authorization') authorization: string | undefined, @Param('remote', { schema: releaseRemoteSchema }) remote: string): Promise<RemoteReleases> {
    await this.releases.authenticate(authorization);
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
    return this.releases.release(await this.releases.authenticate(authorization), remote, input);
  }

  @Post(':remote/rollback')
  @HttpCode(200)
  @RateLimit(60)
  async rollback(
    @Headers('authorization') authorization: string | undefined,
    @Param('remote', { schema: releaseRemoteSchema }) remote: string,
    @Body({ schema: rollbackInputSchema }) input: RollbackInput,
  ): Promise<RemoteReleases> {
    return this.releases.rollback(await this.releases.authenticate(authorization), remote, input);
  }

  @Post(':remote/pin-link')
  @HttpCode(200)
  @RateLimit(60)
  async pinLink(
    @Headers('authorization') authorization: string | undefined,
    @Param('remote', { schema: releaseRemoteSchema }) remote: string,
    @Body({ schema: pinLinkInputSchema }) input: PinLinkInput,
  ): Promise<PinLink> {
    return this.releases.pinLink(await this.releases.authenticate(authorization), remote, input);
  }

  @Post(':remote/canary')
  @HttpCode(200)
  @RateLimit(60)
  async canary(
    @Headers('authorization') authorization: string | undefined,
    @Param('remote', { schema: releaseRemoteSchema }) remote: string,
    @Body({ schema: canaryInputSchema }) input: CanaryInput,
  ): Promise<RemoteReleases> {
    return this.releases.canary(await this.releases.authenticate(authorization), remote, input);
  }
}
