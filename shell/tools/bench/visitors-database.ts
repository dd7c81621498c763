import type pg from 'pg';
import { type TableScans, visitorIdSql } from './visitors-sql.js';

/** The visitors' rows, table by table (n visitors; i is the visitor's number). */
export function fillStatements(n: number): Array<{ table: string; sql: string }> {
  const vid = visitorIdSql('i');
  // One visitor in ten (i % 10 = 1) has been quiet for 13 months; the others were active in the last 300 days.
  const lastActive = `now() - CASE WHEN i % 10 = 1 THEN interval '400 days' ELSE (i % 300) * interval '1 day' END`;
  const series = `generate_series(1, ${n}) AS i`;
  return [
    {
      table: 'checklist_progress',
      sql: `INSERT INTO checklist_progress (visitor_id, item_id, completed, updated_at)
            SELECT ${vid}, items.ids[1 + ((i + k * 11) % items.n)], k % 4 <> 3, ${lastActive}
              FROM ${series} CROSS JOIN generate_series(0, 4) AS k,
                   (SELECT array_agg(id ORDER BY id) AS ids, count(*)::int AS n FROM checklist_item) AS items`,
    },
    {
      table: 'plan_answers',
      sql: `INSERT INTO plan_answers (visitor_id, answers, completed_at, updated_at)
            SELECT ${vid}, jsonb_build_object('entity', CASE WHEN i % 2 = 0 THEN 'c-corp' ELSE 'llc' END, 'formationState', 'DE'), NULL, ${lastActive}
              FROM ${series} WHERE i % 5 < 3`,
    },
    {
      table: 'chat_message',
      sql: `INSERT INTO chat_message (visitor_id, is_user, content, created_at)
            SELECT ${vid}, k % 2 = 0, CASE WHEN k % 2 = 0 THEN 'When is the 83(b) deadline?' ELSE 'Thirty days from the grant; mail it early.' END, ${lastActive} + k * interval '1 second'
              FROM ${series} CROSS JOIN generate_series(0, 3) AS k WHERE i % 10 < 3`,
    },
    {
      // One visitor in fifty booked; slots are unique among confirmed bookings, so the first 10,220 are confirmed
      // (1,460 past days x 7 times) and the rest cancelled.
      table: 'consultation_booking',
      sql: `INSERT INTO consultation_booking (visitor_id, consultant_id, first_name, last_name, email, date, time, starts_at, topic, notes, status, manage_token, created_at)
            SELECT ${vid}, c.id, 'Visitor', 'Number ' || i, 'visitor-' || i || '@example.com', d.day, d.time, d.day + interval '14 hours', 'General Operational Strategy', '',
                   CASE WHEN i / 50 < 10220 THEN 'confirmed' ELSE 'cancelled' END, md5('bench-manage-' || i) || md5('bench-token-' || i), d.day - interval '5 days'
              FROM ${series}, (SELECT min(id) AS id FROM consultant) AS c,
                   LATERAL (SELECT (current_date - 1 - ((i / 50) % 1460))::date AS day,
                                   (ARRAY['9:00 AM','10:00 AM','11:00 AM','1:00 PM','2:00 PM','3:00 PM','4:00 PM'])[1 + ((i / 50) / 1460) % 7] AS time) AS d
             WHERE i % 50 = 0`,
    },
    {
      table: 'affiliate_click',
      sql: `INSERT INTO affiliate_click (visitor_id, tool_id, source, created_at)
            SELECT ${vid}, (ARRAY['stripe-atlas','mercury','gusto','carta'])[1 + (i + k) % 4], 'software', ${lastActive}
              FROM ${series} CROSS JOIN generate_series(0, 1) AS k WHERE i % 4 = 0`,
    },
    {
      // One visitor in twenty has an account (its rows are under the account's id, a version-8 UUID).
      table: 'account',
      sql: `INSERT INTO account (email, visitor_id, created_at) SELECT 'visitor-' || i || '@example.com', ${vid}, now() - (i % 500) * interval '1 day' FROM ${series} WHERE i % 20 = 0`,
    },
    {
      table: 'account_session',
      sql: `INSERT INTO account_session (account_id, token_hash, created_at, last_seen_at)
            SELECT a.id, md5('bench-session-' || a.id), a.created_at, now() - (a.id % 90) * interval '1 day' FROM account a`,
    },
    {
      table: 'plan_reminder_subscription',
      sql: `INSERT INTO plan_reminder_subscription (visitor_id, email, status, confirm_token, unsubscribe_token, created_at, confirmation_sent_at, unsubscribed_at)
            SELECT ${vid}, 'visitor-' || i || '@example.com', 'unsubscribed', md5('bench-confirm-' || i), md5('bench-unsubscribe-' || i), now() - interval '90 days', now() - interval '90 days', now() - (i % 60) * interval '1 day'
              FROM ${series} WHERE i % 20 = 0`,
    },
    {
      table: 'outbox_email',
      sql: `INSERT INTO outbox_email (kind, recipient, subject, body_text, created_at, sent_at)
            SELECT 'booking-confirmation', 'visitor-' || i || '@example.com', 'Your session is booked', 'Your session with the advisor is booked.', now() - (i % 400) * interval '1 day', now() - (i % 400) * interval '1 day'
              FROM ${series} CROSS JOIN generate_series(0, 1) AS k WHERE i % 20 = 0`,
    },
    {
      table: 'newsletter_subscription',
      sql: `INSERT INTO newsletter_subscription (email, source, status, confirm_token, unsubscribe_token, created_at, confirmation_sent_at, visitor_id)
            SELECT 'visitor-' || i || '@example.com', 'footer', 'pending', md5('bench-nl-confirm-' || i), md5('bench-nl-unsubscribe-' || i), now() - (i % 60) * interval '1 day', now() - (i % 60) * interval '1 day', ${vid}
              FROM ${series} WHERE i % 10 = 5`,
    },
    {
      table: 'contact_message',
      sql: `INSERT INTO contact_message (visitor_id, name, email, topic, message, created_at)
            SELECT ${vid}, 'Visitor ' || i, 'visitor-' || i || '@example.com', 'general', 'A question about the checklist.', now() - (i % 1000) * interval '1 day'
              FROM ${series} WHERE i % 100 = 0`,
    },
  ];
}

/** Sequential-scan and index-scan counts per table, as PostgreSQL's statistics hold them now. */
export async function scanCounts(client: pg.Client): Promise<TableScans[]> {
  // A backend reports its counts when a transaction ends (at most once a second) or after 10 s idle.
  await new Promise((resolve) => setTimeout(resolve, 11_000));
  await client.query('SELECT pg_stat_clear_snapshot()');
  const { rows } = await client.query<{ table: string; seq: string; idx: string; live: string }>(
    `SELECT relname AS table, seq_scan AS seq, coalesce(idx_scan, 0) AS idx, n_live_tup AS live FROM pg_stat_user_tables`,
  );
  return rows.map((r) => ({ table: r.table, seqScans: Number(r.seq), indexScans: Number(r.idx), rows: Number(r.live) }));
}
