import { readFile } from 'node:fs/promises';
import path from 'node:path';
import { type AssistantAnswers, assistantAnswersSchema, type AssistantVocabulary, assistantVocabularySchema } from '@launchops/contracts';
import { parseDocument } from 'yaml';
import { z } from 'zod';
import { ContentError, defaultContentDir, loadContent } from './load.js';
import { fillPlaceholders, oneLine, type PlaceholderValues } from './placeholders.js';
import { loadPlans } from './plans.js';

/** The Operations Advisor's data: assistant/vocabulary.yaml and assistant/answers.yaml (a deadline rule's `days` filled in). */
export interface AssistantContent {
  vocabulary: AssistantVocabulary;
  answers: AssistantAnswers;
}

/** The fields of a rule that are said to the founder: their {{placeholders}} are filled in from the content. */
const TEMPLATE_FIELDS = ['answer', 'below', 'atOrAbove', 'general', 'beforeCliff', 'afterCliff', 'fullyVested', 'onWeekday', 'onWeekend'] as const;

async function readYaml<T>(dir: string, file: string, schema: z.core.$ZodType<T>, problems: string[]): Promise<T | undefined> {
  let source: string;
  try {
    source = await readFile(path.join(dir, file), 'utf8');
  } catch (error) {
    problems.push(`${file}: cannot be read (${(error as NodeJS.ErrnoException).code ?? String(error)})`);
    return undefined;
  }
  const document = parseDocument(source, { prettyErrors: true });
  if (document.errors.length > 0) {
    problems.push(...document.errors.map((e) => `${file}: not valid YAML: ${e.message.split('\n')[0]}`));
    return undefined;
  }
  const result = z.safeParse(schema, document.toJS() ?? {});
  if (!result.success) {
    problems.push(
      ...result.error.issues.map((issue) => {
        const field = issue.path.map((s, i) => (typeof s === 'number' ? `[${s}]` : `${i === 0 ? '' : '.'}${String(s)}`)).join('');
        return `${file}: ${field ? `"${field}": ` : ''}${issue.message}`;
      }),
    );
    return undefined;
  }
  return result.data;
}

/**
 * Reads and validates the assistant's vocabulary and answer rules (default: this package's folder). Throws a
 * ContentError naming the file and the field of every problem, e.g. `assistant/answers.yaml: "rules[2].when[0]":
 * must be a valid regular expression`.
 */
export async function loadAssistant(dir: string = defaultContentDir): Promise<AssistantContent> {
  const root = path.resolve(dir);
  const problems: string[] = [];
  const vocabulary = await readYaml(root, 'assistant/vocabulary.yaml', assistantVocabularySchema, problems);
  const answers = await readYaml(root, 'assistant/answers.yaml', assistantAnswersSchema, problems);
  if (answers) {
    const seen = new Set<string>();
    answers.rules.forEach((rule, index) => {
      if (seen.has(rule.id)) problems.push(`assistant/answers.yaml: "rules[${index}].id": "${rule.id}" is already used by another rule`);
      seen.add(rule.id);
    });
  }
  if (problems.length > 0 || !vocabulary || !answers) throw new ContentError(problems);
  // The facts other surfaces state ({{fact:weekend-holiday-rule}}, {{session-price}}...) are quoted, never retyped.
  const content = await loadContent(root);
  const values: PlaceholderValues = {
    facts: new Map(content.facts.map((fact) => [fact.id, fact])),
    sessionPriceCents: content.advisors[0]?.sessionPriceCents,
    counts: { tasks: content.counts.tasks, areas: content.counts.categories, articles: content.counts.articles, products: content.counts.products },
    // The site's plans ({{plan-price:pro}}...), as the pricing cards state them.
    plans: new Map((await loadPlans(root)).map((plan) => [plan.id, plan])),
    // The site's policies ({{policy:data-kept}}), word for word as the policy pages state them.
    policies: new Map(content.policies.map((policy) => [policy.id, policy])),
    // The cancellation policy ({{cancellation-policy}}), worded once in policies.yaml.
    cancellationPolicy: content.policies.find((policy) => policy.id === 'refunds')?.cancellation,
  };
  const report = (problem: string) => problems.push(problem);
  const filled = (text: string, where: string) => oneLine(fillPlaceholders(text, values, `assistant/answers.yaml: ${where}`, report));
  const decline = filled(answers.decline, '"decline"');
  const rules = answers.rules.map((rule, index) => {
    const copy: Record<string, unknown> = { ...rule };
    for (const field of TEMPLATE_FIELDS) if (typeof copy[field] === 'string') copy[field] = filled(copy[field], `"rules[${index}].${field}"`);
    if (rule.kind === 'deadline') {
      const fact = rule.daysFact === undefined ? undefined : values.facts.get(rule.daysFact);
      const days = fact ? Number(fact.value) : rule.days;
      if (rule.daysFact !== undefined && !fact) report(`assistant/answers.yaml: "rules[${index}].daysFact": "${rule.daysFact}" is not an id in facts.yaml`);
      else if (days === undefined || !Number.isInteger(days) || days <= 0)
        report(`assistant/answers.yaml: "rules[${index}]": needs "days" or a "daysFact" whose value is a whole number of days`);
      else copy.days = days;
    }
    return copy as typeof rule;
  });
  if (problems.length > 0) throw new ContentError(problems);
  return { vocabulary, answers: { decline, rules } };
}
