import { createHash, randomBytes } from 'node:crypto';
import { BadRequestException, Inject, Injectable, NotFoundException, type OnModuleInit } from '@nestjs/common';
import type { CalendarFeed, CalendarFeedState, Deadline, Plan, PlanTask, QuizAnswers, SaveQuizAnswersInput } from '@launchops/contracts';
import { stringify } from 'csv-stringify/sync';
import ical, { ICalAlarmType } from 'ical-generator';
import { DataSource } from 'typeorm';
import { ContentChangesService } from '../../common/content-changes.service.js';
import { MemoryCache } from '../../common/memory-cache.js';
import { PreparedRead } from '../../database/prepared-read.js';
import { APP_OPTIONS, type AppOptions } from '../../config/app-options.js';
import { addDays, type Day, daysBetween } from '../../common/calendar-days.js';
import { computeDeadlines, moveNote } from './deadline-rules.js';
import { SitePoliciesService } from '../site-policies/site-policies.service.js';
import { companyFacts, taskFit, tasksDoneByAnswers } from './task-rules.js';

interface TaskRow {
  id: number;
  slug: string;
  title: string;
  category_id: number;
  category_slug: string;
  category_name: string;
}

interface AnswersRow {
  answers: QuizAnswers;
  completed_at: Date | null;
  updated_at: Date;
}

/** How many visitors' last plan JSON is remembered (about 18 kB each). */
const PLAN_JSON_KEPT = 500;

/** Deadlines this close (or missed) put their task at the top of the plan. */
const URGENT_DAYS = 45;

/** Today in the US Eastern calendar (where the IRS and the SEC count days), as YYYY-MM-DD. */
export function planToday(now = new Date()): Day {
  return EASTERN_DAY.format(now);
}
const EASTERN_DAY = new Intl.DateTimeFormat('en-CA', { timeZone: 'America/New_York', year: 'numeric', month: '2-digit', day: '2-digit' });

/** The checklist's tasks in the checklist's order, with their categories (content: held in memory). */
const TASKS_SQL = `SELECT i.id, i.slug, i.title, c.id AS category_id, c.slug AS category_slug, c.name AS category_name
  FROM checklist_item i JOIN checklist_category c ON c.id = i.category_id
  ORDER BY c.sort_order, c.id, i.sort_order, i.id`;

/** The visitor's answers (if any) and completed tasks: one row, one round trip. */
const VISITOR_PLAN = new PreparedRead<{ answers: QuizAnswers | null; completed_at: Date | null; updated_at: Date | null; done: number[] }, [visitorId: string]>(
  `SELECT a.answers, a.completed_at, a.updated_at,
          ARRAY(SELECT item_id FROM checklist_progress WHERE visitor_id = $1 AND completed ORDER BY item_id) AS done
     FROM (VALUES (1)) AS one LEFT JOIN plan_answers a ON a.visitor_id = $1`,
);

const newFeedToken = () => randomBytes(32).toString('base64url');

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

@Injectable()
export class PlanService implements OnModuleInit {
  private readonly tasks = new MemoryCache<TaskRow[]>(async () => (await this.dataSource.query(TASKS_SQL)) as TaskRow[]);
  /** Visitor id -> the inputs of their last plan and its JSON, least recently used first. */
  private readonly planJson = new Map<string, { tasks: TaskRow[]; inputs: string; json: Buffer }>();

  constructor(
    @Inject(DataSource) private readonly dataSource: DataSource,
    @Inject(APP_OPTIONS) private readonly options: AppOptions,
    @Inject(ContentChangesService) changes: ContentChangesService,
    @Inject(SitePoliciesService) private readonly sitePolicies: SitePoliciesService,
  ) {
    // Dropped in every replica when the checklist's tables change.
    changes.watch(['checklist_category', 'checklist_item'], () => this.tasks.invalidate());
  }

  /** The weekend rule's one wording (facts.yaml), said by the plan, the calendar feed and the reminders. */
  private weekendRule = '';

  async onModuleInit(): Promise<void> {
    this.weekendRule = (await this.sitePolicies.fact('weekend-holiday-rule')).wording;
  }

  async getPlan(visitorId: string, today = planToday()): Promise<Plan> {
    const { row, tasks, done } = await this.readPlanInputs(visitorId);
    return this.composePlan(row, tasks, new Set(done), today);
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
    const json = Buffer.from(JSON.stringify(this.composePlan(row, tasks, new Set(done), today)));
    this.planJson.delete(visitorId);
    this.planJson.set(visitorId, { tasks, inputs, json });
    if (this.planJson.size > PLAN_JSON_KEPT) this.planJson.delete(this.planJson.keys().next().value!);
    return json;
  }

