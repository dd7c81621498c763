import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { comparable, leaveTraces, rowsHolding } from './support/account-traces.js';
import { authHelpers } from './support/auth-browser.js';
import { startTestApi, type TestApi } from './support/test-api.js';

let api: TestApi;
const { freshIp, newAddress, browser, signIn } = authHelpers(() => api);

beforeAll(async () => {
  api = await startTestApi();
}, 120_000);

afterAll(async () => {
  await api?.close();
});

describe('the account page: export', () => {
  it("exports every row that is the account's: a walk of the schema finds none left out", async () => {
    const email = newAddress();
    const a = browser();
    await leaveTraces(a, email);
    const signedIn = await signIn(email, a);
    expect(signedIn.merged).toEqual({ tasksAdded: 0, planFrom: 'none', bookings: 0, chatMessages: 0 });
    const [account] = await api.sql<{ id: number; visitor_id: string }>(`SELECT id, visitor_id FROM account WHERE email = $1`, [email]);
    const answer = await a.api('GET', '/api/account/export');
    expect(answer.status).toBe(200);
    const exported = answer.body as { account: { email: string }; tables: Record<string, Array<Record<string, unknown>>> };
    expect(exported.account.email).toBe(email);
    const held = await rowsHolding(api, account!.visitor_id, email, account!.id);
    // Everything a visitor leaves is found by the walk (so the walk is not vacuous).
    for (const table of [
      'account',
      'account_session',
      'sign_in_code',
      'checklist_progress',
      'plan_answers',
      'plan_calendar_feed',
      'plan_reminder_subscription',
      'chat_message',
      'affiliate_click',
      'contact_message',
      'newsletter_subscription',
      'consultation_booking',
      'outbox_email',
    ]) {
      expect(held[table]?.length ?? 0, table).toBeGreaterThan(0);
    }
    for (const [table, rows] of Object.entries(held)) {
      const out = (exported.tables[table] ?? []).map((row) => comparable(row, table));
      for (const row of rows) expect(out, `${table} row missing from the export`).toContainEqual(comparable(row, table));
    }
    // Secrets are named, not shown.
    expect(JSON.stringify(exported.tables.account_session)).toContain('(secret, not exported)');
    expect(JSON.stringify(exported)).not.toMatch(/"token_hash":"[0-9a-f]{64}"/);
    // Somebody else's rows are not in it.
    expect(JSON.stringify(exported)).not.toContain('founder-other@example.com');
    expect((await browser().api('GET', '/api/account/export')).status).toBe(401);
  });

  it("lists the account's e-mails in the export without live secrets: no sign-in code, no manage, confirm or unsubscribe link's token", async () => {
    const email = newAddress();
    const a = browser();
    await leaveTraces(a, email);
    await signIn(email, a);
    // A second code, still live, waiting in the outbox.
    expect((await browser().call('POST', '/code', { email })).status).toBe(202);
    const exported = (await a.api('GET', '/api/account/export')).body as { tables: Record<string, Array<Record<string, unknown>>> };
    const mails = exported.tables.outbox_email!;
    expect(new Set(mails.map((mail) => mail.kind))).toEqual(new Set(['sign-in-code', 'booking-confirmation', 'newsletter-confirm', 'plan-reminders-confirm']));
    const text = JSON.stringify(mails);
    // The secrets the account's mails carried, read from the database.
    const codes = (await api.sql<{ subject: string }>(`SELECT subject FROM outbox_email WHERE recipient = $1 AND kind = 'sign-in-code'`, [email])).map(
      (row) => /^(\d{6}) /.exec(row.subject)![1]!,
    );
    expect(codes).toHaveLength(2);
    const [account] = await api.sql<{ visitor_id: string }>(`SELECT visitor_id FROM account WHERE email = $1`, [email]);
    const tokens = [
      ...(await api.sql<{ t: string }>(`SELECT manage_token AS t FROM consultation_booking WHERE visitor_id = $1`, [account!.visitor_id])),
      ...(await api.sql<{ t: string }>(`SELECT unnest(ARRAY[confirm_token, unsubscribe_token]) AS t FROM newsletter_subscription WHERE email = $1`, [email])),
      ...(await api.sql<{ t: string }>(`SELECT unnest(ARRAY[confirm_token, unsubscribe_token]) AS t FROM plan_reminder_subscription WHERE visitor_id = $1`, [
        account!.visitor_id,
      ])),
      ...(await api.sql<{ t: string }>(`SELECT token AS t FROM plan_calendar_feed WHERE visitor_id = $1`, [account!.visitor_id])),
    ].map((row) => row.t);
    expect(tokens.length).toBeGreaterThanOrEqual(4);
    // The outbox itself does hold them (so this check is not vacuous)...
    const stored = JSON.stringify(await api.sql(`SELECT * FROM outbox_email WHERE recipient = $1`, [email]));
    for (const code of codes) expect(stored).toContain(code);
    expect(tokens.some((token) => stored.includes(token))).toBe(true);
    // ...the export does not, anywhere.
    const whole = JSON.stringify(exported);
    for (const secret of [...codes, ...tokens]) expect(whole).not.toContain(secret);
    // What the mails were about is still there.
    expect(text).toContain('is your LaunchOps sign-in code');
    expect(text).toMatch(/\/consulting\/bookings\/\(secret, not exported\)/);
  });
});

