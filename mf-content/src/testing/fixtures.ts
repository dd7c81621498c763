import type { Author, AuthorWithPosts, BlogPost, BlogPostSummary } from '@launchops/contracts';

export const dana: Author = { id: 1, name: 'Dana Whitfield', avatarUrl: '/media/authors/1.svg', bio: 'Dana is the LaunchOps legal editor.' };
export const marcus: Author = { id: 2, name: 'Marcus Okafor', avatarUrl: '/media/authors/2.svg', bio: 'Marcus covers finance and tax.' };

let nextId = 100;

export function makeSummary(overrides: Partial<BlogPostSummary> = {}): BlogPostSummary {
  const id = overrides.id ?? nextId++;
  return {
    id,
    slug: `post-${id}`,
    title: `Post ${id}`,
    excerpt: `Summary of post ${id}.`,
    category: 'Legal',
    tier: 'basic',
    imageUrl: '/media/blog/legal.svg',
    publishedAt: '2026-11-10T14:00:00.000Z',
    author: dana,
    readingMinutes: 4,
    ...overrides,
  };
}

export function makePost(overrides: Partial<BlogPost> = {}): BlogPost {
  return {
    ...makeSummary(overrides),
    content: overrides.content ?? 'Some **content**.',
    body: overrides.body ?? [{ tag: 'p', children: ['Some ', { tag: 'strong', children: ['content'] }, '.'] }],
  };
}

export function makeAuthor(overrides: Partial<AuthorWithPosts> = {}): AuthorWithPosts {
  return { ...dana, posts: [], ...overrides };
}

/** n words of plain text. */
export const words = (n: number) => Array.from({ length: n }, (_, i) => `word${i}`).join(' ');

/** The entitlements of a visitor on the Free plan (GET /api/billing/entitlements). */
export const FREE_PLAN = {
  plan: 'free',
  entitlements: ['checklist'],
  status: 'none',
  cancelAtPeriodEnd: false,
  assistant: { usedToday: 0, dailyAllowance: 10 },
  testPayments: true,
};
