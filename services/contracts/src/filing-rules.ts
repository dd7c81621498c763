import { z } from 'zod/mini';
import { isoDateSchema } from './common.js';
import { isOfficialSource } from './state-rules.js';

// services/content/filing-rules.yaml: the words and sources of the plan's federal filing rules, keyed by the rule's
// id. The date arithmetic of each rule stays in the API (keyed by the same id); a test checks both name the same rules.

const KEBAB = /^[a-z0-9]+(?:-[a-z0-9]+)*$/;
const text = z.string().check(z.refine((value) => value.trim() !== '', 'must not be empty'));

/** The {{placeholders}} a rule's `because` may hold: the plan fills each from the company's facts. */
export const FILING_RULE_PLACEHOLDERS = [
  'shares',
  'granted-on',
  'sale-on',
  'starts-on',
  'formed-on',
  'valued-on',
  'entity',
  'year-end-month',
  'states',
] as const;
export type FilingRulePlaceholder = (typeof FILING_RULE_PLACEHOLDERS)[number];
const PLACEHOLDER = /\{\{\s*([^}\s]*)\s*\}\}/g;
/** The placeholders of a text that the plan does not fill (an editor's typo). */
export const unknownFilingRulePlaceholders = (value: string): string[] =>
  [...value.matchAll(PLACEHOLDER)].map((m) => m[1]!).filter((name) => !(FILING_RULE_PLACEHOLDERS as readonly string[]).includes(name));
const because = text.check(
  z.superRefine((value, ctx) => {
    for (const name of unknownFilingRulePlaceholders(value))
      ctx.addIssue({ code: 'custom', input: value, message: `{{${name}}} is not a placeholder the plan fills (${FILING_RULE_PLACEHOLDERS.join(', ')})` });
  }),
);

export const filingRuleTextSchema = z.strictObject({
  title: text,
  /** The checklist task that explains the filing (a slug of services/content/tasks). */
  taskSlug: z.string().check(z.regex(KEBAB, 'must be lowercase words joined by single hyphens')),
  /** Why the rule is in the plan, starting "because ..."; {{name}} placeholders are filled from the company's facts. */
  because,
  /** Named parts the rule adds to `because` when they apply (the 5472 note for a foreign owner). */
  notes: z.optional(z.record(z.string().check(z.regex(KEBAB, 'a note name is lowercase words joined by hyphens')), text)),
  /** One-off filings only: what to do once the day has passed (a rule with it is not a recurring one). */
  ifMissed: z.optional(text),
  /**
   * What must hold for it to be owed, after "if": the plan lists it as conditional (not as a dated deadline) whenever
   * the rule's code says the company's answers leave it open (estimated tax: the year's tax; payroll returns: no first
   * day of work known yet).
   */
  condition: z.optional(text),
  source: text,
  sourceUrl: z
    .url({ protocol: /^https$/, error: 'must be an https:// address' })
    .check(z.refine(isOfficialSource, 'must be an agency’s own site (a .gov or state .us domain)')),
  lastVerified: isoDateSchema,
});
export type FilingRuleText = z.infer<typeof filingRuleTextSchema>;

export const filingRulesFileSchema = z.record(z.string().check(z.regex(KEBAB, 'a rule id is lowercase words joined by hyphens')), filingRuleTextSchema);
export type FilingRuleTexts = z.infer<typeof filingRulesFileSchema>;
