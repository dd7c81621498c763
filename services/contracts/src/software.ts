import { z } from './zod.js';

export const softwareSummarySchema = z.object({
  id: z.string(),
  name: z.string(),
  description: z.string(),
  category: z.string(),
  /** Icon keyword: document, file, chart, analytics, users, team, presentation, pitch, calculator, finance... */
  imageUrl: z.string(),
  rating: z.number().min(0).max(5),
  reviewCount: z.number().int(),
  link: z.string(),
});
export type SoftwareSummary = z.infer<typeof softwareSummarySchema>;
export const softwareListSchema = z.array(softwareSummarySchema);

export const softwareDetailSchema = softwareSummarySchema.extend({
  longDescription: z.string(),
  pricing: z.string(),
  pros: z.array(z.string()),
  cons: z.array(z.string()),
  bestFor: z.string(),
});
export type SoftwareDetail = z.infer<typeof softwareDetailSchema>;
