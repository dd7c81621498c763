import { dayDate, type FilingRulePlaceholder, type FilingRuleTexts, longDate, unknownFilingRulePlaceholders } from '@launchops/contracts';
import { type CompanyFacts, entityWord, registrationStates } from './company-facts.js';
import type { DeadlineRule, FilingRuleDates } from './deadline-rule.js';

const MONTH_NAMES = ['January', 'February', 'March', 'April', 'May', 'June', 'July', 'August', 'September', 'October', 'November', 'December'];

/** What each placeholder of filing-rules.yaml says about a company (read only by the rules whose day applies). */
const PLACEHOLDER_VALUES: Record<FilingRulePlaceholder, (facts: CompanyFacts) => string> = {
  shares: (facts) => (facts.entity === 'llc' ? 'units' : 'stock'),
  'granted-on': (facts) => longDate(dayDate(facts.founderStockGrantedOn!), 'utc'),
  'sale-on': (facts) => longDate(dayDate(facts.firstSecuritiesSaleOn!), 'utc'),
  'starts-on': (facts) => longDate(dayDate(facts.nextEmployeeStartsOn!), 'utc'),
  'formed-on': (facts) => longDate(dayDate(facts.formedOn!), 'utc'),
  'valued-on': (facts) => longDate(dayDate(facts.valuation409aOn!), 'utc'),
  entity: entityWord,
  'year-end-month': (facts) => MONTH_NAMES[facts.fiscalYearEndMonth - 1]!,
  states: (facts) => registrationStates(facts).join(', '),
};

const fill = (text: string, facts: CompanyFacts) =>
  text.replace(/\{\{\s*([^}\s]*)\s*\}\}/g, (_whole, name: string) => PLACEHOLDER_VALUES[name as FilingRulePlaceholder](facts));

/**
 * The problems of joining the rules' dates (code) to their words (filing-rules.yaml): a rule without words, words
 * without a rule, a note one side names and the other does not, a placeholder the plan does not fill.
 */
export function filingRuleMismatches(rules: readonly FilingRuleDates[], texts: FilingRuleTexts): string[] {
  const problems: string[] = [];
  const ids = new Set(rules.map((rule) => rule.id));
  for (const rule of rules) {
    const text = texts[rule.id];
    if (!text) {
      problems.push(`filing-rules.yaml: the plan's rule "${rule.id}" has no entry`);
      continue;
    }
    const codeNotes = Object.keys(rule.notes ?? {}).sort();
    const yamlNotes = Object.keys(text.notes ?? {}).sort();
    if (codeNotes.join() !== yamlNotes.join())
      problems.push(`filing-rules.yaml: "${rule.id}.notes" names [${yamlNotes.join(', ')}], the plan's rule [${codeNotes.join(', ')}]`);
    if (rule.conditionalWhen && !text.condition) problems.push(`filing-rules.yaml: "${rule.id}" is conditional in the plan's rule but has no "condition"`);
    for (const [field, value] of [['because', text.because], ...Object.entries(text.notes ?? {}).map(([name, note]) => [`notes.${name}`, note])])
      for (const name of unknownFilingRulePlaceholders(value!))
        problems.push(`filing-rules.yaml: "${rule.id}.${field}": {{${name}}} is not filled by the plan`);
  }
  for (const id of Object.keys(texts)) if (!ids.has(id)) problems.push(`filing-rules.yaml: "${id}" names no rule of the plan`);
  return problems;
}

/** The plan's federal rules: each rule's dates with its words and source. Throws when the two halves disagree. */
export function withTexts(rules: readonly FilingRuleDates[], texts: FilingRuleTexts): DeadlineRule[] {
  const problems = filingRuleMismatches(rules, texts);
  if (problems.length) throw new Error(`The filing rules' words do not match their dates:\n${problems.join('\n')}`);
  return rules.map((rule) => {
    const text = texts[rule.id]!;
    const notes = Object.entries(rule.notes ?? {});
    return {
      id: rule.id,
      taskSlug: text.taskSlug,
      title: text.title,
      source: { name: text.source, url: text.sourceUrl },
      lastVerified: text.lastVerified,
      shift: rule.shift,
      because: (facts: CompanyFacts) =>
        fill(
          text.because +
            notes
              .filter(([, applies]) => applies(facts))
              .map(([name]) => text.notes![name]!)
              .join(''),
          facts,
        ),
      dueDays: rule.dueDays,
      ...(text.ifMissed ? { ifMissed: text.ifMissed } : {}),
      ...(text.condition ? { condition: (facts: CompanyFacts) => ((rule.conditionalWhen?.(facts) ?? true) ? text.condition : undefined) } : {}),
    };
  });
}
