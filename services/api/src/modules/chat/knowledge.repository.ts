import { Injectable } from '@nestjs/common';
import { SqlRepository } from '../../database/sql-repository.js';
import type { PassageRow } from './knowledge-index.js';

// unnest(tsvector) gives each lexeme once with its positions: their number is its count in the text. Each text is
// parsed once (LATERAL) and both arrays are read from that.
const terms = (text: string, name: string) => `
  LATERAL (SELECT coalesce(array_agg(t.lexeme ORDER BY t.lexeme), '{}') AS ${name}_lexemes,
    coalesce(array_agg(coalesce(array_length(t.positions, 1), 1) ORDER BY t.lexeme), '{}') AS ${name}_counts
    FROM unnest(to_tsvector('english', ${text})) t) ${name}_terms`;

const PASSAGES = `SELECT d.id, d.title, d.url, d.topic, d.kind, d.body, title_terms.*, body_terms.*
  FROM knowledge_document d, ${terms('d.title', 'title')}, ${terms("d.body || ' ' || d.everyday_words", 'body')}
  ORDER BY d.id`;

const SPELLINGS = `SELECT word, ndoc FROM ts_stat('SELECT to_tsvector(''simple'', title || '' '' || body || '' '' || everyday_words) FROM knowledge_document')
  WHERE word ~ '^[a-z]{3,}$'`;

/** The guides' passages as the assistant searches them (knowledge_document, written by the seed), and PostgreSQL's stemming. */
@Injectable()
export class KnowledgeRepository extends SqlRepository {
  /** Every passage with the lexemes (and their counts) of its title and of its body and everyday words. */
  passages(): Promise<PassageRow[]> {
    return this.query<PassageRow>(PASSAGES);
  }

  /** Each task's page and text, for pointing a fact to the guide that explains it. */
  taskPages(): Promise<Array<{ ref: string; title: string; url: string; body: string }>> {
    return this.query<{ ref: string; title: string; url: string; body: string }>(
      `SELECT ref, title, url, body FROM knowledge_document WHERE kind = 'task' ORDER BY id`,
    );
  }

  /** Every word of the guides as written, with the number of passages using it (for correcting typos). */
  async spellings(): Promise<Map<string, number>> {
    const rows = await this.query<{ word: string; ndoc: number }>(SPELLINGS);
    return new Map(rows.map((row) => [row.word, Number(row.ndoc)]));
  }

  /** Each text's stemmed words (English configuration), in the order of the texts. */
  async stem(texts: readonly string[]): Promise<string[][]> {
    if (texts.length === 0) return [];
    const rows = await this.query<{ lexemes: string[] }>(
      `SELECT tsvector_to_array(to_tsvector('english', t.s)) AS lexemes FROM unnest($1::text[]) WITH ORDINALITY t(s, ord) ORDER BY t.ord`,
      [texts],
    );
    return texts.map((_, i) => rows[i]?.lexemes ?? []);
  }

  /**
   * The distinct stemmed words of a question's search terms and their other spelling, and (in the same query) those
   * of the question's own words, which a situation's terms may have replaced.
   */
  async questionLexemes(cleaned: string, alternate: string, own: string): Promise<{ lexemes: string[]; own: string[] }> {
    const row = await this.one<{ lexemes: string[]; own: string[] }>(
      `SELECT ARRAY(SELECT DISTINCT unnest(tsvector_to_array(to_tsvector('english', $1 || ' ' || $2)))) AS lexemes,
        tsvector_to_array(to_tsvector('english', $3)) AS own`,
      [cleaned, alternate, own],
    );
    return { lexemes: row?.lexemes ?? [], own: row?.own ?? [] };
  }
}
