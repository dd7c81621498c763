import { AxeBuilder } from '@axe-core/playwright';
import { beforeAll, describe, it } from 'vitest';
import { visible } from '@launchops/kit/e2e';
import { useSharedTestSite } from '@launchops/tools/test-site';

// The pages only: the run's shared site.
const { site, browser } = useSharedTestSite();
let firstPost = { slug: '', authorId: 0 };

/** The axe rules whose outcome depends on colours (text and link contrast). */
const COLOUR_RULES = ['color-contrast', 'link-in-text-block'];

const ROUTES = [
  '/',
  '/checklist',
  '/checklist/tax',
  '/software',
  '/software/liveplan',
  '/tools',
  '/blog',
  '/blog/:first',
  '/author/:first',
  '/newsletter',
  '/newsletter/83b-election-30-days',
  '/consulting',
  '/about',
  '/partners',
  '/contact',
  '/privacy',
  '/terms',
  '/cookies',
  '/affiliate',
  '/login',
  '/signup?plan=pro',
  '/account',
  '/platform',
  '/no-such-page',
];

beforeAll(async () => {
  const posts = (await (await fetch(`${site.apiUrl}/api/blog-posts`)).json()) as Array<{ slug: string; author: { id: number } }>;
  firstPost = { slug: posts[0]!.slug, authorId: posts[0]!.author.id };
});

type AxeResults = Awaited<ReturnType<AxeBuilder['analyze']>>;

/** Serious and critical violations of an axe result, one line each (the first four elements named). */
const seriousProblems = (result: AxeResults, theme: string) =>
  result.violations
    .filter((v) => v.impact === 'serious' || v.impact === 'critical')
    .map(
      (v) =>
        `${theme}: ${v.id} (${v.impact}): ${v.help} — ${v.nodes
          .slice(0, 4)
          .map((n) => n.target.join(' '))
          .join(' | ')}`,
    );

// Concurrent (up to the e2e project's maxConcurrency): each page spends about a second waiting for the
// network to go idle and for reveal animations, time another page's checks can use. Pages are independent.
describe.concurrent('accessibility (axe-core, WCAG 2.1 A and AA)', () => {
  for (const route of ROUTES) {
    it(`${route} has no serious or critical violation, in the light theme and switched to the dark one`, async ({ expect }) => {
      const path = route.replace('/blog/:first', `/blog/${firstPost.slug}`).replace('/author/:first', `/author/${firstPost.authorId}`);
      // A context of its own: the theme a page switches to is stored for the pages opened after it in that context.
      const context = await browser.newContext({ baseURL: site.siteUrl, colorScheme: 'light' });
      try {
        const page = await context.newPage();
        await page.goto(path);
        await visible(page.locator('main h1'), 20_000);
        await page.waitForLoadState('networkidle');
        // Let reveal animations and remote widgets settle.
        await page.evaluate(() => window.scrollTo(0, document.body.scrollHeight));
        await page.waitForTimeout(600);
        await page.evaluate(() => window.scrollTo(0, 0));
        // The light theme gets every WCAG 2.1 A and AA rule.
        const light = await new AxeBuilder({ page }).withTags(['wcag2a', 'wcag2aa', 'wcag21a', 'wcag21aa']).analyze();
        // Then the same page switched to the dark theme with the site's own toggle, as a visitor does, once its colour
        // transitions have ended: the rules a colour scheme can change (the structure, names and roles are the same).
        await page.getByRole('button', { name: 'Switch to dark theme' }).click();
        await page.waitForFunction(
          () =>
            document.documentElement.classList.contains('dark') &&
            document.getAnimations().every((animation) => !(animation instanceof CSSTransition) || animation.playState !== 'running'),
        );
        const dark = await new AxeBuilder({ page }).withRules(COLOUR_RULES).analyze();
        const problems = [...seriousProblems(light, 'light'), ...seriousProblems(dark, 'dark')];
        expect(problems, problems.join('\n')).toEqual([]);
      } finally {
        await context.close();
      }
    });
  }
});
