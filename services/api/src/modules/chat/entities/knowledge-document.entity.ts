import { Column, Entity, PrimaryGeneratedColumn } from 'typeorm';

/** A searchable passage for the Operations Advisor. `search` is a generated tsvector column (not mapped). */
@Entity({ name: 'knowledge_document' })
export class KnowledgeDocumentEntity {
  @PrimaryGeneratedColumn()
  id: number;

  @Column({ type: 'text' })
  kind: 'task' | 'post' | 'software' | 'faq';

  @Column({ type: 'text' })
  ref: string;

  @Column({ type: 'text' })
  title: string;

  @Column({ type: 'text' })
  url: string;

  @Column({ type: 'text' })
  body: string;

  /** Words founders use for this passage when they do not know its name: searched, never quoted. */
  @Column({ name: 'everyday_words', type: 'text', default: '' })
  everydayWords: string;

  /** legal, tax, ... or general: decides whether a reply carries the "not advice" line. */
  @Column({ type: 'text' })
  topic: string;
}
