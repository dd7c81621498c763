import ICAL from 'ical.js';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { addDays, daysBetween, nextBusinessDay, isIrsHoliday } from '../src/common/calendar-days.js';
import { planToday } from '../src/modules/plan/plan.service.js';
import { countRows } from './support/requests.js';
import { startTestApi, type TestApi, type TestVisitor } from './support/test-api.js';

let api: TestApi;

beforeAll(async () => {
  api = await startTestApi();
});

afterAll(async () => {
  await api?.close();
});

const today = planToday();
const thisMonth = `${today.slice(0, 8)}01`;
// Granted 25 days ago: the 83(b) deadline is 5 days out, before nearly every other deadline of the year (a
// quarterly estimated-tax date can come first on a few days: the tests below allow for it).
const grantedOn = addDays(today, -25);

/** A Delaware C-corp formed this month (or at the grant) that granted founder stock 25 days ago and hires in California. */
const delawareStartup = {
  entity: 'c-corp',
  formationState: 'DE',
  formedOn: grantedOn < thisMonth ? grantedOn : thisMonth,
  founderCount: 2,
  founderStockGranted: true,
  founderStockGrantedOn: grantedOn,
  stage: 'pre-revenue',
  paysContractors: false,
  hiresEmployees: true,
  employeeStates: ['CA'],
  fundraising: 'none',
  sellsOnline: false,
  fiscalYearEndMonth: 12,
};

/** The events of an iCalendar text, read with a real parser. */
function events(ics: string): Array<{ summary: string; start: string; uid: string }> {
  const component = new ICAL.Component(ICAL.parse(ics));
  return component.getAllSubcomponents('vevent').map((vevent) => {
    const event = new ICAL.Event(vevent);
    return { summary: event.summary, start: event.startDate.toString(), uid: event.uid };
  });
}

async function feedPath(visitor: TestVisitor): Promise<string> {
  const res = await visitor.post('/api/plan/feed');
  expect(res.status).toBe(201);
  return new URL(res.body.feed.url).pathname;
}

describe('the readiness plan', () => {
  it('starts empty for a new visitor, every task listed', async () => {
    const res = await api.visitor().get('/api/plan');
    expect(res.status).toBe(200);
    expect(res.body.completedAt).toBeNull();
    expect(res.body.tasks).toHaveLength(56);
    expect(res.body.deadlines).toEqual([]);
  });

  it('puts the most urgent deadline, the 83(b) election 5 days out, at the top and hides the LLC tasks for a Delaware C-corp hiring in California', async () => {
    const visitor = api.visitor();
    const res = await visitor.request('PUT', '/api/plan/answers', { answers: delawareStartup, complete: true });
    expect(res.status).toBe(200);
    expect(res.body.completedAt).not.toBeNull();
    type Task = { slug: string; applies: boolean; deadline: { ruleId: string; dueOn: string } | null };
    const tasks = res.body.tasks as Task[];
    const due = nextBusinessDay(addDays(grantedOn, 30), isIrsHoliday);
    expect(tasks.find((t) => t.slug === 'file-83b-election')).toMatchObject({
      applies: true,
      deadline: { ruleId: '83b-election', dueOn: due, daysLeft: daysBetween(today, due) },
    });
    expect(daysBetween(today, addDays(grantedOn, 30))).toBe(5);
    // Most urgent first: the task whose deadline falls due soonest leads (the 83(b) election, unless another
    // deadline falls due by then).
    const soonest = tasks.filter((t) => t.applies && t.deadline).sort((a, b) => a.deadline!.dueOn.localeCompare(b.deadline!.dueOn))[0]!;
    expect(tasks[0]!.deadline!.dueOn).toBe(soonest.deadline!.dueOn);
    if (!tasks.some((t) => t.slug !== 'file-83b-election' && t.deadline && t.deadline.dueOn <= due)) {
      expect(tasks[0]!.slug).toBe('file-83b-election');
      expect(res.body.summary.nextDeadline.ruleId).toBe('83b-election');
    }
    const llc = res.body.tasks.find((t: { slug: string }) => t.slug === 'draft-llc-operating-agreement');
    expect(llc).toMatchObject({ applies: false, reason: 'for LLCs only; yours is a corporation' });
    const qualify = res.body.tasks.find((t: { slug: string }) => t.slug === 'foreign-qualify-in-home-state');
    expect(qualify.applies).toBe(true);
    expect(qualify.reason).toContain('California');
    expect(res.body.tasks.findIndex((t: { applies: boolean }) => !t.applies)).toBe(res.body.summary.applicable);
    // Another visitor sees none of it.
    expect((await api.visitor().get('/api/plan')).body.completedAt).toBeNull();
  });

  it('is read afresh on every request: a saved answer, a task done or undone, and another visitor each show at once', async () => {
    const visitor = api.visitor();
    const first = await visitor.get('/api/plan');
    expect(first.headers.get('cache-control')).toBe('no-store');
    expect(first.headers.get('content-type')).toBe('application/json; charset=utf-8');
    expect((await visitor.get('/api/plan')).text).toBe(first.text);

    const saved = await visitor.request('PUT', '/api/plan/answers', { answers: delawareStartup, complete: true });
    expect(saved.status).toBe(200);
    const afterSave = await visitor.get('/api/plan');
    expect(afterSave.body).toEqual(saved.body);
    expect(afterSave.body.completedAt).not.toBeNull();

    const task = (afterSave.body.tasks as Array<{ itemId: number; completed: boolean; applies: boolean }>).find((t) => t.applies && !t.completed)!;
    await visitor.patch(`/api/checklist-items/${task.itemId}`, { completed: true });
    const done = await visitor.get('/api/plan');
    expect(done.body.tasks.find((t: { itemId: number }) => t.itemId === task.itemId).completed).toBe(true);
    expect(done.body.summary.completed).toBe(afterSave.body.summary.completed + 1);
    await visitor.patch(`/api/checklist-items/${task.itemId}`, { completed: false });
    expect((await visitor.get('/api/plan')).body).toEqual(afterSave.body);

    // Another visitor's plan is their own.
    const other = await api.visitor().get('/api/plan');
    expect(other.body.completedAt).toBeNull();
    expect(other.body.answers).toEqual({});
  });
});

