import { createHash, randomBytes, randomInt, timingSafeEqual } from 'node:crypto';
import { HttpException, HttpStatus, Inject, Injectable, UnauthorizedException } from '@nestjs/common';
import {
  type Account,
  type AccountSessionList,
  SESSION_COOKIE,
  SESSION_DAYS,
  SIGN_IN_CODE_ATTEMPTS,
  SIGN_IN_CODE_MINUTES,
  SIGN_IN_CODES_PER_HOUR,
  type SignInCodeSent,
  type SignInMerge,
} from '@launchops/contracts';
import { DataSource, type EntityManager } from 'typeorm';
import { MailService } from '../../common/mail/mail.service.js';
import { accountVisitorId } from '../../common/visitor.js';
import { updateReturning } from '../../common/update-returning.js';
import { APP_OPTIONS, type AppOptions } from '../../config/app-options.js';
import { signInMail, signInPausedMail } from './auth-mails.js';

// The session cookie's name, and how long a session lasts after its last use (shared with the pages' hint).
export { SESSION_COOKIE, SESSION_DAYS };

const sha256 = (value: string) => createHash('sha256').update(value).digest('hex');
const iso = (value: Date | string) => new Date(value).toISOString();
const SENT: SignInCodeSent = { message: 'If that address can sign in, a code is on its way. It works for 10 minutes.' };
const NOT_VALID = 'That code is not valid or has expired. Ask for a new one.';
/** Wrong codes for one address in a day, counted across its codes, after which code sign-in for it pauses. */
export const SIGN_IN_FAILURES_PER_DAY = 10;
/** How long that pause lasts after the latest wrong code. */
export const SIGN_IN_PAUSE_MINUTES = 60;
const PAUSED = `Signing in with a code sent to this address is paused for an hour after too many wrong codes, and the address was told by e-mail. Try again later, or sign in with a passkey.`;

interface CodeRow {
  id: number;
  code_hash: string;
  attempts: number;
}

interface AccountRow {
  id: number;
  email: string;
  created_at: Date;
}

const accountOut = (row: AccountRow): Account => ({ id: row.id, email: row.email, createdAt: iso(row.created_at) });

/**
 * Sign-in without a password. A code request stores a 6-digit code, hashed, for SIGN_IN_CODE_MINUTES and
 * mails it through the outbox; the answer is the same for every address. A code
 * works once and for SIGN_IN_CODE_ATTEMPTS tries; each address gets SIGN_IN_CODES_PER_HOUR codes an hour, and after
 * SIGN_IN_FAILURES_PER_DAY wrong codes in a day code sign-in for it pauses (the address is told by e-mail).
 * A verified code opens a session: a random token in an httpOnly cookie, stored as its hash.
 */
@Injectable()
export class AuthService {
  constructor(
    @Inject(DataSource) private readonly dataSource: DataSource,
    @Inject(MailService) private readonly mail: MailService,
    @Inject(APP_OPTIONS) private readonly options: AppOptions,
  ) {}

  async requestCode(email: string): Promise<SignInCodeSent> {
    const code = String(randomInt(0, 1_000_000)).padStart(6, '0');
    await this.dataSource.transaction(async (m) => {
      // Serialises requests for one address, so the hourly count holds under concurrent requests.
      await m.query(`SELECT pg_advisory_xact_lock(hashtext($1))`, [`sign-in:${email}`]);
      if (await this.paused(m, email)) throw new HttpException(PAUSED, HttpStatus.TOO_MANY_REQUESTS);
      const [{ count }] = (await m.query(`SELECT count(*)::int AS count FROM sign_in_code WHERE email = $1 AND created_at > now() - interval '1 hour'`, [
        email,
      ])) as [{ count: number }];
      if (count >= SIGN_IN_CODES_PER_HOUR) {
        throw new HttpException(
          `Too many codes were asked for this address in the last hour. Use the latest one, or try again later.`,
          HttpStatus.TOO_MANY_REQUESTS,
        );
      }
      const [row] = (await m.query(`INSERT INTO sign_in_code (email, code_hash, expires_at) VALUES ($1, $2, now() + make_interval(mins => $3)) RETURNING id`, [
        email,
        sha256(`${email}:${code}`),
        SIGN_IN_CODE_MINUTES,
      ])) as Array<{ id: number }>;
      await this.mail.enqueue(m, signInMail({ id: row!.id, email, code }, this.options.env.SITE_URL));
    });
    this.mail.flushInBackground();
    return SENT;
  }

