import type { SitePolicies, BlogPostSummary, ChecklistCategory, ChecklistItem } from '@launchops/contracts';

export function category(overrides: Partial<ChecklistCategory> & Pick<ChecklistCategory, 'id' | 'slug' | 'name'>): ChecklistCategory {
  return { description: `${overrides.name} tasks.`, icon: 'Building2', order: overrides.id, totalItems: 0, completedItems: 0, ...overrides };
}

export function item(overrides: Partial<ChecklistItem> & Pick<ChecklistItem, 'id' | 'slug' | 'categoryId' | 'title'>): ChecklistItem {
  return {
    order: overrides.id,
    completed: false,
    difficulty: 'easy',
    estimatedTime: '1 hour',
    description: `How to ${overrides.title.toLowerCase()}.\n\nA second paragraph.`,
    resources: '- First tip\n- Second tip',
    recommendedTools: JSON.stringify([{ name: 'Stripe Atlas', description: 'Formation online.', price: '$500', link: 'https://stripe.com/atlas' }]),
    source: 'IRS',
    lastVerified: '2026-11-15',
    ...overrides,
  };
}

export function post(overrides: Partial<BlogPostSummary> & Pick<BlogPostSummary, 'id' | 'slug' | 'title' | 'category' | 'publishedAt'>): BlogPostSummary {
  return {
    excerpt: 'An article.',
    tier: 'basic',
    imageUrl: '/media/blog/x.svg',
    author: { id: 1, name: 'Dana Writer', avatarUrl: '/media/authors/1.svg', bio: 'Writes.' },
    ...overrides,
  };
}

/** A small checklist: Legal (3 tasks, one done), Tax (2 tasks), and a category with an unknown icon. */
export function sampleChecklist() {
  const items: ChecklistItem[] = [
    item({ id: 1, slug: 'choose-structure', categoryId: 1, title: 'Choose your business structure', order: 1, completed: true, difficulty: 'Medium' }),
    item({ id: 2, slug: 'file-83b-election', categoryId: 1, title: 'File your 83(b) election', order: 2, difficulty: 'HARD' }),
    item({ id: 3, slug: 'register-name', categoryId: 1, title: 'Register the business name', order: 3 }),
    item({ id: 4, slug: 'get-ein', categoryId: 2, title: 'Get an EIN', order: 1 }),
    item({ id: 5, slug: 'quarterly-taxes', categoryId: 2, title: 'Pay quarterly estimated taxes', order: 2, recommendedTools: '{not json' }),
  ];
  const categories: ChecklistCategory[] = [
    category({ id: 1, slug: 'legal', name: 'Legal Formation', icon: 'Building2', totalItems: 3, completedItems: 1 }),
    category({ id: 2, slug: 'tax', name: 'Tax & Accounting', icon: 'PieChart', totalItems: 2, completedItems: 0 }),
    category({ id: 3, slug: 'misc', name: 'Odds and Ends', icon: 'NoSuchIcon', totalItems: 0, completedItems: 0 }),
  ];
  const posts: BlogPostSummary[] = [
    post({
      id: 1,
      slug: 'the-83b-election-step-by-step',
      title: 'The 83(b) election, step by step',
      category: 'Legal',
      publishedAt: '2026-06-16T14:00:00.000Z',
    }),
    post({ id: 2, slug: 'founder-equity', title: 'Founder equity and vesting', category: 'Legal', publishedAt: '2026-09-08T14:00:00.000Z' }),
    post({ id: 3, slug: 'entity-choice', title: 'Delaware C corp or LLC', category: 'Legal', publishedAt: '2026-04-07T14:00:00.000Z' }),
    post({ id: 4, slug: 'tax-calendar', title: 'The startup tax calendar', category: 'Tax', publishedAt: '2026-07-07T14:00:00.000Z' }),
    post({ id: 5, slug: 'payroll-returns', title: 'Payroll returns explained', category: 'Hiring', publishedAt: '2026-11-10T14:00:00.000Z' }),
  ];
  return { categories, items, posts };
}

/** A GET /api/site-policies answer with the given affiliate-links statement (the real ones live in policies.yaml). */
export function sampleSitePolicies(affiliateLinks = 'No link earns us a commission today.'): SitePolicies {
  const policy = (id: string, statement: string) => ({ id, title: id, statement, updated: '2026-11-27' });
  return {
    policies: [policy('affiliate-links', affiliateLinks), policy('accounts', 'Accounts are optional.'), policy('plans', 'No paid plans yet.')],
    facts: [
      {
        id: 'weekend-holiday-rule',
        wording: 'the last day moves to the next business day, but mail by the Friday before',
        source: 'IRC §7503',
        lastVerified: '2026-11-27',
      },
    ],
    areas: [{ slug: 'legal', name: 'Legal Formation', description: 'Form the company.', icon: 'Building2' }],
    counts: { tasks: 56, areas: 6, articles: 12, products: 87, software: 18, tools: 20 },
    sessionPriceCents: 15000,
  };
}
