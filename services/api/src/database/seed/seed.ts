import type { EntityManager } from 'typeorm';
import { federalHolidays } from '../../common/calendar-days.js';
import { AuthorEntity } from '../../modules/blog/entities/author.entity.js';
import { BlogPostEntity } from '../../modules/blog/entities/blog-post.entity.js';
import { KnowledgeDocumentEntity } from '../../modules/chat/entities/knowledge-document.entity.js';
import { ChecklistCategoryEntity } from '../../modules/checklist/entities/checklist-category.entity.js';
import { ChecklistItemEntity } from '../../modules/checklist/entities/checklist-item.entity.js';
import { ConsultantEntity } from '../../modules/consulting/entities/consultant.entity.js';
import { SoftwareEntity } from '../../modules/software/entities/software.entity.js';
import { consultingFaq } from './consulting-faq.js';
import { authors } from './data/authors.js';
import { blogPosts } from './data/blog-posts.js';
import { checklistCategories } from './data/checklist-categories.js';
import { checklistItems } from './data/checklist-items.js';
import { consultants } from './data/consultants.js';
import { software } from './data/software.js';
import { taskEverydayWords } from './data/task-everyday-words.js';

/** Markdown to plain text, good enough for search and snippets. */
export function markdownToText(markdown: string): string {
  return markdown
    .replace(/```[\s\S]*?```/g, ' ')
    .replace(/!\[[^\]]*\]\([^)]*\)/g, ' ')
    .replace(/\[([^\]]+)\]\([^)]*\)/g, '$1')
    .replace(/^\s{0,3}#{1,6}\s+/gm, '')
    .replace(/^\s*\|?[-:| ]+\|[-:| ]*$/gm, ' ')
    .replace(/[|*_`>#]/g, ' ')
    .replace(/\s+/g, ' ')
    .trim();
}

const topicOfPostCategory = (category: string): string => category.toLowerCase();

/**
 * Loads the site's content. Idempotent: rows are matched on their natural keys (slug or fixed id)
 * and updated in place, so running it on every start keeps ids, and visitors' progress, intact.
 */
export async function seedContent(manager: EntityManager): Promise<void> {
  await manager.upsert(
    ChecklistCategoryEntity,
    checklistCategories.map((c) => ({ slug: c.slug, name: c.name, description: c.description, icon: c.icon, order: c.order })),
    ['slug'],
  );
  const categories = await manager.find(ChecklistCategoryEntity);
  const categoryIdBySlug = new Map(categories.map((c) => [c.slug, c.id]));
  await manager.upsert(
    ChecklistItemEntity,
    checklistItems.map((item) => {
      const categoryId = categoryIdBySlug.get(item.categorySlug);
      if (!categoryId) throw new Error(`Seed task ${item.slug} names unknown category ${item.categorySlug}`);
      return {
        slug: item.slug,
        categoryId,
        title: item.title,
        order: item.order,
        difficulty: item.difficulty,
        estimatedTime: item.estimatedTime,
        description: item.description,
        resources: item.resources,
        recommendedTools: JSON.stringify(item.recommendedTools),
        source: item.source,
        lastVerified: item.lastVerified,
      };
    }),
    ['slug'],
  );
  await manager.upsert(
    SoftwareEntity,
    software.map((s, index) => ({ ...s, rating: s.rating.toFixed(1), order: index + 1 })),
    ['id'],
  );
  // A product taken off the list leaves the catalog (and the assistant's knowledge) on the next start.
  await manager.query('DELETE FROM software WHERE NOT (id = ANY($1))', [software.map((s) => s.id)]);
  await manager.query("DELETE FROM knowledge_document WHERE kind = 'software' AND NOT (ref = ANY($1))", [software.map((s) => s.id)]);
  await manager.upsert(AuthorEntity, authors.map((a) => ({ ...a })), ['id']);
  await manager.upsert(
    BlogPostEntity,
    blogPosts.map((p) => ({ ...p, publishedAt: new Date(p.publishedAt) })),
    ['slug'],
  );
  await manager.upsert(
    ConsultantEntity,
    consultants.map((c) => ({ ...c })),
    ['id'],
  );
  // Federal holidays are the advisor's days off; a year is seeded once, so a holiday the advisor chose to work
  // (deleted through the admin route) is not added back.
  const thisYear = new Date().getUTCFullYear();
  for (const consultant of consultants) {
    for (const year of [thisYear, thisYear + 1]) {
      const [seeded] = (await manager.query(
        'SELECT count(*)::int AS n FROM advisor_day_off WHERE consultant_id = $1 AND day BETWEEN $2::date AND $3::date',
        [consultant.id, `${year}-01-01`, `${year}-12-30`],
      )) as Array<{ n: number }>;
      if (seeded!.n > 0) continue;
      for (const holiday of federalHolidays(year)) {
        await manager.query('INSERT INTO advisor_day_off (consultant_id, day, reason) VALUES ($1, $2, $3) ON CONFLICT DO NOTHING', [consultant.id, holiday.day, holiday.name]);
      }
    }
  }

  const documents: Array<Omit<KnowledgeDocumentEntity, 'id'>> = [
    ...checklistItems.map((item) => ({
      kind: 'task' as const,
      ref: item.slug,
      title: item.title,
      url: `/checklist/${item.categorySlug}?task=${item.slug}`,
      body: `${item.description}\n${item.resources}`,
      everydayWords: taskEverydayWords[item.slug] ?? '',
      topic: item.categorySlug,
    })),
    ...blogPosts.map((post) => ({
      kind: 'post' as const,
      ref: post.slug,
      title: post.title,
      url: `/blog/${post.slug}`,
      body: `${post.excerpt} ${markdownToText(post.content)}`,
      everydayWords: '',
      topic: topicOfPostCategory(post.category),
    })),
    ...software.map((s) => ({
      kind: 'software' as const,
      ref: s.id,
      title: s.name,
      url: `/software/${s.id}`,
      body: `${s.description} ${s.longDescription} Best for: ${s.bestFor}`,
      everydayWords: '',
      topic: 'general',
    })),
    ...consultingFaq.map((faq) => ({
      kind: 'faq' as const,
      ref: faq.ref,
      title: faq.question,
      url: '/consulting',
      body: faq.answer,
      everydayWords: '',
      topic: 'general',
    })),
  ];
  await manager.upsert(KnowledgeDocumentEntity, documents, ['kind', 'ref']);
}
