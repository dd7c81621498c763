import { Injectable, Logger } from '@nestjs/common';
import { DataSource } from 'typeorm';
import { seedContent } from './seed/seed.js';

@Injectable()
export class SeedService {
  private readonly logger = new Logger('Seed');

  constructor(private readonly dataSource: DataSource) {}

  /** Runs the idempotent content seed in one transaction. */
  async run(): Promise<void> {
    const started = Date.now();
    await this.dataSource.transaction((manager) => seedContent(manager));
    this.logger.log(`Content seeded in ${Date.now() - started} ms`);
  }
}
