import type { MigrationInterface, QueryRunner } from 'typeorm';

/**
 * Sign-in codes are kept only as hashes: the outbox needs a code in plain text until its e-mail is sent, so the
 * moment a sign-in mail is marked sent, the code is removed from the stored subject and text (a trigger, so every
 * sender and every API process does it). Mails already sent are cleaned now.
 */
export class SentSignInCodesScrubbed1803400000000 implements MigrationInterface {
  name = 'SentSignInCodesScrubbed1803400000000';

  async up(q: QueryRunner): Promise<void> {
    await q.query(`
      CREATE FUNCTION launchops_scrub_sign_in_code() RETURNS trigger LANGUAGE plpgsql AS $$
      BEGIN
        NEW.subject := regexp_replace(NEW.subject, '\\m[0-9]{6}\\M', '[code removed once sent]', 'g');
        NEW.body_text := regexp_replace(NEW.body_text, '\\m[0-9]{6}\\M', '[code removed once sent]', 'g');
        RETURN NEW;
      END $$`);
    await q.query(`
      CREATE TRIGGER outbox_email_sign_in_code_sent BEFORE UPDATE OF sent_at ON outbox_email FOR EACH ROW
        WHEN (OLD.sent_at IS NULL AND NEW.sent_at IS NOT NULL AND NEW.kind = 'sign-in-code')
        EXECUTE FUNCTION launchops_scrub_sign_in_code()`);
    await q.query(`
      UPDATE outbox_email SET
        subject = regexp_replace(subject, '\\m[0-9]{6}\\M', '[code removed once sent]', 'g'),
        body_text = regexp_replace(body_text, '\\m[0-9]{6}\\M', '[code removed once sent]', 'g')
      WHERE kind = 'sign-in-code' AND sent_at IS NOT NULL`);
  }

  async down(q: QueryRunner): Promise<void> {
    await q.query(`DROP TRIGGER outbox_email_sign_in_code_sent ON outbox_email`);
    await q.query(`DROP FUNCTION launchops_scrub_sign_in_code()`);
  }
}
