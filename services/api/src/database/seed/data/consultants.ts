import type { SeedConsultant } from '../seed-types.js';

// The single advisor shown on /consulting (only the first entry is used).
// Rosa Lindqvist is a LaunchOps advisor persona, not a real individual (named apart from the blog's authors).

export const consultants: SeedConsultant[] = [
  {
    id: 1,
    name: 'Rosa Lindqvist',
    specialty: 'Startup Operations & Compliance',
    experience: '12 years',
    bio: "Rosa works with founders on the unglamorous work that keeps a young US company in good standing: entity setup, banking, bookkeeping, payroll and the filings that come with each. Sessions are practical, turning a pile of open questions into an ordered checklist with owners and deadlines. Rosa helps you decide what to do yourself, which tools to adopt, and when a question really needs a licensed attorney or CPA. Expect plain language, concrete next steps and no upselling.",
    avatarUrl: '/media/consultants/1.svg',
    timezone: 'America/New_York',
    sessionPriceCents: 15000,
    profileUrl: '/about',
    expertise: [
      'Entity formation and state registrations',
      'Business banking and payment setup',
      'Bookkeeping and month-end close',
      'Payroll, hiring and HR compliance',
      'Tax calendar and filing deadlines',
      'Choosing and connecting operations software',
    ],
  },
];
