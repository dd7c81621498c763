import { createHash, randomBytes, randomInt, timingSafeEqual } from 'node:crypto';
import { HttpException, HttpStatus, Inject, Injectable, UnauthorizedException } from '@nestjs/common';
import {
  type Account,
  type AccountSessionList,
  SIGN_IN_CODE_ATTEMPTS,
  SIGN_IN_CODE_MINUTES,
  SIGN_IN_CODES_PER_HOUR,
  type SignInCodeSent,
} from '@launchops/contracts';
import { DataSource } from 'typeorm';
import { MailService } from '../../common/mail/mail.service.js';
import { APP_OPTIONS, type AppOptions } from '../../config/app-options.js';
import { signInMail } from './auth-mails.js';

export const SESSION_COOKIE = 'lo_session';
/** A session lasts this long after its last use. */
export const SESSION_DAYS = 30;

const sha256 = (value: string) => createHash('sha256').update(value).digest('hex');
const iso = (value: Date | string) => new Date(value).toISOString();
const SENT: SignInCodeSent = { message: 'If that address can sign in, a code is on its way. It works for 10 minutes.' };
const NOT_VALID = 'That code is not valid or has expired. Ask for a new one.';

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
 * works once and for SIGN_IN_CODE_ATTEMPTS tries; each address gets SIGN_IN_CODES_PER_HOUR codes an hour.
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
      const [{ count }] = (await m.query(`SELECT count(*)::int AS count FROM sign_in_code WHERE email = $1 AND created_at > now() - interval '1 hour'`, [email])) as [
        { count: number },
      ];
      if (count >= SIGN_IN_CODES_PER_HOUR) {
        throw new HttpException(`Too many codes were asked for this address in the last hour. Use the latest one, or try again later.`, HttpStatus.TOO_MANY_REQUESTS);
      }
      const [row] = (await m.query(
        `INSERT INTO sign_in_code (email, code_hash, expires_at) VALUES ($1, $2, now() + make_interval(mins => $3)) RETURNING id`,
        [email, sha256(`${email}:${code}`), SIGN_IN_CODE_MINUTES],
      )) as Array<{ id: number }>;
      await this.mail.enqueue(m, signInMail({ id: row!.id, email, code }));
    });
    this.mail.flushInBackground();
    return SENT;
  }

  /** Checks a code for `email`; on success the code is used up and the account made if new. */
  async verify(email: string, code: string): Promise<Account> {
    const account = await this.dataSource.transaction(async (m) => {
      const [row] = (await m.query(
        `SELECT id, code_hash, attempts FROM sign_in_code
          WHERE email = $1 AND used_at IS NULL AND expires_at > now() AND attempts < $2
          ORDER BY id DESC LIMIT 1 FOR UPDATE`,
        [email, SIGN_IN_CODE_ATTEMPTS],
      )) as CodeRow[];
      if (!row) return null;
      if (!timingSafeEqual(Buffer.from(sha256(`${email}:${code}`)), Buffer.from(row.code_hash))) {
        await m.query(`UPDATE sign_in_code SET attempts = attempts + 1 WHERE id = $1`, [row.id]);
        return null;
      }
      await m.query(`UPDATE sign_in_code SET used_at = now() WHERE id = $1`, [row.id]);
      await m.query(`INSERT INTO account (email) VALUES ($1) ON CONFLICT (email) DO NOTHING`, [email]);
      const [found] = (await m.query(`SELECT id, email, created_at FROM account WHERE email = $1`, [email])) as AccountRow[];
      return accountOut(found!);
    });
    // A wrong try is counted (committed) before the refusal.
    if (!account) throw new UnauthorizedException(NOT_VALID);
    return account;
  }

  /** A new session for the account; its token goes in the cookie, its hash in the table. */
  async openSession(accountId: number): Promise<string> {
    const token = randomBytes(32).toString('base64url');
    await this.dataSource.query(`INSERT INTO account_session (account_id, token_hash) VALUES ($1, $2)`, [accountId, sha256(token)]);
    return token;
  }

  /** The session of a cookie's token, when it is live; its last use is noted. */
  async session(token: string | undefined): Promise<{ id: number; account: Account } | null> {
    if (!token || !/^[A-Za-z0-9_-]{43}$/.test(token)) return null;
    // An UPDATE's answer through TypeORM is [rows, affected count].
    const [[row]] = (await this.dataSource.query(
      `UPDATE account_session s SET last_seen_at = now()
         FROM account a
        WHERE s.token_hash = $1 AND s.revoked_at IS NULL AND s.last_seen_at > now() - make_interval(days => $2) AND a.id = s.account_id
        RETURNING s.id, a.id AS account_id, a.email, a.created_at`,
      [sha256(token), SESSION_DAYS],
    )) as [Array<{ id: number; account_id: number; email: string; created_at: Date }>, number];
    return row ? { id: row.id, account: accountOut({ id: row.account_id, email: row.email, created_at: row.created_at }) } : null;
  }

  async signOut(sessionId: number): Promise<void> {
    await this.dataSource.query(`UPDATE account_session SET revoked_at = coalesce(revoked_at, now()) WHERE id = $1`, [sessionId]);
  }

  /** Ends every session of the account, this one too. */
  async signOutEverywhere(accountId: number): Promise<void> {
    await this.dataSource.query(`UPDATE account_session SET revoked_at = coalesce(revoked_at, now()) WHERE account_id = $1`, [accountId]);
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
