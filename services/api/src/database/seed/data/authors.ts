import type { SeedAuthor } from '../seed-types.js';

// Fictional LaunchOps editorial staff. Names and bios are invented for the site.
export const authors: SeedAuthor[] = [
  {
    id: 1,
    name: 'Dana Whitfield',
    avatarUrl: '/media/authors/1.svg',
    bio:
      'Dana is the LaunchOps legal editor. She spent several years on the startup side of corporate practice, ' +
      'drafting formation documents, founder stock paperwork and seed financings, before trading billable hours ' +
      'for plain-English explainers. She writes about entity choice, equity and the filings founders most often miss.',
  },
  {
    id: 2,
    name: 'Marcus Okafor',
    avatarUrl: '/media/authors/2.svg',
    bio:
      'Marcus covers finance and tax for LaunchOps. He works as a fractional CFO for early-stage software companies, ' +
      'building budgets, runway models and board reporting for teams that are not ready for a full-time finance hire. ' +
      'His articles focus on the numbers founders need to check every month.',
  },
  {
    id: 3,
    name: 'Priya Raman',
    avatarUrl: '/media/authors/3.svg',
    bio:
      'Priya leads the hiring and HR coverage at LaunchOps. She has set up people operations from scratch at ' +
      'several small startups, from the first payroll run and state registrations to offer letters and handbooks. ' +
      'She writes practical checklists for founders making their first hires.',
  },
];
