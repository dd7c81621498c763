import type { AnswerQuestion } from './assistant-answers.js';

/**
 * The second held-out answer set: written and committed before the next round of changes to the answer rules, the
 * vocabulary and the guides (issue 33's follow-up), in founders' everyday words, with the expressions taken from the
 * facts as the sources state them (services/content/facts.yaml, plans.yaml, advisor.yaml), not from today's
 * answers. Never tuned on: only its overall figure is read, before and after, never its misses (assistant-eval.ts
 * does not list them).
 *
 * Measured with `cd services/api && npm run build && node --import tsx/esm bench/assistant-eval.ts --misses`:
 * - before (commit bf7864a, the 33 answer rules): held out next 76.3 % (29/38), out of scope next declined 35.7 %
 *   (5/14); on the same run the first held-out set 91.4 % (74/81), tuning 100 % (75/75), out of scope 93.3 % (28/30),
 *   p95 3.0 ms over 238 answers.
 * - after (commit 24f8e0b): held out next 92.1 % (35/38), out of scope next declined 50.0 % (7/14), under the 90 %
 *   target; the first set 100 % (81/81), out of scope 100 % (30/30), p95 3-15 ms. Two of the out-of-scope questions
 *   (the novel for the beach, the lakers score) were known misses of the first set, fixed on that set.
 * - Measured and reported: a tuning set since the fourth set was written (its misses are read). Before and after the
 *   everyday-domain and everyday-word scope test (commits 18dcdb9 and 09c5ab6): answers 89.5 % (34/38) and 89.5 %
 *   (34/38), out of scope declined 64.3 % (9/14) and 100 % (14/14).
 */