  private async readPlanInputs(visitorId: string): Promise<{ row: AnswersRow | undefined; tasks: TaskRow[]; done: number[] }> {
    const [[read], tasks] = await Promise.all([VISITOR_PLAN.rows(this.dataSource, [visitorId]), this.tasks.get()]);
    if (!read) throw new Error('The plan query returned no row');
    const row =
      read.answers === null || read.updated_at === null ? undefined : { answers: read.answers, completed_at: read.completed_at, updated_at: read.updated_at };
    return { row, tasks, done: read.done };
  }

  /** Saves the answers as they stand (each screen of the quiz saves); `complete` marks the quiz finished. */
  async saveAnswers(visitorId: string, input: Required<SaveQuizAnswersInput>, today = planToday()): Promise<Plan> {
    checkDates(input.answers, today);
    await this.dataSource.transaction(async (manager) => {
      const [previous] = (await manager.query('SELECT answers FROM plan_answers WHERE visitor_id = $1 FOR UPDATE', [visitorId])) as Array<{
        answers: QuizAnswers;
      }>;
      await manager.query(
        `INSERT INTO plan_answers (visitor_id, answers, completed_at, updated_at)
         VALUES ($1, $2, CASE WHEN $3 THEN now() END, now())
         ON CONFLICT (visitor_id) DO UPDATE SET answers = EXCLUDED.answers, updated_at = now(),
           completed_at = CASE WHEN $3 THEN coalesce(plan_answers.completed_at, now()) ELSE plan_answers.completed_at END`,
        [visitorId, JSON.stringify(input.answers), input.complete],
      );
      // Only an answer newly given ticks its task: a founder who unticked it is not overruled by saving again.
      const before = new Set(previous ? tasksDoneByAnswers(previous.answers) : []);
      const newlyDone = tasksDoneByAnswers(input.answers).filter((slug) => !before.has(slug));
      if (newlyDone.length) {
        await manager.query(
          `INSERT INTO checklist_progress (visitor_id, item_id, completed, updated_at)
           SELECT $1, id, true, now() FROM checklist_item WHERE slug = ANY($2)
           ON CONFLICT (visitor_id, item_id) DO UPDATE SET completed = true, updated_at = now()`,
          [visitorId, newlyDone],
        );
      }
    });
    return this.getPlan(visitorId, today);
  }

  async feedState(visitorId: string): Promise<CalendarFeedState> {
    const [row] = (await this.dataSource.query('SELECT token, created_at FROM plan_calendar_feed WHERE visitor_id = $1 AND revoked_at IS NULL', [
      visitorId,
    ])) as Array<{
      token: string;
      created_at: Date;
    }>;
    return { feed: row ? this.feedAddress(row.token, row.created_at) : null };
  }

  /** A new private address for the calendar feed; any earlier one stops working. */
  async createFeed(visitorId: string): Promise<CalendarFeedState> {
    return this.dataSource.transaction(async (manager) => {
      await manager.query('UPDATE plan_calendar_feed SET revoked_at = now() WHERE visitor_id = $1 AND revoked_at IS NULL', [visitorId]);
      const [row] = (await manager.query('INSERT INTO plan_calendar_feed (visitor_id, token) VALUES ($1, $2) RETURNING token, created_at', [
        visitorId,
        newFeedToken(),
      ])) as Array<{ token: string; created_at: Date }>;
      return { feed: this.feedAddress(row!.token, row!.created_at) };
    });
  }

  async revokeFeed(visitorId: string): Promise<CalendarFeedState> {
    await this.dataSource.query('UPDATE plan_calendar_feed SET revoked_at = now() WHERE visitor_id = $1 AND revoked_at IS NULL', [visitorId]);
    return { feed: null };
  }

  /** The feed's calendar, built from the plan as it is now (calendar apps fetch it again on their own schedule). */
  async feedCalendar(token: string): Promise<string> {
    const [row] = (await this.dataSource.query('SELECT visitor_id FROM plan_calendar_feed WHERE token = $1 AND revoked_at IS NULL', [token])) as Array<{
      visitor_id: string;
    }>;
    if (!row) throw new NotFoundException('This calendar address is not valid any more. Open your plan on LaunchOps to get a new one.');
    return this.calendar(row.visitor_id, await this.getPlan(row.visitor_id));
  }

  async downloadCalendar(visitorId: string): Promise<string> {
    return this.calendar(visitorId, await this.getPlan(visitorId));
  }

