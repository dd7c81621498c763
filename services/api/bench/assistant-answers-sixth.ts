/**
 * A sixth, blind held-out set for the Operations Advisor's answers, written on 2026-11-27 from the content only, by
 * someone who had not read the assistant's rules, code or the other question sets. Each expected pattern
 * (case-insensitive) is a fact the guides state (services/content).
 *
 * Measured once as held out, on 2026-11-27 at commit 1155882 (the facts and state filings as answers; the fifth set
 * just made a tuning set), with `npm run build -w services/content && cd services/api && npm run build && node
 * --import tsx/esm bench/assistant-eval.ts --check` (figures only, misses never printed): answers 72.5 % (29/40),
 * under the 85 % target; out of scope declined 73.3 % (11/15), under the 90 % target; p95 3.7 ms over 436 answers
 * (tuning sets together: 99.3 % (275/277), out of scope 100 % (104/104)). After that run it became a tuning set.
 */
import type { AnswerQuestion } from './assistant-answers.js';

export const ANSWERS_HELD_OUT_SIXTH: AnswerQuestion[] = [
  {
    question:
      'me and my cofounder want to raise from vcs next year and give our first hires stock options. should we be an llc or a c corp?? we live in austin',
    expect: ['delaware', 'c[- ]?corp'],
  },
  {
    question: 'got 4,000,000 founder shares at $0.00001 each last week. can i just file the 83b thru my irs online account instead of mailing it?',
    expect: ['999,999', 'certified mail|paper'],
  },
  {
    question: 'ugh, our stock purchase agreement was signed 5 weeks ago and i never filed my 83(b). can i still send it in late or get an extension?',
    expect: ['no extension|can(not|.?t) be (filed late|fixed|extended|made late)|not be (filed late|fixed|extended)', 'vest'],
  },
  {
    question: 'both founders live in germany, no ssn and no itin. how do we get an EIN for our delaware c corp? and do we need itins too',
    expect: ['SS-4', 'fax', 'W-7'],
  },
  {
    question: 'never saved the ein confirmation letter (cp575?) and now the bank wants it. how do i get another copy',
    expect: ['147C', '800-829-4933|business (and|&) specialty tax line|call the irs'],
  },
  {
    question: "i live in india and i'm the only owner of a us llc. we made zero revenue in 2026 so i dont have to file anything with the irs right?",
    expect: ['5472', '1120', '\\$25,000'],
  },
  {
    question: 'do we still have to file that fincen boi report? delaware c-corp, incorporated april 2026',
    expect: ['exempt|no longer|not required|do(n.?t| not) (need|have)', 'march 2025|26 march|13688|interim final rule'],
  },
  {
    question:
      'just got a delaware franchise tax notice for $85,165?!? we have 10M authorized shares and maybe $40k in the bank. is this real, do we actually owe that',
    expect: ['assumed par', '\\$400'],
  },
  {
    question: 'we are a delaware llc, do we have to do the annual report + franchise tax by march 1 like the corps do?',
    expect: ['\\$300', '1 june|june 1'],
  },
  {
    question: 'we incorporated in delaware but both of us live and work in san diego. what does california want from us?',
    expect: ['qualif|statement and designation|foreign corporation', '\\$800', 'statement of information'],
  },
  {
    question: "setting up an llc in brooklyn. my accountant mentioned some newspaper publishing thing?? what's the deadline on that",
    expect: ['120 days', 'six weeks|6 weeks', 'two newspapers|2 newspapers|certificate of publication'],
  },
  {
    question: 'texas llc, about $400k revenue last yr. do we owe texas franchise tax and when is it due',
    expect: ['\\$2\\.65 ?(m|million)', '15 may|may 15', 'public information|ownership information'],
  },
  {
    question: 'we sell candles online from oregon and ship all over the country. at what point do other states make us collect sales tax?',
    expect: ['\\$100,000|100k', '200'],
  },
  {
    question: 'formed my llc on feb 10 2026 and want it taxed as an s corp from day one. what form is that and whats the deadline',
    expect: ['2553', '(2|two) months and 15 days'],
  },
  {
    question:
      'calendar year c corp, looks like we will finally be profitable this year (expecting ~$40k of federal tax). do we have to pay quarterly? what dates',
    expect: ['15 april|april 15', '15 june|june 15', '15 december|december 15'],
  },
  {
    question: "paid a freelance dev $4,500 over 2026. what's the 1099-nec threshold now and when do i have to send it",
    expect: ['\\$2,000', '1 february|february 1|31 january|january 31'],
  },
  {
    question: 'one of our contractors keeps ignoring my w-9 requests but still wants to get paid. what am i supposed to do',
    expect: ['24 ?%', 'backup withholding'],
  },
  {
    question: 'when are the form 941s due during the year?',
    expect: ['30 april|april 30', '31 july|july 31', '31 october|october 31'],
  },
  {
    question: 'we have 3 employees, all in california. how much futa do we owe per person for 2025?',
    expect: ['1\\.8 ?%', '\\$126', '\\$7,000'],
  },
  {
    question: 'when do w2s have to go out, and besides the employees who gets them? the irs?',
    expect: ['31 january|january 31', 'social security administration|ssa'],
  },
  {
    question: "new hire starts tomorrow and hasn't filled out a w4. can i still run payroll for him?",
    expect: ['single', 'adjustments'],
  },
  {
    question: "new employee's first day is monday 3/2. whats my deadline to do section 2 of the i-9",
    expect: ['(3|three) business days', 'thursday|march 5|5 march'],
  },
  {
    question: "we're in oakland and have a full-time dev on a 1099 building our core app. he uses our laptop and works set hours. is that ok?",
    expect: ['abc', 'employee'],
  },
  {
    question: 'we have 6 non-hce employees and want to start a 401k. how much is the secure 2.0 startup credit worth',
    expect: ['\\$250', '\\$5,000|\\$500', '(3|three) years'],
  },
  {
    question: 'i got my c-corp shares in sept 2025. how long do i have to hold them for the full 100% qsbs exclusion, and is there a cap?',
    expect: ['(5|five) years', '\\$15 ?(m|million)'],
  },
  {
    question: 'an angel wants to put $500k in on a post-money safe with a $10M cap. what % does she get, and if we sign another safe later does her % go down?',
    expect: ['5 ?%', 'founder'],
  },
  {
    question: 'our 409a is 14 months old. can we still use it to price options for 2 new hires next week?',
    expect: ['12 months|twelve months', 'penalt|20 ?%'],
  },
  {
    question: "what's the normal vesting schedule for founder shares and what does the cliff mean",
    expect: ['(4|four).years?', '(1|one).year|12 months|twelve months', '25 ?%'],
  },
  {
    question: 'what insurance does a 4 person saas startup actually need? no office, all remote',
    expect: ['general liability', 'd&o|directors and officers', 'cyber'],
  },
  {
    question: 'how much does it cost to file a trademark with the uspto',
    expect: ['\\$350', 'class'],
  },
  {
    question: "we've got $900k in the bank and net burn is about $75k a month. when should we start fundraising?",
    expect: ['9 (to|-|–) ?12|nine to twelve', '(three|3) (to|-|–) ?(six|6) months'],
  },
  {
    question: 'what docs will the bank ask for to open an account for our brand new delaware c corp',
    expect: ['ein|cp ?575', '25 ?%', 'certificate of incorporation'],
  },
  {
    question: 'our c corp made $0 revenue in 2026. do we even need to file a federal tax return? if so when',
    expect: ['1120', '15 april|april 15'],
  },
  {
    question: "we're pre-revenue but have 3 engineers on payroll. can we use the r&d credit against payroll taxes, and how much per year max?",
    expect: ['\\$500,000', '6765|8974'],
  },
  {
    question: 'how often should we be closing our books, and by what day?',
    expect: ['month', '10th|tenth'],
  },
  {
    question: 'what software should we use for our cap table? the spreadsheet is getting messy w/ safes and options',
    expect: ['carta', 'pulley'],
  },
  {
    question: 'how much does a session with your advisor cost and how long is it',
    expect: ['\\$150', '60.min|one hour|an hour|1 hour'],
  },
  {
    question: "i booked a paid consulting session for wednesday 3pm. it's monday 10am now and i need to cancel. do i get my money back?",
    expect: ['24 hours', 'in full|full refund|fully refunded'],
  },
  {
    question: "what's the difference between the pro and premium plans and what do they cost",
    expect: ['\\$79', '\\$199', '(3|three) (consulting )?sessions'],
  },
  {
    question: 'is there a cap on how many questions i can ask you on the free plan?',
    expect: ['\\b10\\b|\\bten\\b', 'pro|unlimited|no daily limit'],
  },
];

export const ANSWERS_OUT_OF_SCOPE_SIXTH: string[] = [
  'who won the nba finals this year?',
  'got a good sourdough bread recipe? my starter keeps dying',
  "can u help me debug this python error: TypeError: 'NoneType' object is not subscriptable",
  "what's the tallest mountain in south america",
  'any tips for sleeping better? im exhausted all the time',
  'recommend a good sci-fi novel for a long flight',
  'should i itemize or take the standard deduction on my personal 1040 this year? i own a condo',
  'how do i contest a speeding ticket i got in nevada',
  "what's better for my kid's college savings, a 529 plan or a roth ira?",
  'how do i apply for an o-1 visa so i can move to the us and work on my startup full time?',
  'how do i calculate cac and ltv for my saas, and what ratio is considered good?',
  'should we price our saas per seat or usage-based?',
  'how do i find angel investors in austin who back climate startups?',
  'my landlord is keeping my apartment security deposit, can i take him to small claims court?',
  'how do i file a provisional patent for our recommendation algorithm?',
];
