import { Injectable } from '@nestjs/common';
import { SqlRepository } from '../../database/sql-repository.js';
import { PROCESS_ID } from '../process-id.js';

/** scheduled_job: one row per job, claimed for a period by one statement so one process runs it. */
@Injectable()
export class ScheduledJobsRepository extends SqlRepository {
  /**
   * Claims this period of job `name` for this process: of processes asking at the same moment, the first updates
   * the row and the others find the period taken. True when this process has it.
   */
  async claim(name: string, periodSeconds: number): Promise<boolean> {
    const claimed = await this.query<{ name: string }>(
      `INSERT INTO scheduled_job (name, last_started_at, started_by) VALUES ($1, now(), $3)
       ON CONFLICT (name) DO UPDATE SET last_started_at = now(), started_by = $3
         WHERE scheduled_job.last_started_at <= now() - make_interval(secs => $2)
       RETURNING name`,
      [name, periodSeconds, PROCESS_ID],
    );
    return claimed.length > 0;
  }

  /** Notes the end of this process's run of `name`, with its failure if any. */
  async finish(name: string, failure: string | null): Promise<void> {
    await this.query('UPDATE scheduled_job SET last_finished_at = now(), last_error = $2 WHERE name = $1 AND started_by = $3', [name, failure, PROCESS_ID]);
  }
}
