import { ForbiddenException, Inject, Injectable, NotFoundException } from '@nestjs/common';
import { type PinLink, type PinLinkInput, RELEASE_PIN_PARAM, signReleasePin } from '@launchops/contracts';
import { APP_OPTIONS, type AppOptions } from '../../config/app-options.js';
import { authorize, type ReleaseActor } from './release-actor.js';
import { ReleasesRepository } from './releases.repository.js';

/** Signed links that show one released version of a remote to whoever opens them (the site server checks the signature). */
@Injectable()
export class PinLinksService {
  constructor(
    @Inject(ReleasesRepository) private readonly releases: ReleasesRepository,
    @Inject(APP_OPTIONS) private readonly options: AppOptions,
  ) {}

  /** A signed link to the site that shows `version` of the remote to whoever opens it (and only to them). */
  async pinLink(actor: ReleaseActor, remote: string, input: PinLinkInput): Promise<PinLink> {
    authorize(actor, remote);
    const secret = this.options.env.RELEASE_PIN_SECRET;
    if (!secret) throw new ForbiddenException('Pin links are switched off: set RELEASE_PIN_SECRET on the API and the site server (the same value).');
    const row = await this.releases.findVersion(remote, input.version);
    if (!row) throw new NotFoundException(`${remote} has no released version ${input.version}.`);
    const expiresAt = Date.now() + (input.hours ?? 24) * 3_600_000;
    const pin = await signReleasePin({ remote, version: input.version, manifestUrl: row.manifest_url, expiresAt }, secret);
    const url = new URL('/', this.options.env.SITE_URL);
    url.searchParams.set(RELEASE_PIN_PARAM, pin);
    return { url: url.href, expiresAt: new Date(expiresAt).toISOString() };
  }
}
