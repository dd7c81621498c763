import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { addDays } from '../src/common/calendar-days.js';
import { PlanRemindersService, REMINDER_CONFIRMATIONS_PER_CLIENT } from '../src/modules/plan/plan-reminders.service.js';
import { planToday } from '../src/modules/plan/plan.service.js';
import { clientAddresses, countRows, expectRejectedWithoutWrite, sendFrom } from './support/requests.js';
import { startTestApi, type TestApi, type TestVisitor } from './support/test-api.js';

const SITE_URL = 'https://launchops.test';
let api: TestApi;
let reminders: PlanRemindersService;
const freshIp = clientAddresses(50);

beforeAll(async () => {
  // The scheduled check runs too (with today's date); every assertion below counts mails by subject, so a
  // reminder it writes for the same deadline would show up as a second copy.
  api = await startTestApi({ SITE_URL });
  reminders = api.service(PlanRemindersService);
}, 120_000);

afterAll(async () => {
  await api?.close();
});

const today = planToday();

/** A Delaware C-corp that granted founder stock 10 days ago (its 83(b) election is due in about 20 days). */
const answers = {
  entity: 'c-corp',
  formationState: 'DE',
  formedOn: addDays(today, -12),
  founderCount: 1,
  founderStockGranted: true,
  founderStockGrantedOn: addDays(today, -10),
  stage: 'idea',
  paysContractors: false,
  hiresEmployees: false,
  fundraising: 'none',
  sellsOnline: false,
  fiscalYearEndMonth: 12,
};

interface Mail {
  id: number;
  kind: string;
  subject: string;
  body_text: string;
  headers: Record<string, string>;
}

const mailsTo = (email: string) =>
  api.sql<Mail>('SELECT id, kind, subject, body_text, headers FROM outbox_email WHERE lower(recipient) = lower($1) ORDER BY id', [email]);

function linkPath(body: string, action: 'confirm' | 'unsubscribe'): string {
  const match = new RegExp(`${SITE_URL}(/api/plan/reminders/${action}/[A-Za-z0-9_-]+)`).exec(body);
  expect(match, `${action} link in ${body}`).not.toBeNull();
  return match![1]!;
}

/** A founder with a finished quiz and confirmed reminders to `email`; returns the 83(b) due day. */
async function confirmedFounder(email: string): Promise<{ visitor: TestVisitor; dueOn: string; unsubscribe: string }> {
  const visitor = api.visitor();
  const saved = await sendFrom(visitor, freshIp(), 'PUT', '/api/plan/answers', { body: { answers, complete: true } });
  expect(saved.status).toBe(200);
  const asked = await sendFrom(visitor, freshIp(), 'POST', '/api/plan/reminders', { body: { email } });
  expect(asked.status).toBe(202);
  const [confirmation] = await mailsTo(email);
  const confirmed = await sendFrom(api.visitor(), freshIp(), 'POST', linkPath(confirmation!.body_text, 'confirm'));
  expect(confirmed.status).toBe(200);
  const dueOn = (saved.body.deadlines as Array<{ ruleId: string; dueOn: string }>).find((d) => d.ruleId === '83b-election')!.dueOn;
  return { visitor, dueOn, unsubscribe: linkPath(confirmation!.body_text, 'unsubscribe') };
}

const subjects = async (email: string) => (await mailsTo(email)).map((m) => m.subject);

