import { z } from 'zod/mini';
import { isoDateSchema } from './common.js';

export const CATEGORY_ICONS = [
  'Building2',
  'Search',
  'Rocket',
  'Users',
  'PieChart',
  'Banknote',
  'ShieldCheck',
  'BriefcaseBusiness',
  'CreditCard',
  'FileClock',
  'FileStack',
  'GanttChartSquare',
  'Globe',
  'Mail',
  'Presentation',
  'ScrollText',
  'HardDrive',
] as const;
export type CategoryIcon = (typeof CATEGORY_ICONS)[number];

export const DIFFICULTIES = ['easy', 'medium', 'hard'] as const;

/**
 * A checklist category. `icon` is one of CATEGORY_ICONS today, but clients must treat any other
 * string as "default icon" so the list can grow.
 */
/** A category as the site's content gives it: the same for every visitor. */
export const checklistCategoryContentSchema = z.object({
  id: z.int(),
  slug: z.string(),
  name: z.string(),
  description: z.string(),
  icon: z.string(),
  order: z.int(),
  /** Tasks in the category. */
  totalItems: z.int(),
});
export type ChecklistCategoryContent = z.infer<typeof checklistCategoryContentSchema>;

/** A category with this visitor's count. */
export const checklistCategorySchema = z.extend(checklistCategoryContentSchema, {
  /** Tasks this visitor has completed in the category. */
  completedItems: z.int(),
});
export type ChecklistCategory = z.infer<typeof checklistCategorySchema>;
export const checklistCategoryListSchema = z.array(checklistCategorySchema);

/** A product a task recommends, filled from the catalogue (services/content/products.yaml). */
export const recommendedToolSchema = z.object({
  /** The product's id in the catalogue (what a followed link is recorded as); absent before contracts 1.2.0. */
  id: z.optional(z.string()),
  name: z.string(),
  description: z.string(),
  price: z.string(),
  link: z.string(),
});
export type RecommendedTool = z.infer<typeof recommendedToolSchema>;

/** A checklist task as the site's content gives it: the same for every visitor. */
export const checklistTaskSchema = z.object({
  id: z.int(),
  slug: z.string(),
  categoryId: z.int(),
  title: z.string(),
  order: z.int(),
  /** easy, medium or hard; compare case-insensitively. */
  difficulty: z.string(),
  estimatedTime: z.string(),
  description: z.string(),
  /** Expert tips, one per line. */
  resources: z.string(),
  /** JSON text holding RecommendedTool[]; parse defensively. */
  recommendedTools: z.string(),
  source: z.string(),
  lastVerified: isoDateSchema,
});
export type ChecklistTask = z.infer<typeof checklistTaskSchema>;

/**
 * GET /api/checklist: the checklist's categories and tasks, the same for everybody, so a browser and a CDN may
 * keep it (ETag, Cache-Control). The visitor's own state comes from GET /api/checklist-progress.
 */
export const checklistContentSchema = z.object({
  categories: z.array(checklistCategoryContentSchema),
  tasks: z.array(checklistTaskSchema),
});
export type ChecklistContent = z.infer<typeof checklistContentSchema>;

/** GET /api/checklist-progress: the ids of the tasks this visitor has completed, in no particular order. */
export const checklistProgressSchema = z.object({
  completedItemIds: z.array(z.int()),
});
export type ChecklistProgress = z.infer<typeof checklistProgressSchema>;

/** A checklist task with this visitor's state (PATCH /api/checklist-items/:id answers one). */
export const checklistItemSchema = z.extend(checklistTaskSchema, {
  completed: z.boolean(),
});
export type ChecklistItem = z.infer<typeof checklistItemSchema>;
/** GET /api/checklist-items (and of a category): the tasks with this visitor's state; kept for checklist builds older than /api/checklist and /api/checklist-progress. */
export const checklistItemListSchema = z.array(checklistItemSchema);

/**
 * The tasks with `completed` set from a visitor's progress (ids of tasks that are not in `tasks` are ignored).
 * The categories get their `completedItems` from the same set.
 */
export function withProgress(content: ChecklistContent, progress: ChecklistProgress): { categories: ChecklistCategory[]; items: ChecklistItem[] } {
  const done = new Set(progress.completedItemIds);
  const completedByCategory = new Map<number, number>();
  const items = content.tasks.map((task) => {
    const completed = done.has(task.id);
    if (completed) completedByCategory.set(task.categoryId, (completedByCategory.get(task.categoryId) ?? 0) + 1);
    return { ...task, completed };
  });
  const categories = content.categories.map((category) => ({ ...category, completedItems: completedByCategory.get(category.id) ?? 0 }));
  return { categories, items };
}

export const updateChecklistItemInputSchema = z.strictObject({
  completed: z.boolean({ error: 'completed must be true or false' }),
});
export type UpdateChecklistItemInput = z.infer<typeof updateChecklistItemInputSchema>;

/** Parses an item's recommendedTools text; bad JSON or bad entries give an empty list. */
export function parseRecommendedTools(text: string | null | undefined): RecommendedTool[] {
  if (!text) return [];
  try {
    const parsed = z.array(recommendedToolSchema).safeParse(JSON.parse(text));
    return parsed.success ? parsed.data : [];
  } catch {
    return [];
  }
}
