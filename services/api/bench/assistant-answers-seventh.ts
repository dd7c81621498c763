/**
 * A seventh, blind held-out set for the Operations Advisor's answers, written on 2026-11-27 from the content only, by
 * someone who had not read the assistant's rules, code or the other question sets, in the words of founders who do
 * not know the official terms. Each expected pattern (case-insensitive) is a fact the guides state (services/content).
 *
 * Measured once as held out, on 2026-11-27 at commit 5644fe5 (after the round tuned on the sixth set), with `npm run
 * build -w services/content && cd services/api && npm run build && node --import tsx/esm bench/assistant-eval.ts
 * --check` (figures only, misses never printed): answers 70.0 % (28/40), under the 85 % target; out of scope
 * declined 93.3 % (14/15); p95 7.1 ms over 491 answers (tuning sets together: 98.4 % (312/317), out of scope
 * 100 % (119/119)). After that run it became a tuning set.
 */
import type { AnswerQuestion } from './assistant-answers.js';

export const ANSWERS_HELD_OUT_SEVENTH: AnswerQuestion[] = [
  // 83(b): tasks/legal/file-83b-election.md, facts.yaml (83b-deadline, weekend-holiday-rule, 83b-online-filing)
  {
    question:
      'me and my cofounder got our founder shares on nov 5 2026. whats the deadline for that irs election on vesting stock, and what if the last day is a saturday?',
    expect: ['30 (calendar )?days|30-day|thirty days', 'next business day', 'friday'],
  },
  {
    question: 'i have 4,000,000 founder shares at $0.00001 each. can i just do my 83b thru my irs online account instead of mailing it??',
    expect: ['999,999', 'certified mail|paper'],
  },
  // Foreign founders: facts.yaml (foreign-founder-path, form-5472-foreign-owned-llc), tasks/banking/get-an-ein.md
  {
    question: 'founder from nigeria here, no ssn and no itin. the irs website wont give me a tax id number for my delaware c corp, how do i get one',
    expect: ['SS-4', 'fax'],
  },
  {
    question:
      'my cofounder lives in india and has no social security number. does he need an itin before he files his 83b, and what form is the itin application',
    expect: ['W-7', 'on time|don.t wait|do not wait|without (an )?(SSN|ITIN|social security)'],
  },
  {
    question: 'i live in brazil and own 100% of a delaware llc. made $0 revenue this year, do i still have to file anything w the irs?',
    expect: ['5472', '1120', '\\$25,000|25,000'],
  },
  // BOI: tasks/legal/check-boi-reporting-status.md, facts.yaml (boi-reporting-scope)
  {
    question: 'we incorporated in delaware in september. do we still need to file that fincen beneficial owner report from the corporate transparency act?',
    expect: ['exempt', 'march 2025|26 march|march 26|13688'],
  },
  // Delaware: tasks/tax/file-delaware-annual-report-and-franchise-tax.md, articles/delaware-franchise-tax-...
  {
    question: 'delaware just sent us a franchise tax bill for like $85k?!? we have 10 million authorized shares and maybe 20k in the bank. is this for real',
    expect: ['assumed.par.value', '\\$400', '1 march|march 1'],
  },
  {
    question: 'i run a one person delaware llc, what do i owe delaware each year and by when',
    expect: ['\\$300', '1 june|june 1'],
  },
  // Entity choice: tasks/legal/choose-business-structure.md, articles/delaware-c-corp-or-llc-...
  {
    question: 'solo technical founder, might raise from angels next year. should i form an llc or a corporation?',
    expect: ['delaware', 'c.?corp', 'QSBS|stock options|venture'],
  },
  // California: tasks/legal/foreign-qualify-in-home-state.md, facts.yaml, obligations/<state>.yaml
  {
    question: 'our company is a delaware c corp but both of us work from our apartment in san diego. do we have to register with california too?',
    expect: ['statement and designation', 'good standing'],
  },
  {
    question: 'incorporated in feb 2026 and qualified in california. do we have to pay californias minimum franchise tax for this first year?',
    expect: ['\\$800', 'exempt|from (its|the) second|second (tax(able)? )?year'],
  },
  {
    question: 'just formed my llc in california last week. any state deadlines coming up in the first few months? and is there a yearly fee',
    expect: ['statement of information', '90 days', '\\$800'],
  },
  // Other states: facts.yaml (new-york-llc-publication, texas-no-tax-due-threshold), obligations/<state>.yaml (Florida)
  {
    question: 'starting a consulting llc in new york. someone told me i have to put an ad in the newspaper?? is that a real thing',
    expect: ['120 days', 'six weeks|6 weeks', 'certificate of publication'],
  },
  {
    question: 'texas llc, about $300k revenue this yr. do i owe texas franchise tax and when is it due',
    expect: ['2\\.65', '15 may|may 15', 'public information report|ownership information report'],
  },
  {
    question: 'when is the florida annual report due for my corp, and what happens if i file it late',
    expect: ['1 may|may 1', '\\$400'],
  },
  // Sales tax: tasks/tax/review-sales-tax-nexus.md, facts.yaml (selling-into-a-state)
  {
    question:
      'we sell a saas product to customers in lots of states but all of us are in ohio. at what point do we have to start collecting sales tax in other states?',
    expect: ['\\$100,000|100,000', '200 (separate )?transactions'],
  },
  // S election: tasks/tax/decide-on-s-corp-election.md, facts.yaml (s-corp-election-timing)
  {
    question: 'bootstrapped llc, calendar year, profit around 150k. if i want to be taxed as an s corp starting 2027, what form and whats the deadline',
    expect: ['2553', '15 march|march 15'],
  },
  // Estimated taxes: tasks/tax/pay-estimated-taxes.md
  {
    question: 'our c corp is finally profitable this year. do we have to pay the irs every quarter? which dates',
    expect: ['\\$500', '15 june|june 15', '15 december|december 15'],
  },
  // 1099 and W-9: tasks/tax/file-1099-nec.md, tasks/banking/collect-w9-from-vendors.md, articles/form-1099-nec-...
  {
    question: 'paid a freelance designer $1,500 total in 2026. do i have to send her the irs form for contractors?',
    expect: ['\\$2,000', '1099-NEC'],
  },
  {
    question: 'new contractor starts next week. what tax form do i get from him before i pay him, and what if he wont give me his ssn or ein',
    expect: ['W-9', '24 ?%'],
  },
  // Payroll returns: tasks/hr/file-payroll-tax-returns.md, articles/payroll-returns-..., facts.yaml (futa)
  {
    question: 'we have 2 employees on payroll now. when are the quarterly payroll reports to the irs due?',
    expect: ['941', '30 april|april 30', '31 october|october 31'],
  },
  {
    question: 'how much federal unemployment tax do i pay per employee? were based in california',
    expect: ['\\$7,000', '1\\.8 ?%', '\\$126'],
  },
  // New hires: tasks/hr/complete-form-i9.md, tasks/hr/collect-w4-and-report-new-hires.md
  {
    question: 'our first employee starts this monday. by when does the work authorization form (i9?) need to be done',
    expect: ['(3|three) business days', 'thursday', 'section 2'],
  },
  {
    question: 'do i have to tell the state that i hired someone? how many days do i get',
    expect: ['20 days', 'new.hire'],
  },
  // Insurance: tasks/banking/get-business-insurance.md
  {
    question: '3 person saas startup, what business insurance do we actually need?',
    expect: ['general liability', 'D&O|directors and officers', 'cyber'],
  },
  // Trademark: tasks/identity/create-brand-and-file-trademark.md
  {
    question: 'how much does it cost to register our app name as a trademark w the uspto? just one class',
    expect: ['\\$350', '\\$200|\\$100|surcharge'],
  },
  // QSBS: facts.yaml (qsbs-after-july-2025), tasks/tax/set-record-retention-and-track-qsbs.md
  {
    question:
      'about to raise our seed. if we sell the company in 6 yrs how much of the gain can be tax free under that small business stock rule? delaware c corp',
    expect: ['\\$15 ?(M|million)', '100 ?(%|percent)', '(5|five) years'],
  },
  // SAFEs and Form D: tasks/banking/raise-with-post-money-safes.md, tasks/legal/file-form-d.md
  {
    question: 'if i take $500k on a post money safe with a $10m cap, how much of the company does that investor get?',
    expect: ['\\b5 ?(%|percent)', 'priced round'],
  },
  {
    question: 'signed our first safe with an angel on the 10th. is there some sec filing i need to do now?',
    expect: ['form d', '15 days', 'EDGAR'],
  },
  // 409A: tasks/legal/adopt-stock-plan-and-get-409a.md, tasks/tax/refresh-409a-valuation.md
  {
    question: 'want to give our first engineer stock options. do we need a 409a first, and how long does one stay good?',
    expect: ['12 months|twelve months', 'fair market value'],
  },
  // Founder vesting: tasks/legal/sign-founder-stock-purchase-agreements.md, articles/founder-equity-...
  {
    question: 'whats the normal vesting schedule for cofounders? what happens at the 1 year mark',
    expect: ['(4|four)[- ]years?', 'cliff', '25 ?%'],
  },
  // Runway: tasks/banking/build-budget-and-runway-model.md, facts.yaml (runway-raise-trigger)
  {
    question: 'we have about $600k in the bank and our net burn is ~$50k a month. when should we start fundraising?',
    expect: ['9 to 12|9-12|nine to twelve', '(3|three) to (6|six) months|3-6 months'],
  },
  // Banking: tasks/banking/open-business-bank-account.md
  {
    question: 'just closed a $2M round. is it ok to keep all of it in one bank acct?',
    expect: ['\\$250,000|250,000', 'sweep'],
  },
  // Retirement credit: facts.yaml (secure-2-startup-credit), tasks/hr/set-up-employee-benefits.md
  {
    question: '2 founders + 3 employees, thinking about starting a 401k. is there any tax credit for setting one up?',
    expect: ['SECURE 2\\.0|8881', '\\$250', '\\$5,000'],
  },
  // Worker classification: tasks/hr/classify-workers-and-sign-contractor-agreements.md, articles/employee-or-contractor-...
  {
    question: 'our full time developer in california is paid as a 1099 contractor, works 40 hrs a week on our core product. is that ok?',
    expect: ['ABC test', 'employee'],
  },
  // Software: products.yaml (stripe-atlas), tasks/banking/set-up-bookkeeping-and-monthly-close.md
  {
    question: 'easiest way to incorporate a delaware c corp from outside the us? how much does stripe atlas charge',
    expect: ['\\$500', 'registered agent|first year'],
  },
  {
    question: 'which accounting software should my startup use, and how soon after month end should i close the books?',
    expect: ['QuickBooks|Xero', '10th|tenth'],
  },
  // The site: advisor.yaml, consulting-faq.yaml, policies.yaml, plans.yaml
  {
    question: 'how much is one session with your advisor and how long does it last?',
    expect: ['\\$150', '60.minute|60 minutes|one hour|an hour'],
  },
  {
    question: 'i booked a consulting call for tomorrow morning but i cant make it anymore. can i cancel and get my money back?',
    expect: ['24 hours', 'refund'],
  },
  {
    question: 'whats the price of pro vs premium, and how many advisor sessions come with each?',
    expect: ['\\$79', '\\$199', '(3|three) (consulting )?sessions'],
  },
];

export const ANSWERS_OUT_OF_SCOPE_SEVENTH: string[] = [
  'who won the nba finals this year?',
  'got a good recipe for sourdough bread? my starter keeps dying',
  'how do i reverse a linked list in python, i keep getting a recursion error',
  'whats the tallest mountain in south america',
  'my sisters wedding is next month and i have to give a toast, any tips?',
  'can you recommend a good sci-fi novel for a long flight',
  'how do i claim the child tax credit for my two kids on my personal 1040?',
  'my landlord is keeping my apartment security deposit, can i take him to small claims court?',
  'should i put my personal savings into index funds or bitcoin',
  'whats a good cost per click target for google ads in b2b saas, and how do i write ad copy that converts?',
  'how do i get an o-1 visa so i can move to the us and work on my startup full time?',
  'how do i file a provisional patent for our matching algorithm?',
  'whats the best way to get warm intros to seed vcs in san francisco?',
  'should we charge per seat or usage based pricing for our api product?',
  'im self employed, how do i raise my personal credit score so i can qualify for a mortgage next year?',
];