  async csv(visitorId: string): Promise<string> {
    const plan = await this.getPlan(visitorId);
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

  private feedAddress(token: string, createdAt: Date): CalendarFeed {
    const url = `${this.options.env.SITE_URL}/api/plan/feed/${token}.ics`;
    return { url, webcalUrl: url.replace(/^https?:/, 'webcal:'), createdAt: createdAt.toISOString() };
  }

  private calendar(visitorId: string, plan: Plan): string {
    const site = this.options.env.SITE_URL;
    const calendar = ical({
      name: 'LaunchOps: my launch deadlines',
      description: 'Filing deadlines from your LaunchOps plan. Not legal or tax advice; check each date with the source named in the event.',
      prodId: { company: 'LaunchOps', product: 'Launch plan', language: 'EN' },
      url: `${site}/checklist/plan`,
      // Calendar apps that honour it fetch the plan again every six hours.
      ttl: 6 * 60 * 60,
    });
    // Per-visitor event ids, stable across fetches, so an updated plan replaces events instead of adding copies.
    const owner = createHash('sha256').update(visitorId).digest('hex').slice(0, 16);
    for (const deadline of plan.deadlines) {
      const task = plan.tasks.find((t) => t.slug === deadline.taskSlug);
      const event = calendar.createEvent({
        id: `${deadline.ruleId}-${deadline.movedFrom ?? deadline.dueOn}-${owner}@launchops`,
        start: new Date(`${deadline.dueOn}T00:00:00Z`),
        end: new Date(`${addDays(deadline.dueOn, 1)}T00:00:00Z`),
        allDay: true,
        summary: deadline.status === 'missed' ? `Missed: ${deadline.title}` : `Due: ${deadline.title}`,
        description: [
          `Why: ${deadline.because}.`,
          deadline.moveNote ?? '',
          deadline.ifMissed ? `What to do now: ${deadline.ifMissed}` : '',
          `Source: ${deadline.source.name}, ${deadline.source.url} (checked ${deadline.lastVerified}).`,
          task ? `Guide: ${site}${taskPath(task)}` : '',
        ]
          .filter(Boolean)
          .join('\n'),
        url: task ? `${site}${taskPath(task)}` : `${site}/checklist/plan`,
      });
      if (deadline.status !== 'missed') {
        event.createAlarm({ type: ICalAlarmType.display, trigger: 7 * 24 * 60 * 60, description: `In a week: ${deadline.title}` });
        event.createAlarm({ type: ICalAlarmType.display, trigger: 24 * 60 * 60, description: `Tomorrow: ${deadline.title}` });
      }
    }
    return calendar.toString();
  }

  private composePlan(row: AnswersRow | undefined, tasks: readonly TaskRow[], done: ReadonlySet<number>, today: Day): Plan {
    const answers = row?.answers ?? {};
    const deadlines = computeDeadlines(companyFacts(answers), today).map((d) => ({ ...d, moveNote: moveNote(d, this.weekendRule) }));
    const firstDeadline = new Map<string, Deadline>();
    for (const d of deadlines) if (!firstDeadline.has(d.taskSlug)) firstDeadline.set(d.taskSlug, d);

    const planTasks: Array<PlanTask & { order: number }> = tasks.map((t, order) => {
      const fit = taskFit(t.slug, answers);
      // A done one-off task keeps no deadline (it was met); a recurring one shows its next due day.
      const next = fit.applies ? firstDeadline.get(t.slug) : undefined;
      const deadline = next && (next.recurring || !done.has(t.id)) ? next : null;
      return {
        itemId: t.id,
        slug: t.slug,
        title: t.title,
        categoryId: t.category_id,
        categorySlug: t.category_slug,
        categoryName: t.category_name,
        checklistOrder: order,
        completed: done.has(t.id),
        applies: fit.applies,
        reason: fit.reason,
        deadline,
        order,
      };
    });
    // Urgent deadlines first (missed, then soonest); then the checklist's own order, in which each task
    // unblocks the next (formation, EIN, bank, ...); done tasks after open ones; tasks that do not apply last.
    const urgency = (t: PlanTask) => (t.deadline && !t.completed && t.deadline.daysLeft <= URGENT_DAYS ? t.deadline.daysLeft : Number.POSITIVE_INFINITY);
    planTasks.sort(
      (a, b) => Number(!a.applies) - Number(!b.applies) || urgency(a) - urgency(b) || Number(a.completed) - Number(b.completed) || a.order - b.order,
    );
    const applicable = planTasks.filter((t) => t.applies);
    // A one-off filing is done with its task; a recurring one comes round again.
    const openDeadlines = deadlines.filter((d) => d.recurring || !planTasks.some((t) => t.slug === d.taskSlug && t.completed));
    return {
      answers,
      completedAt: row?.completed_at ? row.completed_at.toISOString() : null,
      updatedAt: row?.updated_at ? row.updated_at.toISOString() : null,
      tasks: planTasks.map(({ order: _order, ...task }) => task),
      deadlines: openDeadlines,
      summary: {
        applicable: applicable.length,
        completed: applicable.filter((t) => t.completed).length,
        hidden: planTasks.length - applicable.length,
        nextDeadline: openDeadlines.find((d) => d.status !== 'missed') ?? null,
      },
    };
  }
}

export function taskPath(task: Pick<PlanTask, 'categorySlug' | 'slug'>): string {
  return `/checklist/${task.categorySlug}?task=${task.slug}`;
}