  /** Checks a code for `email`; on success the code is used up and the account made if new (`created`). */
  async verify(email: string, code: string): Promise<{ account: Account; created: boolean }> {
    let told = false;
    const account = await this.dataSource.transaction(async (m) => {
      // One check at a time per address, so concurrent wrong guesses are all counted before the next is let in.
      await m.query(`SELECT pg_advisory_xact_lock(hashtext($1))`, [`sign-in:${email}`]);
      if (await this.paused(m, email)) throw new HttpException(PAUSED, HttpStatus.TOO_MANY_REQUESTS);
      const [row] = (await m.query(
        `SELECT id, code_hash, attempts FROM sign_in_code
          WHERE email = $1 AND used_at IS NULL AND expires_at > now() AND attempts < $2
          ORDER BY id DESC LIMIT 1 FOR UPDATE`,
        [email, SIGN_IN_CODE_ATTEMPTS],
      )) as CodeRow[];
      if (!row) return null;
      if (!timingSafeEqual(Buffer.from(sha256(`${email}:${code}`)), Buffer.from(row.code_hash))) {
        await m.query(`UPDATE sign_in_code SET attempts = attempts + 1, last_failed_at = now() WHERE id = $1`, [row.id]);
        told = await this.noteFailure(m, email);
        return null;
      }
      await m.query(`UPDATE sign_in_code SET used_at = now() WHERE id = $1`, [row.id]);
      // A new account's data is kept under an id of its own, never a browser's: a visitor id planted in the
      // browser before sign-up must not become the key to the account (the browser's rows move in at startSession).
      const created = (await m.query(`INSERT INTO account (email, visitor_id) VALUES ($1, $2) ON CONFLICT (email) DO NOTHING RETURNING id`, [
        email,
        accountVisitorId(),
      ])) as unknown[];
      const [found] = (await m.query(`SELECT id, email, created_at FROM account WHERE email = $1`, [email])) as AccountRow[];
      return { account: accountOut(found!), created: created.length > 0 };
    });
    if (told) this.mail.flushInBackground();
    // A wrong try is counted (committed) before the refusal.
    if (!account) throw new UnauthorizedException(NOT_VALID);
    return account;
  }

  /** Wrong codes for the address in the last day, across its codes, and when the latest was. */
  private async failures(m: EntityManager, email: string): Promise<{ count: number; pausedUntil: Date | null }> {
    const [row] = (await m.query(
      `SELECT coalesce(sum(attempts), 0)::int AS count, max(last_failed_at) + make_interval(mins => $2) AS paused_until
         FROM sign_in_code WHERE email = $1 AND created_at > now() - interval '1 day'`,
      [email, SIGN_IN_PAUSE_MINUTES],
    )) as Array<{ count: number; paused_until: Date | null }>;
    return { count: row?.count ?? 0, pausedUntil: row?.paused_until ?? null };
  }

  /**
   * Paused: SIGN_IN_FAILURES_PER_DAY wrong codes in the last day and the latest less than SIGN_IN_PAUSE_MINUTES
   * ago. After a pause each further wrong code that day pauses again, so guessing stays at one try an hour.
   */
  private async paused(m: EntityManager, email: string): Promise<boolean> {
    const { count, pausedUntil } = await this.failures(m, email);
    return count >= SIGN_IN_FAILURES_PER_DAY && pausedUntil !== null && new Date(pausedUntil) > new Date();
  }

  /** After a wrong code: when it starts a pause, the address is told (once a day, whoever typed the codes). True when a mail was queued. */
  private async noteFailure(m: EntityManager, email: string): Promise<boolean> {
    const { count } = await this.failures(m, email);
    if (count < SIGN_IN_FAILURES_PER_DAY) return false;
    const [told] = (await m.query(`SELECT 1 FROM outbox_email WHERE recipient = $1 AND kind = 'sign-in-paused' AND created_at > now() - interval '1 day'`, [
      email,
    ])) as unknown[];
    if (!told) {
      await this.mail.enqueue(m, signInPausedMail(email, count, SIGN_IN_PAUSE_MINUTES, this.options.env.SITE_URL));
      return true;
    }
    return false;
  }

