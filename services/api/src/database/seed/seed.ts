import { type RecommendedTool, recommendedProductId } from '@launchops/contracts';
import type { Content } from '@launchops/content';
import type { EntityManager } from 'typeorm';
import { federalHolidays } from '../../common/calendar-days.js';
import { AuthorEntity } from '../../modules/blog/entities/author.entity.js';
import { BlogPostEntity } from '../../modules/blog/entities/blog-post.entity.js';
import { KnowledgeDocumentEntity } from '../../modules/chat/entities/knowledge-document.entity.js';
import { ChecklistCategoryEntity } from '../../modules/checklist/entities/checklist-category.entity.js';
import { ConsultantEntity } from '../../modules/consulting/entities/consultant.entity.js';
import { ProductEntity } from '../../modules/software/entities/product.entity.js';
import { seedNewsletterIssues } from '../../modules/newsletter/newsletter-issues.repository.js';
import { markdownToText } from './markdown-text.js';

const topicOfPostCategory = (category: string): string => category.toLowerCase();

/**
 * A task's recommended tools in the shape the checklist has always read (name, description, price, link), filled from
 * the catalogue: the product's name, price and link, and the task's note or else the product's description.
 */
export function recommendedTools(content: Pick<Content, 'products'>, task: Content['tasks'][number]): RecommendedTool[] {
  const products = new Map(content.products.map((p) => [p.id, p]));
  return task.recommendedProducts.map((entry) => {
    const product = products.get(recommendedProductId(entry));
    // The loader refuses this already; content put together another way gets the same message.
    if (!product) throw new Error(`${task.file}: front matter "recommendedProducts": "${recommendedProductId(entry)}" is not an id in products.yaml`);
    return {
      id: product.id,
      name: product.name,
      description: typeof entry === 'string' ? product.description : entry.note,
      price: product.pricing,
      link: product.link,
    };
  });
}

/**
 * Tasks present in the database must keep their ids: visitors' progress points at them (and a deleted task would
 * take that progress with it, ON DELETE CASCADE). So a file that gives a known task another id, or a task that has
 * no file any more, stops the start with a message naming the task, instead of losing anyone's progress.
 */
async function checkTaskIds(manager: EntityManager, content: Content): Promise<void> {
  const rows = await manager.query<Array<{ id: number; slug: string }>>('SELECT id, slug FROM checklist_item ORDER BY id');
  const fileById = new Map(content.tasks.map((task) => [task.id, task]));
  const fileBySlug = new Map(content.tasks.map((task) => [task.slug, task]));
  const problems: string[] = [];
  for (const row of rows) {
    const sameSlug = fileBySlug.get(row.slug);
    if (sameSlug && sameSlug.id !== row.id) {
      problems.push(
        `${sameSlug.file}: front matter "id" is ${sameSlug.id}, but this database holds task "${row.slug}" as id ${row.id}, which visitors' progress points at: give the file id ${row.id}`,
      );
    } else if (!fileById.has(row.id)) {
      const [{ visitors }] = await manager.query<[{ visitors: number }]>(
        'SELECT count(DISTINCT visitor_id)::int AS visitors FROM checklist_progress WHERE item_id = $1',
        [row.id],
      );
      problems.push(
        `task ${row.id} "${row.slug}" is in the database but no file under tasks/ has id ${row.id} (progress of ${visitors} visitor(s) points at it): put its file back; removing a task is refused so that nobody's progress is lost`,
      );
    }
  }
  if (problems.length > 0) throw new Error(`The content in ${content.dir} does not fit this database:\n${problems.map((p) => `  - ${p}`).join('\n')}`);
}

