import { BadRequestException, Inject, Injectable, type OnModuleInit } from '@nestjs/common';
import type { Plan, QuizAnswers, SaveQuizAnswersInput } from '@launchops/contracts';
import { type Day, daysBetween } from '../../common/calendar-days.js';
import { ContentChangesService } from '../../common/content-changes.service.js';
import { MemoryCache } from '../../common/memory-cache.js';
import { Transactions } from '../../database/sql-repository.js';
import { SitePoliciesService } from '../site-policies/site-policies.service.js';
import { composePlan } from './plan-composition.js';
import { type AnswersRow, answersRow } from './plan.mapper.js';
import { PlanRepository, type TaskRow } from './plan.repository.js';
import { tasksDoneByAnswers } from './task-rules.js';

/** How many visitors' last plan JSON is remembered (about 18 kB each). */
const PLAN_JSON_KEPT = 500;

/** Today in the US Eastern calendar (where the IRS and the SEC count days), as YYYY-MM-DD. */
export function planToday(now = new Date()): Day {
  return EASTERN_DAY.format(now);
}
const EASTERN_DAY = new Intl.DateTimeFormat('en-CA', { timeZone: 'America/New_York', year: 'numeric', month: '2-digit', day: '2-digit' });

/** The dates a founder gives must be plausible: not before 1990, not more than a year ahead, formation not ahead. */
function checkDates(answers: QuizAnswers, today: Day): void {
  const issues: Array<{ path: string; message: string }> = [];
  const ahead = (day: string | undefined, field: keyof QuizAnswers, label: string, maxAheadDays: number) => {
    if (!day) return;
    if (day < '1990-01-01') issues.push({ path: `answers.${field}`, message: `${label} must be after 1990` });
    else if (daysBetween(today, day) > maxAheadDays)
      issues.push({ path: `answers.${field}`, message: maxAheadDays === 0 ? `${label} cannot be in the future` : `${label} must be within a year from today` });
  };
  ahead(answers.formedOn, 'formedOn', 'The formation date', 0);
  ahead(answers.founderStockGrantedOn, 'founderStockGrantedOn', 'The stock grant date', 365);
  ahead(answers.firstSecuritiesSaleOn, 'firstSecuritiesSaleOn', 'The first sale date', 365);
  ahead(answers.nextEmployeeStartsOn, 'nextEmployeeStartsOn', 'The start date', 365);
  ahead(answers.valuation409aOn, 'valuation409aOn', 'The 409A valuation date', 0);
  if (answers.formedOn && answers.founderStockGrantedOn && answers.founderStockGrantedOn < answers.formedOn) {
    issues.push({ path: 'answers.founderStockGrantedOn', message: 'Stock can only be granted once the company is formed' });
  }
  if (issues.length) throw new BadRequestException({ message: issues.map((i) => i.message).join('; '), issues });
}

/** The plan's composition: the quiz's answers in, the personal plan out (the feed and the exports read it from here). */
@Injectable()
export class PlanService implements OnModuleInit {
  private readonly tasks = new MemoryCache<TaskRow[]>(() => this.plans.checklistTasks());
  /** Visitor id -> the inputs of their last plan and its JSON, least recently used first. */
  private readonly planJson = new Map<string, { tasks: TaskRow[]; inputs: string; json: Buffer }>();
  /** The weekend rule's one wording (facts.yaml), said by the plan, the calendar feed and the reminders. */
  private weekendRule = '';

  constructor(
    @Inject(PlanRepository) private readonly plans: PlanRepository,
    @Inject(Transactions) private readonly transactions: Transactions,
    @Inject(ContentChangesService) changes: ContentChangesService,
    @Inject(SitePoliciesService) private readonly sitePolicies: SitePoliciesService,
  ) {
    // Dropped in every replica when the checklist's tables change.
    changes.watch(['checklist_category', 'checklist_item'], () => this.tasks.invalidate());
  }

  async onModuleInit(): Promise<void> {
    this.weekendRule = (await this.sitePolicies.fact('weekend-holiday-rule')).wording;
  }

  async getPlan(visitorId: string, today = planToday()): Promise<Plan> {
    const { row, tasks, done } = await this.readPlanInputs(visitorId);
    return composePlan(row, tasks, new Set(done), today, this.weekendRule);
  }

  /**
   * GET /api/plan's body. The plan is a function of what is read here on every request (the answers, the completed
   * tasks, the task list, today): its JSON is remembered for the last PLAN_JSON_KEPT visitors with those inputs, so a
   * visitor who comes back to an unchanged plan costs one indexed read, not a fresh 18 kB serialisation.
   */
  async getPlanJson(visitorId: string, today = planToday()): Promise<Buffer> {
    const { row, tasks, done } = await this.readPlanInputs(visitorId);
    const inputs = `${today}|${row ? `${row.updated_at.toISOString()}|${row.completed_at?.toISOString() ?? ''}|${JSON.stringify(row.answers)}` : ''}|${done.join(',')}`;
    const known = this.planJson.get(visitorId);
    if (known && known.tasks === tasks && known.inputs === inputs) {
      // Most recently used last.
      this.planJson.delete(visitorId);
      this.planJson.set(visitorId, known);
      return known.json;
    }
    const json = Buffer.from(JSON.stringify(composePlan(row, tasks, new Set(done), today, this.weekendRule)));
    this.planJson.delete(visitorId);
    this.planJson.set(visitorId, { tasks, inputs, json });
    if (this.planJson.size > PLAN_JSON_KEPT) this.planJson.delete(this.planJson.keys().next().value!);
    return json;
  }

  private async readPlanInputs(visitorId: string): Promise<{ row: AnswersRow | undefined; tasks: TaskRow[]; done: number[] }> {
    const [read, tasks] = await Promise.all([this.plans.planInputs(visitorId), this.tasks.get()]);
    return { row: answersRow(read), tasks, done: read.done };
  }

  /** Saves the answers as they stand (each screen of the quiz saves); `complete` marks the quiz finished. */
  async saveAnswers(visitorId: string, input: Required<SaveQuizAnswersInput>, today = planToday()): Promise<Plan> {
    checkDates(input.answers, today);
    await this.transactions.run(async (tx) => {
      const previous = await this.plans.answersForUpdate(visitorId, tx);
      await this.plans.saveAnswers(visitorId, input.answers, input.complete, tx);
      // Only an answer newly given ticks its task: a founder who unticked it is not overruled by saving again.
      const before = new Set(previous ? tasksDoneByAnswers(previous) : []);
      const newlyDone = tasksDoneByAnswers(input.answers).filter((slug) => !before.has(slug));
      if (newlyDone.length) await this.plans.markTasksDone(visitorId, newlyDone, tx);
    });
    return this.getPlan(visitorId, today);
  }
}
