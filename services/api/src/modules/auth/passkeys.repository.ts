import { Injectable } from '@nestjs/common';
import { SqlRepository, type Tx } from '../../database/sql-repository.js';

export interface PasskeyRow {
  id: number;
  name: string;
  created_at: Date;
  last_used_at: Date | null;
}

/** A passkey with its account, as a sign-in checks it. */
export interface PasskeyKeyRow {
  id: number;
  credential_id: string;
  public_key: string;
  counter: string;
  transports: string[];
  account_id: number;
  email: string;
  created_at: Date;
}

export interface NewPasskey {
  accountId: number;
  credentialId: string;
  /** base64url */
  publicKey: string;
  counter: number;
  transports: string[];
  name: string;
  backedUp: boolean;
}

export interface NewChallenge {
  purpose: 'register' | 'sign-in';
  accountId: number | null;
  challenge: string;
  handleHash: string;
  visitorId: string;
  minutes: number;
}

/** passkey and passkey_challenge: the credentials and the ceremonies' one-time challenges. */
@Injectable()
export class PasskeysRepository extends SqlRepository {
  list(accountId: number): Promise<PasskeyRow[]> {
    return this.query<PasskeyRow>(`SELECT id, name, created_at, last_used_at FROM passkey WHERE account_id = $1 ORDER BY id`, [accountId]);
  }

  credentials(accountId: number): Promise<Array<{ credential_id: string; transports: string[] }>> {
    return this.query(`SELECT credential_id, transports FROM passkey WHERE account_id = $1`, [accountId]);
  }

  /** Adds a passkey; undefined when its credential is already added. */
  insert(key: NewPasskey, tx: Tx): Promise<Omit<PasskeyRow, 'last_used_at'> | undefined> {
    return this.one(
      `INSERT INTO passkey (account_id, credential_id, public_key, counter, transports, name, backed_up)
         VALUES ($1, $2, $3, $4, $5::jsonb, $6, $7) ON CONFLICT (credential_id) DO NOTHING RETURNING id, name, created_at`,
      [key.accountId, key.credentialId, key.publicKey, key.counter, JSON.stringify(key.transports), key.name, key.backedUp],
      tx,
    );
  }

  /** Deletes one of the account's passkeys; false when it has no such passkey. */
  async remove(accountId: number, passkeyId: number): Promise<boolean> {
    return (await this.execute(`DELETE FROM passkey WHERE id = $1 AND account_id = $2`, [passkeyId, accountId])) > 0;
  }

  /** The passkey of a credential id with its account, locked until the transaction ends. */
  lockByCredential(credentialId: string, tx: Tx): Promise<PasskeyKeyRow | undefined> {
    return this.one<PasskeyKeyRow>(
      `SELECT p.id, p.credential_id, p.public_key, p.counter, p.transports, a.id AS account_id, a.email, a.created_at
           FROM passkey p JOIN account a ON a.id = p.account_id WHERE p.credential_id = $1 FOR UPDATE OF p`,
      [credentialId],
      tx,
    );
  }

  async noteUse(passkeyId: number, counter: number, tx: Tx): Promise<void> {
    await this.query(`UPDATE passkey SET counter = $2, last_used_at = now() WHERE id = $1`, [passkeyId, counter], tx);
  }

  async insertChallenge(row: NewChallenge): Promise<void> {
    await this.query(
      `INSERT INTO passkey_challenge (purpose, account_id, challenge, handle_hash, visitor_id, expires_at) VALUES ($1, $2, $3, $4, $5, now() + make_interval(mins => $6))`,
      [row.purpose, row.accountId, row.challenge, row.handleHash, row.visitorId, row.minutes],
    );
  }

  /** Deletes and returns the live challenge of that handle for this purpose, account and browser, if any. */
  async takeChallenge(handleHash: string, purpose: 'register' | 'sign-in', accountId: number | null, visitorId: string): Promise<string | undefined> {
    const row = await this.one<{ challenge: string }>(
      `DELETE FROM passkey_challenge
        WHERE handle_hash = $1 AND purpose = $2 AND account_id IS NOT DISTINCT FROM $3::int AND visitor_id = $4 AND expires_at > now() RETURNING challenge`,
      [handleHash, purpose, accountId, visitorId],
    );
    return row?.challenge;
  }
}