describe('deadline reminders by e-mail', () => {
  it('refuses an address that is not one, writing nothing', async () => {
    for (const body of [{ email: 'not-an-address' }, { email: '' }, {}, { email: 'a@b.example', extra: 1 }, { email: `${'x'.repeat(250)}@b.example` }]) {
      await expectRejectedWithoutWrite(
        () => sendFrom(api.visitor(), freshIp(), 'POST', '/api/plan/reminders', { body }),
        () => countRows(api, 'plan_reminder_subscription', 'outbox_email'),
        { label: JSON.stringify(body).slice(0, 60) },
      );
    }
  });

  it('asks the address to confirm first (double opt-in); opening the link changes nothing, the button confirms', async () => {
    const email = 'opt-in@founder.example';
    const visitor = api.visitor();
    const asked = await sendFrom(visitor, freshIp(), 'POST', '/api/plan/reminders', { body: { email } });
    expect(asked.status).toBe(202);
    expect(asked.body).toEqual({ reminders: { email, status: 'pending' } });
    const [mail, ...others] = await mailsTo(email);
    expect(others).toEqual([]);
    expect(mail!.subject).toBe('Confirm your LaunchOps deadline reminders');
    const unsubscribe = linkPath(mail!.body_text, 'unsubscribe');
    expect(mail!.headers).toEqual({ 'List-Unsubscribe': `<${SITE_URL}${unsubscribe}>`, 'List-Unsubscribe-Post': 'List-Unsubscribe=One-Click' });

    // Asking again at once does not mail again.
    expect((await sendFrom(visitor, freshIp(), 'POST', '/api/plan/reminders', { body: { email } })).status).toBe(202);
    expect(await mailsTo(email)).toHaveLength(1);

    const confirm = linkPath(mail!.body_text, 'confirm');
    const page = await sendFrom(api.visitor(), freshIp(), 'GET', confirm);
    expect(page.status).toBe(200);
    expect(page.text).toContain('<button type="submit">Confirm my reminders</button>');
    expect((await visitor.get('/api/plan/reminders')).body).toEqual({ reminders: { email, status: 'pending' } });

    expect((await sendFrom(api.visitor(), freshIp(), 'POST', confirm)).text).toContain('Reminders confirmed');
    expect((await visitor.get('/api/plan/reminders')).body).toEqual({ reminders: { email, status: 'confirmed' } });
    // Another visitor knows nothing of it.
    expect((await api.visitor().get('/api/plan/reminders')).body).toEqual({ reminders: null });
    expect((await sendFrom(api.visitor(), freshIp(), 'GET', '/api/plan/reminders/confirm/not-a-token')).status).toBe(404);
  });

  it('sends no reminder to an address that has not confirmed', async () => {
    const email = 'unconfirmed@founder.example';
    const visitor = api.visitor();
    const saved = await sendFrom(visitor, freshIp(), 'PUT', '/api/plan/answers', { body: { answers, complete: true } });
    const dueOn = (saved.body.deadlines as Array<{ ruleId: string; dueOn: string }>).find((d) => d.ruleId === '83b-election')!.dueOn;
    await sendFrom(visitor, freshIp(), 'POST', '/api/plan/reminders', { body: { email } });
    await reminders.sendDue(addDays(dueOn, -7));
    await reminders.sendDue(addDays(dueOn, -1));
    expect(await subjects(email)).toEqual(['Confirm your LaunchOps deadline reminders']);
  });
});

describe('deadline reminders: no mail bombing', () => {
  it('mails one address one confirmation per cooldown, however many cookieless requests ask for it at once', async () => {
    const victim = 'bombed@founder.example';
    const ip = freshIp();
    const asked = await Promise.all(Array.from({ length: 5 }, () => sendFrom(api.visitor(), ip, 'POST', '/api/plan/reminders', { body: { email: victim } })));
    expect(asked.map((a) => a.status)).toEqual([202, 202, 202, 202, 202]);
    // From other clients too.
    for (let i = 0; i < 3; i += 1)
      expect((await sendFrom(api.visitor(), freshIp(), 'POST', '/api/plan/reminders', { body: { email: victim } })).status).toBe(202);
    expect(await subjects(victim)).toEqual(['Confirm your LaunchOps deadline reminders']);
  });

  it(`mails at most ${REMINDER_CONFIRMATIONS_PER_CLIENT} confirmations from one client address per cooldown, then says when to try again`, async () => {
    const ip = freshIp();
    const victims = Array.from({ length: REMINDER_CONFIRMATIONS_PER_CLIENT + 2 }, (_, i) => `victim${i}@founder.example`);
    const statuses: number[] = [];
    let refusal = '';
    for (const email of victims) {
      const answer = await sendFrom(api.visitor(), ip, 'POST', '/api/plan/reminders', { body: { email } });
      statuses.push(answer.status);
      if (answer.status === 429) refusal = answer.body.message;
    }
    expect(statuses).toEqual([...Array.from({ length: REMINDER_CONFIRMATIONS_PER_CLIENT }, () => 202), 429, 429]);
    expect(refusal).toMatch(/Too many reminder confirmations .* try again in 10 minutes/i);
    let mailed = 0;
    for (const email of victims) mailed += (await mailsTo(email)).length;
    expect(mailed).toBe(REMINDER_CONFIRMATIONS_PER_CLIENT);
    // Another client is not held up.
    expect((await sendFrom(api.visitor(), freshIp(), 'POST', '/api/plan/reminders', { body: { email: victims.at(-1) } })).status).toBe(202);
    expect(await mailsTo(victims.at(-1)!)).toHaveLength(1);
  });
});

