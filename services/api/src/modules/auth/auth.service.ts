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
import { MailService } from '../../common/mail/mail.service.js';
import { accountVisitorId } from '../../common/visitor.js';
import { APP_OPTIONS, type AppOptions } from '../../config/app-options.js';
import { Transactions, type Tx } from '../../database/sql-repository.js';
import { AccountsRepository } from './accounts.repository.js';
import { accountOut, sessionOut } from './auth.mapper.js';
import { signInMail, signInPausedMail } from './auth-mails.js';
import { SessionsRepository } from './sessions.repository.js';
import { SignInCodesRepository } from './sign-in-codes.repository.js';
import { VisitorMerge } from './visitor-merge.js';

// The session cookie's name, and how long a session lasts after its last use (shared with the pages' hint).
export { SESSION_COOKIE, SESSION_DAYS };

const sha256 = (value: string) => createHash('sha256').update(value).digest('hex');
const SENT: SignInCodeSent = { message: 'If that address can sign in, a code is on its way. It works for 10 minutes.' };
const NOT_VALID = 'That code is not valid or has expired. Ask for a new one.';
/** Wrong codes for one address from one client in a day, counted across its codes, after which that client's code sign-in pauses. */
export const SIGN_IN_FAILURES_PER_DAY = 10;
/** How long that pause lasts after the latest wrong code. */
export const SIGN_IN_PAUSE_MINUTES = 60;
const PAUSED = `Signing in to this address with a code from your network is paused for an hour after too many wrong codes, and the address was told by e-mail. Try again later, or sign in with a passkey.`;

/**
 * Sign-in without a password. A code request stores a 6-digit code, hashed, for SIGN_IN_CODE_MINUTES and
 * mails it through the outbox; the answer is the same for every address. A code
 * works once and for SIGN_IN_CODE_ATTEMPTS tries; each address gets SIGN_IN_CODES_PER_HOUR codes an hour, and after
 * SIGN_IN_FAILURES_PER_DAY wrong codes for it in a day from one client address, code sign-in to it pauses for that
 * client (the address is told by e-mail). The pause is the guesser's: the owner, elsewhere, still gets a fresh code.
 * A verified code opens a session: a random token in an httpOnly cookie, stored as its hash.
 */
@Injectable()
export class AuthService {
  constructor(
    @Inject(Transactions) private readonly transactions: Transactions,
    @Inject(SignInCodesRepository) private readonly codes: SignInCodesRepository,
    @Inject(AccountsRepository) private readonly accounts: AccountsRepository,
    @Inject(SessionsRepository) private readonly sessionRows: SessionsRepository,
    @Inject(VisitorMerge) private readonly merge: VisitorMerge,
    @Inject(MailService) private readonly mail: MailService,
    @Inject(APP_OPTIONS) private readonly options: AppOptions,
  ) {}

  /** `clientHash`: the requesting client's address, hashed (see clientAddressHash). */
  async requestCode(email: string, clientHash: string): Promise<SignInCodeSent> {
    const code = String(randomInt(0, 1_000_000)).padStart(6, '0');
    await this.transactions.run(async (tx) => {
      // Serialises requests for one address, so the hourly count holds under concurrent requests.
      await this.codes.lockAddress(email, tx);
      if (await this.paused(tx, email, clientHash)) throw new HttpException(PAUSED, HttpStatus.TOO_MANY_REQUESTS);
      if ((await this.codes.countLastHour(email, tx)) >= SIGN_IN_CODES_PER_HOUR) {
        throw new HttpException(
          `Too many codes were asked for this address in the last hour. Use the latest one, or try again later.`,
          HttpStatus.TOO_MANY_REQUESTS,
        );
      }
      const id = await this.codes.insert(email, sha256(`${email}:${code}`), SIGN_IN_CODE_MINUTES, tx);
      await this.mail.enqueue(tx, signInMail({ id, email, code }, this.options.env.SITE_URL));
    });
    this.mail.flushInBackground();
    return SENT;
  }

  /** Checks a code for `email`; on success the code is used up and the account made if new (`created`). */
  async verify(email: string, code: string, clientHash: string): Promise<{ account: Account; created: boolean }> {
    let told = false;
    const account = await this.transactions.run(async (tx) => {
      // One check at a time per address, so concurrent wrong guesses are all counted before the next is let in.
      await this.codes.lockAddress(email, tx);
      if (await this.paused(tx, email, clientHash)) throw new HttpException(PAUSED, HttpStatus.TOO_MANY_REQUESTS);
      const row = await this.codes.live(email, SIGN_IN_CODE_ATTEMPTS, tx);
      if (!row) return null;
      if (!timingSafeEqual(Buffer.from(sha256(`${email}:${code}`)), Buffer.from(row.code_hash))) {
        await this.codes.noteWrongTry(row.id, email, clientHash, tx);
        told = await this.noteFailure(tx, email, clientHash);
        return null;
      }
      await this.codes.markUsed(row.id, tx);
      // A new account's data is kept under an id of its own, never a browser's: a visitor id planted in the
      // browser before sign-up must not become the key to the account (the browser's rows move in at startSession).
      const created = await this.accounts.insertIfNew(email, accountVisitorId(), tx);
      const found = await this.accounts.byEmail(email, tx);
      return { account: accountOut(found!), created };
    });
    if (told) this.mail.flushInBackground();
    // A wrong try is counted (committed) before the refusal.
    if (!account) throw new UnauthorizedException(NOT_VALID);
    return account;
  }

