import type { MigrationInterface, QueryRunner } from 'typeorm';

/**
 * Accounts without passwords: an account per e-mail address with the visitor id its data is kept under, one-time
 * sign-in codes (hashed, short-lived, single use, a few attempts each) and sessions (hashed tokens, revocable one
 * by one or all at once).
 */
export class Accounts1800000000000 implements MigrationInterface {
  name = 'Accounts1800000000000';

  async up(q: QueryRunner): Promise<void> {
    await q.query(`
      CREATE TABLE account (
        id serial PRIMARY KEY,
        email text NOT NULL,
        -- The visitor id whose rows (progress, plan, bookings, chat...) are the account's: every signed-in browser
        -- carries it in its visitor cookie. Signing out everywhere replaces it.
        visitor_id uuid NOT NULL,
        created_at timestamptz NOT NULL DEFAULT now(),
        CONSTRAINT uq_account_email UNIQUE (email),
        CONSTRAINT uq_account_visitor UNIQUE (visitor_id)
      )`);
    await q.query(`
      CREATE TABLE sign_in_code (
        id serial PRIMARY KEY,
        email text NOT NULL,
        code_hash text NOT NULL,
        expires_at timestamptz NOT NULL,
        attempts integer NOT NULL DEFAULT 0,
        used_at timestamptz,
        created_at timestamptz NOT NULL DEFAULT now()
      )`);
    await q.query(`CREATE INDEX ix_sign_in_code_email ON sign_in_code (email, created_at)`);
    await q.query(`
      CREATE TABLE account_session (
        id serial PRIMARY KEY,
        account_id integer NOT NULL REFERENCES account(id) ON DELETE CASCADE,
        token_hash text NOT NULL,
        created_at timestamptz NOT NULL DEFAULT now(),
        last_seen_at timestamptz NOT NULL DEFAULT now(),
        revoked_at timestamptz,
        CONSTRAINT uq_account_session_token UNIQUE (token_hash)
      )`);
  }

  async down(q: QueryRunner): Promise<void> {
    await q.query(`DROP TABLE account_session`);
    await q.query(`DROP TABLE sign_in_code`);
    await q.query(`DROP TABLE account`);
  }
}
