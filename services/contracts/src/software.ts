import { z } from 'zod/mini';

export const softwareSummarySchema = z.object({
  id: z.string(),
  name: z.string(),
  description: z.string(),
  category: z.string(),
  /** Icon keyword: document, file, chart, analytics, users, team, presentation, pitch, calculator, finance... */
  imageUrl: z.string(),
  /** No longer shown and always 0: we have no source for a rating. Kept so that older remotes still parse the list. */
  rating: z.number().check(z.minimum(0), z.maximum(5)),
  /** Always 0, as `rating`. */
  reviewCount: z.int(),
  link: z.string(),
});
export type SoftwareSummary = z.infer<typeof softwareSummarySchema>;
export const softwareListSchema = z.array(softwareSummarySchema);

export const softwareDetailSchema = z.extend(softwareSummarySchema, {
  longDescription: z.string(),
  pricing: z.string(),
  pros: z.array(z.string()),
  cons: z.array(z.string()),
  bestFor: z.string(),
});
export type SoftwareDetail = z.infer<typeof softwareDetailSchema>;
