// The site's content, read from this package's folder (or another given one) and validated with the contracts'
// schemas. Node only: the API's seed and the build read it; pages get it through the API.
export {
  type Content,
  type ContentArticle,
  type ContentCounts,
  ContentError,
  type ContentNewsletterIssue,
  type ContentTask,
  defaultContentDir,
  loadContent,
  summarize,
} from './load.js';
export { fillPlaceholders, placeholdersIn, type PlaceholderValues } from './placeholders.js';
export { getFact, getPolicy, loadFacts, loadPolicies, sitePolicies } from './site.js';
export type { ContentFact, ContentPolicy, PolicyId, SitePolicies } from '@launchops/contracts';
export type { ContentAdvisor, ContentAuthor, ContentCategory, ContentFaq, ContentProduct, ContentRecommendedProduct } from '@launchops/contracts';
export { loadPlans } from './plans.js';
export { loadStateRules, OBLIGATIONS_DIR, staleRecords } from './state-rules.js';
export { loadFilingRules } from './filing-rules.js';
export { type AssistantContent, loadAssistant } from './assistant.js';
export { type ContentDocumentTemplate, loadDocumentTemplates } from './templates.js';
export { loadProductRedirects, productRedirectLocation } from './product-redirects.js';
