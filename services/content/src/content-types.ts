import type { ContentAdvisor, ContentAuthor, ContentCategory, ContentFact, ContentFaq, ContentPolicy, ContentProduct } from '@launchops/contracts';
import type { ContentArticle } from './articles.js';
import type { ContentNewsletterIssue } from './newsletter-issues.js';
import type { ContentTask } from './tasks.js';

export interface ContentCounts {
  categories: number;
  tasks: number;
  articles: number;
  authors: number;
  advisors: number;
  products: number;
  /** Products listed on /software, /tools and the home page (a product may be in several). */
  software: number;
  tools: number;
  faqs: number;
}

export interface Content {
  /** The folder it was read from. */
  dir: string;
  /** By order. */
  categories: ContentCategory[];
  /** By id. */
  tasks: ContentTask[];
  /** Newest first. */
  articles: ContentArticle[];
  authors: ContentAuthor[];
  /** The first is the advisor /consulting shows. */
  advisors: ContentAdvisor[];
  /** The one catalogue, in its order; /software, /tools and the home page's picks are views of it. */
  products: ContentProduct[];
  consultingFaq: ContentFaq[];
  /** facts.yaml: each fact stated once, its wording with its placeholders filled in (one line). */
  facts: ContentFact[];
  /** policies.yaml, in the order of POLICY_IDS, each statement filled in (one line). */
  policies: ContentPolicy[];
  /** The newsletter's issues (newsletter/<slug>.md), by send date. */
  newsletterIssues: ContentNewsletterIssue[];
  /** Computed from the files, never typed. */
  counts: ContentCounts;
}
