import { Controller, Get, Inject, Res } from '@nestjs/common';
import { ApiOkResponse, ApiTags } from '@nestjs/swagger';
import { healthSchema, type Health } from '@launchops/contracts';
import { SkipThrottle } from '@nestjs/throttler';
import type { FastifyReply } from 'fastify';
import { HealthService } from './health.service.js';

@ApiTags('health')
@SkipThrottle()
@Controller('health')
export class HealthController {
  constructor(@Inject(HealthService) private readonly health: HealthService) {}

  /** 200 when the API can serve, 503 (same body) while its database is unreachable or it drains: monitors and readiness probes read the status. */
  @Get()
  @ApiOkResponse({ standardSchema: healthSchema })
  async check(@Res({ passthrough: true }) reply: FastifyReply): Promise<Health> {
    const health = await this.health.check();
    if (health.status !== 'ok') void reply.status(503).header('Retry-After', '5').header('Cache-Control', 'no-store');
    return health;
  }

  /** Liveness: a constant answer that touches nothing (load balancers; the bench's baseline). */
  @Get('live')
  live(): { status: 'live' } {
    return { status: 'live' };
  }
}
