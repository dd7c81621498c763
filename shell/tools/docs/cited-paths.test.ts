import { execFileSync } from 'node:child_process';
import { existsSync, readFileSync } from 'node:fs';
import path from 'node:path';
import { expect, it } from 'vitest';
import { ROOT } from '../workspace.js';

/**
 * Every path a README, a doc or a code comment names must exist: a moved file leaves no stale pointer behind.
 * A path is named as a Markdown link, or in backticks in a doc, or in a comment starting at a top-level folder.
 */

const TOP = ['shell', 'services', 'mf-checklist', 'mf-catalog', 'mf-content', 'mf-consulting'];
const OUTPUTS = new Set(['dist', '.data', '.bench', '.cache', 'node_modules', 'static']);
const FILE_LIKE = /^[\w@.-]+(\/[\w@.[\]*-]+)*\/?$/;
const tracked = () =>
  execFileSync('git', ['ls-files', '--cached', '--others', '--exclude-standard'], { cwd: ROOT, encoding: 'utf8' }).split('\n').filter(Boolean);

/** A named path: whether it exists, from the root when it starts at a top-level folder, else from the naming file's folder. */
function exists(named: string, from: string): boolean {
  const clean = named.replace(/[#?].*$/, '').replace(/:\d+(-\d+)?$/, '');
  // Patterns, placeholders and build or run outputs are not files of the repository.
  if (clean.includes('*') || clean.includes('<') || clean.split('/').some((part) => OUTPUTS.has(part))) return true;
  const rooted = TOP.some((top) => clean === top || clean.startsWith(`${top}/`));
  const candidates = rooted ? [path.join(ROOT, clean)] : [path.resolve(path.dirname(path.join(ROOT, from)), clean)];
  // A slice's README names its own files from the slice's root (`src/roster.ts` in shell/kit/README.md).
  if (!rooted)
    candidates.push(
      path.join(
        ROOT,
        from
          .split('/')
          .slice(0, from.startsWith('shell/') || from.startsWith('services/') ? 2 : 1)
          .join('/'),
        clean,
      ),
    );
  return candidates.some((candidate) => existsSync(candidate));
}

/** Paths a Markdown file names: link targets, and backticked tokens that look like a file of this repository. */
function docPaths(text: string): string[] {
  const found: string[] = [];
  for (const match of text.matchAll(/\]\(([^)\s]+)\)/g)) if (!/^(https?:|mailto:|#)/.test(match[1]!)) found.push(match[1]!);
  for (const match of text.matchAll(/`([^`\s]+)`/g)) {
    const token = match[1]!;
    if (!token.includes('/') || !FILE_LIKE.test(token) || token.startsWith('@') || /^\/|^\.\.?$/.test(token)) continue;
    if (/\.(ts|tsx|js|mjs|json|yaml|yml|md|sh|css|html)$/.test(token) || token.endsWith('/')) found.push(token);
  }
  return found;
}

/** Paths a code comment names from a top-level folder (`services/content/plans.yaml`). */
function commentPaths(text: string): string[] {
  const found: string[] = [];
  const comments = text.match(/\/\/.*$|\/\*[\s\S]*?\*\//gm) ?? [];
  const pattern = new RegExp(`(?:^|[\\s\`'"(])((?:${TOP.join('|')})/[\\w./@-]+\\.(?:tsx|ts|json|js|mjs|yaml|yml|md|sh))(?![\\w])`, 'g');
  for (const comment of comments) for (const match of comment.matchAll(pattern)) found.push(match[1]!);
  return found;
}

it('every path named in a README, a doc or a comment exists', () => {
  const missing: string[] = [];
  for (const file of tracked()) {
    if (!existsSync(path.join(ROOT, file)) || file.includes('node_modules/') || file.startsWith('shell/tools/roster/mf-probe/')) continue;
    const isDoc = file.endsWith('.md') && !file.startsWith('services/content/');
    const isCode = /\.(ts|tsx|js|mjs)$/.test(file) && !file.endsWith('cited-paths.test.ts');
    if (!isDoc && !isCode) continue;
    const text = readFileSync(path.join(ROOT, file), 'utf8');
    for (const named of isDoc ? docPaths(text) : commentPaths(text)) if (!exists(named, file)) missing.push(`${file}: ${named}`);
  }
  expect(missing).toEqual([]);
});

it('finds a stale path (the check can fail)', () => {
  expect(docPaths('see [the kit](shell/kit/README.md) and `shell/tools/no-such-file.ts`')).toEqual(['shell/kit/README.md', 'shell/tools/no-such-file.ts']);
  expect(exists('shell/tools/no-such-file.ts', 'README.md')).toBe(false);
  expect(exists('src/roster.ts', 'shell/kit/README.md')).toBe(true);
  expect(commentPaths("// the plans live in services/content/plans.yaml\nconst a = 'services/x.ts';")).toEqual(['services/content/plans.yaml']);
});
