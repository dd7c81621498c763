import type { MigrationInterface, QueryRunner } from 'typeorm';

/**
 * Passkeys as a second way into an account (WebAuthn credentials and the one-time challenges of their
 * ceremonies), and what an account's export and deletion need: a newsletter subscription remembers the browser
 * it came from, and a mail queued for somebody whose data is deleted is erased once it has been sent.
 */
export class PasskeysAndAccountData1800500000000 implements MigrationInterface {
  name = 'PasskeysAndAccountData1800500000000';

  async up(q: QueryRunner): Promise<void> {
    await q.query(`
      CREATE TABLE passkey (
        id serial PRIMARY KEY,
        account_id integer NOT NULL REFERENCES account(id) ON DELETE CASCADE,
        -- The authenticator's credential id and COSE public key, base64url.
        credential_id text NOT NULL,
        public_key text NOT NULL,
        counter bigint NOT NULL DEFAULT 0,
        transports jsonb NOT NULL DEFAULT '[]'::jsonb,
        name text NOT NULL,
        backed_up boolean NOT NULL DEFAULT false,
        created_at timestamptz NOT NULL DEFAULT now(),
        last_used_at timestamptz,
        CONSTRAINT uq_passkey_credential UNIQUE (credential_id)
      )`);
    await q.query(`CREATE INDEX ix_passkey_account ON passkey (account_id)`);
    await q.query(`
      CREATE TABLE passkey_challenge (
        id serial PRIMARY KEY,
        -- 'register' (an account adds a passkey) or 'sign-in' (anybody; the passkey says whose account).
        purpose text NOT NULL CHECK (purpose IN ('register', 'sign-in')),
        account_id integer REFERENCES account(id) ON DELETE CASCADE,
        challenge text NOT NULL,
        expires_at timestamptz NOT NULL,
        created_at timestamptz NOT NULL DEFAULT now()
      )`);
    await q.query(`ALTER TABLE newsletter_subscription ADD COLUMN visitor_id uuid`);
    await q.query(`ALTER TABLE outbox_email ADD COLUMN erase_after_send boolean NOT NULL DEFAULT false`);
  }

  async down(q: QueryRunner): Promise<void> {
    await q.query(`ALTER TABLE outbox_email DROP COLUMN erase_after_send`);
    await q.query(`ALTER TABLE newsletter_subscription DROP COLUMN visitor_id`);
    await q.query(`DROP TABLE passkey_challenge`);
    await q.query(`DROP TABLE passkey`);
  }
}
