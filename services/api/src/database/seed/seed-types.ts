// Shapes of the seed data. The seeder maps these into rows; keep them plain data.

export type CategoryIcon =
  | 'Building2' | 'Search' | 'Rocket' | 'Users' | 'PieChart' | 'Banknote' | 'ShieldCheck'
  | 'BriefcaseBusiness' | 'CreditCard' | 'FileClock' | 'FileStack' | 'GanttChartSquare'
  | 'Globe' | 'Mail' | 'Presentation' | 'ScrollText' | 'HardDrive';

export interface SeedCategory {
  slug: string;
  name: string;
  description: string;
  icon: CategoryIcon;
  order: number;
}

export interface SeedTool {
  name: string;
  description: string;
  price: string;
  /** The real product's https URL. */
  link: string;
}

export interface SeedChecklistItem {
  /** Stable kebab-case id of the task, unique across all tasks, used in deep links. */
  slug: string;
  categorySlug: string;
  title: string;
  /** 1-based order inside its category. */
  order: number;
  difficulty: 'easy' | 'medium' | 'hard';
  estimatedTime: string;
  /** At least 80 words, plain text (paragraphs separated by a blank line). */
  description: string;
  /** Expert tips, concrete, plain text; one tip per line starting with "- ". */
  resources: string;
  recommendedTools: SeedTool[];
  /** Where the facts come from, e.g. "IRS: Apply for an EIN online". */
  source: string;
  /** ISO date, YYYY-MM-DD. */
  lastVerified: string;
}

export interface SeedAuthor {
  id: number;
  name: string;
  /** A path served by the site, e.g. /media/authors/1.svg */
  avatarUrl: string;
  bio: string;
}

export interface SeedBlogPost {
  slug: string;
  title: string;
  excerpt: string;
  /** Markdown, at least 600 words. */
  content: string;
  category: string;
  tier: 'basic' | 'premium';
  /** A path served by the site, e.g. /media/blog/legal.svg */
  imageUrl: string;
  /** ISO date-time. */
  publishedAt: string;
  authorId: number;
}

export interface SeedSoftware {
  /** kebab-case slug, used in /software/:id */
  id: string;
  name: string;
  description: string;
  longDescription: string;
  category: string;
  /** icon keyword: document, file, chart, analytics, users, team, presentation, pitch, calculator, finance, ... */
  imageUrl: string;
  rating: number;
  reviewCount: number;
  /** The real product's https URL. */
  link: string;
  pricing: string;
  pros: string[];
  cons: string[];
  bestFor: string;
}

export interface SeedConsultant {
  id: number;
  name: string;
  specialty: string;
  experience: string;
  bio: string;
  avatarUrl: string;
  /** IANA time zone, e.g. America/New_York */
  timezone: string;
  profileUrl: string;
  expertise: string[];
  /** The price of one session, in US cents. */
  sessionPriceCents: number;
}
