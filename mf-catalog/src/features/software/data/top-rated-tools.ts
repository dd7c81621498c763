export interface FeaturedTool {
  /** The /software/:id page the card links to. */
  id: 'liveplan' | 'pitch' | 'quickbooks-online';
  name: string;
  category: string;
  description: string;
  /** Icon keyword, as in a software recommendation's imageUrl. */
  icon: string;
}

/** The home page's three featured recommendations (static, so the home page needs no API call). No ratings: we have no source for one. */
export const FEATURED_TOOLS: readonly FeaturedTool[] = [
  {
    id: 'liveplan',
    name: 'LivePlan',
    category: 'Finance',
    description: 'Business plans with built-in financial forecasts, from Palo Alto Software.',
    icon: 'document',
  },
  {
    id: 'pitch',
    name: 'Pitch',
    category: 'Fundraising',
    description: 'Investor pitch decks you can edit together with your co-founders.',
    icon: 'presentation',
  },
  {
    id: 'quickbooks-online',
    name: 'QuickBooks Online',
    category: 'Accounting',
    description: 'Bookkeeping, invoicing and tax-ready books your accountant already knows.',
    icon: 'calculator',
  },
];