  /**
   * Signs this browser in, in one transaction: ends the session it had (the token rotates), moves its anonymous
   * data into the account's and opens a new session, whose token is returned for the cookie. The browser is then
   * given a new empty id of its own (the controller), so the id it held before (planted or not) keeps nothing.
   * The rows are merged: a task done in either is done (the later change's time kept), the newer quiz answers win,
   * the account's calendar feed and reminders stay (this browser's are ended), bookings, chat and the rest move as
   * they are. A new account reports nothing merged: all it has came from this browser.
   */
  async startSession(
    accountId: number,
    browserVisitorId: string | undefined,
    previousSessionId: number | undefined,
    created = false,
  ): Promise<{ token: string; merged: SignInMerge }> {
    return this.dataSource.transaction(async (m) => {
      if (previousSessionId !== undefined)
        await m.query(`UPDATE account_session SET revoked_at = coalesce(revoked_at, now()) WHERE id = $1`, [previousSessionId]);
      const [account] = (await m.query(`SELECT visitor_id FROM account WHERE id = $1 FOR UPDATE`, [accountId])) as Array<{ visitor_id: string }>;
      const home = account!.visitor_id;
      let merged: SignInMerge = { tasksAdded: 0, planFrom: 'none', bookings: 0, chatMessages: 0 };
      // An account's id is no browser's to bring (cookies never carry one; this checks it all the same).
      const [owned] = browserVisitorId ? ((await m.query(`SELECT 1 FROM account WHERE visitor_id = $1`, [browserVisitorId])) as unknown[]) : [];
      if (browserVisitorId && !owned) {
        const moved = await mergeVisitor(m, browserVisitorId, home);
        if (!created) merged = moved;
      }
      const token = randomBytes(32).toString('base64url');
      await m.query(`INSERT INTO account_session (account_id, token_hash) VALUES ($1, $2)`, [accountId, sha256(token)]);
      return { token, merged };
    });
  }

  /** Ends every session of the account and gives its data a new visitor id, so no browser still holding the old one sees it. */
  async signOutEverywhere(accountId: number): Promise<void> {
    await this.dataSource.transaction(async (m) => {
      const [account] = (await m.query(`SELECT visitor_id FROM account WHERE id = $1 FOR UPDATE`, [accountId])) as Array<{ visitor_id: string }>;
      const fresh = accountVisitorId();
      for (const table of await visitorTables(m)) await m.query(`UPDATE ${table} SET visitor_id = $2 WHERE visitor_id = $1`, [account!.visitor_id, fresh]);
      await m.query(`UPDATE account SET visitor_id = $2 WHERE id = $1`, [accountId, fresh]);
      await m.query(`UPDATE account_session SET revoked_at = coalesce(revoked_at, now()) WHERE account_id = $1`, [accountId]);
    });
  }

  /** The session of a cookie's token, when it is live; its last use is noted. */
  async session(token: string | undefined): Promise<{ id: number; account: Account } | null> {
    if (!token || !/^[A-Za-z0-9_-]{43}$/.test(token)) return null;
    const [row] = await updateReturning<{ id: number; account_id: number; email: string; created_at: Date }>(
      this.dataSource,
      `UPDATE account_session s SET last_seen_at = now()
         FROM account a
        WHERE s.token_hash = $1 AND s.revoked_at IS NULL AND s.last_seen_at > now() - make_interval(days => $2) AND a.id = s.account_id
        RETURNING s.id, a.id AS account_id, a.email, a.created_at`,
      [sha256(token), SESSION_DAYS],
    );
    return row ? { id: row.id, account: accountOut({ id: row.account_id, email: row.email, created_at: row.created_at }) } : null;
  }

  /** Ends one session of the account; false when the account has no such live session. */
  async endSession(accountId: number, sessionId: number): Promise<boolean> {
    const result = (await this.dataSource.query(`UPDATE account_session SET revoked_at = now() WHERE id = $1 AND account_id = $2 AND revoked_at IS NULL`, [
      sessionId,
      accountId,
    ])) as [unknown, number];
    return result[1] > 0;
  }

  /** The live session of a cookie's token, or a 401 asking to sign in. */
  async requireSession(token: string | undefined): Promise<{ id: number; account: Account }> {
    const current = await this.session(token);
    if (!current) throw new UnauthorizedException('Sign in first: this needs your account, and this browser is not signed in.');
    return current;
  }

  async signOut(sessionId: number): Promise<void> {
    await this.dataSource.query(`UPDATE account_session SET revoked_at = coalesce(revoked_at, now()) WHERE id = $1`, [sessionId]);
  }

