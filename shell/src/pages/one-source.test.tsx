import { readdir, readFile } from 'node:fs/promises';
import path from 'node:path';
import { fileURLToPath } from 'node:url';
import { type Content, getFact, loadContent, loadPlans, sitePolicies } from '@launchops/content';
import { dollars, numberWord, type PolicyId, QUIZ_QUESTIONS, type SitePolicies } from '@launchops/contracts';
import { waitFor } from '@testing-library/react';
import type { ReactElement } from 'react';
import { beforeAll, describe, expect, it, vi } from 'vitest';
import { Footer } from '../chrome/footer';
import { AreaTiles } from './home/area-tiles';
import { CostSection } from './home/cost-section';
import { FeaturesSection } from './home/features-section';
import { Hero } from './home/hero';
import { AboutPage } from './company/about-page';
import { AffiliatePage } from './company/affiliate-page';
import { PartnersPage } from './company/partners-page';
import { PrivacyPage } from './legal/privacy-page';
import { SignupPage } from './account-access/signup-page';
import { TermsPage } from './legal/terms-page';
import { renderAt } from '../testing/test-utils';

/**
 * One source of truth (issue 32): loads the content folder, renders every page that states a policy, a price, a count
 * or the 83(b) deadline, and fails when two surfaces state different values for one fact. The pages read the facts
 * from GET /api/site-policies, answered here exactly as the API builds it from the same content.
 */

/** The repository (this file is in shell/src/pages; vitest may run from any folder). */
const ROOT = path.resolve(path.dirname(fileURLToPath(import.meta.url)), '../../..');

let content: Content;
let site: SitePolicies;

interface Surface {
  name: string;
  /** The rendered text, whitespace collapsed, with the page's meta description. */
  text: string;
  element: HTMLElement;
}

function answerApi() {
  const advisor = content.advisors[0]!;
  vi.stubGlobal(
    'fetch',
    vi.fn(async (input: RequestInfo | URL) => {
      const url = String(input);
      const body = url.includes('/api/site-policies') ? site : url.includes('/api/consultants') ? [{ ...advisor, sessionMinutes: 60 }] : undefined;
      return body === undefined
        ? new Response(JSON.stringify({ message: 'Not found' }), { status: 404, headers: { 'Content-Type': 'application/json' } })
        : new Response(JSON.stringify(body), { status: 200, headers: { 'Content-Type': 'application/json' } });
    }),
  );
}

const collapse = (text: string) => text.replace(/\s+/g, ' ').trim();

async function surface(name: string, page: ReactElement, url = name): Promise<Surface> {
  answerApi();
  const { container, unmount } = renderAt(url, page);
  // Until every answer has come in (the pages show the policies once GET /api/site-policies answered).
  await waitFor(() => expect(container.querySelector('[aria-busy="true"]')).toBeNull());
  await new Promise((resolve) => setTimeout(resolve, 0));
  const description = document.head.querySelector('meta[name="description"]')?.getAttribute('content') ?? '';
  const result = { name, text: collapse(`${container.textContent ?? ''} ${description}`), element: container.cloneNode(true) as HTMLElement };
  unmount();
  return result;
}

let surfaces: Surface[];
const on = (name: string) => surfaces.find((s) => s.name === name)!;

beforeAll(async () => {
  content = await loadContent();
  site = sitePolicies(content);
  surfaces = [
    await surface(
      '/',
      <>
        <Hero />
        <AreaTiles />
        <FeaturesSection />
        <CostSection />
      </>,
    ),
    await surface('footer', <Footer />, '/'),
    await surface('/about', <AboutPage />),
    await surface('/affiliate', <AffiliatePage />),
    await surface('/partners', <PartnersPage />),
    await surface('/terms', <TermsPage />),
    await surface('/privacy', <PrivacyPage />),
    await surface('/signup', <SignupPage />),
    await surface('/signup?plan=pro', <SignupPage />),
  ];
}, 60_000);

/** Where each policy is spoken of: these pages render its one statement, word for word. */
const POLICY_PAGES: Record<PolicyId, string[]> = {
  'affiliate-links': ['/affiliate', '/partners', '/about', '/terms'],
  accounts: ['/signup', '/terms', '/privacy', '/about'],
  plans: ['/signup', '/signup?plan=pro', '/terms', '/about', '/'],
  'data-kept': ['/privacy'],
  sessions: ['/terms', '/'],
  refunds: ['/terms'],
};

/** Claims that contradict a policy or a fact, wherever they appear. */
const CONTRADICTIONS: Array<{ fact: string; claim: RegExp }> = [
  { fact: 'affiliate-links', claim: /may earn (us )?(a )?commission/i },
  { fact: 'affiliate-links', claim: /some links[^.]* are affiliate links/i },
  { fact: 'affiliate-links', claim: /no affiliate tools found/i },
  { fact: 'accounts', claim: /no user accounts/i },
  { fact: 'plans', claim: /early-access|Pro sign-up page|\(Basic, Pro and Premium\)/i },
  // Paid plans are sold (plans.yaml); a page saying otherwise is out of date.
  { fact: 'plans', claim: /there are no paid plans|no plan to choose|none can be bought|not open yet/i },
  { fact: '83b-deadline', claim: /day 31|do not plan around weekend|strict, no extension/i },
];