describe('the readiness plan: registration, founder stock and hires', () => {
  it('tells a Delaware corporation whose founders work in California, with no employees, to register in California', async () => {
    const visitor = api.visitor();
    const answers = { ...delawareStartup, hiresEmployees: false, employeeStates: undefined, workStates: ['CA'] };
    const res = await visitor.request('PUT', '/api/plan/answers', { answers, complete: true });
    expect(res.status).toBe(200);
    expect(res.body.answers.workStates).toEqual(['CA']);
    const qualify = (res.body.tasks as Array<{ slug: string; applies: boolean; reason: string }>).find((t) => t.slug === 'foreign-qualify-in-home-state')!;
    expect(qualify.applies).toBe(true);
    expect(qualify.reason).toContain('formed in Delaware and your team works in California');
    expect(qualify.reason).toContain('Statement and Designation by Foreign Corporation');
  });

  it('shows founder stock as issued once the answers say it was granted, in the plan and the checklist alike', async () => {
    const visitor = api.visitor();
    type Task = { slug: string; itemId: number; completed: boolean };
    const stockTask = (body: { tasks: Task[] }) => body.tasks.find((t) => t.slug === 'sign-founder-stock-purchase-agreements')!;

    const notYet = await visitor.request('PUT', '/api/plan/answers', {
      answers: { ...delawareStartup, founderStockGranted: false, founderStockGrantedOn: undefined },
    });
    expect(stockTask(notYet.body).completed).toBe(false);

    const granted = await visitor.request('PUT', '/api/plan/answers', { answers: delawareStartup, complete: true });
    expect(granted.status).toBe(200);
    const task = stockTask(granted.body);
    expect(task.completed).toBe(true);
    expect(granted.body.summary.completed).toBe(1);
    expect((await visitor.get('/api/checklist-progress')).body.completedItemIds).toContain(task.itemId);

    // A founder who unticks it keeps it unticked when the same answers are saved again.
    await visitor.patch(`/api/checklist-items/${task.itemId}`, { completed: false });
    const again = await visitor.request('PUT', '/api/plan/answers', { answers: delawareStartup, complete: true });
    expect(stockTask(again.body).completed).toBe(false);
  });

  it("dates the W-4 and I-9 Section 1 on the first day of work; the new-hire report keeps the state's 20 days", async () => {
    const startsOn = addDays(today, 10);
    const res = await api.visitor().request('PUT', '/api/plan/answers', {
      answers: { ...delawareStartup, founderStockGranted: false, founderStockGrantedOn: undefined, nextEmployeeStartsOn: startsOn },
      complete: true,
    });
    expect(res.status).toBe(200);
    type Task = { slug: string; deadline: { ruleId: string; dueOn: string } | null };
    const task = (slug: string) => (res.body.tasks as Task[]).find((t) => t.slug === slug)!;
    expect(task('collect-w4-and-report-new-hires').deadline).toMatchObject({ ruleId: 'form-w4', dueOn: startsOn });
    expect(task('complete-form-i9').deadline).toMatchObject({ ruleId: 'form-i9-section-1', dueOn: startsOn });
    // The hire works in a state with its own record (20 days there), which takes the federal rule's place.
    const reports = (res.body.deadlines as Array<{ ruleId: string; dueOn: string }>).filter((d) => /new-hire-report$/.test(d.ruleId));
    expect(reports.map((d) => d.dueOn)).toEqual([addDays(startsOn, 20)]);
  });
});

