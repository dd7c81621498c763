import type { SoftwareDetail, SoftwareSummary } from '@launchops/contracts';

const summary = (item: SoftwareSummary) => item;

export const SOFTWARE_LIST: SoftwareSummary[] = [
  summary({ id: 'liveplan', name: 'LivePlan', description: 'AI-powered business plan generator with forecasts.', category: 'finance', imageUrl: 'document', rating: 5, reviewCount: 256, link: 'https://www.liveplan.com' }),
  summary({ id: 'pitch', name: 'Pitch', description: 'Investor pitch decks on Pitch.', category: 'fundraising', imageUrl: 'presentation', rating: 4, reviewCount: 184, link: 'https://pitch.com' }),
  summary({ id: 'quickbooks-online', name: 'QuickBooks Online', description: 'Bookkeeping on QuickBooks Online.', category: 'finance', imageUrl: 'calculator', rating: 5, reviewCount: 312, link: 'https://quickbooks.intuit.com?region=us' }),
  summary({ id: 'notion', name: 'Notion', description: 'Docs, wikis and task lists in one workspace.', category: 'planning', imageUrl: 'file', rating: 4.7, reviewCount: 428, link: 'https://www.notion.com' }),
  summary({ id: 'hubspot', name: 'HubSpot', description: 'A free CRM with marketing tools.', category: 'marketing', imageUrl: 'users', rating: 4.5, reviewCount: 341, link: 'https://www.hubspot.com' }),
  summary({ id: 'clerky', name: 'Clerky', description: 'Startup legal paperwork.', category: 'legal', imageUrl: 'https://cdn.example/icons/chart.svg', rating: 4.5, reviewCount: 1, link: 'https://www.clerky.com' }),
  summary({ id: 'slack', name: 'Slack', description: 'Team messaging in channels.', category: 'operations', imageUrl: 'email', rating: 4.6, reviewCount: 355, link: 'https://slack.com' }),
];

export const NOTION_DETAIL: SoftwareDetail = {
  ...SOFTWARE_LIST[3]!,
  longDescription: 'Notion combines pages, databases and task boards in one workspace.',
  pricing: 'Free plan; paid Plus, Business and Enterprise plans',
  pros: ['Flexible pages and databases', 'Large template gallery'],
  cons: ['Easy to over-engineer a workspace'],
  bestFor: 'Founders who want one place for their plan and notes.',
};

export const PLAN_DETAIL: SoftwareDetail = {
  ...SOFTWARE_LIST[0]!,
  longDescription: 'LivePlan walks you through a plan section by section.',
  pricing: 'Paid subscription',
  pros: ['Guided outline'],
  cons: ['No free plan'],
  bestFor: 'Founders preparing a plan for a lender.',
};