  async sessions(accountId: number, currentId: number): Promise<AccountSessionList> {
    const rows = (await this.dataSource.query(
      `SELECT id, created_at, last_seen_at FROM account_session
        WHERE account_id = $1 AND revoked_at IS NULL AND last_seen_at > now() - make_interval(days => $2) ORDER BY last_seen_at DESC`,
      [accountId, SESSION_DAYS],
    )) as Array<{ id: number; created_at: Date; last_seen_at: Date }>;
    return rows.map((row) => ({ id: row.id, createdAt: iso(row.created_at), lastSeenAt: iso(row.last_seen_at), current: row.id === currentId }));
  }
}

/** Every table that keeps rows per visitor (the schema says which: a visitor_id column), but the account itself. */
export async function visitorTables(m: EntityManager): Promise<string[]> {
  const rows = (await m.query(
    `SELECT table_name FROM information_schema.columns WHERE column_name = 'visitor_id' AND table_schema = current_schema() AND table_name <> 'account' ORDER BY table_name`,
  )) as Array<{ table_name: string }>;
  return rows.map((row) => `"${row.table_name}"`);
}

/** Moves `from`'s rows under `to`, merging where a visitor may hold one row only (see bindVisitor). */
async function mergeVisitor(m: EntityManager, from: string, to: string): Promise<SignInMerge> {
  const count = async (sql: string, params: unknown[]) => Number(((await m.query(sql, params)) as Array<{ n: number | string }>)[0]?.n ?? 0);
  const tasksAdded = await count(
    `SELECT count(*) AS n FROM checklist_progress f WHERE f.visitor_id = $1 AND f.completed
        AND NOT EXISTS (SELECT 1 FROM checklist_progress t WHERE t.visitor_id = $2 AND t.item_id = f.item_id AND t.completed)`,
    [from, to],
  );
  const bookings = await count(`SELECT count(*) AS n FROM consultation_booking WHERE visitor_id = $1`, [from]);
  const chatMessages = await count(`SELECT count(*) AS n FROM chat_message WHERE visitor_id = $1`, [from]);
  // Progress: a task done in either is done; the later change's time is kept.
  await m.query(
    `INSERT INTO checklist_progress (visitor_id, item_id, completed, updated_at)
       SELECT $2, item_id, completed, updated_at FROM checklist_progress WHERE visitor_id = $1
     ON CONFLICT (visitor_id, item_id) DO UPDATE SET
       completed = checklist_progress.completed OR excluded.completed,
       updated_at = greatest(checklist_progress.updated_at, excluded.updated_at)`,
    [from, to],
  );
  await m.query(`DELETE FROM checklist_progress WHERE visitor_id = $1`, [from]);
  // The quiz: the newer answers win.
  const [plans] = (await m.query(
    `SELECT (SELECT updated_at FROM plan_answers WHERE visitor_id = $1) AS mine, (SELECT updated_at FROM plan_answers WHERE visitor_id = $2) AS theirs`,
    [from, to],
  )) as Array<{ mine: Date | null; theirs: Date | null }>;
  let planFrom: SignInMerge['planFrom'] = plans?.theirs ? 'account' : 'none';
  if (plans?.mine && (!plans.theirs || plans.mine > plans.theirs)) {
    await m.query(`DELETE FROM plan_answers WHERE visitor_id = $1`, [to]);
    await m.query(`UPDATE plan_answers SET visitor_id = $2 WHERE visitor_id = $1`, [from, to]);
    planFrom = 'this-browser';
  } else {
    await m.query(`DELETE FROM plan_answers WHERE visitor_id = $1`, [from]);
  }
  // One live calendar address and one live reminder subscription per visitor: the account's stay.
  await m.query(
    `UPDATE plan_calendar_feed SET revoked_at = now() WHERE visitor_id = $1 AND revoked_at IS NULL
        AND EXISTS (SELECT 1 FROM plan_calendar_feed WHERE visitor_id = $2 AND revoked_at IS NULL)`,
    [from, to],
  );
  await m.query(
    `UPDATE plan_reminder_subscription SET status = 'unsubscribed', unsubscribed_at = now() WHERE visitor_id = $1 AND status <> 'unsubscribed'
        AND EXISTS (SELECT 1 FROM plan_reminder_subscription WHERE visitor_id = $2 AND status <> 'unsubscribed')`,
    [from, to],
  );
  // Everything else moves as it is.
  for (const table of await visitorTables(m)) await m.query(`UPDATE ${table} SET visitor_id = $2 WHERE visitor_id = $1`, [from, to]);
  return { tasksAdded, planFrom, bookings, chatMessages };
}
