import path from 'node:path';
import { ContentError, defaultContentDir } from './load.js';
import { loadStateRules, OBLIGATIONS_DIR, staleRecords } from './state-rules.js';

// `npm run stale -w services/content [-- --months 12] [--today YYYY-MM-DD]`: the obligation records whose last
// verification is older than 12 months, oldest first, each with its source to check again. Exits 1 when any is listed.
const args = process.argv.slice(2);
const option = (name: string) => {
  const at = args.indexOf(name);
  return at >= 0 ? args[at + 1] : undefined;
};
const months = Number(option('--months') ?? 12);
const today = option('--today') ?? new Date().toISOString().slice(0, 10);
if (!Number.isInteger(months) || months < 1 || !/^\d{4}-\d{2}-\d{2}$/.test(today)) {
  console.error('Usage: stale [--months N (a whole number, 1 or more)] [--today YYYY-MM-DD]');
  process.exit(2);
}
try {
  const stale = staleRecords(loadStateRules(defaultContentDir), today, months);
  for (const rule of stale) {
    console.log(`${rule.lastVerified}  ${OBLIGATIONS_DIR}/${rule.state.toLowerCase()}.yaml  ${rule.id}  ${rule.sourceUrl}`);
  }
  console.log(
    stale.length
      ? `${stale.length} record(s) last verified more than ${months} months before ${today} (${path.relative(process.cwd(), defaultContentDir) || '.'}): check each at its source, then update lastVerified.`
      : `No record was last verified more than ${months} months before ${today}.`,
  );
  if (stale.length) process.exitCode = 1;
} catch (error) {
  if (!(error instanceof ContentError)) throw error;
  console.error(error.message);
  process.exitCode = 1;
}
