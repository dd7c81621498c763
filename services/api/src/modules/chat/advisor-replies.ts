import type { KnowledgeMatch } from './knowledge-search.service.js';

export const NOT_ADVICE_LINE = 'This is general information, not legal or tax advice.';

export const GREETING_REPLY =
  "Hello! I'm the LaunchOps Operations Advisor. I can help with incorporation, payroll, tax, accounting and HR " +
  'questions, for example "How do I get an EIN?" or "When is the 83(b) deadline?". What would you like to know?';

export const NO_MATCH_REPLY =
  "I'm sorry, I could not find anything in the LaunchOps guides that answers that well, and I would rather not guess. " +
  'I can help with incorporation, banking, payroll, tax, accounting and HR questions. For anything specific to your ' +
  'company, you can book a consultation with an advisor at /consulting.';

export const THANKS_REPLY =
  "You're welcome! Ask me anything else about incorporation, banking, payroll, tax, accounting or HR, or book a " +
  'consultation at /consulting for advice specific to your company.';

const GREETING =
  /^(?:hi|hello|hey|hiya|howdy|hola|yo|greetings|good (?:morning|afternoon|evening|day))(?: (?:there|all|everyone|team|advisor|bot))?$|^(?:help|what can you do|who are you)$/;
const THANKS = /^(?:(?:ok(?:ay)? )?(?:thanks?|thank you|thx|ty|cheers|great thanks?)(?: (?:a lot|so much|very much))?)$/;

function words(text: string): string {
  return text
    .toLowerCase()
    .replace(/[^a-z\s]/g, ' ')
    .replace(/\s+/g, ' ')
    .trim();
}

/** "Hi", "hello there!", "Good morning :)" (or a bare "help"): a greeting and nothing else. */
export function isGreeting(text: string): boolean {
  return GREETING.test(words(text));
}

/** "Thanks!", "thank you so much": nothing to look up. */
export function isThanks(text: string): boolean {
  return THANKS.test(words(text));
}

/** Plain-text answer: what the best guide says, where to read more (titled links), and the disclaimer, every time. */
export function composeReply(lead: string, sources: KnowledgeMatch[]): string {
  return [lead.trim(), '', 'Read more:', ...sources.map((source) => `- ${source.title}: ${source.url}`), '', NOT_ADVICE_LINE].join('\n');
}
