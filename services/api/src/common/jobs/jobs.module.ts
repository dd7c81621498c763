import { Global, Module } from '@nestjs/common';
import { ScheduledJobsRepository } from './scheduled-jobs.repository.js';
import { ScheduledJobsService } from './scheduled-jobs.service.js';

/** Scheduled jobs that run once per period across every API process. */
@Global()
@Module({ providers: [ScheduledJobsService, ScheduledJobsRepository], exports: [ScheduledJobsService] })
export class JobsModule {}