describe('the quiz answers', () => {
  it('keeps answers saved screen by screen, before the quiz is finished', async () => {
    const visitor = api.visitor();
    await visitor.request('PUT', '/api/plan/answers', { answers: { entity: 'llc' } });
    const res = await visitor.get('/api/plan');
    expect(res.body).toMatchObject({ answers: { entity: 'llc' }, completedAt: null });
  });

  it.each([
    [{ answers: { entity: 'corporation' } }, 'answers.entity'],
    [{ answers: { formationState: 'XX' } }, 'answers.formationState'],
    [{ answers: { formedOn: addDays(today, 3) } }, 'answers.formedOn'],
    [{ answers: { formedOn: '2026-02-30' } }, 'answers.formedOn'],
    [{ answers: { founderCount: 0 } }, 'answers.founderCount'],
    [{ answers: { plan: 'pro' } }, 'answers'],
    [{ answers: { formedOn: '2026-01-10', founderStockGrantedOn: '2025-12-01' } }, 'answers.founderStockGrantedOn'],
    [{ answers: { entity: 'c-corp', valuation409aOn: addDays(today, 2) } }, 'answers.valuation409aOn'],
    [{ answers: { foreignOwner: 'yes' } }, 'answers.foreignOwner'],
  ])('refuses %j with 400 naming the field, writing nothing', async (body, path) => {
    const before = await countRows(api, 'plan_answers');
    const res = await api.visitor().request('PUT', '/api/plan/answers', body);
    expect(res.status).toBe(400);
    expect(JSON.stringify(res.body.issues ?? res.body.message)).toContain(path.split('.').at(-1));
    expect(await countRows(api, 'plan_answers')).toEqual(before);
  });
});

