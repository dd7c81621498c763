import type { MigrationInterface, QueryRunner } from 'typeorm';

/** What a visitor works through: areas, tasks, and each visitor's progress. */
async function createChecklistTables(q: QueryRunner): Promise<void> {
  await q.query(`
      CREATE TABLE checklist_category (
        id serial PRIMARY KEY,
        slug text NOT NULL,
        name text NOT NULL,
        description text NOT NULL,
        icon text NOT NULL,
        sort_order integer NOT NULL,
        CONSTRAINT uq_checklist_category_slug UNIQUE (slug)
      )`);
  await q.query(`
      CREATE TABLE checklist_item (
        id serial PRIMARY KEY,
        slug text NOT NULL,
        category_id integer NOT NULL REFERENCES checklist_category(id) ON DELETE CASCADE,
        title text NOT NULL,
        sort_order integer NOT NULL,
        difficulty text NOT NULL CHECK (difficulty IN ('easy', 'medium', 'hard')),
        estimated_time text NOT NULL,
        description text NOT NULL,
        resources text NOT NULL,
        recommended_tools text NOT NULL,
        source text NOT NULL,
        last_verified date NOT NULL,
        CONSTRAINT uq_checklist_item_slug UNIQUE (slug)
      )`);
  await q.query(`CREATE INDEX ix_checklist_item_category ON checklist_item (category_id, sort_order)`);
  await q.query(`
      CREATE TABLE checklist_progress (
        visitor_id uuid NOT NULL,
        item_id integer NOT NULL REFERENCES checklist_item(id) ON DELETE CASCADE,
        completed boolean NOT NULL,
        updated_at timestamptz NOT NULL DEFAULT now(),
        CONSTRAINT pk_checklist_progress PRIMARY KEY (visitor_id, item_id)
      )`);
}

/** What the site publishes: software entries, authors and their articles. */
async function createCatalogueTables(q: QueryRunner): Promise<void> {
  await q.query(`
      CREATE TABLE software (
        id text PRIMARY KEY,
        name text NOT NULL,
        description text NOT NULL,
        long_description text NOT NULL,
        category text NOT NULL,
        image_url text NOT NULL,
        rating numeric(2,1) NOT NULL CHECK (rating >= 0 AND rating <= 5),
        review_count integer NOT NULL CHECK (review_count >= 0),
        link text NOT NULL,
        pricing text NOT NULL,
        pros jsonb NOT NULL,
        cons jsonb NOT NULL,
        best_for text NOT NULL,
        sort_order integer NOT NULL
      )`);
  await q.query(`
      CREATE TABLE author (
        id integer PRIMARY KEY,
        name text NOT NULL,
        avatar_url text NOT NULL,
        bio text NOT NULL
      )`);
  await q.query(`
      CREATE TABLE blog_post (
        id serial PRIMARY KEY,
        slug text NOT NULL,
        title text NOT NULL,
        excerpt text NOT NULL,
        content text NOT NULL,
        category text NOT NULL,
        tier text NOT NULL CHECK (tier IN ('basic', 'premium')),
        image_url text NOT NULL,
        published_at timestamptz NOT NULL,
        author_id integer NOT NULL REFERENCES author(id),
        CONSTRAINT uq_blog_post_slug UNIQUE (slug)
      )`);
  await q.query(`CREATE INDEX ix_blog_post_author ON blog_post (author_id)`);
}

/** The advisors and their bookings. */
async function createConsultingTables(q: QueryRunner): Promise<void> {
  await q.query(`
      CREATE TABLE consultant (
        id integer PRIMARY KEY,
        name text NOT NULL,
        specialty text NOT NULL,
        experience text NOT NULL,
        bio text NOT NULL,
        avatar_url text NOT NULL,
        timezone text NOT NULL,
        profile_url text NOT NULL,
        expertise jsonb NOT NULL
      )`);
  await q.query(`
      CREATE TABLE consultation_booking (
        id serial PRIMARY KEY,
        visitor_id uuid NOT NULL,
        consultant_id integer NOT NULL REFERENCES consultant(id),
        first_name text NOT NULL,
        last_name text NOT NULL,
        email text NOT NULL,
        date date NOT NULL,
        time text NOT NULL,
        starts_at timestamptz NOT NULL,
        topic text NOT NULL,
        notes text NOT NULL,
        status text NOT NULL CHECK (status IN ('confirmed', 'cancelled')),
        manage_token text NOT NULL,
        created_at timestamptz NOT NULL DEFAULT now(),
        updated_at timestamptz NOT NULL DEFAULT now(),
        CONSTRAINT uq_consultation_booking_manage_token UNIQUE (manage_token)
      )`);
  // One confirmed booking per consultant and slot, enforced by the database.
  await q.query(`
      CREATE UNIQUE INDEX uq_consultation_booking_slot ON consultation_booking (consultant_id, date, time)
      WHERE status = 'confirmed'`);
  await q.query(`CREATE INDEX ix_consultation_booking_visitor ON consultation_booking (visitor_id, starts_at)`);
}

