import { Inject, Injectable } from '@nestjs/common';
import type { Health } from '@launchops/contracts';
import { DataSource } from 'typeorm';
import { PreparedRead } from '../../database/prepared-read.js';
import { APP_OPTIONS, type AppOptions } from '../../config/app-options.js';

const VERSION = '1.0.0';
const PING = new PreparedRead<{ ok: number }, []>('SELECT 1 AS ok');

@Injectable()
export class HealthService {
  constructor(
    private readonly dataSource: DataSource,
    @Inject(APP_OPTIONS) private readonly options: AppOptions,
  ) {}

  async check(): Promise<Health> {
    const started = performance.now();
    let up = false;
    try {
      await PING.rows(this.dataSource, []);
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