  /**
   * Paused for this client: SIGN_IN_FAILURES_PER_DAY wrong codes for the address from it in the last day and the
   * latest less than SIGN_IN_PAUSE_MINUTES ago. After a pause each further wrong code that day pauses it again, so
   * its guessing stays at one try an hour; any other client (the owner) is not held up.
   */
  private async paused(tx: Tx, email: string, clientHash: string): Promise<boolean> {
    const { count, pausedUntil } = await this.codes.failures(email, clientHash, SIGN_IN_PAUSE_MINUTES, tx);
    return count >= SIGN_IN_FAILURES_PER_DAY && pausedUntil !== null && new Date(pausedUntil) > new Date();
  }

  /** After a wrong code: when it starts a pause, the address is told (once a day, whoever typed the codes). True when a mail was queued. */
  private async noteFailure(tx: Tx, email: string, clientHash: string): Promise<boolean> {
    const { count } = await this.codes.failures(email, clientHash, SIGN_IN_PAUSE_MINUTES, tx);
    if (count < SIGN_IN_FAILURES_PER_DAY) return false;
    if (!(await this.codes.pauseToldToday(email, tx))) {
      await this.mail.enqueue(tx, signInPausedMail(email, count, SIGN_IN_PAUSE_MINUTES, this.options.env.SITE_URL));
      return true;
    }
    return false;
  }

  /**
   * Signs this browser in, in one transaction: ends the session it had (the token rotates), moves its anonymous
   * data into the account's and opens a new session, whose token is returned for the cookie. The browser is then
   * given a new empty id of its own (the controller), so the id it held before (planted or not) keeps nothing.
   * How the rows are merged: see VisitorMerge. A new account reports nothing merged: all it has came from this browser.
   */
  async startSession(
    accountId: number,
    browserVisitorId: string | undefined,
    previousSessionId: number | undefined,
    created = false,
  ): Promise<{ token: string; merged: SignInMerge }> {
    return this.transactions.run(async (tx) => {
      if (previousSessionId !== undefined) await this.sessionRows.revoke(previousSessionId, tx);
      const home = await this.accounts.lockVisitorId(accountId, tx);
      let merged: SignInMerge = { tasksAdded: 0, planFrom: 'none', bookings: 0, chatMessages: 0 };
      // An account's id is no browser's to bring (cookies never carry one; this checks it all the same).
      const owned = browserVisitorId ? await this.accounts.isAccountVisitorId(browserVisitorId, tx) : false;
      if (browserVisitorId && !owned) {
        const moved = await this.merge.into(browserVisitorId, home, tx);
        if (!created) merged = moved;
      }
      const token = randomBytes(32).toString('base64url');
      await this.sessionRows.insert(accountId, sha256(token), tx);
      return { token, merged };
    });
  }

  /** Ends every session of the account and gives its data a new visitor id, so no browser still holding the old one sees it. */
  async signOutEverywhere(accountId: number): Promise<void> {
    await this.transactions.run(async (tx) => {
      const current = await this.accounts.lockVisitorId(accountId, tx);
      const fresh = accountVisitorId();
      await this.accounts.moveVisitorRows(current, fresh, tx);
      await this.accounts.setVisitorId(accountId, fresh, tx);
      await this.sessionRows.revokeAll(accountId, tx);
    });
  }

  /** The session of a cookie's token, when it is live; its last use is noted. */
  async session(token: string | undefined): Promise<{ id: number; account: Account } | null> {
    if (!token || !/^[A-Za-z0-9_-]{43}$/.test(token)) return null;
    const row = await this.sessionRows.touch(sha256(token), SESSION_DAYS);
    return row ? { id: row.id, account: accountOut({ id: row.account_id, email: row.email, created_at: row.created_at }) } : null;
  }

  /** Ends one session of the account; false when the account has no such live session. */
  endSession(accountId: number, sessionId: number): Promise<boolean> {
    return this.sessionRows.revokeLive(accountId, sessionId);
  }

  /** The live session of a cookie's token, or a 401 asking to sign in. */
  async requireSession(token: string | undefined): Promise<{ id: number; account: Account }> {
    const current = await this.session(token);
    if (!current) throw new UnauthorizedException('Sign in first: this needs your account, and this browser is not signed in.');
    return current;
  }

  async signOut(sessionId: number): Promise<void> {
    await this.sessionRows.revoke(sessionId);
  }

  async sessions(accountId: number, currentId: number): Promise<AccountSessionList> {
    const rows = await this.sessionRows.live(accountId, SESSION_DAYS);
    return rows.map((row) => sessionOut(row, currentId));
  }
}
