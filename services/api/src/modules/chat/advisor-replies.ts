import type { KnowledgeMatch } from './knowledge-index.js';

export const NOT_ADVICE_LINE = 'This is general information, not legal or tax advice.';

export const GREETING_REPLY =
  "Hello! I'm the LaunchOps Operations Advisor. I can help with incorporation, payroll, tax, accounting and HR " +
  'questions, for example "How do I get an EIN?" or "When is the 83(b) deadline?". What would you like to know?';

export const THANKS_REPLY =
  "You're welcome! Ask me anything else about incorporation, banking, payroll, tax, accounting or HR, or book a " +
  'consultation at /consulting for advice specific to your company.';

const HELLO = /(?:hi|hello|hey|hiya|howdy|hola|yo|greetings|good (?:morning|afternoon|evening|day))(?: (?:there|all|everyone|team|advisor|bot))?/.source;
/** Small talk about the advisor itself: "how are you", "how is your day going", "what's up". */
const SMALL_TALK = /(?:how are you(?: doing| today)?|how(?: is|s) (?:your|the) day(?: going)?|how(?: is|s) it going|what s up|whats up|sup)/.source;
const GREETING = new RegExp(`^(?:${HELLO})$|^(?:help|what can you do|who are you)$`);
const SMALL_TALK_ONLY = new RegExp(`^(?:${HELLO} ?)?${SMALL_TALK}$`);

export const SMALL_TALK_REPLY =
  'Thanks for asking! Small talk is not something the LaunchOps guides cover, but I can help with incorporation, banking, payroll, tax, accounting and HR questions, or you can book a consultation at /consulting.';
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

/** "How are you?", "hey how is your day going": small talk, which the guides do not cover. */
export function isSmallTalk(text: string): boolean {
  return SMALL_TALK_ONLY.test(words(text));
}

/** "Thanks!", "thank you so much": nothing to look up. */
export function isThanks(text: string): boolean {
  return THANKS.test(words(text));
}

/**
 * Plain-text answer: the direct line, the guide's supporting passage (when there is one), where to read more
 * (titled links, when there are any), and the disclaimer, every time.
 */
export function composeAnswer(direct: string, supporting: string, sources: Array<Pick<KnowledgeMatch, 'title' | 'url'>>): string {
  return [
    direct.trim(),
    ...(supporting.trim() ? ['', supporting.trim()] : []),
    ...(sources.length > 0 ? ['', 'Read more:', ...sources.map((source) => `- ${source.title}: ${source.url}`)] : []),
    '',
    NOT_ADVICE_LINE,
  ].join('\n');
}
