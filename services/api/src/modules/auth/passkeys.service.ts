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
import { APP_OPTIONS, type AppOptions } from '../../config/app-options.js';
import { Transactions } from '../../database/sql-repository.js';
import { accountOut, passkeyOut } from './auth.mapper.js';
import { PasskeysRepository } from './passkeys.repository.js';

/** An account may keep this many passkeys. */
export const MAX_PASSKEYS = 10;
const NOT_VALID = 'That passkey could not be checked. Try again, or sign in with a code by e-mail.';
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
    @Inject(Transactions) private readonly transactions: Transactions,
    @Inject(PasskeysRepository) private readonly passkeys: PasskeysRepository,
    @Inject(APP_OPTIONS) options: AppOptions,
  ) {
    const site = new URL(options.env.SITE_URL);
    this.origin = site.origin;
    this.rpId = site.hostname;
  }

  async list(accountId: number): Promise<PasskeyList> {
    return (await this.passkeys.list(accountId)).map(passkeyOut);
  }

  /** Options for adding a passkey to the signed-in account (its existing passkeys are excluded). */
  async registrationOptions(account: Account, visitorId: string): Promise<PasskeyCeremony> {
    const existing = await this.passkeys.credentials(account.id);
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
    return this.transactions.run(async (tx) => {
      const result = await verifyRegistrationResponse({
        response: input.response as RegistrationResponseJSON,
        expectedChallenge: challenge,
        expectedOrigin: this.origin,
        expectedRPID: this.rpId,
        requireUserVerification: false,
      }).catch(() => ({ verified: false as const }));
      if (!result.verified) throw new BadRequestException('That passkey could not be added. Try again from this page.');
      const { credential, credentialBackedUp } = result.registrationInfo;
      const row = await this.passkeys.insert(
        {
          accountId,
          credentialId: credential.id,
          publicKey: Buffer.from(credential.publicKey).toString('base64url'),
          counter: credential.counter,
          transports: credential.transports ?? [],
          name: input.name,
          backedUp: credentialBackedUp,
        },
        tx,
      );
      if (!row) throw new ConflictException('That passkey is already added.');
      return passkeyOut({ ...row, last_used_at: null });
    });
  }

  async remove(accountId: number, passkeyId: number): Promise<void> {
    if (!(await this.passkeys.remove(accountId, passkeyId))) throw new NotFoundException('We could not find that passkey among yours.');
  }

  /** Options for signing in with any passkey (the browser offers the ones it has for this site). */
  async signInOptions(visitorId: string): Promise<PasskeyCeremony> {
    const options = await generateAuthenticationOptions({ rpID: this.rpId, userVerification: 'preferred' });
    return { challengeId: await this.storeChallenge('sign-in', options.challenge, null, visitorId), options: { ...options } };
  }

  /** Checks a passkey's signature; returns the account it opens. */
  async signIn(input: PasskeySignInInput, visitorId: string): Promise<Account> {
    const challenge = await this.takeChallenge(input.challengeId, 'sign-in', null, visitorId);
    return this.transactions.run(async (tx) => {
      const key = await this.passkeys.lockByCredential(input.response.id, tx);
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
          transports: key.transports,
        },
        requireUserVerification: false,
      }).catch(() => ({ verified: false, authenticationInfo: { newCounter: 0 } }));
      if (!result.verified) throw new UnauthorizedException(NOT_VALID);
      await this.passkeys.noteUse(key.id, result.authenticationInfo.newCounter, tx);
      return accountOut({ id: key.account_id, email: key.email, created_at: key.created_at });
    });
  }

  /** Stores a ceremony's challenge for this browser; returns its handle (256 random bits), which only the browser gets. */
  private async storeChallenge(purpose: 'register' | 'sign-in', challenge: string, accountId: number | null, visitorId: string): Promise<string> {
    const handle = randomBytes(32).toString('base64url');
    await this.passkeys.insertChallenge({ purpose, accountId, challenge, handleHash: sha256(handle), visitorId, minutes: PASSKEY_CHALLENGE_MINUTES });
    return handle;
  }

  /** A challenge works once, for its purpose (and account), from the browser that asked, until it expires. */
  private async takeChallenge(handle: string, purpose: 'register' | 'sign-in', accountId: number | null, visitorId: string): Promise<string> {
    const challenge = await this.passkeys.takeChallenge(sha256(handle), purpose, accountId, visitorId);
    if (!challenge) throw new BadRequestException('That passkey request has expired or was already used. Start again.');
    return challenge;
  }
}
