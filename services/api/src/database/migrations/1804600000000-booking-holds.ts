import type { MigrationInterface, QueryRunner } from 'typeorm';

/**
 * Holds a founder can see and resume: the Checkout page of a held booking is kept (a retry or a return to the page
 * sends the founder to the same page, never a second one to pay twice), and the client address that asked for it,
 * so open holds can be capped per browser, e-mail and address.
 */
export class BookingHolds1804600000000 implements MigrationInterface {
  name = 'BookingHolds1804600000000';

  async up(q: QueryRunner): Promise<void> {
    await q.query(`ALTER TABLE consultation_booking ADD COLUMN checkout_url text`);
    await q.query(`ALTER TABLE consultation_booking ADD COLUMN client_address text`);
    await q.query(`CREATE INDEX ix_consultation_booking_open_hold_visitor ON consultation_booking (visitor_id) WHERE status = 'pending'`);
  }

  async down(q: QueryRunner): Promise<void> {
    await q.query(`DROP INDEX ix_consultation_booking_open_hold_visitor`);
    await q.query(`ALTER TABLE consultation_booking DROP COLUMN client_address`);
    await q.query(`ALTER TABLE consultation_booking DROP COLUMN checkout_url`);
  }
}
