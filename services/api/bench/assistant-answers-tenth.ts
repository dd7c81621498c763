/**
 * A tenth, blind held-out set for the Operations Advisor's answers, written on 2026-11-27 from the content only, by
 * someone who had not read the assistant's rules, code or the other question sets; 9 of its 15 out-of-scope
 * questions are near misses. Each expected pattern (case-insensitive) is a fact the guides state (services/content).
 *
 * Measured once as held out, on 2026-11-27 at commit eb92be4 (after the round tuned on the ninth set), with `npm run
 * build -w services/content && cd services/api && npm run build && node --import tsx/esm bench/assistant-eval.ts
 * --check` (figures only, misses never printed): answers 92.5 % (37/40), over the 85 % target; out of scope declined
 * 93.3 % (14/15), over the 90 % target; p95 7.8 ms over 656 answers (tuning sets together: 97.5 % (426/437), out of
 * scope 100 % (164/164)). It stays the held-out set: its misses are never read. Before the advisor changes again, a
 * new blind set is written and committed; it becomes the held-out set and this one a tuning set.
 */
import type { AnswerQuestion } from './assistant-answers.js';

export const ANSWERS_HELD_OUT_TENTH: AnswerQuestion[] = [
  {
    question: 'my cofounder and i got our shares on march 3. how long do we have to file the 83b, and if we miss it can we file late?',
    expect: [
      '30 days|30-day|thirty days',
      'no extension|cannot be (fixed|filed late|extended)|can.?t be (fixed|filed late|extended)|not be (fixed|filed late)|no late',
    ],
  },
  {
    question: 'can i file my 83(b) online? its 4,000,000 shares at $0.00001',
    expect: ['999,?999', 'paper|certified mail'],
  },
  {
    question: 'lost the ein confirmation letter from the irs and the bank is asking for it. how do i get another copy',
    expect: ['147C', '800-829-4933|829-4933|business (and specialty tax )?line'],
  },
  {
    question: 'im a founder living in india, no ssn or itin. how do i get an ein for my delaware llc?',
    expect: ['SS-4', 'fax'],
  },
  {
    question: 'we just raised $1.2M, is it ok to keep it all in one checking acount or is there an fdic limit?',
    expect: ['250,000|250k|\\$ ?250 ?thousand', 'sweep|second account|another (bank|institution)|split'],
  },
  {
    question: 'me and my cofounder each bought 4,000,000 shares at $0.00001. how much do we each actually pay and where does the money go',
    expect: ['\\$ ?40\\b', 'company.?s? (bank )?account|business (bank )?account'],
  },
  {
    question: 'paid for a work trip hotel on my personal card. whats a reasonable deadline to submit reimbursments, and do i need receipts for everything?',
    expect: ['60 days', '\\$ ?75\\b'],
  },
  {
    question: 'which payroll provider do u recommend for our first two hires in california? and can we just pay them once a month',
    expect: ['Gusto', 'twice a month|semi-?monthly|bi-?weekly|every two weeks'],
  },
  {
    question: 'for runway should i use gross burn or net burn? and how many months of runway should we have left when we start raising',
    expect: ['net burn', '9 ?(to|-|–|and) ?12|nine to twelve'],
  },
  {
    question: 'angel offered $500k on a $10M post money safe. what % of the company does that work out to',
    expect: ['\\b5(\\.0+)? ?%|5 percent|five percent', 'cap'],
  },
  {
    question: 'first investor signed a safe with us 5 days ago. do we need to file anything with the sec and by when?',
    expect: ['Form D', '15 days|fifteen days'],
  },
  {
    question: 'what insurance should a 4 person saas startup actually buy?',
    expect: ['general liability', 'D&O|directors (and|&) officers', 'cyber'],
  },
  {
    question: 'we want to raise from vcs in the next year. llc or c corp? and what does stripe atlas charge to set it up',
    expect: ['C[- ]?corp|C corporation', 'Delaware', '\\$ ?500\\b'],
  },
  {
    question: 'how many shares should we authorize in our certificate of incorporation, and at what par value',
    expect: ['10,000,000|10 million|10m\\b', '0\\.00001'],
  },
  {
    question: "do we still need to file a BOI report with fincen? we're a delaware c corp formed this year",
    expect: ['exempt|no longer|not required|do(es)? not need|don.?t need|no need', 'march 2025|26 march|march 26|90 FR 13688|interim final rule'],
  },
  {
    question: 'whats the normal vesting schedule for founders? what does a cliff mean',
    expect: ['four years|4 years|four-year|4-year', 'one-year cliff|1-year cliff|12 months|one year|1 year', '25 ?%'],
  },
  {
    question: 'our 409a is from september 2025 and we just closed a priced seed round. can we keep granting options at the old price?',
    expect: ['12 months|twelve months', 'material|new (409a|valuation)|refresh'],
  },
  {
    question:
      'delaware says our c corp owes like $85k in franchise tax?? we have 10M authorized shares and basically no assets. also my other co is a delaware llc, what does that one owe',
    expect: ['assumed[- ]par', '\\$ ?400\\b', '\\$ ?300\\b'],
  },
  {
    question: 'formed an llc on feb 1 2026 and want it taxed as an s corp starting this year. which form and how long do i have',
    expect: ['2553', '2 months and 15 days|two months and 15 days|2 months,? (and )?15 days'],
  },
  {
    question: 'paid a freelance designer $1,500 in 2025 and another $1,500 in 2026. which year needs a 1099-nec? also she wont give me a w9',
    expect: ['\\$ ?600', '\\$ ?2,?000', '24 ?%'],
  },
  {
    question: 'i live in germany and own a single member delaware llc, zero revenue so far. do i have to file anything with the irs?',
    expect: ['5472', '1120', '25,000|25k'],
  },
  {
    question: 'our c corp finally turned a profit. when are the quarterly estimated tax payments due',
    expect: ['15 june|june 15', '15 september|september 15', '15 december|december 15'],
  },
  {
    question: 'pre-revenue software startup with 3 engineers. can we use the r&d credit against payroll tax, how much, and what form?',
    expect: ['\\$ ?500,?000|\\$ ?500k', '6765'],
  },
  {
    question: "we're in colorado selling physical products online to every state. at what point do we have to collect sales tax in other states",
    expect: ['\\$ ?100,?000|100k', '\\b200\\b'],
  },
  {
    question: 'delaware c corp but all 3 of us live and work in california. what do we have to file with california and what does it cost each year',
    expect: ['Statement and Designation|foreign (corporation|qualification)', '\\$ ?800', 'Statement of Information'],
  },
  {
    question: 'tx llc, around $300k revenue this year. do we owe texas franchise tax and when is it due',
    expect: ['2\\.65 ?(M|million)', '15 may|may 15', 'Public Information Report|Ownership Information Report'],
  },
  {
    question: 'just formed an llc in new york. someone said i have to put an ad in the newspaper?? is that real',
    expect: ['120 days', 'six weeks|6 weeks', 'Certificate of Publication'],
  },
  {
    question: 'when is the florida annual report due and what happens if were late',
    expect: ['1 may|may 1', '\\$ ?400\\b'],
  },
  {
    question: 'form 941 due dates?',
    expect: ['30 april|april 30', '31 july|july 31', '31 october|october 31'],
  },
  {
    question: 'we have 5 employees in california. how much futa do we pay per person for 2025',
    expect: ['\\$ ?126', '1\\.8 ?%', '7,000|7000'],
  },
  {
    question: 'new hire starts monday. what forms does she fill out on day 1 and when do i have to report her to the state?',
    expect: ['W-4', 'I-9', '20 days'],
  },
  {
    question: 'have to let an employee go in california on friday. when does the final paycheck have to be paid? and what if someone quits without notice',
    expect: ['time of termination|immediately|at termination|same day|on the spot', '72 hours'],
  },
  {
    question: 'first hire is remote in texas. do we need workers comp there? and since tx has no income tax do we even need a state payroll account',
    expect: ['elective|not required|optional|choose not|opt out|not compulsory|not mandatory', 'unemployment|SUI'],
  },
  {
    question: 'its just me and my cofounder, no employees. can we get the secure 2.0 401k startup credit?',
    expect: ['\\$ ?250', 'nothing|no credit|not eligible|(don.?t|do not|doesn.?t|does not|won.?t|will not) qualify|\\$ ?0\\b|zero|no eligible'],
  },
  {
    question: 'how much does a uspto trademark application cost for one class',
    expect: ['\\$ ?350', '\\$ ?200|\\$ ?100|surcharge'],
  },
  {
    question: 'if my c corp shares (issued 2026) get sold after 3 years, how much of the gain does qsbs exclude? is there a cap',
    expect: ['50 ?%', '\\$ ?15 ?(M|million)'],
  },
  {
    question: 'we have a dev in california working 20 hrs a week on our core product, paid as a 1099 contractor. is that ok?',
    expect: ['\\bABC\\b', 'employee'],
  },
  {
    question: 'how much does a session with your advisor cost and how long is it',
    expect: ['\\$ ?150', '60 ?(minutes|-minute|min)|one hour|1 hour|an hour'],
  },
  {
    question: 'i booked a consult for friday 2pm, its wednesday night now. if i cancel do i get my money back?',
    expect: ['24 ?(hours|-hour)', 'refund'],
  },
  {
    question: 'whats the difference between pro and premium, price wise? and how many questions can i ask u per day on free',
    expect: ['\\$ ?79', '\\$ ?199', '\\b10\\b|\\bten\\b'],
  },
];

export const ANSWERS_OUT_OF_SCOPE_TENTH: string[] = [
  'who won the world series last year',
  'whats a good recipe for banana bread, mine always comes out dry',
  'how do i reverse a linked list in python',
  'whats the capital of australia',
  'my roommate never does the dishes, how do i bring it up without a fight',
  'can you recommend a good sci fi book for a long flight',
  'can i deduct my kids daycare costs on my personal 1040?',
  'how do i file a patent on our ml model before we demo it',
  'can my delaware c corp sponsor my h-1b visa',
  'should we price our saas per seat or usage based',
  'how much should we spend on google ads to get the first 100 customers',
  'whats a good ltv to cac ratio for b2b saas',
  'im getting divorced, is my startup equity marital property?',
  'should i refinance my house to put money into my startup',
  'how do i get our ios app through app store review faster',
];
