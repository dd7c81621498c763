/**
 * A fifth, blind held-out set for the Operations Advisor's answers, written on 2026-11-27 by someone who had not read
 * the assistant's rules or the other question sets. Each expected pattern (case-insensitive) quotes wording or a number
 * the guides state (services/content: facts, filing and state rules, policies, plans, the advisor and the tasks).
 * Held out: never tuned on, measured once.
 *
 * Measured once, on 2026-11-27, after the fourth set became a tuning set and the rules were tuned on the first four
 * (commit c610a03), with `npm run build -w services/content && cd services/api && npm run build && node --import
 * tsx/esm bench/assistant-eval.ts --check` (figures only, misses never printed): answers 60.0 % (18/30), under the
 * 85 % target; out of scope declined 93.3 % (14/15); p95 3.8 ms over 381 answers (tuning sets together: answers
 * 100 % (247/247), out of scope declined 100 % (89/89)). Nothing was changed after this run.
 */
import type { AnswerQuestion } from './assistant-answers.js';

export const ANSWERS_HELD_OUT_FIFTH: AnswerQuestion[] = [
  // Formation and Delaware.
  { question: 'delaware franchise tax for our c corp, when is it due and how much realistically', expect: ['1 march|march 1', '\\$400', '\\$50'] },
  // 83(b).
  {
    question: 'cofounder and i got our restricted shares on feb 10 2026. when do we need the 83b in by??',
    expect: ['30 days', 'no extension|cannot be (filed late|fixed)'],
  },
  // EIN and ITIN.
  { question: "i'm not american and have no ssn, how do i get an EIN for my delaware co? do i need an itin", expect: ['SS-4', 'fax', 'W-7'] },
  // Banking and bookkeeping.
  { question: 'we just raised 1.2M, is all of it safe sitting in one bank account?', expect: ['\\$250,000', 'FDIC', 'sweep'] },
  { question: 'how often shuold we close the books and by when', expect: ['monthly close|every month|each month', '10th|tenth'] },
  // Estimated taxes.
  { question: 'does our c corp have to pay quarterly estimated taxes? what are the dates', expect: ['\\$500', '15 june|june 15', '15 december|december 15'] },
  // 1099 and W-9.
  { question: 'paid a freelance illustrator $3,100 in 2026 through bank transfer. 1099 needed? deadline?', expect: ['\\$2,000', '31 january|january 31'] },
  // Payroll.
  {
    question: 'first employee starts monday the 12th. what forms does she fill out and when are they due',
    expect: ['W-4', 'I-9', 'three business days|3 business days'],
  },
  { question: 'do i have to report a new hire to the state? how fast', expect: ['20 days', 'new[- ]hire'] },
  { question: 'when are 941s due every year', expect: ['30 april|april 30', '31 july|july 31', '31 october|october 31'] },
  { question: 'we have 3 employees in california, how much is futa per person with the credit reduction thing', expect: ['\\$126', '1\\.8 ?%', '\\$7,000'] },
  // State reports and franchise taxes.
  {
    question: 'just formed an LLC in california, do we pay the $800 the first year or is there a waiver?',
    expect: ['\\$800', '2021-2023|2021 (to|and|through) 2023|first (tax )?year'],
  },
  { question: 'ny llc publication requirement, what is it and what happens if we skip it', expect: ['six weeks|6 weeks', '120 days', 'suspended'] },
  {
    question: 'our texas llc made maybe 400k revenue last year, do we owe franchise tax',
    expect: ['\\$2\\.65 ?(M|million)', '15 may|may 15', 'public information report'],
  },
  { question: 'florida annual report deadline + what if im late', expect: ['1 may|may 1', '\\$400'] },
  { question: 'formed in washington state in august, what reports do we owe', expect: ['initial report', '120 days'] },
  { question: 'massachusetts corp annual report when', expect: ['two and a half months|2\\.5 months|15 march|march 15'] },
  {
    question: 'when is the illinois annual report due for us, formed in june',
    expect: ['before the first day of the month|before (1 june|june 1)|by the end of may|31 may|may 31'],
  },
  { question: 'georgia annual registration due date pls', expect: ['1 april|april 1', '1 january|january 1'] },
  // Sales tax, S election, foreign owners, QSBS, SAFEs, 409A.
  {
    question: 'we sell saas to customers in 20 states, when do we have to start collecting sales tax',
    expect: ['\\$100,000', '200 (separate )?transactions', 'Wayfair'],
  },
  { question: 'llc formed jan 5 2026, want s corp taxation this year. deadline for the 2553?', expect: ['2 months and 15 days', '2553'] },
  {
    question: "i'm a german citizen, my single member llc had zero revenue, do i still have to file something with the irs",
    expect: ['5472', 'pro forma|1120', '\\$25,000'],
  },
  { question: 'how does qsbs work for shares we got in 2026', expect: ['\\$15 ?M|\\$15 million', '\\$75 ?M|\\$75 million', '5 years|after 5'] },
  { question: 'angel put in 250k on a 5M post-money safe, what % does she own', expect: ['5 ?%', 'post-money'] },
  { question: 'our 409a is from last january, can we still grant options off it?', expect: ['12 months', 'material change|financing|priced round'] },
  // Insurance, trademark, retirement credit, sessions, plans.
  { question: 'which insurance policies does an early startup really need', expect: ['general liability', 'D&O|directors and officers', 'cyber'] },
  { question: 'how much does it cost to trademark our name with the uspto', expect: ['\\$350', 'per class'] },
  { question: "we're thinking of a 401k for our 4 employees, is there a tax credit", expect: ['\\$250', '\\$5,000', '3 years'] },
  { question: 'booked a call with rosa for thursday but need to cancel, do i get my money back', expect: ['24 hours', 'refund'] },
  { question: 'whats the difference between pro and premium, and price', expect: ['\\$79', '\\$199', '3 (consulting )?sessions'] },
];

export const ANSWERS_OUT_OF_SCOPE_FIFTH: string[] = [
  'my girlfriend wants to merge our bank accounts after we move in together, good idea?',
  'who won the world series in 2016',
  'write me a python function that reverses a linked list',
  'help me with my econ homework: explain the difference between a monopoly and an oligopoly',
  'recommend a good netflix series to binge this weekend',
  'hey how is your day going',
  'what is the capital of australia',
  'my kid wants to start a lemonade stand and asks how to price a cup, what should i tell her for her school project',
  'how do i incorporate more vegetables into my diet',
  'what time does the sun set in lisbon in december',
  'write a short poem about my cat',
  'can you fix this sql query: SELECT * FROM users WHERE name = "bob" ORDER BY',
  "what's the plot of the movie the social network",
  'my landlord is not returning my security deposit, what can i do as a tenant',
  'tell me a joke about accountants',
];
