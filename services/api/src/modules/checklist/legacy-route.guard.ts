import { applyDecorators, type CanActivate, type ExecutionContext, GoneException, Inject, Injectable, SetMetadata, UseGuards } from '@nestjs/common';
import { Reflector } from '@nestjs/core';
import { ApiOperation } from '@nestjs/swagger';
import type { FastifyReply } from 'fastify';
import { LEGACY_ROUTE_FAMILIES, type LegacyRouteFamily, LegacyRoutesService } from './legacy-routes.service.js';

const LEGACY_FAMILY = 'launchops:legacy-route-family';

/**
 * Marks a route kept for older remote builds (LEGACY_ROUTE_FAMILIES). While a live build reads it, it answers as
 * before, with `Deprecation` (RFC 9745), `Sunset` (RFC 8594) and a `Link` to its successor; once none does, 410 Gone
 * with a message that names the successor. The API's OpenAPI document marks it deprecated.
 */
export const LegacyRoute = (family: LegacyRouteFamily) =>
  applyDecorators(
    SetMetadata(LEGACY_FAMILY, family),
    UseGuards(LegacyRouteGuard),
    ApiOperation({
      deprecated: true,
      description: `Kept for remote builds made against contracts older than ${LEGACY_ROUTE_FAMILIES[family].readBefore}; 410 Gone once none is live or on canary. Read ${LEGACY_ROUTE_FAMILIES[family].successors} instead.`,
    }),
  );

@Injectable()
export class LegacyRouteGuard implements CanActivate {
  constructor(
    @Inject(Reflector) private readonly reflector: Reflector,
    @Inject(LegacyRoutesService) private readonly legacy: LegacyRoutesService,
  ) {}

  async canActivate(context: ExecutionContext): Promise<boolean> {
    const family = this.reflector.get<LegacyRouteFamily | undefined>(LEGACY_FAMILY, context.getHandler());
    if (!family) return true;
    const { routes, successors, successorLink, readBefore, deprecatedAt, sunsetAt } = LEGACY_ROUTE_FAMILIES[family];
    const reply = context.switchToHttp().getResponse<FastifyReply>();
    reply.header('Link', `<${successorLink}>; rel="successor-version"`);
    const state = await this.legacy.state(family);
    if (!state.served) {
      throw new GoneException(
        `${routes} are retired: they served remote builds made against contracts older than ${readBefore}, and no live or canary build is that old any more. Read ${successors} instead.`,
      );
    }
    reply.header('Deprecation', `@${Math.floor(Date.parse(deprecatedAt) / 1000)}`);
    reply.header('Sunset', new Date(sunsetAt).toUTCString());
    return true;
  }
}
