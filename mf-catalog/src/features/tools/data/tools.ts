// Built-in list of recommended tools shown on /tools (and linked from the checklist).
// `url` is the product's official homepage; `affiliateUrl` is the official page where
// a founder signs up or compares plans. Tracking parameters (utm_*, ref) are appended
// by the click handler, so these addresses carry no query string of their own.
// Prices are only given where they are stable and public; otherwise "See pricing".

export type ToolPrice = 'Free' | 'Freemium' | 'Paid' | 'Premium' | 'Pay as you go';

export interface AffiliateTool {
  id: string;
  name: string;
  description: string;
  category: string[];
  url: string;
  affiliateUrl: string;
  price: ToolPrice;
  startingAt: string;
  discount?: string;
  freeTrial: string;
}

export const affiliateTools: AffiliateTool[] = [
  // Legal & formation
  {
    id: 'stripe-atlas',
    name: 'Stripe Atlas',
    description:
      'Form a Delaware C corporation or LLC online, issue founder stock and get your EIN, with 83(b) filing support for corporations.',
    category: ['legal', 'incorporation', 'compliance', 'tax'],
    url: 'https://stripe.com/atlas',
    affiliateUrl: 'https://stripe.com/atlas',
    price: 'Paid',
    startingAt: '$500 one-time',
    freeTrial: 'no',
  },
  {
    id: 'clerky',
    name: 'Clerky',
    description:
      'Standard startup legal paperwork online: Delaware incorporation, founder stock, SAFEs, offer letters and option grants.',
    category: ['legal', 'incorporation', 'compliance'],
    url: 'https://www.clerky.com',
    affiliateUrl: 'https://www.clerky.com',
    price: 'Paid',
    startingAt: 'See pricing',
    freeTrial: 'no',
  },

  // Banking, payments and spend
  {
    id: 'mercury',
    name: 'Mercury',
    description:
      'Online business checking and savings for startups, with cards, transfers and bill pay, provided through partner banks.',
    category: ['banking', 'finance'],
    url: 'https://mercury.com',
    affiliateUrl: 'https://mercury.com',
    price: 'Freemium',
    startingAt: '$0',
    freeTrial: 'no',
  },
  {
    id: 'stripe',
    name: 'Stripe',
    description:
      'Accept card and wallet payments online, run subscriptions and send invoices through one developer-friendly platform.',
    category: ['payments', 'finance', 'development'],
    url: 'https://stripe.com',
    affiliateUrl: 'https://dashboard.stripe.com/register',
    price: 'Pay as you go',
    startingAt: '2.9% + 30¢ per card charge',
    freeTrial: 'no',
  },
  {
    id: 'square',
    name: 'Square',
    description:
      'Point-of-sale hardware and software plus online payments for businesses that sell in person as well as on the web.',
    category: ['payments', 'point_of_sale', 'finance'],
    url: 'https://squareup.com',
    affiliateUrl: 'https://squareup.com',
    price: 'Freemium',
    startingAt: '$0/month + processing fees',
    freeTrial: 'no',
  },
  {
    id: 'ramp',
    name: 'Ramp',
    description:
      'Corporate cards and spend management with receipt matching, expense policies, bill pay and accounting sync.',
    category: ['expense_management', 'finance'],
    url: 'https://ramp.com',
    affiliateUrl: 'https://ramp.com/pricing',
    price: 'Freemium',
    startingAt: '$0',
    freeTrial: 'no',
  },

  // Accounting
  {
    id: 'quickbooks-online',
    name: 'QuickBooks Online',
    description:
      "Intuit's cloud accounting software for bookkeeping, invoicing, bank feeds and tax-ready financial reports.",
    category: ['accounting', 'bookkeeping', 'tax', 'finance'],
    url: 'https://quickbooks.intuit.com',
    affiliateUrl: 'https://quickbooks.intuit.com/pricing/',
    price: 'Paid',
    startingAt: 'See pricing',
    freeTrial: '30 days',
  },
  {
    id: 'xero',
    name: 'Xero',
    description:
      'Cloud accounting with bank reconciliation, invoicing and bill payments, plus a large marketplace of connected apps.',
    category: ['accounting', 'bookkeeping', 'finance'],
    url: 'https://www.xero.com/us/',
    affiliateUrl: 'https://www.xero.com/us/',
    price: 'Paid',
    startingAt: 'See pricing',
    freeTrial: '30 days',
  },

  // HR & payroll
  {
    id: 'gusto',
    name: 'Gusto',
    description:
      'Payroll with automatic tax filings, plus benefits, onboarding and HR tools for small US teams.',
    category: ['payroll', 'hr', 'benefits', 'tax', 'compliance'],
    url: 'https://gusto.com',
    affiliateUrl: 'https://gusto.com/pricing',
    price: 'Paid',
    startingAt: 'See pricing',
    freeTrial: 'no',
  },
  {
    id: 'rippling',
    name: 'Rippling',
    description:
      'One platform for HR, payroll, benefits and IT, including employee devices and app access.',
    category: ['hr', 'payroll', 'benefits', 'it_management', 'compliance'],
    url: 'https://www.rippling.com',
    affiliateUrl: 'https://www.rippling.com',
    price: 'Paid',
    startingAt: 'See pricing',
    freeTrial: 'no',
  },
  {
    id: 'deel',
    name: 'Deel',
    description:
      'Hire and pay international contractors and employees, with compliant contracts and employer-of-record services.',
    category: ['hr', 'payroll', 'compliance'],
    url: 'https://www.deel.com',
    affiliateUrl: 'https://www.deel.com/pricing',
    price: 'Paid',
    startingAt: 'See pricing',
    freeTrial: 'no',
  },

  // Productivity & communication
  {
    id: 'notion',
    name: 'Notion',
    description:
      'Docs, wikis, task boards and databases in one workspace, with built-in AI features.',
    category: ['productivity', 'project_management', 'ai'],
    url: 'https://www.notion.com',
    affiliateUrl: 'https://www.notion.com/pricing',
    price: 'Freemium',
    startingAt: '$0',
    discount: 'Notion for Startups: free months of a paid plan for eligible new startups',
    freeTrial: 'no',
  },
  {
    id: 'slack',
    name: 'Slack',
    description:
      'Channel-based team messaging with huddles, file sharing and integrations that bring tool alerts into one place.',
    category: ['communication', 'productivity'],
    url: 'https://slack.com',
    affiliateUrl: 'https://slack.com/pricing',
    price: 'Freemium',
    startingAt: '$0',
    freeTrial: 'no',
  },
  {
    id: 'google-workspace',
    name: 'Google Workspace',
    description:
      'Business email on your own domain with Calendar, Drive, Docs, Sheets and Meet for the whole team.',
    category: ['email', 'productivity', 'communication'],
    url: 'https://workspace.google.com',
    affiliateUrl: 'https://workspace.google.com',
    price: 'Paid',
    startingAt: 'See pricing',
    freeTrial: '14 days',
  },

  // Project management
  {
    id: 'linear',
    name: 'Linear',
    description:
      'Fast issue tracking with cycles, projects and roadmaps, integrated with GitHub and Slack.',
    category: ['project_management', 'development', 'productivity'],
    url: 'https://linear.app',
    affiliateUrl: 'https://linear.app/pricing',
    price: 'Freemium',
    startingAt: '$0',
    freeTrial: 'no',
  },
  {
    id: 'asana',
    name: 'Asana',
    description:
      'Plan and track projects with lists, boards, timelines and workflow automation across every team.',
    category: ['project_management', 'productivity'],
    url: 'https://asana.com',
    affiliateUrl: 'https://asana.com/pricing',
    price: 'Freemium',
    startingAt: '$0',
    freeTrial: '30 days',
  },

  // Development, AI and hosting
  {
    id: 'github',
    name: 'GitHub',
    description:
      'Git repositories, pull-request code review, Actions CI/CD and Copilot AI coding assistance.',
    category: ['development', 'coding', 'version_control', 'ai'],
    url: 'https://github.com',
    affiliateUrl: 'https://github.com/signup',
    price: 'Freemium',
    startingAt: '$0',
    discount: 'GitHub for Startups: discounted or free seats for eligible startups',
    freeTrial: 'no',
  },
  {
    id: 'vercel',
    name: 'Vercel',
    description:
      'Deploy and host web front ends and serverless functions with preview deployments for every pull request.',
    category: ['cloud_hosting', 'development'],
    url: 'https://vercel.com',
    affiliateUrl: 'https://vercel.com/signup',
    price: 'Freemium',
    startingAt: '$0 (Hobby plan, non-commercial use)',
    freeTrial: 'no',
  },
  {
    id: 'chatgpt',
    name: 'ChatGPT',
    description:
      "OpenAI's AI assistant for drafting documents, summarizing research, analyzing data and brainstorming.",
    category: ['ai', 'productivity'],
    url: 'https://chatgpt.com',
    affiliateUrl: 'https://chatgpt.com',
    price: 'Freemium',
    startingAt: '$0',
    freeTrial: 'no',
  },
  {
    id: 'aws',
    name: 'Amazon Web Services',
    description:
      'Cloud computing, storage, databases and AI services billed by usage, from a first prototype to production scale.',
    category: ['cloud_hosting', 'development'],
    url: 'https://aws.amazon.com',
    affiliateUrl: 'https://aws.amazon.com/free/',
    price: 'Pay as you go',
    startingAt: 'Usage-based; free tier offers for new accounts',
    discount: 'AWS Activate: cloud credits for eligible startups',
    freeTrial: 'Free tier for new accounts',
  },
];
