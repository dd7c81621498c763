import { expect } from 'vitest';
import type { Answer, AuthBrowser } from './auth-browser.js';
import type { TestApi } from './test-api.js';

/** Rows of every table with any text or uuid column equal to the visitor id or the address (a walk of the schema). */
export async function rowsHolding(api: TestApi, visitorId: string, email: string, accountId: number): Promise<Record<string, Array<Record<string, unknown>>>> {
  const columns = await api.sql<{ table_name: string; column_name: string; data_type: string }>(
    `SELECT table_name, column_name, data_type FROM information_schema.columns
      WHERE table_schema = current_schema() AND table_name NOT IN ('migrations', 'typeorm_metadata')
        AND (data_type IN ('text', 'uuid', 'character varying') OR column_name = 'account_id')`,
  );
  const found: Record<string, Array<Record<string, unknown>>> = {};
  const byTable = new Map<string, string[]>();
  for (const c of columns) {
    const test = c.column_name === 'account_id' ? `t.account_id = ${accountId}` : `lower(t."${c.column_name}"::text) IN ($1, $2)`;
    byTable.set(c.table_name, [...(byTable.get(c.table_name) ?? []), test]);
  }
  for (const [table, tests] of byTable) {
    const rows = await api.sql<Record<string, unknown>>(`SELECT t.* FROM "${table}" t WHERE ${tests.join(' OR ')}`, [visitorId, email]);
    if (rows.length > 0) found[table] = rows;
  }
  const account = await api.sql<Record<string, unknown>>(`SELECT * FROM account WHERE id = $1`, [accountId]);
  if (account.length > 0) found.account = account;
  return found;
}

const SECRET = /(_hash|token|challenge)$/;
/** A mail's text is exported with its secrets replaced (checked on its own below). */
const MAIL_TEXT = new Set(['subject', 'body_text', 'headers', 'attachments']);
export const comparable = (row: Record<string, unknown>, table = '') =>
  JSON.parse(
    JSON.stringify(
      Object.fromEntries(
        Object.entries(row)
          .filter(([column]) => !SECRET.test(column) && !(table === 'outbox_email' && MAIL_TEXT.has(column)))
          .sort(([x], [y]) => x.localeCompare(y)),
      ),
    ),
  );

/** Gives a browser a bit of everything a visitor can leave behind, as an anonymous visitor would. */
export async function leaveTraces(b: AuthBrowser, email: string) {
  const ok = (answer: Answer, what: string) => expect(answer.status, `${what}: ${JSON.stringify(answer.body)}`).toBeLessThan(300);
  ok(await b.api('PATCH', '/api/checklist-items/1', { completed: true }), 'progress');
  ok(await b.api('PUT', '/api/plan/answers', { answers: { entity: 'c-corp', formationState: 'DE', fiscalYearEndMonth: 12 }, complete: true }), 'plan');
  ok(await b.api('POST', '/api/plan/feed', {}), 'calendar feed');
  ok(await b.api('POST', '/api/plan/reminders', { email }), 'reminders');
  ok(await b.api('POST', '/api/chatbot/message', { content: 'How do I get an EIN?' }), 'chat');
  ok(await b.api('POST', '/api/affiliate-clicks', { toolId: 'gusto', source: 'tools_page' }), 'affiliate click');
  ok(
    await b.api('POST', '/api/contact-messages', { name: 'Ada Founder', email, topic: 'general', message: 'A question about the checklist, please.' }),
    'contact',
  );
  ok(await b.api('POST', '/api/newsletter-subscriptions', { email, source: 'footer' }), 'newsletter');
  // The first free slot in the coming weeks.
  for (let offset = 3; offset < 40; offset++) {
    const date = new Date(Date.now() + offset * 86_400_000).toISOString().slice(0, 10);
    const day = (await b.api('GET', `/api/consultants/1/availability?date=${date}`)).body as { slots: Array<{ time: string; available: boolean }> };
    const time = day.slots.find((slot) => slot.available)?.time;
    if (!time) continue;
    const booked = await b.api('POST', '/api/consultation-bookings', {
      firstName: 'Ada',
      lastName: 'Founder',
      email,
      consultantId: 1,
      date,
      time,
      topic: 'Tax & Accounting Setup',
      notes: 'Delaware or not?',
    });
    ok(booked, 'booking');
    return;
  }
  throw new Error('no free slot found for the test booking');
}
