import type { MigrationInterface, QueryRunner } from 'typeorm';

/**
 * Sessions paid at booking: a booking to be paid is 'pending' (its time held until hold_until while the founder is at
 * Checkout), then 'confirmed' by the payment's webhook, or 'expired' when the hold ran out unpaid. A held time is taken
 * like a confirmed one, so the slot index covers both.
 */
export class PaidBookings1804400000000 implements MigrationInterface {
  name = 'PaidBookings1804400000000';

  async up(q: QueryRunner): Promise<void> {
    await q.query(`ALTER TABLE consultation_booking DROP CONSTRAINT IF EXISTS consultation_booking_status_check`);
    await q.query(
      `ALTER TABLE consultation_booking ADD CONSTRAINT consultation_booking_status_check CHECK (status IN ('confirmed', 'cancelled', 'pending', 'expired'))`,
    );
    await q.query(`ALTER TABLE consultation_booking ADD COLUMN hold_until timestamptz`);
    // When it was cancelled: a plan's credit comes back only for a cancel at least 24 hours before the start.
    await q.query(`ALTER TABLE consultation_booking ADD COLUMN cancelled_at timestamptz`);
    await q.query(`DROP INDEX uq_consultation_booking_slot`);
    await q.query(
      `CREATE UNIQUE INDEX uq_consultation_booking_slot ON consultation_booking (consultant_id, date, time) WHERE status IN ('confirmed', 'pending')`,
    );
    await q.query(`CREATE INDEX ix_consultation_booking_hold ON consultation_booking (hold_until) WHERE status = 'pending'`);
  }

  async down(q: QueryRunner): Promise<void> {
    await q.query(`DROP INDEX ix_consultation_booking_hold`);
    await q.query(`UPDATE consultation_booking SET status = 'cancelled' WHERE status IN ('pending', 'expired')`);
    await q.query(`DROP INDEX uq_consultation_booking_slot`);
    await q.query(`CREATE UNIQUE INDEX uq_consultation_booking_slot ON consultation_booking (consultant_id, date, time) WHERE status = 'confirmed'`);
    await q.query(`ALTER TABLE consultation_booking DROP COLUMN hold_until`);
    await q.query(`ALTER TABLE consultation_booking DROP COLUMN cancelled_at`);
    await q.query(`ALTER TABLE consultation_booking DROP CONSTRAINT consultation_booking_status_check`);
    await q.query(`ALTER TABLE consultation_booking ADD CONSTRAINT consultation_booking_status_check CHECK (status IN ('confirmed', 'cancelled'))`);
  }
}