/** A policy typed into code instead of rendered from policies.yaml. */
const COPIES: Array<{ fact: string; claim: RegExp }> = [{ fact: 'affiliate-links', claim: /\bearns? (us )?no commission|no link[^.'"`]{0,20} earns/i }];

const NUMBER = '(\\d+|one|two|three|four|five|six|seven|eight|nine|ten|eleven|twelve)';
const asNumber = (word: string) =>
  /^\d+$/.test(word)
    ? Number(word)
    : ['zero', 'one', 'two', 'three', 'four', 'five', 'six', 'seven', 'eight', 'nine', 'ten', 'eleven', 'twelve'].indexOf(word.toLowerCase());

describe('one source of truth: every surface states each fact as the content does', { timeout: 60_000 }, () => {
  it.each(Object.entries(POLICY_PAGES))('the %s policy is stated word for word wherever it is spoken of', (id, pages) => {
    const statement = site.policies.find((p) => p.id === id)!.statement;
    expect(statement.length).toBeGreaterThan(40);
    const missing = pages.filter((page) => !on(page).text.includes(statement));
    expect(missing, `pages that do not state policies.yaml "${id}": ${statement}`).toEqual([]);
  });

  it('no surface makes a claim that contradicts a policy or a fact', () => {
    const found = surfaces.flatMap((s) => CONTRADICTIONS.filter((c) => c.claim.test(s.text)).map((c) => `${s.name} (${c.fact}): ${s.text.match(c.claim)![0]}`));
    expect(found).toEqual([]);
  });

  it('no code keeps its own copy of the affiliate policy, or a claim that contradicts one (shell, recommended tools, /software, /tools)', async () => {
    const found: string[] = [];
    for (const folder of ['shell/src', 'mf-checklist/src', 'mf-catalog/src', 'mf-content/src', 'mf-consulting/src']) {
      for (const file of await sourceFiles(path.join(ROOT, folder))) {
        const text = collapse(await readFile(file, 'utf8'));
        for (const c of [...CONTRADICTIONS, ...COPIES])
          if (c.claim.test(text)) found.push(`${path.relative(ROOT, file)} (${c.fact}): ${text.match(c.claim)![0]}`);
      }
    }
    expect(found).toEqual([]);
  });

  it('every count a page states is the count of the content: tasks, areas, quiz questions', () => {
    const expected: Record<string, number> = { task: site.counts.tasks, area: site.counts.areas, question: QUIZ_QUESTIONS.length };
    const wrong: string[] = [];
    for (const s of surfaces) {
      for (const match of s.text.matchAll(new RegExp(`\\b${NUMBER}[- ](?:short |operational )?(task|area|question)s?\\b`, 'gi'))) {
        const want = expected[match[2]!.toLowerCase()]!;
        if (asNumber(match[1]!) !== want) wrong.push(`${s.name}: "${match[0]}" (the content has ${want})`);
      }
    }
    expect(wrong).toEqual([]);
    expect(on('/').text).toContain(`${numberWord(QUIZ_QUESTIONS.length)} short questions`);
  });

  it("every price in dollars on these pages is the session price of advisor.yaml or a plan's price of plans.yaml", async () => {
    const plans = await loadPlans();
    const prices = new Set([dollars(site.sessionPriceCents), ...plans.filter((p) => p.monthlyPriceUsd > 0).map((p) => `$${p.monthlyPriceUsd}`)]);
    const wrong = surfaces.flatMap((s) =>
      [...s.text.matchAll(/\$\d+(?:,\d{3})*(?:\.\d\d)?/g)].filter((m) => !prices.has(m[0])).map((m) => `${s.name}: ${m[0]}`),
    );
    expect(wrong).toEqual([]);
    expect(on('/terms').text).toContain(`at ${dollars(site.sessionPriceCents)}`);
  });

  it('the home strip and the footer name every area as categories.yaml names it', () => {
    const names = content.categories.map((c) => c.name);
    const strip = on('/').element.querySelector('[aria-labelledby="areas-title"]')!;
    expect([...strip.querySelectorAll('h3')].map((h) => h.textContent)).toEqual(names);
    const checklists = on('footer').element.querySelector('nav[aria-label="Checklists"]')!;
    expect([...checklists.querySelectorAll('a')].map((a) => a.textContent)).toEqual(names);
    expect([...checklists.querySelectorAll('a')].map((a) => a.getAttribute('href'))).toEqual(content.categories.map((c) => `/checklist/${c.slug}`));
  });

  it('the 83(b) deadline is worded as facts.yaml words it, wherever it is stated', () => {
    const fact = getFact(content, '83b-deadline').wording;
    const stating = surfaces.filter((s) => /83\(b\)[^.]*\b(30|31|thirty) days?\b|cannot be fixed/i.test(s.text));
    for (const s of stating) expect(s.text, s.name).toContain(fact);
    expect(on('/about').text).toContain(fact);
    expect(content.tasks.find((t) => t.slug === 'file-83b-election')!.description).toContain(fact);
    expect(content.articles.find((a) => a.slug === 'the-83b-election-step-by-step')!.content).toContain(fact);
  });
});

async function sourceFiles(dir: string): Promise<string[]> {
  const files: string[] = [];
  for (const entry of await readdir(dir, { withFileTypes: true })) {
    const full = path.join(dir, entry.name);
    if (entry.isDirectory()) files.push(...(await sourceFiles(full)));
    else if (/\.tsx?$/.test(entry.name) && !/\.test\.tsx?$/.test(entry.name) && !full.includes(`${path.sep}testing${path.sep}`)) files.push(full);
  }
  return files;
}
