import { Inject, Injectable, Logger, type OnApplicationShutdown } from '@nestjs/common';
import { jobDuration, jobRuns } from '../telemetry/metrics.js';
import { ScheduledJobsRepository } from './scheduled-jobs.repository.js';

export interface ScheduledJob {
  /** Unique among jobs: the row in scheduled_job. */
  name: string;
  /** Runs at most once per period, across every API process. */
  periodMs: number;
  /** How often each process asks whether the job is due (so a period is not missed when one process dies). */
  checkEveryMs: number;
  /** Wait before the first check after start-up. */
  firstCheckAfterMs?: number;
  run(): Promise<unknown>;
}

/**
 * Jobs that must run once per period however many API processes there are: every process checks now and
 * then, and the one whose atomic claim of the period succeeds runs the job.
 */
@Injectable()
export class ScheduledJobsService implements OnApplicationShutdown {
  private readonly logger = new Logger('Jobs');
  private readonly timers = new Set<NodeJS.Timeout>();
  private readonly running = new Set<Promise<unknown>>();
  private stopped = false;

  constructor(@Inject(ScheduledJobsRepository) private readonly jobs: ScheduledJobsRepository) {}

  /** Starts checking `job`; stops at shutdown. */
  schedule(job: ScheduledJob): void {
    const tick = (delay: number) => {
      if (this.stopped) return;
      const timer = setTimeout(() => {
        this.timers.delete(timer);
        const run = this.runIfDue(job).finally(() => {
          this.running.delete(run);
          tick(job.checkEveryMs);
        });
        this.running.add(run);
      }, delay);
      timer.unref();
      this.timers.add(timer);
    };
    tick(job.firstCheckAfterMs ?? 5_000);
  }

  /**
   * Claims this period of `job` and runs it; false when it ran (or is running) elsewhere in this period
   * (the claim is one statement: see ScheduledJobsRepository.claim).
   */
  async runIfDue(job: Pick<ScheduledJob, 'name' | 'periodMs' | 'run'>): Promise<boolean> {
    let claimed: boolean;
    try {
      claimed = await this.jobs.claim(job.name, job.periodMs / 1000);
    } catch (error) {
      this.logger.warn(`${job.name}: could not check whether it is due: ${error instanceof Error ? error.message : String(error)}`);
      return false;
    }
    if (!claimed) return false;
    let failure: string | null = null;
    const endTimer = jobDuration.startTimer({ job: job.name });
    try {
      await job.run();
    } catch (error) {
      failure = error instanceof Error ? error.message : String(error);
      this.logger.warn(`${job.name} failed (it runs again next period): ${failure}`);
    }
    endTimer();
    jobRuns.inc({ job: job.name, outcome: failure === null ? 'ok' : 'failed' });
    await this.jobs.finish(job.name, failure).catch(() => undefined);
    return true;
  }

  async onApplicationShutdown(): Promise<void> {
    this.stopped = true;
    for (const timer of this.timers) clearTimeout(timer);
    await Promise.allSettled([...this.running]);
  }
}