describe('the account page: export of rows made in other browsers', () => {
  it("never hands out another browser's id: rows carrying the address that another browser made are left out, unless that browser confirmed the address, and then without its id", async () => {
    const email = newAddress();
    // Somebody else's browser, never signed in, uses the account's address everywhere a form asks for one.
    const other = browser();
    await leaveTraces(other, email);
    const otherId = other.visitor!;
    expect(otherId).toMatch(/^[0-9a-f-]{36}$/);
    // Its newsletter subscription and its reminders are confirmed from the address's inbox.
    const [newsletter] = await api.sql<{ confirm_token: string }>(`SELECT confirm_token FROM newsletter_subscription WHERE email = $1`, [email]);
    const press = (path: string) => fetch(`${api.baseUrl}${path}`, { method: 'POST', headers: { 'x-forwarded-for': freshIp() } });
    expect((await press(`/api/newsletter-subscriptions/confirm/${newsletter!.confirm_token}`)).status).toBe(200);
    const [reminders] = await api.sql<{ confirm_token: string }>(`SELECT confirm_token FROM plan_reminder_subscription WHERE email = $1`, [email]);
    expect((await press(`/api/plan/reminders/confirm/${reminders!.confirm_token}`)).status).toBe(200);

    const owner = await signIn(email);
    const answer = await owner.api('GET', '/api/account/export');
    expect(answer.status).toBe(200);
    const exported = answer.body as { tables: Record<string, Array<Record<string, unknown>>> };
    // The other browser's id is nowhere in it (sent as lo_visitor it would read that browser's chat).
    expect(JSON.stringify(exported)).not.toContain(otherId);
    // Its contact message and guest booking are not the account's.
    expect(exported.tables.contact_message ?? []).toEqual([]);
    expect(exported.tables.consultation_booking ?? []).toEqual([]);
    // What the address confirmed is, without the browser's id.
    expect(exported.tables.newsletter_subscription).toHaveLength(1);
    expect(exported.tables.newsletter_subscription![0]).toMatchObject({ email, status: 'confirmed' });
    expect(exported.tables.newsletter_subscription![0]).not.toHaveProperty('visitor_id');
    expect(exported.tables.plan_reminder_subscription).toHaveLength(1);
    expect(exported.tables.plan_reminder_subscription![0]).toMatchObject({ email, status: 'confirmed' });
    expect(exported.tables.plan_reminder_subscription![0]).not.toHaveProperty('visitor_id');
    // The mails the address received are its own (no browser's id in them).
    expect((exported.tables.outbox_email ?? []).length).toBeGreaterThan(0);
  });
});

describe('the account page: deletion', () => {
  it('deletes the account on confirmation: upcoming bookings cancelled with the usual e-mail and kept without the person, nothing else of theirs left', async () => {
    const email = newAddress();
    const a = browser();
    await leaveTraces(a, email);
    await signIn(email, a);
    const second = await signIn(email);
    const [account] = await api.sql<{ id: number; visitor_id: string }>(`SELECT id, visitor_id FROM account WHERE email = $1`, [email]);
    const [booking] = await api.sql<{ id: number }>(`SELECT id FROM consultation_booking WHERE visitor_id = $1`, [account!.visitor_id]);

    // Not confirmed (another address), or not signed in: refused, nothing changed.
    const wrong = await a.api('POST', '/api/account/delete', { confirmEmail: 'someone-else@example.com' });
    expect(wrong.status).toBe(422);
    expect(wrong.body.message).toMatch(/Type the address of this account/);
    expect((await browser().api('POST', '/api/account/delete', { confirmEmail: email })).status).toBe(401);
    expect((await a.api('POST', '/api/account/delete', { confirmEmail: email }, { origin: 'https://evil.example' })).status).toBe(403);
    expect(Object.keys(await rowsHolding(api, account!.visitor_id, email, account!.id)).length).toBeGreaterThan(10);

    const deleted = await a.api('POST', '/api/account/delete', { confirmEmail: ` ${email.toUpperCase()} ` });
    expect(deleted.status).toBe(204);
    expect(a.session).toBeUndefined();
    expect(a.visitor).not.toBe(account!.visitor_id);
    // Every session of the account is gone, this browser's and the other's.
    expect((await second.call('GET', '/session')).body.account).toBeNull();

    const left = await rowsHolding(api, account!.visitor_id, email, account!.id);
    // Only the cancellation e-mail waits in the outbox; it erases itself once sent.
    expect(Object.keys(left)).toEqual(['outbox_email']);
    expect(left.outbox_email!.map((row) => [row.kind, row.erase_after_send, row.sent_at])).toEqual([['booking-cancelled', true, null]]);
    // The booking is kept for the advisor's accounts, cancelled and without the person.
    const [kept] = await api.sql<Record<string, unknown>>(`SELECT * FROM consultation_booking WHERE id = $1`, [booking!.id]);
    expect(kept).toMatchObject({ status: 'cancelled', email: '', notes: '', first_name: 'Deleted', last_name: 'account' });
    // Signing in again with the address starts a new, empty account.
    const again = await signIn(email, browser());
    expect((await again.api('GET', '/api/checklist-items')).body.filter((item: { completed: boolean }) => item.completed)).toEqual([]);
  });
});
