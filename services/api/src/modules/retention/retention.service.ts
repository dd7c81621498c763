import { Inject, Injectable, Logger, type OnApplicationBootstrap } from '@nestjs/common';
import { ScheduledJobsService } from '../../common/jobs/scheduled-jobs.service.js';
import { Transactions } from '../../database/sql-repository.js';
import { type RetentionCounts, RetentionRepository } from './retention.repository.js';

const DAY_MS = 24 * 60 * 60 * 1000;
/** How long one statement of the daily run may take (the API's requests keep DATABASE_STATEMENT_TIMEOUT_MS). */
const RETENTION_STATEMENT_TIMEOUT = '10min';
const HOUR_MS = 60 * 60 * 1000;

/**
 * Keeps the promises of the privacy page: deletes what we said we would delete, once a day (the first
 * check shortly after start). Every period here is quoted on /privacy; change both together.
 */
@Injectable()
export class RetentionService implements OnApplicationBootstrap {
  private readonly logger = new Logger('Retention');

  constructor(
    @Inject(Transactions) private readonly transactions: Transactions,
    @Inject(RetentionRepository) private readonly retention: RetentionRepository,
    @Inject(ScheduledJobsService) private readonly jobs: ScheduledJobsService,
  ) {}

  onApplicationBootstrap(): void {
    // Once a day across all API processes; each checks hourly, so a replica that dies does not skip a day.
    this.jobs.schedule({ name: 'retention', periodMs: DAY_MS, checkEveryMs: HOUR_MS, firstCheckAfterMs: 5_000, run: () => this.run() });
  }

  /** Applies every retention rule in one transaction; returns how many rows each rule touched. */
  async run(): Promise<RetentionCounts> {
    return this.transactions.run(async (tx) => {
      // A daily batch over every visitor's rows, not a request: with a million visitors it reads millions of rows
      // (npm run bench -- --visitors 1000000), past the requests' statement timeout.
      await this.retention.allowStatementsFor(RETENTION_STATEMENT_TIMEOUT, tx);
      await this.retention.markStaleVisitors(tx);
      const counts = await this.retention.applyRules(tx);
      const total = Object.values(counts).reduce((a, b) => a + b, 0);
      if (total > 0) this.logger.log(`retention: ${JSON.stringify(counts)}`);
      return counts;
    });
  }
}