/** The checklist's areas and tasks (task ids kept, see checkTaskIds); areas no file holds any more go. */
async function seedChecklist(manager: EntityManager, content: Content): Promise<void> {
  await manager.upsert(
    ChecklistCategoryEntity,
    content.categories.map((c) => ({ slug: c.slug, name: c.name, description: c.description, icon: c.icon, order: c.order })),
    ['slug'],
  );
  const categories = await manager.find(ChecklistCategoryEntity);
  const categoryIdBySlug = new Map(categories.map((c) => [c.slug, c.id]));
  await checkTaskIds(manager, content);
  if (content.tasks.length > 0) {
    // Raw SQL: TypeORM's upsert leaves a generated id out of the INSERT, and here the id is the key.
    const rows = content.tasks.map((task) => ({
      id: task.id,
      slug: task.slug,
      // The loader checked that every task's area exists.
      category_id: categoryIdBySlug.get(task.category)!,
      title: task.title,
      sort_order: task.order,
      difficulty: task.difficulty,
      estimated_time: task.estimatedTime,
      description: task.description,
      resources: task.resources,
      recommended_tools: JSON.stringify(recommendedTools(content, task)),
      source: task.source,
      last_verified: task.lastVerified,
    }));
    await manager.query(
      `INSERT INTO checklist_item (id, slug, category_id, title, sort_order, difficulty, estimated_time, description, resources, recommended_tools, source, last_verified)
       SELECT id, slug, category_id, title, sort_order, difficulty, estimated_time, description, resources, recommended_tools, source, last_verified::date
       FROM jsonb_to_recordset($1::jsonb) AS t(id int, slug text, category_id int, title text, sort_order int, difficulty text, estimated_time text,
         description text, resources text, recommended_tools text, source text, last_verified text)
       ON CONFLICT (id) DO UPDATE SET slug = EXCLUDED.slug, category_id = EXCLUDED.category_id, title = EXCLUDED.title, sort_order = EXCLUDED.sort_order,
         difficulty = EXCLUDED.difficulty, estimated_time = EXCLUDED.estimated_time, description = EXCLUDED.description, resources = EXCLUDED.resources,
         recommended_tools = EXCLUDED.recommended_tools, source = EXCLUDED.source, last_verified = EXCLUDED.last_verified`,
      [JSON.stringify(rows)],
    );
    // Ids come from the files; the sequence is moved past them so that a row added by hand cannot collide.
    await manager.query("SELECT setval(pg_get_serial_sequence('checklist_item', 'id'), (SELECT max(id) FROM checklist_item))");
  }
  // No task is left in an area taken out of the files (checkTaskIds), so its row can go.
  await manager.query('DELETE FROM checklist_category WHERE NOT (slug = ANY($1))', [content.categories.map((c) => c.slug)]);
}

/** Products, authors and articles; products and articles no file holds any more leave the site. */
async function seedPublications(manager: EntityManager, content: Content): Promise<void> {
  // The whole validated entry is stored: a field added to the schema reaches the API with no column to add.
  await manager.upsert(
    ProductEntity,
    content.products.map((data, index) => ({ id: data.id, order: index + 1, data })),
    ['id'],
  );
  // A product taken out of the file leaves every view on the next start (no task can still name it: the loader checks).
  await manager.query('DELETE FROM product WHERE NOT (id = ANY($1))', [content.products.map((p) => p.id)]);
  // Authors are kept: an article of the database may still name one until it is removed below.
  await manager.upsert(
    AuthorEntity,
    content.authors.map((a) => ({ ...a })),
    ['id'],
  );
  await manager.upsert(
    BlogPostEntity,
    content.articles.map((a) => ({
      slug: a.slug,
      title: a.title,
      excerpt: a.excerpt,
      content: a.content,
      category: a.category,
      tier: a.tier,
      imageUrl: a.image,
      publishedAt: new Date(a.publishedAt),
      authorId: a.author,
    })),
    ['slug'],
  );
  // Nothing a visitor did points at an article: one taken out of the files leaves the blog.
  await manager.query('DELETE FROM blog_post WHERE NOT (slug = ANY($1))', [content.articles.map((a) => a.slug)]);
}

