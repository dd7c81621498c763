import type { MigrationInterface, QueryRunner } from 'typeorm';

/**
 * When a sign-in code was last guessed wrong, so an address's wrong guesses are counted across its codes: after
 * 10 in a day, code sign-in for the address pauses for an hour (AuthService).
 */
export class SignInFailures1803100000000 implements MigrationInterface {
  name = 'SignInFailures1803100000000';

  async up(q: QueryRunner): Promise<void> {
    await q.query(`ALTER TABLE sign_in_code ADD COLUMN last_failed_at timestamptz`);
  }

  async down(q: QueryRunner): Promise<void> {
    await q.query(`ALTER TABLE sign_in_code DROP COLUMN last_failed_at`);
  }
}
