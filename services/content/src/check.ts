import path from 'node:path';
import { ContentError, defaultContentDir, loadContent, summarize } from './load.js';
import { loadAssistant } from './assistant.js';
import { loadPlans } from './plans.js';
import { loadProductRedirects } from './product-redirects.js';
import { loadFilingRules } from './filing-rules.js';
import { loadStateRules, writeCompiledStateRules } from './state-rules.js';

// `npm run check -w services/content [-- folder]`: validates every content file and prints one line of counts.
const dir = path.resolve(process.argv[2] ?? defaultContentDir);
try {
  const content = await loadContent(dir);
  await loadPlans(dir);
  await loadAssistant(dir);
  const redirects = (await loadProductRedirects(dir)).length;
  const taskSlugs = new Set(content.tasks.map((t) => t.slug));
  const stateRules = loadStateRules(dir, taskSlugs);
  const filingRuleIds = Object.keys(loadFilingRules(dir, taskSlugs));
  const filingRules = filingRuleIds.length;
  const unknown = stateRules.flatMap((rule) =>
    (['replaces', 'amends'] as const)
      .filter((field) => rule[field] && !filingRuleIds.includes(rule[field]))
      .map((field) => `obligations/${rule.state.toLowerCase()}.yaml: record "${rule.id}" ${field} "${rule[field]}", which is not a rule of filing-rules.yaml`),
  );
  if (unknown.length > 0) throw new ContentError(unknown);
  // The build's check of the package's own content leaves the parsed records for the API to load fast.
  if (dir === path.resolve(defaultContentDir)) writeCompiledStateRules(dir);
  console.log(
    `Content is valid: ${summarize(content.counts)}, ${stateRules.length} state obligation records, ${filingRules} filing rules, ${redirects} product redirects (${path.relative(process.cwd(), dir) || '.'})`,
  );
} catch (error) {
  if (!(error instanceof ContentError)) throw error;
  console.error(`Content is not valid (${path.relative(process.cwd(), dir) || '.'}):\n${error.message}`);
  process.exitCode = 1;
}
