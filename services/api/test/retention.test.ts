import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { startTestApi, type TestApi } from './support/test-api.js';

let api: TestApi;

beforeAll(async () => {
  api = await startTestApi();
});

afterAll(async () => {
  await api?.close();
});

describe('retention', () => {
  it('deletes what the privacy page says it deletes, and keeps the rest', async () => {
    const oldVisitor = '11111111-1111-4111-8111-111111111111';
    const freshVisitor = '22222222-2222-4222-8222-222222222222';
    await api.sql(
      `INSERT INTO checklist_progress (visitor_id, item_id, completed, updated_at) VALUES ($1, 1, true, now() - interval '13 months'), ($2, 1, true, now() - interval '1 month')`,
      [oldVisitor, freshVisitor],
    );
    await api.sql(
      `INSERT INTO chat_message (visitor_id, is_user, content, created_at) VALUES ($1, true, 'old', now() - interval '13 months'), ($2, true, 'new', now())`,
      [oldVisitor, freshVisitor],
    );
    await api.sql(
      `INSERT INTO contact_message (visitor_id, name, email, topic, message, created_at) VALUES ($1, 'Old', 'old@example.com', 'general', 'an old message here', now() - interval '25 months'), ($1, 'New', 'new@example.com', 'general', 'a recent message here', now())`,
      [freshVisitor],
    );
    await api.sql(
      `INSERT INTO affiliate_click (visitor_id, tool_id, source, created_at) VALUES ($1, 'gusto', 'tools_page', now() - interval '13 months'), ($1, 'gusto', 'tools_page', now())`,
      [freshVisitor],
    );
    await api.sql(`INSERT INTO newsletter_subscription (email, source, status, confirm_token, unsubscribe_token, created_at, confirmed_at, unsubscribed_at, confirmation_sent_at) VALUES
      ('stale@example.com', 'footer', 'pending', 'c1-aaaaaaaaaaaaaaaaaaaaaaaaaaaaaaaaaaaaaaa', 'u1-aaaaaaaaaaaaaaaaaaaaaaaaaaaaaaaaaaaaaaa', now() - interval '31 days', NULL, NULL, now() - interval '31 days'),
      ('gone@example.com', 'blog', 'unsubscribed', 'c2-aaaaaaaaaaaaaaaaaaaaaaaaaaaaaaaaaaaaaaa', 'u2-aaaaaaaaaaaaaaaaaaaaaaaaaaaaaaaaaaaaaaa', now() - interval '40 days', now() - interval '39 days', now(), now() - interval '40 days')`);

    // Quiz answers and calendar feeds go with the visitor's other data; a visitor with reminders on keeps them.
    const oldPlanner = '33333333-3333-4333-8333-333333333333';
    const remindedPlanner = '44444444-4444-4444-8444-444444444444';
    const freshPlanner = '55555555-5555-4555-8555-555555555555';
    await api.sql(
      `INSERT INTO plan_answers (visitor_id, answers, updated_at) VALUES ($1, '{}', now() - interval '13 months'), ($2, '{}', now() - interval '13 months'), ($3, '{}', now())`,
      [oldPlanner, remindedPlanner, freshPlanner],
    );
    await api.sql(
      `INSERT INTO plan_calendar_feed (visitor_id, token) VALUES ($1, 'feed-old-aaaaaaaaaaaaaaaaaaaaaaaaaaaaaaaaaaaaaaa'), ($2, 'feed-kept-aaaaaaaaaaaaaaaaaaaaaaaaaaaaaaaaaaaaaa')`,
      [oldPlanner, remindedPlanner],
    );
    await api.sql(
      `INSERT INTO plan_reminder_subscription (visitor_id, email, status, confirm_token, unsubscribe_token, created_at, unsubscribed_at) VALUES
      ($1, 'on@example.com', 'confirmed', 'rc1-aaaaaaaaaaaaaaaaaaaaaaaaaaaaaaaaaaaaaaa', 'ru1-aaaaaaaaaaaaaaaaaaaaaaaaaaaaaaaaaaaaaaa', now() - interval '13 months', NULL),
      ($2, 'never@example.com', 'pending', 'rc2-aaaaaaaaaaaaaaaaaaaaaaaaaaaaaaaaaaaaaaa', 'ru2-aaaaaaaaaaaaaaaaaaaaaaaaaaaaaaaaaaaaaaa', now() - interval '31 days', NULL),
      ($2, 'stopped@example.com', 'unsubscribed', 'rc3-aaaaaaaaaaaaaaaaaaaaaaaaaaaaaaaaaaaaaaa', 'ru3-aaaaaaaaaaaaaaaaaaaaaaaaaaaaaaaaaaaaaaa', now() - interval '60 days', now() - interval '31 days'),
      ($3, 'waiting@example.com', 'pending', 'rc4-aaaaaaaaaaaaaaaaaaaaaaaaaaaaaaaaaaaaaaa', 'ru4-aaaaaaaaaaaaaaaaaaaaaaaaaaaaaaaaaaaaaaa', now() - interval '2 days', NULL)`,
      [remindedPlanner, freshPlanner, '66666666-6666-4666-8666-666666666666'],
    );

    await api.restart(); // the rules run a few seconds after start
    await new Promise((r) => setTimeout(r, 6_500));

    const count = async (sql: string, params: unknown[] = []) => Number((await api.sql<{ n: string }>(sql, params))[0]!.n);
    expect(await count(`SELECT count(*)::text AS n FROM checklist_progress WHERE visitor_id = $1`, [oldVisitor])).toBe(0);
    expect(await count(`SELECT count(*)::text AS n FROM checklist_progress WHERE visitor_id = $1`, [freshVisitor])).toBe(1);
    expect(await count(`SELECT count(*)::text AS n FROM chat_message WHERE visitor_id = $1`, [oldVisitor])).toBe(0);
    expect(await count(`SELECT count(*)::text AS n FROM chat_message WHERE visitor_id = $1`, [freshVisitor])).toBe(1);
    expect(await count(`SELECT count(*)::text AS n FROM contact_message WHERE visitor_id = $1`, [freshVisitor])).toBe(1);
    expect(await count(`SELECT count(*)::text AS n FROM affiliate_click WHERE visitor_id = $1`, [freshVisitor])).toBe(1);
    expect(await count(`SELECT count(*)::text AS n FROM newsletter_subscription WHERE email = 'stale@example.com'`)).toBe(0);
    const gone = await api.sql<{ source: string; confirmed_at: string | null; confirmation_sent_at: string | null }>(
      `SELECT source, confirmed_at, confirmation_sent_at FROM newsletter_subscription WHERE email = 'gone@example.com'`,
    );
    expect(gone[0]).toMatchObject({ source: 'suppressed', confirmed_at: null, confirmation_sent_at: null });
    const planners = await api.sql<{ visitor_id: string }>(`SELECT visitor_id FROM plan_answers WHERE visitor_id = ANY($1) ORDER BY visitor_id`, [
      [oldPlanner, remindedPlanner, freshPlanner],
    ]);
    expect(planners.map((p) => p.visitor_id)).toEqual([remindedPlanner, freshPlanner]);
    expect(
      (await api.sql<{ visitor_id: string }>(`SELECT visitor_id FROM plan_calendar_feed WHERE visitor_id = ANY($1)`, [[oldPlanner, remindedPlanner]])).map(
        (f) => f.visitor_id,
      ),
    ).toEqual([remindedPlanner]);
    const subscriptions = await api.sql<{ email: string }>(`SELECT email FROM plan_reminder_subscription ORDER BY email`);
    expect(subscriptions.map((r) => r.email)).toEqual(['on@example.com', 'waiting@example.com']);
  });
});
