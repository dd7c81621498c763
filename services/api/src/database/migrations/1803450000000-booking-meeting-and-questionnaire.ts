import type { MigrationInterface, QueryRunner } from 'typeorm';

/**
 * A booking carries its way in and what follows it: its video room (every existing booking gets a Jitsi Meet room of
 * its own, 122 random bits), the price as it was when booked, the founder's time zone (for the e-mails) and the
 * questionnaire's answers.
 */
export class BookingMeetingAndQuestionnaire1803450000000 implements MigrationInterface {
  name = 'BookingMeetingAndQuestionnaire1803450000000';

  async up(q: QueryRunner): Promise<void> {
    await q.query(`ALTER TABLE consultation_booking
      ADD COLUMN meeting_url text NOT NULL DEFAULT ('https://meet.jit.si/LaunchOps-' || replace(gen_random_uuid()::text, '-', '')),
      ADD COLUMN price_cents integer CHECK (price_cents >= 0),
      ADD COLUMN visitor_timezone text,
      ADD COLUMN questionnaire jsonb,
      ADD COLUMN questionnaire_updated_at timestamptz`);
    await q.query(`UPDATE consultation_booking b SET price_cents = c.session_price_cents FROM consultant c WHERE c.id = b.consultant_id`);
  }

  async down(q: QueryRunner): Promise<void> {
    await q.query(`ALTER TABLE consultation_booking
      DROP COLUMN meeting_url, DROP COLUMN price_cents, DROP COLUMN visitor_timezone, DROP COLUMN questionnaire, DROP COLUMN questionnaire_updated_at`);
  }
}
