import type { MigrationInterface, QueryRunner } from 'typeorm';

/**
 * Passkey ceremonies' challenges are found by a random handle (kept as its hash) instead of their sequential id,
 * and only from the browser (visitor id) that asked for them. Challenges live five minutes: those waiting now
 * are dropped.
 */
export class PasskeyChallengeHandles1803200000000 implements MigrationInterface {
  name = 'PasskeyChallengeHandles1803200000000';

  async up(q: QueryRunner): Promise<void> {
    await q.query(`DELETE FROM passkey_challenge`);
    await q.query(`ALTER TABLE passkey_challenge ADD COLUMN handle_hash text NOT NULL, ADD COLUMN visitor_id uuid NOT NULL`);
    await q.query(`CREATE UNIQUE INDEX uq_passkey_challenge_handle ON passkey_challenge (handle_hash)`);
  }

  async down(q: QueryRunner): Promise<void> {
    await q.query(`DROP INDEX uq_passkey_challenge_handle`);
    await q.query(`ALTER TABLE passkey_challenge DROP COLUMN handle_hash, DROP COLUMN visitor_id`);
  }
}
