import { z } from 'zod/mini';
import { isoDateSchema, isoDateTimeSchema } from './common.js';

/**
 * The Premium plan's custom roadmap (entitlement custom-roadmap): the advisor's notes on a founder's plan tasks and
 * the order she advises doing them in. The advisor writes it from her console; the founder reads it on her plan.
 */

const TASK_SLUG = /^[a-z0-9]+(?:-[a-z0-9]+)*$/;
export const ROADMAP_MAX_NOTES = 100;

/** One task of the roadmap: its checklist slug, the advisor's note, and its place in her order (1 first). */
export const roadmapNoteSchema = z.object({
  taskSlug: z.string().check(z.regex(TASK_SLUG, 'must be a checklist task slug, e.g. file-83b-election'), z.maxLength(120)),
  note: z.string().check(z.trim(), z.maxLength(2000, 'must be at most 2000 characters')),
  /** 1 for the task to do first; null keeps the plan's own place. */
  position: z.nullable(z.int().check(z.minimum(1, 'must be 1 or more'), z.maximum(999, 'must be at most 999'))),
});
export type RoadmapNote = z.infer<typeof roadmapNoteSchema>;

/** PUT /api/advisor/roadmaps/:accountId: the whole roadmap, replacing the one before. */
export const roadmapInputSchema = z.strictObject({
  notes: z.array(roadmapNoteSchema).check(z.maxLength(ROADMAP_MAX_NOTES, `must hold at most ${ROADMAP_MAX_NOTES} tasks`)),
});
export type RoadmapInput = z.infer<typeof roadmapInputSchema>;

/** A founder's roadmap: notes in the advisor's order (positioned tasks first), and when she last changed it. */
export const roadmapSchema = z.object({
  notes: z.array(roadmapNoteSchema),
  updatedAt: z.nullable(isoDateTimeSchema),
  /**
   * The founder's own roadmap: when the advisor delivers it, within `businessDays` (plans.yaml) of the first Premium
   * payment, by `dueBy` (a day in the advisor's calendar) when that payment is on record.
   */
  delivery: z.optional(z.object({ businessDays: z.int(), dueBy: z.nullable(isoDateSchema) })),
});
export type Roadmap = z.infer<typeof roadmapSchema>;

/** GET /api/advisor/roadmaps: the accounts whose plan has the custom roadmap, for the advisor to choose from. */
export const roadmapFounderSchema = z.object({
  accountId: z.int(),
  email: z.string(),
  noteCount: z.int(),
  updatedAt: z.nullable(isoDateTimeSchema),
});
export type RoadmapFounder = z.infer<typeof roadmapFounderSchema>;
export const roadmapFounderListSchema = z.array(roadmapFounderSchema);
