import { readFile } from 'node:fs/promises';
import path from 'node:path';
import { contentPlansFileSchema, type PricingPlan } from '@launchops/contracts';
import { parseDocument } from 'yaml';
import { z } from 'zod';
import { ContentError, defaultContentDir } from './load.js';

const FILE = 'plans.yaml';

/**
 * Reads and validates plans.yaml (default: this package's): the plans, their prices and the entitlements each card
 * line stands for. Throws a ContentError naming the file and the field of every problem.
 */
export async function loadPlans(dir: string = defaultContentDir): Promise<PricingPlan[]> {
  let source: string;
  try {
    source = await readFile(path.join(path.resolve(dir), FILE), 'utf8');
  } catch (error) {
    throw new ContentError([`${FILE}: cannot be read (${(error as NodeJS.ErrnoException).code ?? String(error)})`]);
  }
  const document = parseDocument(source, { prettyErrors: true });
  if (document.errors.length > 0) throw new ContentError(document.errors.map((e) => `${FILE}: not valid YAML: ${e.message.split('\n')[0]}`));
  const result = z.safeParse(contentPlansFileSchema, document.toJS() ?? []);
  if (!result.success) {
    throw new ContentError(
      result.error.issues.map((issue) => {
        const field = issue.path.map((s, i) => (typeof s === 'number' ? `[${s}]` : `${i === 0 ? '' : '.'}${String(s)}`)).join('');
        return `${FILE}: ${field ? `"${field}": ` : ''}${issue.message}`;
      }),
    );
  }
  return result.data;
}
