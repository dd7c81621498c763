import type { SeedCategory } from '../seed-types.js';

export const checklistCategories: SeedCategory[] = [
  {
    slug: 'legal',
    name: 'Legal Formation',
    description:
      'Form the company the way investors expect: pick the entity, file with the state, issue founder stock and keep the paperwork that proves who owns what.',
    icon: 'Building2',
    order: 1,
  },
  {
    slug: 'banking',
    name: 'Banking & Finance',
    description:
      'Get a federal tax ID, open company accounts and set up the money habits (bookkeeping, spending rules, runway planning) that keep the business fundable.',
    icon: 'Banknote',
    order: 2,
  },
  {
    slug: 'tax',
    name: 'Tax & Accounting',
    description:
      'Stay on top of the federal, Delaware and state filings a young company owes each year, and claim the credits and elections that save startups money.',
    icon: 'PieChart',
    order: 3,
  },
  {
    slug: 'hr',
    name: 'Hiring & HR',
    description:
      'Bring on contractors and employees lawfully: classification, payroll registrations, new-hire forms, equity offers, benefits and clean departures.',
    icon: 'Users',
    order: 4,
  },
  {
    slug: 'identity',
    name: 'Business Identity',
    description:
      'Secure the name customers will see: a domain, professional e-mail, a protected brand and a website that works from day one.',
    icon: 'Globe',
    order: 5,
  },
  {
    slug: 'operations',
    name: 'Tools & Operations',
    description:
      'Choose the everyday software a small team runs on, and protect company data with sensible access controls and backups.',
    icon: 'HardDrive',
    order: 6,
  },
];
