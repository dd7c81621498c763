import { readFile } from 'node:fs/promises';
import path from 'node:path';
import { type ContentProductRedirect, contentProductRedirectsFileSchema, contentProductsFileSchema } from '@launchops/contracts';
import { parseDocument } from 'yaml';
import { z } from 'zod';
import { ContentError, defaultContentDir } from './load.js';

const FILE = 'product-redirects.yaml';

async function readList<T>(dir: string, file: string, schema: z.core.$ZodType<T[]>): Promise<T[]> {
  let source: string;
  try {
    source = await readFile(path.join(dir, file), 'utf8');
  } catch (error) {
    throw new ContentError([`${file}: cannot be read (${(error as NodeJS.ErrnoException).code ?? String(error)})`]);
  }
  const document = parseDocument(source, { prettyErrors: true });
  if (document.errors.length > 0) throw new ContentError(document.errors.map((e) => `${file}: not valid YAML: ${e.message.split('\n')[0]}`));
  const result = z.safeParse(schema, document.toJS() ?? []);
  if (!result.success) {
    throw new ContentError(
      result.error.issues.map((issue) => {
        const field = issue.path.map((s, i) => (typeof s === 'number' ? `[${s}]` : `${i === 0 ? '' : '.'}${String(s)}`)).join('');
        return `${file}: ${field ? `"${field}": ` : ''}${issue.message}`;
      }),
    );
  }
  return result.data;
}

/**
 * Reads and validates product-redirects.yaml (default: this package's) against products.yaml: an old address must
 * name no product (a real page wins), and where it leads must be a product with a page on /software. Throws a
 * ContentError naming the file and the entry of every problem.
 */
export async function loadProductRedirects(dir: string = defaultContentDir): Promise<ContentProductRedirect[]> {
  const folder = path.resolve(dir);
  const [redirects, products] = [
    await readList(folder, FILE, contentProductRedirectsFileSchema),
    await readList(folder, 'products.yaml', contentProductsFileSchema),
  ];
  const byId = new Map(products.map((product) => [product.id, product]));
  const problems: string[] = [];
  const seen = new Set<string>();
  redirects.forEach((redirect, index) => {
    const at = `${FILE}: "[${index}]`;
    if (seen.has(redirect.from)) problems.push(`${at}.from": ${redirect.from} is listed twice`);
    seen.add(redirect.from);
    if (byId.has(redirect.from)) problems.push(`${at}.from": ${redirect.from} is a product in products.yaml: its own page wins, remove the redirect`);
    if (redirect.to === undefined) return;
    const target = byId.get(redirect.to);
    if (!target) problems.push(`${at}.to": ${redirect.to} names no product in products.yaml`);
    else if (!target.views.includes('software') || !target.review)
      problems.push(`${at}.to": ${redirect.to} has no page on /software (no software view or no review)`);
  });
  if (problems.length > 0) throw new ContentError(problems);
  return redirects;
}

/** The site path an old address leads to: the product's page, or the /software list. */
export const productRedirectLocation = (redirect: Pick<ContentProductRedirect, 'to'>): string => (redirect.to ? `/software/${redirect.to}` : '/software');
