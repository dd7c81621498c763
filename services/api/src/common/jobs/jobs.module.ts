import { Global, Module } from '@nestjs/common';
import { ScheduledJobsService } from './scheduled-jobs.service.js';

/** Scheduled jobs that run once per period across every API process. */
@Global()
@Module({ providers: [ScheduledJobsService], exports: [ScheduledJobsService] })
export class JobsModule {}
