import type { AnswerQuestion } from './assistant-answers.js';

/**
 * The third held-out answer set: written and committed before the general out-of-scope test (issue 33's follow-up)
 * replaced more topic patterns. Never tuned on: assistant-eval.ts prints only its figures, never its misses, and no
 * rule, vocabulary entry or threshold is set by looking at it.
 *
 * - ANSWERS_HELD_OUT_THIRD: founders' questions in everyday words on facts the guides hold (the tasks and articles
 *   in services/content), each expression taken from the guide's wording, not from today's answers.
 * - ANSWERS_OUT_OF_SCOPE_THIRD: questions the guides do not cover that share their words (tax, account, payroll,
 *   insurance, state, contract, bank, form, LLC): personal life, other companies' trivia, code, cooking, travel,
 *   health. The answer must decline.
 *
 * Measured with `cd services/api && npm run build && node --import tsx/esm bench/assistant-eval.ts --check`:
 * - before (commit 663d3e1, topic patterns only): held out third 75.0 % (15/20), out of scope third 40.0 % (8/20).
 * - after the general out-of-scope test (commit 4ff5430): held out third 75.0 % (15/20), out of scope third 55.0 %
 *   (11/20); all held-out answers 93.5 % (130/139), the held-out out-of-scope sets 58.8 % (20/34), under the 90 %
 *   target, p95 5.8 ms.
 * - Measured and reported: a tuning set since the fourth set was written (its misses are read). Before and after the
 *   everyday-domain and everyday-word scope test (commits 18dcdb9 and 09c5ab6): answers 75.0 % (15/20) and 75.0 %
 *   (15/20), out of scope declined 55.0 % (11/20) and 100 % (20/20); all tuning sets together 95.9 % (213/222) and
 *   95.9 % (213/222) answers, 78.1 % (50/64) and 100 % (64/64) declined.
 */
export const ANSWERS_HELD_OUT_THIRD: AnswerQuestion[] = [
  // Hiring paperwork.
  {
    question: 'our new hire starts on monday, by when does the i-9 have to be finished',
    expect: ['3 business days|three business days', 'Section 2|Thursday'],
  },
  { question: 'how soon do we have to tell the state we hired someone', expect: ['20 days', 'new[- ]hire'] },
  { question: 'our first employee starts next month, which tax withholding form do they fill in', expect: ['W-4', 'withhold'] },
  { question: 'which posters do we legally have to put up once we have staff', expect: ['notices|posters', 'federal|state'] },
  { question: 'when do employees have to get their w-2', expect: ['31 January|January 31', 'W-2'] },
  { question: 'we owe $100k of payroll tax from one payday, how fast must we deposit it', expect: ['next business day', '\\$100,000'] },
  // Raising money.
  { question: 'we took $50k from an angel on a safe, do we have to file something with the sec', expect: ['Form D', '15 days'] },
  { question: 'an investor puts $500k into our safe with a $10M post-money cap, what percent do they get', expect: ['5 ?%', 'post-money'] },
  { question: 'how long is a 409a valuation good for', expect: ['12 months', 'material|priced round'] },
  // Taxes.
  { question: 'can we use the r&d tax credit against payroll taxes, and how much', expect: ['\\$500,000', 'payroll'] },
  { question: 'when do we pay quarterly estimated taxes as a c corp', expect: ['15 April|April 15', '15 June|June 15', '15 September|September 15'] },
  { question: 'when is the c corp tax return due and can we get more time', expect: ['15 April|April 15', '7004'] },
  { question: 'when is the partnership tax return due for our two member llc', expect: ['1065', '15 March|March 15'] },
  { question: 'how long do we have to keep tax records', expect: ['3 years|three years', '4 years|four years'] },
  { question: 'at what point do we have to collect sales tax in another state', expect: ['\\$100,000', '200'] },
  // Setting up.
  { question: 'is getting a tax id number for the company free', expect: ['free', 'online|minutes'] },
  { question: 'does our delaware corporation really need a registered agent', expect: ['registered agent', 'Delaware'] },
  { question: 'how much does the uspto charge to register our brand name', expect: ['\\$350', 'class'] },
  { question: 'what kinds of business insurance should an early startup buy', expect: ['general liability', 'D&O|directors and officers', 'cyber'] },
  { question: "what's a sensible way to back up the company's files", expect: ['3-2-1|three copies', 'two'] },
];

/** Questions the guides do not cover, each sharing a word with them: the answer must decline. */
export const ANSWERS_OUT_OF_SCOPE_THIRD: string[] = [
  'how do i file my personal tax return after moving states mid year',
  'can i open a bank account for my teenage son',
  'what insurance do i need for my new puppy',
  'how do i write a python function to validate a form field',
  'fix the sql error in my payroll app code: column does not exist',
  'how many employees does walmart have',
  'which state was the first to allow llcs and in what year',
  'how much sales tax will i pay on a new car in texas',
  'how long do i bake chicken breasts at 400 degrees',
  'do i need a visa to travel from the us to japan for vacation',
  'my landlord wants to break our apartment lease contract, what are my rights',
  'how do i change the beneficiary on my life insurance policy',
  'what are the symptoms of a vitamin d deficiency',
  'how do i transfer money from my checking account to my savings account',
  'what is the state bird of colorado',
  'how do i reset my gmail account password',
  'my boss cut my pay, can i quit and still get unemployment benefits',
  "what was amazon's revenue last quarter",
  'how do i dispute a charge on my credit card statement',
  "how do i fill out the fafsa form for my kid's college",
];
