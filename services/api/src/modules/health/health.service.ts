import { Inject, Injectable } from '@nestjs/common';
import type { Health } from '@launchops/contracts';
import { APP_OPTIONS, type AppOptions } from '../../config/app-options.js';
import { HealthRepository } from './health.repository.js';

const VERSION = '1.0.0';

@Injectable()
export class HealthService {
  constructor(
    @Inject(HealthRepository) private readonly database: HealthRepository,
    @Inject(APP_OPTIONS) private readonly options: AppOptions,
  ) {}

  async check(): Promise<Health> {
    const started = performance.now();
    let up: boolean;
    try {
      await this.database.ping();
      up = true;
    } catch {
      up = false;
    }
    // Draining (SIGTERM): still serving what is in flight, but not ready for more.
    const draining = this.options.draining?.() ?? false;
    return {
      status: up && !draining ? 'ok' : 'degraded',
      database: {
        state: up ? 'up' : 'down',
        mode: this.options.databaseMode,
        latencyMs: up ? Math.round((performance.now() - started) * 10) / 10 : null,
      },
      uptimeSeconds: Math.round(process.uptime()),
      version: VERSION,
    };
  }
}
