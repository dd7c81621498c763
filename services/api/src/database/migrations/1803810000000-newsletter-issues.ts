import type { MigrationInterface, QueryRunner } from 'typeorm';

/**
 * The newsletter's issues (seeded from services/content/newsletter/) and what makes each go out once: an issue
 * remembers when it was queued in full, and the outbox holds at most one mail per issue and subscriber (its
 * related_id is "<issue slug>:<subscription id>"), so a second API process or a rerun after a crash queues
 * nothing twice. Changes to the issues notify the content channel, so every process's cached archive is dropped.
 */
export class NewsletterIssues1803810000000 implements MigrationInterface {
  name = 'NewsletterIssues1803810000000';

  async up(q: QueryRunner): Promise<void> {
    await q.query(`
      CREATE TABLE newsletter_issue (
        id serial PRIMARY KEY,
        slug text NOT NULL,
        title text NOT NULL,
        summary text NOT NULL,
        send_date date NOT NULL,
        content text NOT NULL,
        queued_at timestamptz,
        subscribers_queued integer,
        CONSTRAINT newsletter_issue_slug_unique UNIQUE (slug)
      )`);
    await q.query(`CREATE INDEX newsletter_issue_send_date ON newsletter_issue (send_date)`);
    await q.query(`CREATE UNIQUE INDEX outbox_email_newsletter_issue_once ON outbox_email (related_id) WHERE kind = 'newsletter-issue'`);
    // The send walks the confirmed subscribers in id order, a batch at a time.
    await q.query(`CREATE INDEX newsletter_subscription_confirmed_id ON newsletter_subscription (id) WHERE status = 'confirmed'`);
    await q.query(
      `CREATE TRIGGER newsletter_issue_changed AFTER INSERT OR UPDATE OR DELETE OR TRUNCATE ON newsletter_issue FOR EACH STATEMENT EXECUTE FUNCTION launchops_content_changed()`,
    );
  }

  async down(q: QueryRunner): Promise<void> {
    await q.query(`DROP INDEX newsletter_subscription_confirmed_id`);
    await q.query(`DROP INDEX outbox_email_newsletter_issue_once`);
    await q.query(`DROP TABLE newsletter_issue`);
  }
}
