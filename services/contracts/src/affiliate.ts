import { z } from 'zod/mini';

export const AFFILIATE_SOURCES = ['checklist', 'tools_page', 'software', 'home'] as const;

export const affiliateClickInputSchema = z.strictObject({
  toolId: z
    .string({ error: 'toolId is required' })
    .check(
      z.trim(),
      z.minLength(1, 'toolId is required'),
      z.maxLength(80, 'toolId can be at most 80 characters'),
      z.regex(/^[a-z0-9][a-z0-9_.-]*$/i, 'toolId may only hold letters, digits, ".", "_" and "-"'),
    ),
  source: z.enum(AFFILIATE_SOURCES, { error: `source must be one of ${AFFILIATE_SOURCES.join(', ')}` }),
});
export type AffiliateClickInput = z.infer<typeof affiliateClickInputSchema>;

export const affiliateClickRecordedSchema = z.object({ recorded: z.literal(true) });
export type AffiliateClickRecorded = z.infer<typeof affiliateClickRecordedSchema>;
