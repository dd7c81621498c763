import type { MigrationInterface, QueryRunner } from 'typeorm';

const SEARCH = (withWords: boolean) => `
  setweight(to_tsvector('english', coalesce(title, '')), 'A') ||
  setweight(to_tsvector('english', coalesce(body, '')), 'B')${
    withWords
      ? ` ||
  setweight(to_tsvector('english', coalesce(everyday_words, '')), 'B')`
      : ''
  }`;

/**
 * knowledge_document.everyday_words: the words founders use for a passage when they do not know its name. The
 * Operations Advisor searches them (at the body's weight) and never quotes them, so they are not in `body`.
 */
export class KnowledgeEverydayWords1801500000000 implements MigrationInterface {
  name = 'KnowledgeEverydayWords1801500000000';

  async up(q: QueryRunner): Promise<void> {
    await this.rebuild(q, true);
  }

  async down(q: QueryRunner): Promise<void> {
    await this.rebuild(q, false);
  }

  /** A generated column's expression cannot be altered: the column and its index are made again. */
  private async rebuild(q: QueryRunner, withWords: boolean): Promise<void> {
    if (withWords) await q.query(`ALTER TABLE knowledge_document ADD COLUMN everyday_words text NOT NULL DEFAULT ''`);
    await q.query(`ALTER TABLE knowledge_document DROP COLUMN search`);
    if (!withWords) await q.query(`ALTER TABLE knowledge_document DROP COLUMN everyday_words`);
    await q.query(`ALTER TABLE knowledge_document ADD COLUMN search tsvector GENERATED ALWAYS AS (${SEARCH(withWords)}) STORED`);
    await q.query(`CREATE INDEX ix_knowledge_document_search ON knowledge_document USING gin (search)`);
  }
}
