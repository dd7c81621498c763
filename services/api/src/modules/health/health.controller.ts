import { Controller, Get, Inject } from '@nestjs/common';
import { ApiOkResponse, ApiTags } from '@nestjs/swagger';
import { healthSchema, type Health } from '@launchops/contracts';
import { SkipThrottle } from '@nestjs/throttler';
import { HealthService } from './health.service.js';

@ApiTags('health')
@SkipThrottle()
@Controller('health')
export class HealthController {
  constructor(@Inject(HealthService) private readonly health: HealthService) {}

  @Get()
  @ApiOkResponse({ standardSchema: healthSchema })
  check(): Promise<Health> {
    return this.health.check();
  }

  /** Liveness: a constant answer that touches nothing (load balancers; the bench's baseline). */
  @Get('live')
  live(): { status: 'live' } {
    return { status: 'live' };
  }
}
