import { CHANGE_WINDOW_HOURS, type ContentFact, dollars, SESSION_MINUTES } from '@launchops/contracts';

// A content text quotes a shared value instead of typing it again: {{fact:83b-deadline}} is the fact's wording,
// {{value:83b-deadline}} its value, {{session-price}} the advisor's price, {{count:tasks}} a count of the files,
// {{plan-price:pro}} a plan's monthly price, {{plan-sessions:pro}} its sessions a billing period and
// {{plan-messages:free}} its daily questions to the advisor (plans.yaml), {{policy:data-kept}} a policy's statement
// (policies.yaml, where the assistant quotes the site's policies), {{cancellation-policy}} the refunds policy's
// cancellation wording.

/** What a placeholder may name. */
export interface PlaceholderValues {
  facts: ReadonlyMap<string, ContentFact>;
  /** advisor.yaml's first advisor; absent while the file is not read. */
  sessionPriceCents?: number;
  counts?: Readonly<Record<'tasks' | 'areas' | 'articles' | 'products', number>>;
  /** plans.yaml, by id: a plan's monthly price, consulting sessions a billing period and daily questions. */
  plans?: ReadonlyMap<string, { monthlyPriceUsd: number; sessionsPerMonth?: number; dailyMessages?: number }>;
  /** policies.yaml, by id, each statement already filled in: {{policy:data-kept}} is its statement. */
  policies?: ReadonlyMap<string, { statement: string }>;
  /** The refunds policy's cancellation wording, filled in: {{cancellation-policy}}. */
  cancellationPolicy?: string;
}

const PLACEHOLDER = /\{\{\s*([a-z-]+)(?::([a-z0-9-]+))?\s*\}\}/g;

/** The placeholders a text holds, as written: ['fact:83b-deadline', 'session-price']. */
export const placeholdersIn = (text: string): string[] => [...text.matchAll(PLACEHOLDER)].map((m) => (m[2] ? `${m[1]}:${m[2]}` : m[1]!));

/**
 * The text with each placeholder filled in. An unknown one is reported (with `where`, naming the file and field)
 * and left as written. A fact's wording may quote other facts; a loop is reported.
 */
export function fillPlaceholders(
  text: string,
  values: PlaceholderValues,
  where: string,
  report: (problem: string) => void,
  seen: readonly string[] = [],
): string {
  return text.replace(PLACEHOLDER, (whole, kind: string, name: string | undefined) => {
    const fail = (why: string) => {
      report(`${where}: ${whole} ${why}`);
      return whole;
    };
    if (kind === 'fact' || kind === 'value') {
      const fact = name ? values.facts.get(name) : undefined;
      if (!fact) return fail('names no fact in facts.yaml');
      if (kind === 'value') return fact.value === undefined ? fail('names a fact without a value') : String(fact.value);
      if (seen.includes(fact.id)) return fail(`quotes itself (${[...seen, fact.id].join(' -> ')})`);
      return fillPlaceholders(fact.wording, values, where, report, [...seen, fact.id]);
    }
    if (kind === 'count' && name && values.counts && name in values.counts) return String(values.counts[name as keyof typeof values.counts]);
    if (kind === 'session-price' && !name)
      return values.sessionPriceCents === undefined ? fail('needs an advisor in advisor.yaml') : dollars(values.sessionPriceCents);
    if (kind === 'plan-price' || kind === 'plan-sessions' || kind === 'plan-messages') {
      const plan = name ? values.plans?.get(name) : undefined;
      if (!plan) return fail('names no plan in plans.yaml');
      if (kind === 'plan-price') return `$${plan.monthlyPriceUsd}`;
      if (kind === 'plan-messages') return plan.dailyMessages === undefined ? fail('names a plan without dailyMessages') : String(plan.dailyMessages);
      return plan.sessionsPerMonth === undefined ? fail('names a plan without sessionsPerMonth') : String(plan.sessionsPerMonth);
    }
    if (kind === 'policy') {
      const policy = name ? values.policies?.get(name) : undefined;
      return policy ? policy.statement : fail('names no policy in policies.yaml');
    }
    if (kind === 'cancellation-policy' && !name)
      return values.cancellationPolicy === undefined ? fail('needs the refunds policy\'s "cancellation" in policies.yaml') : values.cancellationPolicy;
    if (kind === 'session-minutes' && !name) return String(SESSION_MINUTES);
    if (kind === 'change-window-hours' && !name) return String(CHANGE_WINDOW_HOURS);
    return fail(
      'is not a known placeholder (fact:<id>, value:<id>, session-price, session-minutes, change-window-hours, count:tasks|areas|articles|products, plan-price:<id>, plan-sessions:<id>, plan-messages:<id>, policy:<id>, cancellation-policy)',
    );
  });
}

/** Folded YAML and Markdown line breaks read as one space in a sentence. */
export const oneLine = (text: string): string => text.replace(/\s*\n\s*/g, ' ').trim();