/** Mail waiting to go, newsletter subscriptions and the assistant's conversations. */
async function createMessagingTables(q: QueryRunner): Promise<void> {
  await q.query(`
      CREATE TABLE outbox_email (
        id serial PRIMARY KEY,
        kind text NOT NULL,
        recipient text NOT NULL,
        subject text NOT NULL,
        body_text text NOT NULL,
        attachments jsonb NOT NULL DEFAULT '[]'::jsonb,
        related_id text,
        created_at timestamptz NOT NULL DEFAULT now(),
        sent_at timestamptz,
        last_error text
      )`);
  await q.query(`CREATE INDEX ix_outbox_email_unsent ON outbox_email (id) WHERE sent_at IS NULL`);
  await q.query(`
      CREATE TABLE newsletter_subscription (
        id serial PRIMARY KEY,
        email text NOT NULL,
        source text NOT NULL,
        status text NOT NULL CHECK (status IN ('pending', 'confirmed', 'unsubscribed')),
        confirm_token text NOT NULL,
        unsubscribe_token text NOT NULL,
        created_at timestamptz NOT NULL DEFAULT now(),
        confirmed_at timestamptz,
        unsubscribed_at timestamptz,
        CONSTRAINT uq_newsletter_subscription_confirm_token UNIQUE (confirm_token),
        CONSTRAINT uq_newsletter_subscription_unsubscribe_token UNIQUE (unsubscribe_token)
      )`);
  await q.query(`CREATE UNIQUE INDEX uq_newsletter_subscription_email ON newsletter_subscription (lower(email))`);
  await q.query(`
      CREATE TABLE chat_message (
        id serial PRIMARY KEY,
        visitor_id uuid NOT NULL,
        is_user boolean NOT NULL,
        content text NOT NULL,
        created_at timestamptz NOT NULL DEFAULT now()
      )`);
  await q.query(`CREATE INDEX ix_chat_message_visitor ON chat_message (visitor_id, id)`);
}

/** What visitors leave behind: affiliate clicks and contact messages. */
async function createVisitorRecordTables(q: QueryRunner): Promise<void> {
  await q.query(`
      CREATE TABLE affiliate_click (
        id serial PRIMARY KEY,
        visitor_id uuid NOT NULL,
        tool_id text NOT NULL,
        source text NOT NULL,
        created_at timestamptz NOT NULL DEFAULT now()
      )`);
  await q.query(`CREATE INDEX ix_affiliate_click_tool ON affiliate_click (tool_id, created_at)`);
  await q.query(`
      CREATE TABLE contact_message (
        id serial PRIMARY KEY,
        visitor_id uuid NOT NULL,
        name text NOT NULL,
        email text NOT NULL,
        topic text NOT NULL,
        message text NOT NULL,
        created_at timestamptz NOT NULL DEFAULT now()
      )`);
}

async function createKnowledgeTables(q: QueryRunner): Promise<void> {
  // What the Operations Advisor searches: one row per task, article, software entry and FAQ answer.
  await q.query(`
      CREATE TABLE knowledge_document (
        id serial PRIMARY KEY,
        kind text NOT NULL CHECK (kind IN ('task', 'post', 'software', 'faq')),
        ref text NOT NULL,
        title text NOT NULL,
        url text NOT NULL,
        body text NOT NULL,
        topic text NOT NULL DEFAULT 'general',
        search tsvector GENERATED ALWAYS AS (
          setweight(to_tsvector('english', coalesce(title, '')), 'A') ||
          setweight(to_tsvector('english', coalesce(body, '')), 'B')
        ) STORED,
        CONSTRAINT uq_knowledge_document_ref UNIQUE (kind, ref)
      )`);
  await q.query(`CREATE INDEX ix_knowledge_document_search ON knowledge_document USING gin (search)`);
}

export class InitialSchema1763800000000 implements MigrationInterface {
  name = 'InitialSchema1763800000000';

  async up(q: QueryRunner): Promise<void> {
    await createChecklistTables(q);
    await createCatalogueTables(q);
    await createConsultingTables(q);
    await createMessagingTables(q);
    await createVisitorRecordTables(q);
    await createKnowledgeTables(q);
  }

  async down(q: QueryRunner): Promise<void> {
    for (const table of [
      'knowledge_document',
      'contact_message',
      'affiliate_click',
      'chat_message',
      'newsletter_subscription',
      'outbox_email',
      'consultation_booking',
      'consultant',
      'blog_post',
      'author',
      'software',
      'checklist_progress',
      'checklist_item',
      'checklist_category',
    ]) {
      await q.query(`DROP TABLE IF EXISTS ${table} CASCADE`);
    }
  }
}
