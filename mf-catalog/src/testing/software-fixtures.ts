import type { CatalogueView, Product, ProductCard, ProductView, SitePolicies } from '@launchops/contracts';

const product = (fields: Pick<Product, 'id' | 'name' | 'category'> & Partial<Product>): Product => ({
  description: `${fields.name} helps founders run the company.`,
  link: `https://www.${fields.id}.com`,
  pricing: 'Paid plans; current prices on the vendor’s pricing page',
  priceModel: 'Paid',
  tags: [],
  icon: 'box',
  views: ['software'],
  ...fields,
});

const review = (summary: string): NonNullable<Product['review']> => ({
  longDescription: `${summary} It is reviewed in depth here.`,
  pros: ['Quick to start'],
  cons: ['Paid plans for teams'],
  bestFor: 'Founders who want it done quickly.',
});

/** A small catalogue in the API's shape: seven reviewed products, one also on /tools, three on the home page. */
export const PRODUCTS: Product[] = [
  product({
    id: 'liveplan',
    name: 'LivePlan',
    description: 'AI-powered business plan generator with forecasts.',
    tagline: 'Business plans with built-in forecasts.',
    category: 'finance',
    icon: 'document',
    link: 'https://www.liveplan.com',
    views: ['software', 'home'],
    review: {
      ...review('LivePlan walks you through a plan section by section.'),
      pros: ['Guided outline'],
      cons: ['No free plan'],
      bestFor: 'Founders preparing a plan for a lender.',
    },
    pricing: 'Paid subscription',
  }),
  product({
    id: 'pitch',
    name: 'Pitch',
    description: 'Investor pitch decks on Pitch.',
    tagline: 'Pitch decks you edit together.',
    category: 'fundraising',
    icon: 'presentation',
    link: 'https://pitch.com',
    priceModel: 'Freemium',
    views: ['software', 'home'],
    review: review('Pitch is presentation software.'),
  }),
  product({
    id: 'quickbooks-online',
    name: 'QuickBooks Online',
    description: 'Bookkeeping on QuickBooks Online.',
    category: 'finance',
    icon: 'calculator',
    link: 'https://quickbooks.intuit.com?region=us',
    views: ['software', 'tools', 'home'],
    tags: ['accounting', 'bookkeeping'],
    freeTrial: '30 days',
    review: review('QuickBooks Online keeps the books.'),
  }),
  product({
    id: 'notion',
    name: 'Notion',
    description: 'Docs, wikis and task lists in one workspace.',
    category: 'planning',
    icon: 'document',
    link: 'https://www.notion.com',
    priceModel: 'Freemium',
    pricing: 'Free plan; paid Plus, Business and Enterprise plans',
    review: {
      longDescription: 'Notion combines pages, databases and task boards in one workspace.',
      pros: ['Flexible pages and databases', 'Large template gallery'],
      cons: ['Easy to over-engineer a workspace'],
      bestFor: 'Founders who want one place for their plan and notes.',
    },
    lastReviewed: '2026-11-25',
  }),
  product({
    id: 'hubspot',
    name: 'HubSpot',
    description: 'A free CRM with marketing tools.',
    category: 'marketing',
    icon: 'users',
    link: 'https://www.hubspot.com',
    priceModel: 'Freemium',
    review: review('HubSpot is a CRM.'),
  }),
  product({
    id: 'clerky',
    name: 'Clerky',
    description: 'Startup legal paperwork.',
    category: 'legal',
    icon: 'chart',
    link: 'https://www.clerky.com',
    review: review('Clerky prepares startup paperwork.'),
  }),
  product({
    id: 'slack',
    name: 'Slack',
    description: 'Team messaging in channels.',
    category: 'operations',
    icon: 'mail',
    link: 'https://slack.com',
    priceModel: 'Freemium',
    review: review('Slack is team chat.'),
  }),
  // On /tools only, and one only tasks recommend.
  product({
    id: 'square',
    name: 'Square',
    description: 'Payments in person and online.',
    category: 'finance',
    views: ['tools'],
    tags: ['payments', 'finance'],
    priceModel: 'Freemium',
  }),
  product({ id: 'irs-form-w-9', name: 'IRS Form W-9', description: 'The official form.', category: 'finance', views: [], pricing: 'Free', priceModel: 'Free' }),
];

const card = ({ review: _review, ...rest }: Product): ProductCard => rest;

/** GET /api/catalogue/:view over `products`, counted as the API counts. */
export function catalogueView(view: ProductView, products: readonly Product[] = PRODUCTS): CatalogueView {
  const count = (name: ProductView) => products.filter((p) => p.views.includes(name)).length;
  return {
    view,
    products: products.filter((p) => p.views.includes(view)).map(card),
    counts: { software: count('software'), tools: count('tools'), home: count('home') },
  };
}

export const SOFTWARE_LIST = catalogueView('software');
export const NOTION_DETAIL = PRODUCTS.find((p) => p.id === 'notion')!;
export const PLAN_DETAIL = PRODUCTS.find((p) => p.id === 'liveplan')!;

/** The fake API's routes for the catalogue: every view and every product. */
export const CATALOGUE_ROUTES: Record<string, unknown> = {
  ...Object.fromEntries((['software', 'tools', 'home'] as const).map((view) => [`/api/catalogue/${view}`, catalogueView(view)])),
  ...Object.fromEntries(PRODUCTS.map((p) => [`/api/products/${p.id}`, p])),
};

/** The affiliate-links statement the fake API answers (the real one lives in services/content/policies.yaml). */
export const AFFILIATE_POLICY = 'Policy under test: no link earns us a commission.';

/** A GET /api/site-policies answer holding AFFILIATE_POLICY. */
export function sitePoliciesAnswer(): SitePolicies {
  return {
    policies: [{ id: 'affiliate-links', title: 'Affiliate links', statement: AFFILIATE_POLICY, updated: '2026-11-27' }],
    facts: [],
    areas: [],
    counts: { tasks: 56, areas: 6, articles: 12, products: 87, software: 18, tools: 20 },
    sessionPriceCents: 15000,
  };
}