describe('the calendar feed', () => {
  it('serves valid iCalendar with the 83(b) deadline, follows changed answers, and answers 404 once revoked', async () => {
    const visitor = api.visitor();
    await visitor.request('PUT', '/api/plan/answers', { answers: delawareStartup, complete: true });
    const path = await feedPath(visitor);

    // A calendar app sends no cookie.
    const feed = await fetch(`${api.baseUrl}${path}`);
    expect(feed.status).toBe(200);
    expect(feed.headers.get('content-type')).toContain('text/calendar');
    const first = events(await feed.text());
    const election = first.find((e) => e.summary.includes('83(b)'));
    expect(election?.start).toBe(nextBusinessDay(addDays(grantedOn, 30), isIrsHoliday));

    await visitor.request('PUT', '/api/plan/answers', {
      answers: { ...delawareStartup, founderStockGranted: false, founderStockGrantedOn: undefined },
      complete: true,
    });
    const changed = events(await (await fetch(`${api.baseUrl}${path}`)).text());
    expect(changed.some((e) => e.summary.includes('83(b)'))).toBe(false);
    expect(changed.some((e) => e.summary.includes('Delaware'))).toBe(true);

    expect((await visitor.request('DELETE', '/api/plan/feed')).body).toEqual({ feed: null });
    expect((await fetch(`${api.baseUrl}${path}`)).status).toBe(404);
  });

  it('moves an 83(b) day 30 that falls on a weekend: the plan, the feed and GET /api/site-policies state the one wording of facts.yaml, with the last day and the day to mail by', async () => {
    // A recent grant whose day 30 is a Saturday still ahead.
    const granted = Array.from({ length: 29 }, (_, i) => addDays(today, -i)).find((day) => new Date(`${addDays(day, 30)}T00:00:00Z`).getUTCDay() === 6)!;
    const visitor = api.visitor();
    await visitor.request('PUT', '/api/plan/answers', { answers: { ...delawareStartup, founderStockGrantedOn: granted }, complete: true });
    const plan = (await visitor.get('/api/plan')).body;
    const election = plan.deadlines.find((d: { ruleId: string }) => d.ruleId === '83b-election');
    // The last business day before day 30: the Friday, or the Thursday when that Friday is a holiday (December 25, 2026).
    let mailBy = addDays(granted, 29);
    while (isIrsHoliday(mailBy)) mailBy = addDays(mailBy, -1);
    expect(election).toMatchObject({ movedFrom: addDays(granted, 30), mailBy });
    expect(election.dueOn).toBe(nextBusinessDay(addDays(granted, 30), isIrsHoliday));
    const rule = (await api.visitor().get('/api/site-policies')).body.facts.find((f: { id: string }) => f.id === 'weekend-holiday-rule').wording;
    expect(rule).toBe('the last day moves to the next business day, but mail by the Friday before');
    expect(election.moveNote).toContain(`: ${rule}. Last day: Monday, `);
    const inWords = (day: string) =>
      new Date(`${day}T00:00:00Z`).toLocaleDateString('en-US', { weekday: 'long', year: 'numeric', month: 'long', day: 'numeric', timeZone: 'UTC' });
    expect(election.moveNote).toContain(`Mail by: ${inWords(mailBy)}.`);

    const ics = ICAL.parse((await visitor.get('/api/plan/calendar.ics')).text);
    const event = new ICAL.Component(ics)
      .getAllSubcomponents('vevent')
      .map((v) => new ICAL.Event(v))
      .find((e) => e.summary.includes('83(b)'))!;
    expect(event.description.replace(/\s+/g, ' ')).toContain(election.moveNote);
  });

  it('gives a new address that replaces the old one', async () => {
    const visitor = api.visitor();
    const old = await feedPath(visitor);
    const renewed = await feedPath(visitor);
    expect(renewed).not.toBe(old);
    expect((await fetch(`${api.baseUrl}${old}`)).status).toBe(404);
    expect((await fetch(`${api.baseUrl}${renewed}`)).status).toBe(200);
    expect((await visitor.get('/api/plan/feed')).body.feed.url).toContain(renewed);
  });

  it('answers 400 for a malformed address and 404 for an unknown one', async () => {
    expect((await fetch(`${api.baseUrl}/api/plan/feed/not-a-token.ics`)).status).toBe(400);
    expect((await fetch(`${api.baseUrl}/api/plan/feed/${'a'.repeat(43)}.ics`)).status).toBe(404);
  });
});

describe('exports', () => {
  it('downloads the plan as CSV and the deadlines as an .ics file', async () => {
    const visitor = api.visitor();
    await visitor.request('PUT', '/api/plan/answers', { answers: delawareStartup, complete: true });
    const csv = await visitor.get('/api/plan/tasks.csv');
    expect(csv.status).toBe(200);
    expect(csv.headers.get('content-disposition')).toContain('launchops-plan.csv');
    const lines = csv.text
      .replace(/^\uFEFF/, '')
      .trim()
      .split('\r\n');
    expect(lines[0]).toBe('Status,Task,Category,Due,Days left,Why,Guide');
    expect(lines).toHaveLength(57);
    // In the plan's order: its most urgent task first.
    const plan = await visitor.get('/api/plan');
    expect(lines[1]).toContain(plan.body.tasks[0].title);
    expect(lines.some((line) => line.includes('File your 83(b) election'))).toBe(true);
    const ics = await visitor.get('/api/plan/calendar.ics');
    expect(ics.headers.get('content-disposition')).toContain('.ics');
    expect(events(ics.text).length).toBeGreaterThan(3);
  });
});