export const ANSWERS_HELD_OUT_NEXT: AnswerQuestion[] = [
  // 83(b) online and its limits.
  { question: 'can I do my 83b election on the irs website instead of mailing it', expect: ['online', 'IRS|individual online account|15620'] },
  { question: 'we each got 4 million shares at $0.00001, can we just file the 83(b) online', expect: ['paper|mail', '999,999|decimals|limit'] },
  // Form 5472 for a foreign-owned single-member LLC.
  { question: 'I live in Germany and own all of a US LLC that made no money, do I have to file anything with the IRS', expect: ['5472', '1120'] },
  { question: 'non-US founder with a one-person llc, what happens if we skip the 5472', expect: ['\\$25,000', '5472'] },
  // QSBS after July 2025.
  {
    question: 'we incorporated in 2026, how long do I hold my shares to get the qsbs tax break',
    expect: ['3 years|three years', '50 ?%', '5 years|five years'],
  },
  { question: 'is the qsbs exclusion still capped at $10 million for new startups', expect: ['\\$15 ?M|\\$15 million', '2025'] },
  { question: 'our company has $80 million in assets, does stock we issue now still count as qsbs', expect: ['\\$75 ?M|\\$75 million'] },
  // California's $800: corporation and LLC in the first year.
  { question: 'just formed a california llc in march, do we owe the $800 this year', expect: ['\\$800', 'LLC[^.]*first|first[^.]*LLC'] },
  { question: 'is a brand new c corp in california exempt from the minimum tax in its first year', expect: ['\\$800', 'exempt'] },
  // SECURE 2.0 start-up credit.
  { question: "it's just the two founders, can we get the tax credit for starting a 401k", expect: ['nothing|no eligible|founders only', '\\$250'] },
  { question: 'how big is the tax credit for setting up a retirement plan for our 8 employees', expect: ['\\$250', '\\$500|\\$5,000'] },
  // New York LLC publication.
  {
    question: 'formed an llc in new york, do i really have to put an ad in the newspaper',
    expect: ['120 days', 'two newspapers|2 newspapers', 'six weeks|6 weeks'],
  },
  { question: 'what happens if our ny llc never does the publication thing', expect: ['suspend', '120 days'] },
  // FUTA credit reduction in California.
  { question: 'why is our federal unemployment tax higher for employees in california', expect: ['1\\.2 ?%|1\\.8 ?%', 'credit reduction|\\$126'] },
  { question: 'how much futa do we pay per worker in california', expect: ['\\$126|1\\.8 ?%'] },
  // Texas no-tax-due threshold.
  { question: 'our texas llc made $400k in revenue, do we owe franchise tax', expect: ['\\$2\\.65 ?M|2\\.65 million|\\$2,650,000', 'report'] },
  { question: 'when is texas franchise tax due and do small companies even pay it', expect: ['15 May|May 15', '\\$2\\.65 ?M|2\\.65 million'] },
  // Runway.
  { question: 'we have 10 months of cash left, when should we start fundraising', expect: ['9 to 12|9[-–]12', 'months'] },
  { question: 'how do i work out how many months of runway we have', expect: ['burn', 'cash|balance'] },
  // S-election: Form 2553 and Form 1120-S.
  {
    question: 'we formed our llc in january and want to be taxed as an s corp, what is the last day to file',
    expect: ['2553', '2 months and 15 days|two months and 15 days'],
  },
  { question: 'when is an s corporation tax return due', expect: ['1120-S', '15 March|March 15'] },
  { question: 'what form do we file to become an s-corp', expect: ['2553', '2 months and 15 days|two months and 15 days'] },
  // Working or selling in another state.
  { question: "we're a delaware corp but we all work from california, do we have to register there", expect: ['qualif|register', 'California'] },
  {
    question: 'we only sell to customers in new york, no office there, do we have to register as a foreign corporation',
    expect: ['nexus|sales tax', 'qualif|doing business'],
  },
  { question: 'hiring our first remote employee in colorado, what do we have to sign up for there', expect: ['withholding|payroll', 'unemployment'] },
  // 1099 thresholds.
  { question: 'I paid my web developer $2,400 in 2026, do I owe them a 1099', expect: ['\\byes\\b', '\\$2,000'] },
  { question: 'do i need to 1099 the lawyer we paid $1,000 in 2025', expect: ['\\byes\\b', '\\$600'] },
  { question: 'a freelancer billed us $700 for design work in 2026, 1099 or not', expect: ['\\bno\\b', '\\$2,000'] },
  // Vesting and the cliff.
  {
    question: 'my business partner left after 14 months, standard 4 year vesting with a 1 year cliff, what does he keep',
    expect: ['14/48|29\\.2 ?%', 'unvested'],
  },
  { question: 'what does a one year cliff actually mean', expect: ['cliff', 'first (year|anniversary)|12 months|one year|1 year'] },
  // Delaware franchise tax: the assumed-par-value method.
  { question: "delaware wants $250,000 franchise tax, we're pre-revenue with 15M shares authorized", expect: ['assumed[- ]par[- ]value', '\\$400'] },
  { question: 'how do i get our delaware franchise tax down', expect: ['assumed[- ]par[- ]value', '\\$400|gross assets'] },
  // The session's price.
  { question: "what's the rate for an hour with your expert", expect: ['\\$150', '60[- ]minute'] },
  { question: 'can I book a one-on-one with rosa, and what does it cost', expect: ['\\$150'] },
  // The plans.
  { question: 'how much is the pro plan', expect: ['\\$79', 'session'] },
  { question: 'is there a free plan and how many questions can i ask', expect: ['free', '\\b10\\b'] },
  { question: 'which plans come with sessions with the advisor', expect: ['Pro', 'Premium'] },
  { question: 'what do i get with the basic plan', expect: ['\\$29', 'template'] },
];

/** Questions the guides do not cover, several sharing a word with them: the answer must decline. */
export const ANSWERS_OUT_OF_SCOPE_NEXT: string[] = [
  'recommend a novel about a contract breach for the beach',
  "what's the lakers score",
  'best cliff jumping spots near lake tahoe',
  'how do i register my car in texas',
  'when is the deadline to register to vote in new york',
  'how do i get a fishing license in california',
  'how did the nasdaq close today',
  'rent a beach house in delaware for the summer',
  'how do i file for divorce in florida',
  'write a funny song about payroll',
  'who will win the race for governor of california',
  'how much does a passport renewal cost',
  "what's the interest rate on my home mortgage",
  'which vest is warmest for winter hiking',
];