describe('deadline reminders: sending and stopping', () => {
  it('reminds a week before and the day before, each once, however many checks run at the same time', async () => {
    const email = 'deadlines@founder.example';
    const { dueOn } = await confirmedFounder(email);
    const week = 'In 7 days: File your 83(b) election with the IRS';
    const tomorrow = 'Tomorrow: File your 83(b) election with the IRS';

    // Eight days out nothing is due; seven days out, the week's notice, written once by five checks at once.
    await reminders.sendDue(addDays(dueOn, -8));
    expect((await subjects(email)).filter((s) => s.includes('83(b)'))).toEqual([]);
    await Promise.all(Array.from({ length: 5 }, () => reminders.sendDue(addDays(dueOn, -7))));
    await reminders.sendDue(addDays(dueOn, -6));
    expect((await subjects(email)).filter((s) => s.includes('83(b)'))).toEqual([week]);

    await Promise.all(Array.from({ length: 5 }, () => reminders.sendDue(addDays(dueOn, -1))));
    await reminders.sendDue(dueOn);
    expect((await subjects(email)).filter((s) => s.includes('83(b)'))).toEqual([week, tomorrow]);

    const mail = (await mailsTo(email)).find((m) => m.subject === tomorrow)!;
    expect(mail.kind).toBe('plan-reminder-day');
    expect(mail.body_text).toContain('Why it is in your plan: because founder stock subject to vesting was granted on');
    expect(mail.body_text).toContain(`${SITE_URL}/checklist/legal?task=file-83b-election`);
    expect(mail.body_text).toContain('Source: IRS: Form 15620 and IRC section 83(b), https://www.irs.gov/forms-pubs/about-form-15620');
    expect(mail.headers['List-Unsubscribe-Post']).toBe('List-Unsubscribe=One-Click');
  });

  it('stops with one click (RFC 8058 POST) and sends nothing after', async () => {
    const email = 'one-click@founder.example';
    const { visitor, dueOn, unsubscribe } = await confirmedFounder(email);
    const stopped = await sendFrom(api.visitor(), freshIp(), 'POST', unsubscribe, {
      raw: 'List-Unsubscribe=One-Click',
      type: 'application/x-www-form-urlencoded',
    });
    expect(stopped.status).toBe(200);
    expect(stopped.text).toContain('Reminders stopped');
    expect((await visitor.get('/api/plan/reminders')).body).toEqual({ reminders: null });
    await reminders.sendDue(addDays(dueOn, -7));
    expect((await subjects(email)).filter((s) => s.includes('83(b)'))).toEqual([]);
    // The old confirmation link does not start them again.
    const [confirmation] = await mailsTo(email);
    expect((await sendFrom(api.visitor(), freshIp(), 'POST', linkPath(confirmation!.body_text, 'confirm'))).status).toBe(410);
  });

  it('stops from the plan page, and a new address replaces the old one', async () => {
    const { visitor, dueOn } = await confirmedFounder('first@founder.example');
    const replaced = await sendFrom(visitor, freshIp(), 'POST', '/api/plan/reminders', { body: { email: 'second@founder.example' } });
    expect(replaced.body).toEqual({ reminders: { email: 'second@founder.example', status: 'pending' } });
    await reminders.sendDue(addDays(dueOn, -7));
    expect((await subjects('first@founder.example')).filter((s) => s.includes('83(b)'))).toEqual([]);

    const stopped = await sendFrom(visitor, freshIp(), 'DELETE', '/api/plan/reminders');
    expect(stopped.status).toBe(200);
    expect(stopped.body).toEqual({ reminders: null });
    const live = await api.sql(
      "SELECT 1 FROM plan_reminder_subscription WHERE email LIKE '%@founder.example' AND status <> 'unsubscribed' AND lower(email) IN ('first@founder.example', 'second@founder.example')",
    );
    expect(live).toEqual([]);
  });

  it('does not remind of a one-off filing whose task is done', async () => {
    const email = 'filed@founder.example';
    const { visitor, dueOn } = await confirmedFounder(email);
    const [task] = await api.sql<{ id: number }>("SELECT id FROM checklist_item WHERE slug = 'file-83b-election'");
    expect((await sendFrom(visitor, freshIp(), 'PATCH', `/api/checklist-items/${task!.id}`, { body: { completed: true } })).status).toBe(200);
    await reminders.sendDue(addDays(dueOn, -1));
    expect((await subjects(email)).filter((s) => s.includes('83(b)'))).toEqual([]);
  });
});
