import { createHash, randomBytes } from 'node:crypto';
import { BadRequestException, ConflictException, Inject, Injectable, NotFoundException, UnauthorizedException } from '@nestjs/common';
import {
  type Account,
  PASSKEY_CHALLENGE_MINUTES,
  type PasskeyCeremony,
  type PasskeyList,
  type PasskeySignInInput,
  type RegisterPasskeyInput,
} from '@launchops/contracts';
import {
  type AuthenticationResponseJSON,
  generateAuthenticationOptions,
  generateRegistrationOptions,
  type RegistrationResponseJSON,
  verifyAuthenticationResponse,
  verifyRegistrationResponse,
} from '@simplewebauthn/server';
import { DataSource } from 'typeorm';
import { updateReturning } from '../../common/update-returning.js';
import { APP_OPTIONS, type AppOptions } from '../../config/app-options.js';

/** An account may keep this many passkeys. */
export const MAX_PASSKEYS = 10;
const NOT_VALID = 'That passkey could not be checked. Try again, or sign in with a code by e-mail.';
const iso = (value: Date | string) => new Date(value).toISOString();
const sha256 = (value: string) => createHash('sha256').update(value).digest('hex');

/**
 * Passkeys (WebAuthn) as a second way into an account, added once signed in. The ceremonies' cryptography is
 * @simplewebauthn/server's; this keeps the credentials (public key, signature counter) and one-time challenges
 * (PASSKEY_CHALLENGE_MINUTES, used once) in the database, so any API replica can finish a ceremony another began.
 * A challenge is found by a random handle (its hash stored) and only for the browser (visitor id) that asked: an
 * id seen or guessed elsewhere spends nothing.
 */
@Injectable()
export class PasskeysService {
  private readonly origin: string;
  private readonly rpId: string;

  constructor(
    @Inject(DataSource) private readonly dataSource: DataSource,
    @Inject(APP_OPTIONS) options: AppOptions,
  ) {
    const site = new URL(options.env.SITE_URL);
    this.origin = site.origin;
    this.rpId = site.hostname;
  }

  async list(accountId: number): Promise<PasskeyList> {
    const rows = (await this.dataSource.query(`SELECT id, name, created_at, last_used_at FROM passkey WHERE account_id = $1 ORDER BY id`, [
      accountId,
    ])) as Array<{
      id: number;
      name: string;
      created_at: Date;
      last_used_at: Date | null;
    }>;
    return rows.map((row) => ({ id: row.id, name: row.name, createdAt: iso(row.created_at), lastUsedAt: row.last_used_at ? iso(row.last_used_at) : null }));
  }

  /** Options for adding a passkey to the signed-in account (its existing passkeys are excluded). */
  async registrationOptions(account: Account, visitorId: string): Promise<PasskeyCeremony> {
    const existing = (await this.dataSource.query(`SELECT credential_id, transports FROM passkey WHERE account_id = $1`, [account.id])) as Array<{
      credential_id: string;
      transports: string[];
    }>;
    if (existing.length >= MAX_PASSKEYS) throw new ConflictException(`An account can keep ${MAX_PASSKEYS} passkeys. Remove one you no longer use first.`);
    const options = await generateRegistrationOptions({
      rpName: 'LaunchOps',
      rpID: this.rpId,
      userName: account.email,
      userID: new TextEncoder().encode(`account-${account.id}`),
      attestationType: 'none',
      excludeCredentials: existing.map((row) => ({ id: row.credential_id, transports: row.transports })),
      authenticatorSelection: { residentKey: 'required', userVerification: 'preferred' },
    });
    return { challengeId: await this.storeChallenge('register', options.challenge, account.id, visitorId), options: { ...options } };
  }

  async register(accountId: number, visitorId: string, input: RegisterPasskeyInput): Promise<PasskeyList[number]> {
    // The challenge is spent before the answer is checked, so a wrong answer cannot be tried again with it.
    const challenge = await this.takeChallenge(input.challengeId, 'register', accountId, visitorId);
    return this.dataSource.transaction(async (m) => {
      const result = await verifyRegistrationResponse({
        response: input.response as RegistrationResponseJSON,
        expectedChallenge: challenge,
        expectedOrigin: this.origin,
        expectedRPID: this.rpId,
        requireUserVerification: false,
      }).catch(() => ({ verified: false as const }));
      if (!result.verified) throw new BadRequestException('That passkey could not be added. Try again from this page.');
      const { credential, credentialBackedUp } = result.registrationInfo;
      const [row] = (await m.query(
        `INSERT INTO passkey (account_id, credential_id, public_key, counter, transports, name, backed_up)
         VALUES ($1, $2, $3, $4, $5::jsonb, $6, $7) ON CONFLICT (credential_id) DO NOTHING RETURNING id, name, created_at`,
        [
          accountId,
          credential.id,
          Buffer.from(credential.publicKey).toString('base64url'),
          credential.counter,
          JSON.stringify(credential.transports ?? []),
          input.name,
          credentialBackedUp,
        ],
      )) as Array<{ id: number; name: string; created_at: Date }>;
      if (!row) throw new ConflictException('That passkey is already added.');
      return { id: row.id, name: row.name, createdAt: iso(row.created_at), lastUsedAt: null };
    });
  }

