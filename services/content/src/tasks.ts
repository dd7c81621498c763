import path from 'node:path';
import {
  type ContentCategory,
  type ContentProduct,
  contentTaskBodySchema,
  type ContentTaskFrontMatter,
  contentTaskFrontMatterSchema,
  recommendedProductId,
} from '@launchops/contracts';
import { z } from 'zod';
import { issues, markdownFiles, type Reader, readMarkdown, readText, unique } from './content-reader.js';

const TIPS_HEADING = /^## Tips[ \t]*$/m;

export interface ContentTask extends ContentTaskFrontMatter {
  /** The body before "## Tips". */
  description: string;
  /** The lines under "## Tips". */
  resources: string;
  /** Relative to the content folder, e.g. tasks/legal/file-83b-election.md */
  file: string;
}

/** tasks/<category>/<slug>.md: front matter, then the description and its "## Tips". By id. */
export async function readTasks(reader: Reader): Promise<ContentTask[]> {
  const tasks: ContentTask[] = [];
  for (const { file, folders } of await markdownFiles(reader, 'tasks', true)) {
    if (folders.length !== 1) {
      reader.problems.push(`${file}: a task lives in tasks/<category>/<slug>.md`);
      continue;
    }
    const source = await readText(reader, file);
    if (source === undefined) continue;
    const parsed = readMarkdown(reader, file, source, contentTaskFrontMatterSchema);
    if (!parsed) continue;
    const { data, body } = parsed;
    if (data.category !== folders[0])
      reader.problems.push(`${file}: front matter "category" is "${data.category}" but the file is in tasks/${folders[0]}/: move the file or fix the field`);
    if (path.basename(file, '.md') !== data.slug) reader.problems.push(`${file}: front matter "slug" is "${data.slug}": name the file ${data.slug}.md`);
    const parts = body.split(TIPS_HEADING);
    if (parts.length !== 2) {
      reader.problems.push(`${file}: body: needs exactly one "## Tips" heading, after the description (found ${parts.length - 1})`);
      continue;
    }
    const sections = z.safeParse(contentTaskBodySchema, { description: parts[0]!.trim(), resources: parts[1]!.trim() });
    if (!sections.success) {
      reader.problems.push(...issues(file, 'body', sections.error));
      continue;
    }
    tasks.push({ ...data, ...sections.data, file });
  }
  return tasks.sort((a, b) => a.id - b.id);
}

/** Each task's category is in categories.yaml (checked once every file is valid). */
export function checkTaskCategories(reader: Reader, tasks: readonly ContentTask[], categories: readonly ContentCategory[]): void {
  const categorySlugs = new Set(categories.map((c) => c.slug));
  for (const task of tasks) {
    if (!categorySlugs.has(task.category)) reader.problems.push(`${task.file}: front matter "category": "${task.category}" is not a slug in categories.yaml`);
  }
}

/** Each product a task recommends is in products.yaml, once (checked once every file is valid). */
export function checkTaskProducts(reader: Reader, tasks: readonly ContentTask[], products: readonly ContentProduct[]): void {
  const productIds = new Set(products.map((p) => p.id));
  for (const task of tasks) {
    task.recommendedProducts.forEach((entry, index) => {
      const id = recommendedProductId(entry);
      const field = typeof entry === 'string' ? `recommendedProducts[${index}]` : `recommendedProducts[${index}].id`;
      if (!productIds.has(id)) reader.problems.push(`${task.file}: front matter "${field}": "${id}" is not an id in products.yaml`);
    });
    unique(
      reader,
      task.recommendedProducts.map((entry, index) => ({ id: recommendedProductId(entry), index })),
      (x) => x.id,
      (x) => `${task.file}: front matter "recommendedProducts[${x.index}]"`,
      'product',
    );
  }
}
