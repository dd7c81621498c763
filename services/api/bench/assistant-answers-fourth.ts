import type { AnswerQuestion } from './assistant-answers.js';

/**
 * The fourth held-out answer set: written on 2026-11-27, before the next change to the assistant, by someone who had
 * not read the assistant's rules or code. Held out and never tuned on: no rule, vocabulary entry or threshold may be
 * set by looking at its questions or misses.
 *
 * - ANSWERS_HELD_OUT_FOURTH: founders' questions in everyday words (typos and chatty phrasing kept) on facts the
 *   guides state (services/content facts.yaml, tasks, policies.yaml, plans.yaml, advisor.yaml); each expression
 *   matches an amount, deadline, form number or price written there, not today's answers.
 * - ANSWERS_OUT_OF_SCOPE_FOURTH: questions the guides do not cover, many sharing their words (file, state, bank,
 *   tax, account, insurance, payroll, trademark): personal life, other companies' trivia, code, cooking, travel,
 *   health, sports, entertainment, shopping, politics, homework and chit-chat. The answer must decline.
 *
 * Measured with `npm run build -w services/content && cd services/api && npm run build && node --import tsx/esm
 * bench/assistant-eval.ts --check` (figures only, misses never printed):
 * - before (commit 18dcdb9): answers 68.0 % (17/25), out of scope declined 88.0 % (22/25).
 * - after the everyday-domain and everyday-word scope test (commit 09c5ab6, calibrated on the first three sets only):
 *   answers 68.0 % (17/25), under the 85 % target, out of scope declined 92.0 % (23/25); p95 5.5 ms over 336 answers.
 *   The same figures were printed once during the work (a full run, before --tuning-only existed); no rule, word or
 *   threshold was changed after it.
 *
 * Since those figures were reported it is a tuning set (assistant-eval.ts lists its misses and holds it to the targets
 * with the other tuning sets); a fifth set is held out in its place.
 */
export const ANSWERS_HELD_OUT_FOURTH: AnswerQuestion[] = [
  // Formation and Delaware.
  { question: 'hey so we incorporated in delaware last spring, when is the yearly franchise tax thing due??', expect: ['1 March|March 1', 'annual report'] },
  {
    question: 'delaware just sent us a bill for like $85k in franchise tax, we have 10 million shares, is that for real',
    expect: ['assumed[- ]par', '\\$400'],
  },
  { question: "we're a delaware llc not a corp, what do we owe delaware every yr", expect: ['\\$300', '1 June|June 1'] },
  // Founder stock and fundraising.
  { question: 'just signed for my founder shares yesterday, how long have i got for the 83b', expect: ['30 days', 'extension|cannot be fixed'] },
  { question: 'can i do the 83(b) election online now or do i still have to mail it', expect: ['15620', 'online account|certified mail'] },
  {
    question: 'how long do i have to hold my startup shares to get the qsbs tax break, and is there a cap',
    expect: ['5 years|five years', '\\$15M|\\$15 million'],
  },
  { question: 'pre-money or post-money safe for our pre seed round? which is standard', expect: ['post-money', 'valuation cap|dilution'] },
  { question: 'board adopted our option plan, by when do stockholders need to approve it', expect: ['12 months', 'ISO|incentive stock option'] },
  { question: 'what happens if we give someone options priced under fair market value', expect: ['409A', '20 ?%'] },
  // Setting up, banking and insurance.
  { question: "i'm not a us person and have no ssn or itin, how do i get an ein for my company", expect: ['SS-4', 'fax'] },
  { question: 'how much of our cash is actually fdic insured at one bank', expect: ['\\$250,000', 'FDIC'] },
  { question: 'what kinds of insurance does an early stage startup really need', expect: ['general liability', 'D&O|directors and officers', 'cyber'] },
  { question: 'how much does the uspto charge to trademark our company name', expect: ['\\$350', 'class'] },
  // Contractors, hiring and payroll.
  { question: 'paid a freelance designer $3k this year, do i owe them a tax form and by when', expect: ['1099-NEC', '31 January|January 31'] },
  { question: "a contractor won't give us his w9, what are we supposed to do", expect: ['backup withholding', '24 ?%'] },
  { question: 'our new hire starts wensday, what does she have to do on the i9 on day one', expect: ['Section 1', 'first day|day one'] },
  { question: 'one employee claims exempt from withholding, does the w4 need redoing', expect: ['15 February|February 15', 'W-4'] },
  {
    question: 'do the w2s just go to employees or also to the government, and whats the deadline',
    expect: ['W-3|Social Security Administration', '31 January|January 31'],
  },
  { question: 'when r the quarterly 941 returns due', expect: ['30 April|April 30', '31 July|July 31', '31 October|October 31'] },
  // State registrations and sales tax.
  { question: 'delaware c corp with our office in sf, whats the minimum california tax', expect: ['\\$800', 'first (taxable )?year'] },
  { question: 'how soon after registering in california do we file the statement of information', expect: ['90 days', 'Statement of Information'] },
  { question: 'we formed an llc in new york, what is this newspaper publishing requirement about', expect: ['six weeks|6 weeks', '120 days'] },
  { question: 'we ship stuff from austin to buyers in ohio, at what point do we have to charge ohio sales tax', expect: ['\\$100,000', '200'] },
  // The site's own sessions and plans.
  { question: 'how much is a call with your advisor and how long is it', expect: ['\\$150', '60[- ]minute'] },
  { question: 'whats the difference in price between pro and premium', expect: ['\\$79', '\\$199'] },
];

export const ANSWERS_OUT_OF_SCOPE_FOURTH: string[] = [
  'how much should i put into my kids 529 college savings account each month',
  'should i refinance my mortgage now that rates dropped',
  "where's my tax refund, i filed my personal return in february",
  'how do we split the house and retirement accounts in my divorce',
  'who founded patagonia and when',
  'how many employees does netflix have',
  'my python script says list index out of range, how do i fix it',
  'write me a sql query to find duplicate rows in a table',
  'whats a good recipe for banana bread',
  'cheapest way to get from paris to rome by train',
  'is it bad to take ibuprofen every day for back pain',
  'who won the world series last year',
  'any good shows like succession to binge this weekend',
  'which laptop should i buy for college under $800',
  'who should i vote for in the senate race',
  'explain photosynthesis for my biology homework',
  'hey how are you doing today, tell me a joke',
  'how do i file my nails without them splitting',
  'what state is the grand canyon in',
  'best bank heist movies of all time',
  'how do i register my car after moving to a new state',
  'my pet insurance denied the vet bill, can i appeal',
  'how do i trademark a dance move on tiktok lol',
  'what are the rules of payroll in monopoly, do you collect $200 passing go',
  'how do i open a kids savings account at my local credit union',
];