/** The advisors, and each one's federal holidays as days off for this year and next. */
async function seedAdvisors(manager: EntityManager, content: Content): Promise<void> {
  // The advisor is never deleted: bookings point at it.
  await manager.upsert(
    ConsultantEntity,
    content.advisors.map((c) => ({ ...c })),
    ['id'],
  );
  // Federal holidays are the advisor's days off; a year is seeded once, so a holiday the advisor chose to work
  // (deleted through the admin route) is not added back.
  const thisYear = new Date().getUTCFullYear();
  for (const consultant of content.advisors) {
    for (const year of [thisYear, thisYear + 1]) {
      const [seeded] = await manager.query<Array<{ n: number }>>(
        'SELECT count(*)::int AS n FROM advisor_day_off WHERE consultant_id = $1 AND day BETWEEN $2::date AND $3::date',
        [consultant.id, `${year}-01-01`, `${year}-12-30`],
      );
      if (seeded!.n > 0) continue;
      for (const holiday of federalHolidays(year)) {
        await manager.query('INSERT INTO advisor_day_off (consultant_id, day, reason) VALUES ($1, $2, $3) ON CONFLICT DO NOTHING', [
          consultant.id,
          holiday.day,
          holiday.name,
        ]);
      }
    }
  }
}

/** What the assistant searches: one document per task, article, reviewed product and FAQ answer. */
async function seedKnowledge(manager: EntityManager, content: Content): Promise<void> {
  const documents: Array<Omit<KnowledgeDocumentEntity, 'id'>> = [
    ...content.tasks.map((task) => ({
      kind: 'task' as const,
      ref: task.slug,
      title: task.title,
      url: `/checklist/${task.category}?task=${task.slug}`,
      body: `${task.description}\n${task.resources}`,
      everydayWords: task.everydayWords,
      topic: task.category,
    })),
    ...content.articles.map((post) => ({
      kind: 'post' as const,
      ref: post.slug,
      title: post.title,
      url: `/blog/${post.slug}`,
      // A premium article's text is the Basic plan's: the assistant knows only its excerpt, so it can point to the
      // article without handing its content to a free visitor.
      body: post.tier === 'premium' ? post.excerpt : `${post.excerpt}\n${markdownToText(post.content)}`,
      everydayWords: '',
      topic: topicOfPostCategory(post.category),
    })),
    // The assistant points to the products reviewed on /software.
    ...content.products
      .flatMap((s) => (s.views.includes('software') && s.review ? [s] : []))
      .map((s) => ({
        kind: 'software' as const,
        ref: s.id,
        title: s.name,
        url: `/software/${s.id}`,
        body: `${s.description} ${s.review!.longDescription} Best for: ${s.review!.bestFor}`,
        everydayWords: '',
        topic: 'general',
      })),
    ...content.consultingFaq.map((faq) => ({
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
  // The assistant forgets what the files no longer hold (a product, an article, a renamed task or FAQ entry).
  for (const kind of ['task', 'post', 'software', 'faq'] as const) {
    await manager.query('DELETE FROM knowledge_document WHERE kind = $1 AND NOT (ref = ANY($2))', [
      kind,
      documents.filter((d) => d.kind === kind).map((d) => d.ref),
    ]);
  }
}

/**
 * Copies the content folder (loaded and validated by @launchops/content) into the database, in the caller's
 * transaction. Idempotent: tasks are matched on their id, areas and articles on their slug, products, authors and
 * the advisor on their id, and updated in place, so running it on every start keeps visitors' progress intact.
 * Content taken out of the files leaves the site where nothing a visitor did points at it (products, articles,
 * empty areas, the assistant's documents); tasks cannot be removed (see checkTaskIds).
 */
export async function seedContent(manager: EntityManager, content: Content): Promise<void> {
  await seedChecklist(manager, content);
  await seedPublications(manager, content);
  await seedAdvisors(manager, content);
  // The newsletter's issues, by slug (when one was sent is kept).
  await seedNewsletterIssues(manager, content.newsletterIssues);
  await seedKnowledge(manager, content);
}
