import { z } from 'zod/mini';
import { isoDateSchema } from './common.js';

export const CATEGORY_ICONS = [
  'Building2', 'Search', 'Rocket', 'Users', 'PieChart', 'Banknote', 'ShieldCheck', 'BriefcaseBusiness',
  'CreditCard', 'FileClock', 'FileStack', 'GanttChartSquare', 'Globe', 'Mail', 'Presentation', 'ScrollText',
  'HardDrive',
] as const;
export type CategoryIcon = (typeof CATEGORY_ICONS)[number];

export const DIFFICULTIES = ['easy', 'medium', 'hard'] as const;

/**
 * A checklist category. `icon` is one of CATEGORY_ICONS today, but clients must treat any other
 * string as "default icon" so the list can grow.
 */
export const checklistCategorySchema = z.object({
  id: z.int(),
  slug: z.string(),
  name: z.string(),
  description: z.string(),
  icon: z.string(),
  order: z.int(),
  /** Tasks in the category. */
  totalItems: z.int(),
  /** Tasks this visitor has completed in the category. */
  completedItems: z.int(),
});
export type ChecklistCategory = z.infer<typeof checklistCategorySchema>;
export const checklistCategoryListSchema = z.array(checklistCategorySchema);

export const recommendedToolSchema = z.object({
  name: z.string(),
  description: z.string(),
  price: z.string(),
  link: z.string(),
});
export type RecommendedTool = z.infer<typeof recommendedToolSchema>;

/** A checklist task with this visitor's state. */
export const checklistItemSchema = z.object({
  id: z.int(),
  slug: z.string(),
  categoryId: z.int(),
  title: z.string(),
  order: z.int(),
  completed: z.boolean(),
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
export type ChecklistItem = z.infer<typeof checklistItemSchema>;
export const checklistItemListSchema = z.array(checklistItemSchema);

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
