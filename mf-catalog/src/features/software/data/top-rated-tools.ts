export interface TopRatedTool {
  /** The /software/:id page the card links to. */
  id: 'business-plan-pro' | 'pitch-deck-master' | 'startup-accounting-suite';
  name: string;
  category: string;
  rating: number;
  reviewCount: number;
  description: string;
  /** Icon keyword, as in a software recommendation's imageUrl. */
  icon: string;
}

/** The home page's three featured recommendations (static, so the home page needs no API call). */
export const TOP_RATED_TOOLS: readonly TopRatedTool[] = [
  {
    id: 'business-plan-pro',
    name: 'Business Plan Pro',
    category: 'Finance',
    rating: 5,
    reviewCount: 256,
    description: 'AI-powered business plan generator with built-in financial forecasts.',
    icon: 'document',
  },
  {
    id: 'pitch-deck-master',
    name: 'Pitch Deck Master',
    category: 'Design',
    rating: 4,
    reviewCount: 184,
    description: 'Investor-ready pitch deck templates you can edit together with your co-founders.',
    icon: 'presentation',
  },
  {
    id: 'startup-accounting-suite',
    name: 'Startup Accounting Suite',
    category: 'Accounting',
    rating: 5,
    reviewCount: 312,
    description: 'Bookkeeping, invoicing and tax-ready books your accountant already knows.',
    icon: 'calculator',
  },
];