  async remove(accountId: number, passkeyId: number): Promise<void> {
    const result = (await this.dataSource.query(`DELETE FROM passkey WHERE id = $1 AND account_id = $2`, [passkeyId, accountId])) as [unknown, number];
    if (result[1] === 0) throw new NotFoundException('We could not find that passkey among yours.');
  }

  /** Options for signing in with any passkey (the browser offers the ones it has for this site). */
  async signInOptions(visitorId: string): Promise<PasskeyCeremony> {
    const options = await generateAuthenticationOptions({ rpID: this.rpId, userVerification: 'preferred' });
    return { challengeId: await this.storeChallenge('sign-in', options.challenge, null, visitorId), options: { ...options } };
  }

  /** Checks a passkey's signature; returns the account it opens. */
  async signIn(input: PasskeySignInInput, visitorId: string): Promise<Account> {
    const challenge = await this.takeChallenge(input.challengeId, 'sign-in', null, visitorId);
    return this.dataSource.transaction(async (m) => {
      const [key] = (await m.query(
        `SELECT p.id, p.credential_id, p.public_key, p.counter, p.transports, a.id AS account_id, a.email, a.created_at
           FROM passkey p JOIN account a ON a.id = p.account_id WHERE p.credential_id = $1 FOR UPDATE OF p`,
        [input.response.id],
      )) as Array<{
        id: number;
        credential_id: string;
        public_key: string;
        counter: string;
        transports: string[];
        account_id: number;
        email: string;
        created_at: Date;
      }>;
      if (!key) throw new UnauthorizedException(NOT_VALID);
      const result = await verifyAuthenticationResponse({
        response: input.response as AuthenticationResponseJSON,
        expectedChallenge: challenge,
        expectedOrigin: this.origin,
        expectedRPID: this.rpId,
        credential: {
          id: key.credential_id,
          publicKey: Buffer.from(key.public_key, 'base64url'),
          counter: Number(key.counter),
          transports: key.transports as never,
        },
        requireUserVerification: false,
      }).catch(() => ({ verified: false, authenticationInfo: { newCounter: 0 } }));
      if (!result.verified) throw new UnauthorizedException(NOT_VALID);
      await m.query(`UPDATE passkey SET counter = $2, last_used_at = now() WHERE id = $1`, [key.id, result.authenticationInfo.newCounter]);
      return { id: key.account_id, email: key.email, createdAt: iso(key.created_at) };
    });
  }

  /** Stores a ceremony's challenge for this browser; returns its handle (256 random bits), which only the browser gets. */
  private async storeChallenge(purpose: 'register' | 'sign-in', challenge: string, accountId: number | null, visitorId: string): Promise<string> {
    const handle = randomBytes(32).toString('base64url');
    await this.dataSource.query(
      `INSERT INTO passkey_challenge (purpose, account_id, challenge, handle_hash, visitor_id, expires_at) VALUES ($1, $2, $3, $4, $5, now() + make_interval(mins => $6))`,
      [purpose, accountId, challenge, sha256(handle), visitorId, PASSKEY_CHALLENGE_MINUTES],
    );
    return handle;
  }

  /** A challenge works once, for its purpose (and account), from the browser that asked, until it expires. */
  private async takeChallenge(handle: string, purpose: 'register' | 'sign-in', accountId: number | null, visitorId: string): Promise<string> {
    const rows = await updateReturning<{ challenge: string }>(
      this.dataSource,
      `DELETE FROM passkey_challenge
        WHERE handle_hash = $1 AND purpose = $2 AND account_id IS NOT DISTINCT FROM $3::int AND visitor_id = $4 AND expires_at > now() RETURNING challenge`,
      [sha256(handle), purpose, accountId, visitorId],
    );
    const challenge = rows[0]?.challenge;
    if (!challenge) throw new BadRequestException('That passkey request has expired or was already used. Start again.');
    return challenge;
  }
}
