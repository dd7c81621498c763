import { Inject, Injectable } from '@nestjs/common';
import { stringify } from 'csv-stringify/sync';
import { APP_OPTIONS, type AppOptions } from '../../config/app-options.js';
import { planCalendar } from './plan-calendar.js';
import { taskPath } from './plan.mapper.js';
import { PlanService } from './plan.service.js';

/** The plan as files: its deadlines as an .ics download and its tasks as CSV. */
@Injectable()
export class PlanExportsService {
  constructor(
    @Inject(PlanService) private readonly plans: PlanService,
    @Inject(APP_OPTIONS) private readonly options: AppOptions,
  ) {}

  async downloadCalendar(visitorId: string): Promise<string> {
    return planCalendar(this.options.env.SITE_URL, visitorId, await this.plans.getPlan(visitorId));
  }

  async csv(visitorId: string): Promise<string> {
    const plan = await this.plans.getPlan(visitorId);
    const rows = plan.tasks.map((task) => [
      task.applies ? (task.completed ? 'Done' : 'To do') : 'Not needed',
      task.title,
      task.categoryName,
      task.deadline?.dueOn ?? '',
      task.deadline ? String(task.deadline.daysLeft) : '',
      task.reason,
      `${this.options.env.SITE_URL}${taskPath(task)}`,
    ]);
    // A byte-order mark so spreadsheet programs read the file as UTF-8.
    return `\uFEFF${stringify([['Status', 'Task', 'Category', 'Due', 'Days left', 'Why', 'Guide'], ...rows], { record_delimiter: 'windows' })}`;
  }
}
