/**
 * A ninth, blind held-out set for the Operations Advisor's answers, written on 2026-11-27 from the content only, by
 * someone who had not read the assistant's rules, code or the other question sets; 10 of its 15 out-of-scope
 * questions are near misses. Each expected pattern (case-insensitive) is a fact the guides state (services/content).
 *
 * Measured once as held out, on 2026-11-27 at commit 9cf2092 (after the round tuned on the eighth set), with `npm run
 * build -w services/content && cd services/api && npm run build && node --import tsx/esm bench/assistant-eval.ts
 * --check` (figures only, misses never printed): answers 87.5 % (35/40), over the 85 % target; out of scope
 * declined 80.0 % (12/15), under the 90 % target; p95 6.7 ms over 601 answers (tuning sets together: 97.5 %
 * (387/397), out of scope 100 % (149/149)). After that run it became a tuning set.
 */
import type { AnswerQuestion } from './assistant-answers.js';

export const ANSWERS_HELD_OUT_NINTH: AnswerQuestion[] = [
  // facts.yaml (83b-deadline, weekend-holiday-rule); tasks/legal/file-83b-election.md
  {
    question: 'day 30 for my 83(b) lands on a sunday. do i get till monday to mail it or not',
    expect: ['next business day', 'friday'],
  },
  // facts.yaml (83b-online-filing)
  {
    question: 'can i just file my 83b online? its 4,000,000 shares at $0.00001 each',
    expect: ['999,999', 'certified mail|paper'],
  },
  // facts.yaml (form-5472-foreign-owned-llc); filing-rules.yaml (form-5472); tasks/tax/file-federal-income-tax-return.md
  {
    question: 'i live in germany and own 100% of a delaware llc. no revenue yet. do i still have to file something with the irs this year?',
    expect: ['5472', 'pro forma|1120', '\\$25,000'],
  },
  // facts.yaml (qsbs-after-july-2025); tasks/tax/set-record-retention-and-track-qsbs.md
  {
    question: 'qsbs limits for shares issued after july 4 2025?',
    expect: ['\\$15 ?(m|million)\\b|\\$15,000,000', '\\$75 ?(m|million)\\b|\\$75,000,000'],
  },
  // facts.yaml (california-minimum-franchise-tax); obligations/<state>.yaml (CA llc annual tax); tasks/tax/register-for-state-taxes.md
  {
    question: 'we formed an llc in california in march 2026, so this is our first year. do we still owe the $800 or is there a first year waiver?',
    expect: ['\\$800', '2023|first (tax(able)? )?year'],
  },
  // facts.yaml (new-york-llc-publication); obligations/<state>.yaml (NY)
  {
    question: 'setting up an llc in new york and someone said i have to put notices in newspapers?? how long do i have for that',
    expect: ['120 days', 'six weeks|6 weeks', 'certificate of publication'],
  },
  // facts.yaml (texas-no-tax-due-threshold); obligations/<state>.yaml (TX)
  {
    question: 'texas llc, revenue was about $400k last yr. do we owe franchise tax? is there anything we have to file in may',
    expect: ['\\$2\\.65 ?(m|million)\\b|\\$2,650,000', 'public information report', '15 may|may 15'],
  },
  // obligations/<state>.yaml (FL)
  {
    question: 'florida annual report due date + late fee?',
    expect: ['1 may|may 1', '\\$400'],
  },
  // tasks/tax/file-delaware-annual-report-and-franchise-tax.md; articles/delaware-franchise-tax-why-the-first-bill-looks-scary-and-how-to-fix-it.md
  {
    question: 'just got a delaware franchise tax notice for like $85k?? we have 10m authorized shares and maybe 50k in the bank. what do i do',
    expect: ['assumed.par', '\\$400'],
  },
  // obligations/<state>.yaml (DE llc tax)
  {
    question: 'delaware llc annual tax, how much and when',
    expect: ['\\$300', '1 june|june 1'],
  },
  // tasks/banking/get-an-ein.md; facts.yaml (foreign-founder-path)
  {
    question: 'my cofounder and i dont have an ssn or itin. how do we get an ein for our delaware c corp?',
    expect: ['ss-?4', 'fax'],
  },
  // tasks/banking/open-business-bank-account.md; articles/getting-an-ein-and-opening-your-startups-bank-account.md
  {
    question: "we'll have about $2M sitting in one bank account after our seed closes. is all of that fdic insured?",
    expect: ['\\$250,000', 'sweep'],
  },
  // tasks/banking/pay-for-founder-stock.md
  {
    question: "i'm buying 4,000,000 founder shares at $0.00001 par. how much do i actually pay and where does the money go?",
    expect: ['\\$40(\\.00)?(?![\\d,]|\\.\\d)', 'company (bank )?account|business (bank )?account'],
  },
  // products.yaml (stripe); tasks/banking/set-up-payments-and-invoicing.md
  {
    question: 'stripe fee per card charge?',
    expect: ['2\\.9 ?%', '30 ?(¢|cents?)|\\$0?\\.30'],
  },
  // tasks/banking/collect-w9-from-vendors.md
  {
    question: 'contractor wont send me a w9, can i just pay him anyway',
    expect: ['24 ?%', 'backup withholding'],
  },
  // tasks/tax/file-1099-nec.md; articles/form-1099-nec-and-contractor-paperwork-after-the-threshold-change.md
  {
    question: 'paid a freelance designer $1,500 by bank transfer and another $900 through paypal in 2026. do i have to send her a 1099-nec?',
    expect: ['\\$2,?000', '1099-k'],
  },
  // tasks/tax/pay-estimated-taxes.md; filing-rules.yaml (corporate-estimated-tax)
  {
    question: 'quarterly estimated tax dates for a c corp?',
    expect: ['15 april|april 15', '15 june|june 15', '15 december|december 15'],
  },
  // tasks/hr/file-payroll-tax-returns.md; articles/payroll-returns-explained-forms-941-940-and-w-2.md
  {
    question: 'form 941 due dates',
    expect: ['30 april|april 30', '31 july|july 31', '31 october|october 31'],
  },
  // facts.yaml (futa-credit-reduction-california); filing-rules.yaml (form-940 california note)
  {
    question: 'how much futa do california employers pay per employee for 2025? heard its higher there',
    expect: ['\\$126', '1\\.8 ?%'],
  },
  // tasks/hr/collect-w4-and-report-new-hires.md; articles/your-first-hire-the-compliance-checklist.md
  {
    question: 'our first employee starts monday. what forms do i collect from her, and do i have to tell the state?',
    expect: ['w-?4', 'i-?9', '20 days'],
  },
  // tasks/hr/complete-form-i9.md
  {
    question: 'i9 section 2 deadline if they start on a monday?',
    expect: ['thursday', '(3|three) business days'],
  },
  // tasks/hr/classify-workers-and-sign-contractor-agreements.md; articles/employee-or-contractor-getting-worker-classification-right.md
  {
    question: "we're in california. can our full time engineer stay a 1099 contractor? he only works for us and builds the core product",
    expect: ['abc test', 'employee'],
  },
  // tasks/legal/file-form-d.md; filing-rules.yaml (form-d)
  {
    question: 'our first safe was signed march 3 but the wire only landed march 20. when is form d due?',
    expect: ['15 days', 'edgar', 'march 18|18 march|signed|irrevocabl'],
  },
  // tasks/banking/raise-with-post-money-safes.md; articles/safes-and-dilution-model-it-before-you-sign.md
  {
    question: 'raising $750k on a post-money safe with a $15m cap. what % of the company does that investor end up with?',
    expect: ['(?<![\\d.])5(\\.0+)? ?(%|percent)', 'post.money'],
  },
  // tasks/tax/refresh-409a-valuation.md; filing-rules.yaml (409a-expiry)
  {
    question: 'our last 409a is from january and we closed a priced seed round in october. can we keep granting options at the old strike price?',
    expect: ['12 months', 'material|new (409a|valuation)|refresh'],
  },
  // tasks/legal/sign-founder-stock-purchase-agreements.md; articles/founder-equity-and-vesting-splitting-ownership-without-regret.md
  {
    question: "standard founder vesting? what's the cliff thing",
    expect: ['(4|four).years?', '(1|one).year cliff|12 months', '25 ?%'],
  },
  // tasks/tax/decide-on-s-corp-election.md; facts.yaml (s-corp-election-timing); filing-rules.yaml (form-2553)
  {
    question: 'formed our llc jan 10 2026 and want it taxed as an s corp from day one. whats the deadline to elect?',
    expect: ['2553', '(2|two) months,? and (15|fifteen) days'],
  },
  // tasks/tax/review-sales-tax-nexus.md; facts.yaml (selling-into-a-state)
  {
    question: 'economic nexus threshold for sales tax?',
    expect: ['\\$100,000', '200 (separate )?transactions'],
  },
  // tasks/legal/foreign-qualify-in-home-state.md
  {
    question: "we're a delaware c corp but both founders live and work in california. do we have to register in CA too?",
    expect: ['statement and designation|foreign (corporation|qualification|qualify)', 'good standing'],
  },
  // tasks/identity/create-brand-and-file-trademark.md; products.yaml (uspto-trademarks)
  {
    question: 'uspto trademark filing fee?',
    expect: ['\\$350', '(per|each|a) class'],
  },
  // tasks/legal/file-certificate-of-incorporation.md
  {
    question: 'how many shares should we authorize when we incorporate, and what par value?',
    expect: ['10,000,000|10 million', '0\\.00001'],
  },
  // tasks/banking/set-up-bookkeeping-and-monthly-close.md
  {
    question: 'monthly close - done by when?',
    expect: ['10th|tenth', 'reconcil'],
  },
  // tasks/banking/get-business-insurance.md
  {
    question: 'what business insurance does an early saas startup actually need?',
    expect: ['general liability', 'd&o|directors and officers', 'cyber'],
  },
  // tasks/hr/set-up-employee-benefits.md; facts.yaml (secure-2-startup-credit)
  {
    question: "we have 4 non-highly-comp employees and we're starting a 401k. how much is the secure 2.0 startup credit worth?",
    expect: ['\\$250', '(3|three) years'],
  },
  // tasks/banking/build-budget-and-runway-model.md; facts.yaml (runway-raise-trigger); articles/runway-and-budgeting-for-early-stage-founders.md
  {
    question: '$1.2M in the bank, net burn around 80k/mo. how much runway is that and when should we start raising?',
    expect: ['\\b15\\b', '9 ?(to|-|–) ?12'],
  },
  // tasks/hr/set-up-payroll-and-pay-founders.md; products.yaml (gusto)
  {
    question: 'which payroll provider should we use for our first hire? first payday is in 3 weeks',
    expect: ['gusto|rippling|justworks', '(two|2) weeks'],
  },
  // advisor.yaml; consulting-faq.yaml (session-format); policies.yaml (sessions)
  {
    question: 'how much is a consult with your advisor and how long is it',
    expect: ['\\$150', '60.minute|60 min|one hour|1 hour|an hour'],
  },
  // policies.yaml (refunds); consulting-faq.yaml (reschedule)
  {
    question: 'if i cancel my consulting session 2 days before, do i get my money back?',
    expect: ['24 hours', 'refund'],
  },
  // plans.yaml; policies.yaml (plans)
  {
    question: 'whats the difference between your pro and premium plans? and the prices?',
    expect: ['\\$79\\b', '\\$199\\b', '(3|three) (consulting )?sessions'],
  },
  // policies.yaml (data-kept)
  {
    question: "if i don't make an account, how long do you keep my checklist progress and chats?",
    expect: ['12 months', 'activity|inactiv'],
  },
];

export const ANSWERS_OUT_OF_SCOPE_NINTH: string[] = [
  // plainly off-topic
  'who won the world series in 2019?',
  'got a good banana bread recipe?',
  'how do i reverse a linked list in python',
  "what's the capital of australia",
  'my girlfriend and i keep fighting about chores, any advice?',
  // near misses: business-sounding, not covered by the guides
  'just got married this year, should we file our personal 1040 jointly or separately?',
  'what targeting settings should i use for facebook ads for our b2c app launch?',
  'how do i write a cold email to a vc that actually gets a meeting?',
  'how do i sponsor an h-1b visa for my cofounder?',
  'can we get a patent on our recommendation algorithm? how long does it take',
  'how does filing chapter 11 bankruptcy work for a startup that ran out of money?',
  'what pricing tiers should our b2b saas have, per seat or usage based?',
  'how do i calculate ltv and cac for our subscription app?',
  'any tips to negotiate a lower rent on our office lease renewal?',
  'do i need a will or estate plan that covers my startup shares?',
];
