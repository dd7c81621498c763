/**
 * An eighth, blind held-out set for the Operations Advisor's answers, written on 2026-11-27 from the content only, by
 * someone who had not read the assistant's rules, code or the other question sets, as a busy founder types on a phone.
 * Each expected pattern (case-insensitive) is a fact the guides state (services/content).
 *
 * Measured once as held out, on 2026-11-27 at commit a1ce16c (after the round tuned on the seventh set), with `npm run
 * build -w services/content && cd services/api && npm run build && node --import tsx/esm bench/assistant-eval.ts
 * --check` (figures only, misses never printed): answers 75.0 % (30/40), under the 85 % target; out of scope
 * declined 73.3 % (11/15), under the 90 % target; p95 8.0 ms over 546 answers (tuning sets together: 98.3 %
 * (351/357), out of scope 100 % (134/134)). After that run it became a tuning set.
 */
import type { AnswerQuestion } from './assistant-answers.js';

export const ANSWERS_HELD_OUT_EIGHTH: AnswerQuestion[] = [
  {
    question: 'signed my founder stock purchase agmt oct 3, 4yr vesting. when does the 83b have to be in by?? any extension if im late',
    expect: ['30[ -]days?|thirty days', 'no extension|(cannot|can.?t|not) be (fixed|filed late|extended)|no late'],
  },
  {
    question: 'got a delaware franchise tax notice for like $85k?!? we have 10m authorized shares and barely any assets. is that legit',
    expect: ['assumed.par', '\\$400'],
  },
  {
    question: 'after our raise de franchise tax will be ~8k this yr. pay it all by march 1 or in installments?',
    expect: ['\\$5,?000|\\$5k', '40 ?%', 'june 1(st)?\\b|1 june'],
  },
  {
    question: 'does an ein cost anything? also i lost the cp575 letter, how do i get proof for the bank',
    expect: ['free', '147C'],
  },
  {
    question: 'cofounder lives in brazil, no ssn or itin. how does she get an ein for our company? does she need an itin',
    expect: ['SS-?4', 'fax', 'W-?7'],
  },
  {
    question: 'single member llc, im the only owner and live in germany. made $0 this year, do i still have to file something w the irs?',
    expect: ['5472', '1120', '\\$25,?000|\\$25k'],
  },
  {
    question: 'opening our business checking acct, what docs will the bank want? and is fdic insurance per account or what',
    expect: ['25 ?%', '\\$250,?000|\\$250k'],
  },
  {
    question: 'bookkeeping q: when should the monthly close be done by, and cash or accrual for a seed stage co?',
    expect: ['10th|tenth', 'accrual'],
  },
  {
    question: 'c corp on calendar yr, do we need to pay quarterly estimated taxes? what dates',
    expect: ['\\$500', 'june 15|15 june', 'december 15|15 december'],
  },
  {
    question: 'paid a freelance designer $1,500 total in 2026. do i have to send her a 1099',
    expect: ['\\$2,?000|\\$2k', '1099-?NEC'],
  },
  {
    question: 'contractor keeps dodging my w9 request.. can i just pay him anyway?',
    expect: ['backup withholding', '24 ?%'],
  },
  {
    question: 'form 941 due dates? its quarterly right',
    expect: ['30 april|april 30', '31 july|july 31', '31 october|october 31'],
  },
  {
    question: 'how much futa do we owe per employee per yr, all our ppl are in ca',
    expect: ['1\\.8 ?%', '\\$126', '\\$7,?000|\\$7k'],
  },
  {
    question: 'first employee starts monday. deadline for i9 section 2? and do i have to report the hire to the state',
    expect: ['3 business days|three business days', 'thursday', '20 days'],
  },
  {
    question: '3 person software co in ohio, about to hire our first employee. need workers comp? where do we even buy it',
    expect: ['state fund', 'compulsory|required|mandatory'],
  },
  {
    question: 'fully remote, 6 employees in california. what labor posters do we need and is harassment training required',
    expect: ['electronic', 'five or more|5 or more|5\\+|at least (5|five)'],
  },
  {
    question: 'letting someone go in ca this friday. when is the final paycheck due incl unused vacation, and whats the penalty if its late',
    expect: ['time of termination|immediately|same day|on the spot|day of (the )?termination|at termination', 'waiting.time|30 days'],
  },
  {
    question: 'its just me + my cofounder on payroll, no other employees. can we claim the secure 2.0 401k startup credit',
    expect: ['\\$250', '\\$5,?000|\\$5k'],
  },
  {
    question: 'our c corp shares were issued mar 2026. if we get acquired in 4 yrs how much of the gain is excluded under qsbs',
    expect: ['75 ?%', '\\$15 ?(M|million)'],
  },
  {
    question: 'raising $750k on a post money safe w a $15m cap, what % does that investor get? do later safes dilute them',
    expect: ['\\b5(\\.0+)? ?%', 'founders'],
  },
  {
    question: 'last 409a is dated nov 2025, we closed a priced seed in sept 2026. ok to keep granting options off the old one?',
    expect: ['12 months|twelve months|one year|1 year', 'material'],
  },
  {
    question: 'formed our llc feb 2 2026, whats the deadline to elect s corp for this year',
    expect: ['2553', '2 months and 15 days|two months and 15 days'],
  },
  {
    question: 'de c corp, zero revenue in 2026. do we still file a federal return? can we get an extension',
    expect: ['1120', 'april 15|15 april', '7004'],
  },
  {
    question: 'pre-revenue saas w 4 engineers on payroll. can we use the r&d credit against payroll taxes? how much + which forms',
    expect: ['\\$500,?000|\\$500k', '6765', '8974'],
  },
  {
    question: 'delaware c corp but the whole team lives in sf. do we have to register in ca? whats it cost per yr',
    expect: ['Statement and Designation|foreign qualification|foreign corporation', '\\$800'],
  },
  {
    question: 'forming an llc in ny, someone said theres a newspaper publication thing?? whats the deadline',
    expect: ['120 days', 'six weeks|6 weeks|six consecutive weeks|6 consecutive weeks', 'Certificate of Publication'],
  },
  {
    question: 'texas llc, ~$300k revenue last yr. do we owe franchise tax? what do we file and when',
    expect: ['\\$?2\\.65 ?(M|million)', 'may 15|15 may', 'Public Information Report|PIR'],
  },
  {
    question: 'fl annual report - when is it due and what happens if we file late',
    expect: ['may 1(st)?\\b|1 may', '\\$400'],
  },
  {
    question: 'we sell saas from ca to customers in like 30 states. at what point do we have to start collecting sales tax in other states',
    expect: ['\\$100,?000|\\$100k', '200 (separate )?transactions'],
  },
  {
    question: 'do we still need to file the boi report w fincen? delaware c corp formed this year',
    expect: ['exempt', 'March 2025|26 March|90 FR 13688|interim final rule'],
  },
  {
    question: 'want to trademark our app name in class 9 and 42, whats the uspto fee',
    expect: ['\\$350', 'per class|\\$700'],
  },
  {
    question: 'registered our .com on my personal namecheap acct, is that ok? how do i make sure nobody steals it',
    expect: ['auto.?renew', 'lock', 'multi.factor|MFA|two.factor|2FA'],
  },
  {
    question: 'how long do we legally need to keep tax records and payroll records? can i toss receipts from 2021',
    expect: ['3 years|three years', '4 years|four years'],
  },
  {
    question: 'pre seed saas, what insurance do we actually need? lead investor asked about d&o',
    expect: ['general liability', 'cyber'],
  },
  {
    question: 'spending ~80k/mo, bringing in ~20k/mo revenue, $1.2m in the bank. how do i calc runway properly and when should we start raising',
    expect: ['net burn', '9 ?(to|-|–) ?12|nine to twelve'],
  },
  {
    question: 'can i keep my full time dev in california as a 1099 contractor instead of payroll? they only work for us',
    expect: ['ABC', 'employee'],
  },
  {
    question: 'what software should we use to manage our cap table? any recs',
    expect: ['Carta', 'Pulley'],
  },
  {
    question: 'how much is a consulting session w the advisor and how long is it',
    expect: ['\\$150', '60.minute|60 min|one hour|1 hour|an hour|hour-long'],
  },
  {
    question: 'booked a consult for tmrw morning, ~18 hrs from now. can i still cancel and get my money back?',
    expect: ['24 hours', 'no refund|not (be )?refunded|nothing is refunded|non.?refundable|won.?t (be )?refund|isn.?t refunded|no money back|not get (a|your)'],
  },
  {
    question: 'pro vs premium plan, whats the price and whats the difference',
    expect: ['\\$79', '\\$199', '3 (consulting )?sessions|three (consulting )?sessions|custom roadmap'],
  },
];

export const ANSWERS_OUT_OF_SCOPE_EIGHTH: string[] = [
  'who won the nba finals this year',
  'quick banana bread recipe w no eggs?',
  'how do i reverse a linked list in python',
  'whats the capital of australia again',
  'gf and i keep fighting about chores lol any advice',
  'good hiking trails near denver for this weekend?',
  'should i itemize or take the standard deduction on my own 1040 this yr',
  'how does a 1031 exchange work for my rental condo',
  'can i still put money in a roth ira if i make like 210k',
  'landlord kept my apartment security deposit, can i take him to small claims',
  'refinancing my house to fund the startup, fixed or adjustable rate mortgage?',
  'whats a healthy monthly churn rate for b2b saas',
  'how do we hit top 5 on product hunt on launch day',
  'list of pre-seed vcs that invest in climate tech?',
  'how do i write a press release for our launch and get techcrunch to cover it',
];
