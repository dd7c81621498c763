import type { SeedBlogPost } from '../seed-types.js';

// Blog articles for LaunchOps, newest first. Content is Markdown.
export const blogPosts: SeedBlogPost[] = [
  {
    slug: 'payroll-returns-explained-forms-941-940-and-w-2',
    title: 'Payroll Returns Explained: Forms 941, 940 and W-2',
    excerpt:
      'Running payroll is only half the job. Here is what Forms 941, 940 and W-2 report, when each is due, and the year-end checks that keep a small startup out of trouble with the IRS.',
    category: 'Hiring',
    tier: 'basic',
    imageUrl: '/media/blog/hiring.svg',
    publishedAt: '2026-11-10T14:00:00.000Z',
    authorId: 3,
    content: `> **Note:** This article is general information for US employers, not legal or tax advice. Payroll rules change every year, so confirm current rates and dates with the IRS or your payroll provider.

The first payroll run feels like the finish line. It isn't. Every paycheck creates reporting obligations that stretch across the quarter and the year, and the forms that carry them have fixed deadlines. A payroll provider will prepare most of this for you, but the company (and, in some cases, you personally) stays responsible for what gets filed. This guide explains what each federal return does, when it is due and what to check before year-end.

## The three federal returns at a glance

| Form | What it reports | How often | Due |
|---|---|---|---|
| Form 941 | Federal income tax withheld, plus employee and employer Social Security and Medicare | Quarterly | 30 April, 31 July, 31 October, 31 January |
| Form 940 | Federal unemployment tax (FUTA), paid by the employer only | Yearly | 31 January |
| Form W-2 (with W-3) | Each employee's wages and withholding for the year | Yearly | 31 January, to employees and to the Social Security Administration |

When a deadline lands on a weekend or federal holiday, it moves to the next business day. For the 2026 payroll year, for example, 31 January 2027 is a Sunday, so W-2s, Form 940 and the fourth-quarter Form 941 are due on Monday 1 February 2027.

## Deposits are not the same as returns

Founders often confuse the two. Returns are the reports; deposits are the money. Withheld income tax and both halves of Social Security and Medicare must be deposited electronically, usually through the [Electronic Federal Tax Payment System](https://www.eftps.gov) or by your payroll provider on your behalf, on a schedule the IRS assigns:

- **Monthly depositors** pay each month's taxes by the 15th of the following month. Most new employers start here, because the schedule depends on a lookback period and a new company has no history (or a small one, of $50,000 or less).
- **Semiweekly depositors** pay within a few days of each payday. Companies move to this schedule once their lookback-period liability grows past $50,000.
- **The next-day rule** applies to anyone: if you accumulate $100,000 or more of tax liability on a single day, it must be deposited by the next business day.

Late or short deposits carry their own penalties, separate from late returns, so check that deposits actually left the bank.

## Form 941 in practice

Form 941 reconciles what you withheld and deposited for the quarter. It covers:

1. Federal income tax withheld from wages, based on each employee's Form W-4.
2. Social Security tax at 6.2% from the employee and 6.2% from the employer, on wages up to the annual wage base (the Social Security Administration adjusts it every year).
3. Medicare tax at 1.45% from each side with no cap, plus the 0.9% Additional Medicare Tax that you withhold from an employee's wages once they pass $200,000 in the calendar year.

### Two points specific to startups

- **The R&D payroll credit.** A qualified small business that elects to apply part of its research credit against payroll tax claims it on Form 8974, which is attached to Form 941. The credit starts in the quarter after the income tax return making the election is filed. See the [tax checklist](/checklist/tax) for the election itself.
- **Form 944.** Very small employers (an expected annual liability of $1,000 or less) may be told by the IRS to file a single annual Form 944 instead of four 941s. Only switch if the IRS notifies you.

If you made all deposits for the quarter on time and in full, the IRS gives you 10 extra days to file the 941 (for example, 10 May instead of 30 April).

## Form 940 and FUTA

FUTA is an employer-only tax. The federal rate is 6.0% on the first $7,000 of each employee's wages in a year, but you get a credit of up to 5.4% for state unemployment taxes paid on time. In most states that leaves a net 0.6%, or at most $42 per employee per year. Employers in a "credit reduction state" (a state that has borrowed from the federal unemployment fund and not repaid it) get a smaller credit and owe more, and the list changes each year.

- Deposit FUTA once your accumulated liability goes above $500; otherwise carry it to the next quarter.
- File Form 940 by 31 January, or by 10 February if every FUTA deposit was made on time.

## W-2s and the W-3

Every employee who received wages gets a W-2 by 31 January. The same data goes to the Social Security Administration with a W-3 transmittal, most easily through the SSA's [employer filing service](https://www.ssa.gov/employer/). If you file 10 or more information returns in total (W-2s and 1099s count together), you must file electronically. Extensions for W-2s are not automatic and are rarely granted, so treat 31 January as fixed.

## State returns run in parallel

Each state where you have employees adds its own filings, usually:

- quarterly unemployment insurance (SUI) wage reports and contributions;
- state income tax withholding returns, on a monthly or quarterly schedule, plus an annual reconciliation;
- in a few states, disability or paid family leave contributions.

Your payroll provider files these once you have registered the state accounts. Registration is a founder task; see the [HR checklist](/checklist/hr).

## Year-end checklist

Work through this in November and December, before the final payroll of the year:

1. Confirm every employee's legal name, address and Social Security number in the payroll system.
2. Record bonuses, taxable fringe benefits and any reimbursements that should be taxed before the last pay date, not after.
3. Reconcile the four quarterly 941s against the wage totals that will appear on the W-2s.
4. Check whether any of your states is on the FUTA credit reduction list for the year.
5. Review anyone you paid as a contractor; if they look like an employee, fix it now rather than in a 1099 season panic.
6. Download and keep the year's payroll reports. The IRS asks employers to keep employment tax records for at least 4 years.

## You remain responsible

Withheld income tax and the employee share of FICA are "trust fund" taxes: money you hold for the government. If they are not paid over, the IRS can assess the Trust Fund Recovery Penalty personally against the people responsible for paying them, which can include founders. Even with a reputable provider, log in to your EFTPS account once a quarter and confirm the deposits match the 941.

If you have not chosen a provider yet, compare options on our [software page](/software), and book time with a specialist through [consulting](/consulting) if your setup involves several states. The official form pages are at [Form 941](https://www.irs.gov/forms-pubs/about-form-941), [Form 940](https://www.irs.gov/forms-pubs/about-form-940) and [Form W-2](https://www.irs.gov/forms-pubs/about-form-w-2).
`,
  },
  {
    slug: 'form-1099-nec-and-contractor-paperwork-after-the-threshold-change',
    title: 'Form 1099-NEC and Contractor Paperwork After the Threshold Change',
    excerpt:
      'The 1099-NEC reporting threshold rose from $600 to $2,000 for payments made after 2025. Here is who still needs a form, what to collect before you pay a contractor, and how to file on time.',
    category: 'Tax',
    tier: 'basic',
    imageUrl: '/media/blog/tax.svg',
    publishedAt: '2026-10-20T14:00:00.000Z',
    authorId: 3,
    content: `> **Note:** This article is general information, not legal or tax advice. Thresholds and filing rules are current as of October 2026; check the IRS instructions for the year you are filing.

Most startups pay freelancers long before they hire a single employee: a designer for the logo, a developer for a prototype, a lawyer for the incorporation. Each of those relationships can create a January filing obligation on Form 1099-NEC. The rules changed in 2025, so even founders who have filed 1099s before should read on.

## What changed, and when

The One Big Beautiful Bill Act, signed in July 2025, raised the reporting threshold for nonemployee compensation. What matters is **when the payment was made**, not when the work was done.

| Payments made during | Report a payee when the year's total reaches | Forms due (to payee and IRS) |
|---|---|---|
| 2025 | $600 | 2 February 2026 (31 January was a Saturday) |
| 2026 | $2,000 | 1 February 2027 (31 January is a Sunday) |
| 2027 onward | $2,000, adjusted for inflation in $100 steps | 31 January, or the next business day |

Two consequences follow. First, the 1099s you file in early 2027 use the higher $2,000 figure, so fewer small payees will need one. Second, a higher threshold does not make the payment tax-free for the contractor, and it does not relieve you of keeping records. Collect the paperwork from everyone anyway: you rarely know at the first invoice whether a contractor will stay under the line for the whole year.

## Who gets a 1099-NEC

You generally file for payments you make in the course of your business, for services, to someone who is not your employee. In practice:

- **Yes:** individual freelancers and sole proprietors, single-member LLCs that are taxed as sole proprietorships, and partnerships (including multi-member LLCs taxed as partnerships).
- **Usually no:** C corporations and S corporations. The notable exception is legal services: payments to a law firm for legal work are reportable even when the firm is incorporated.
- **No:** employees (their pay goes on a W-2), payments for goods rather than services, and personal payments unrelated to the business.
- **Not by you:** payments you made by credit card or through a payment app or platform. Those are the processor's responsibility (on Form 1099-K), so leave them out of your 1099-NEC totals to avoid double reporting.
- **Foreign contractors:** a non-US person who does the work entirely outside the United States generally does not get a 1099-NEC. Collect a Form W-8BEN (individuals) or W-8BEN-E (entities) instead, and ask your CPA if the person ever works while in the US.

If a "contractor" works set hours, uses your tools and does core product work indefinitely, the 1099 question may be the wrong one. Read the classification checklist in [HR](/checklist/hr) before you continue to pay that person as a vendor.

## Paperwork before the first payment

Set this up once and January becomes routine:

1. **A written contractor agreement.** Scope, rate, payment terms, confidentiality and, above all, an assignment of intellectual property to the company. Without it, code or designs made by a contractor may not belong to you.
2. **Form W-9 from every US payee.** It gives you the legal name, tax classification and taxpayer identification number. Ask before paying, when you still have leverage.
3. **A vendor record in your bookkeeping tool** flagged as 1099-eligible, with the W-9 attached. Most accounting software can then produce a year-end report of reportable payments.
4. **Optional TIN matching.** The IRS offers a TIN matching service to registered payers; it catches typos before they turn into mismatch notices.
5. **Backup withholding when needed.** If a payee refuses to provide a TIN, you are generally required to withhold 24% of reportable payments and send it to the IRS.

## Filing in January, step by step

1. In early January, run the vendor payment report for the calendar year.
2. Remove card and payment-platform transactions, payments to corporations (except legal services) and payments for goods.
3. Compare each remaining payee's total with the threshold for that payment year.
4. Check the name and TIN on file against the W-9; chase any missing forms immediately.
5. Prepare the forms in your accounting software, a filing service or the IRS's free Information Returns Intake System (IRIS).
6. Send Copy B to each contractor and file with the IRS by the same deadline. Unlike some other 1099s, the 1099-NEC has no later e-filing date.
7. Check your state. Many states receive the data through the Combined Federal/State Filing program; others require a separate filing.

### Electronic filing

Since 2024, any business filing 10 or more information returns in total (1099s and W-2s counted together) must file electronically. If you plan to use IRIS, apply for its transmitter control code in the autumn, because approval can take several weeks.

## Mistakes we see every year

| Mistake | How to avoid it |
|---|---|
| Paying first, asking for a W-9 in January | Make a W-9 a condition of the first invoice |
| Including card payments in 1099 totals | Exclude anything the processor reports on 1099-K |
| Forgetting the law firm | Legal services are reportable even for incorporated firms |
| Using the wrong year's threshold | Go by the date of payment: $600 for 2025 payments, $2,000 for 2026 |
| Filing on paper with 10+ returns | E-file; the 10-return count includes W-2s |

Penalties for late or incorrect information returns are charged per form and rise the longer you wait, so a late filing is still far better than none.

## Where to go next

The [tax checklist](/checklist/tax) lists the 1099 deadline alongside your other January filings, and our [software page](/software) lists bookkeeping and payments tools that can keep vendor records tidy. The IRS keeps the current form and instructions on its [Form 1099-NEC page](https://www.irs.gov/forms-pubs/about-form-1099-nec) and the taxpayer request form on its [Form W-9 page](https://www.irs.gov/forms-pubs/about-form-w-9). For a review of your contractor setup, see [consulting](/consulting).
`,
  },
  {
    slug: 'safes-and-dilution-model-it-before-you-sign',
    title: 'SAFEs and Dilution: Model It Before You Sign',
    excerpt:
      'A SAFE is quick to sign and easy to underestimate. Learn how post-money caps, discounts and stacked SAFEs translate into founder ownership, with a worked example that carries through to a priced round.',
    category: 'Finance',
    tier: 'basic',
    imageUrl: '/media/blog/finance.svg',
    publishedAt: '2026-09-29T14:00:00.000Z',
    authorId: 2,
    content: `> **Note:** This article is general information, not legal, tax or investment advice. Have a lawyer review any financing documents before you sign.

The SAFE (Simple Agreement for Future Equity) made early fundraising fast: one short document, no interest rate, no maturity date, and money in the bank within days. That speed is also the risk. Because nothing converts until a priced round, it is easy to sign three or four SAFEs without ever seeing the cap table they add up to. This article walks through the terms, the math and a worked example so you can see your dilution before an investor's spreadsheet shows it to you.

## What a SAFE actually is

Y Combinator published the original SAFE in 2013 and introduced the **post-money** version in 2018; the post-money SAFE is now the default for most US pre-seed and seed deals. The investor pays cash today. In exchange they receive the right to shares later, usually when you raise a priced equity round, at a price set by the terms below. If the company is sold first, the investor typically gets the greater of their money back or what their shares would have been worth on conversion. A SAFE is not a loan: nothing accrues and nothing comes due.

## The terms that drive dilution

- **Valuation cap.** The maximum valuation at which the SAFE converts. With a post-money SAFE, the cap is measured after all SAFEs are counted, which makes the investor's ownership easy to calculate.
- **Discount.** An optional reduction on the priced-round share price, often 10% to 20%. When a SAFE has both, the investor converts at whichever price is lower.
- **MFN (most favoured nation).** An uncapped SAFE that lets the holder adopt better terms you later give to someone else.
- **Pro rata rights.** Often granted in a side letter, these let the investor buy into the next round to maintain their percentage.

## The one formula to remember

For a post-money SAFE converting at its cap:

**Investor ownership = amount invested / post-money valuation cap**

A $1,000,000 SAFE on a $10,000,000 post-money cap buys 10% of the company, measured just before the priced round. That percentage does not shrink when you sign more SAFEs afterwards. Each new SAFE instead comes out of everyone else: you, your co-founders and the option pool.

## A worked example

Assume the founders hold 90% and an option pool holds 10%. The company then raises:

1. **SAFE A:** $500,000 on an $8,000,000 post-money cap, which is 6.25%.
2. **SAFE B:** $1,000,000 on a $12,500,000 post-money cap, which is 8.00%.
3. **Series A:** $5,000,000 at a $20,000,000 pre-money valuation ($25,000,000 post-money), so the new investors take 20%. We assume the round price is above both caps, so both SAFEs convert at their caps.

| Holder | Before SAFEs | After SAFEs (as converted) | After Series A |
|---|---|---|---|
| Founders | 90.00% | 77.18% | 61.74% |
| Option pool | 10.00% | 8.58% | 6.86% |
| SAFE A ($500k, $8M post cap) | - | 6.25% | 5.00% |
| SAFE B ($1M, $12.5M post cap) | - | 8.00% | 6.40% |
| Series A investors ($5M) | - | - | 20.00% |
| **Total** | **100%** | **100%** | **100%** |

Percentages are rounded to two decimals. How the numbers come together:

- The two SAFEs together own 14.25%, leaving 85.75% for founders and the pool in their original 90:10 ratio.
- The Series A sells 20% of the post-money company, so everyone who held shares before the round, converted SAFE holders included, is multiplied by 0.80.

The founders raised $6.5 million in total and kept about 62%. That is a reasonable outcome, but notice that the two "small" SAFEs cost them almost as much ownership (about 12.8 points before the round) as the Series A itself did.

### What the example leaves out

- **Option pool top-ups.** Lead investors often ask for a bigger pool, for example 10% post-money, created before their money comes in. That increase is carved out of the existing holders, so founders end up below the 61.74% shown.
- **Discount conversions.** If the Series A price comes in below a SAFE's cap price, the discount may give that investor an even better price and more shares.
- **Uncapped or MFN SAFEs.** These convert at the round price (less any discount) or on the terms of a later SAFE, which is hard to predict early.

## A routine that keeps you honest

1. Before signing any SAFE, add it to a pro forma cap table and look at the "after SAFEs" column, not only the money raised.
2. Model at least two priced-round scenarios: one at your hoped-for valuation and one at a flat or lower valuation.
3. Include a realistic pool top-up in both scenarios.
4. Re-run the model every time a new SAFE is signed, and share it with your co-founders.
5. Keep signed SAFEs, board approvals and wire confirmations together in your data room.

A spreadsheet is enough to start; see our [tools page](/tools) for more resources, and the cap table products listed on our [software page](/software) can track SAFEs alongside your shares.

## Paperwork founders forget

- **Board approval.** The board should approve the financing and the issuance of the SAFEs.
- **Form D.** A SAFE is a security. Companies relying on Regulation D generally file Form D with the SEC within 15 days after the first sale, plus state notice filings where investors live. The SEC hosts the filing system at [sec.gov](https://www.sec.gov).
- **Use the standard form.** YC publishes its SAFE templates and user guide on its [documents page](https://www.ycombinator.com/documents). Investors and their lawyers know these forms well; heavy edits slow every future diligence process.
- **Entity type.** The standard SAFE is written for a corporation. If you are still an LLC, review the entity choice task on the [legal checklist](/checklist/legal) before raising.

## When to bring in help

If you are stacking SAFEs at different caps, mixing in discounts or negotiating side letters, an hour with a startup lawyer or a fractional CFO is cheap compared with the ownership at stake. You can find one through [consulting](/consulting), and the fundraising tasks on the [banking and finance checklist](/checklist/banking) show where the SAFE fits in the rest of your setup.
`,
  },
  {
    slug: 'founder-equity-and-vesting-splitting-ownership-without-regret',
    title: 'Founder Equity and Vesting: Splitting Ownership Without Regret',
    excerpt:
      'How to split founder equity, why a four-year schedule with a one-year cliff protects the people who stay, and the exact paperwork that turns a handshake into properly issued founder stock.',
    category: 'Legal',
    tier: 'basic',
    imageUrl: '/media/blog/legal.svg',
    publishedAt: '2026-09-08T14:00:00.000Z',
    authorId: 1,
    content: `> **Note:** This article is general information, not legal or tax advice. Equity documents have long-lasting consequences; have a startup lawyer review yours.

The conversation about who owns what is one of the most awkward a founding team will have, and it is tempting to settle it with a quick "let's just split it evenly" and move on. An even split can be perfectly sensible. What causes regret later is rarely the percentages themselves but the missing mechanics around them: no vesting, no written agreement, no record of who paid what. This guide covers both the split and the mechanics.

## Why vesting protects the founders who stay

Picture two co-founders who each take 50% on day one, with no vesting. Four months later one of them leaves for a job offer. They keep half the company forever, while the remaining founder does all the work and has to explain to every future investor why a departed founder owns half the cap table. That "dead equity" can make a company close to unfundable.

Vesting fixes this. Strictly speaking, founders usually own all of their shares from the start, but the company holds a **repurchase right** over the unvested portion, at the lower of the original price or fair market value. If a founder leaves early, the company buys back the unvested shares for pennies. People sometimes call this "reverse vesting".

## The market standard: four years with a one-year cliff

The most common schedule for US startups is four years, with a one-year cliff and monthly vesting after that:

- nothing vests during the first 12 months;
- at the 12-month mark, 25% vests at once (the cliff);
- the remaining 75% vests in equal monthly instalments over the next 36 months.

For a founder holding 4,000,000 shares, it looks like this:

| Months since vesting start | Vested | Vested shares |
|---|---|---|
| 0 to 11 | 0% | 0 |
| 12 | 25% | 1,000,000 |
| 18 | 37.5% | 1,500,000 |
| 24 | 50% | 2,000,000 |
| 36 | 75% | 3,000,000 |
| 48 | 100% | 4,000,000 |

### Credit for work already done

If the team has been building for months before incorporating, it is common to set the vesting start date earlier than the stock purchase date. Expect investors to ask about it; large credits can prompt a request to "re-vest" part of the founders' stock at the seed round.

### Acceleration

Acceleration speeds up vesting when a specific event happens. **Single-trigger** acceleration vests shares on a sale of the company alone. **Double-trigger** acceleration requires two events, typically a sale followed by the founder being let go without cause within a set period. Double trigger is the more common founder term, because full single-trigger acceleration can make an acquisition harder: the buyer wants the team to stay and earn their shares.

## How to think about the split

There is no formula that gets this right, but these questions help:

1. **Who is committing full time, and from when?** A founder keeping a day job for another year is in a different position from one who quit last month.
2. **What will each person do over the next four years?** Weight future contribution more than the past; the idea alone is worth less than it feels.
3. **Who is bringing something scarce?** Deep technical expertise, a key customer relationship or meaningful cash can justify a difference.
4. **Can everyone live with it if the company works?** A split that leaves someone quietly resentful tends to surface at the worst moment.

Equal splits are common and perfectly respectable when contributions are similar. Avoid leaving a block of equity unallocated "for a future co-founder"; the option pool is a better tool for later hires.

## Turning the decision into properly issued stock

Founder stock is issued through a short sequence of documents. If you used a formation service, many of these are generated for you, but check that each one exists and is signed:

1. **The charter authorizes the shares.** Startups often authorize around 10,000,000 shares of common stock with a very low par value, such as $0.00001. (Large authorized share counts inflate Delaware's default franchise tax notice; see the [tax checklist](/checklist/tax) for the cheaper calculation method.)
2. **The board approves the issuance** in a written consent, including the price per share.
3. **Each founder signs a stock purchase agreement** setting out the price, the vesting schedule, the company's repurchase right and transfer restrictions.
4. **Each founder pays.** At a tiny par value the price is usually a few hundred dollars. Pay from a personal account into the company bank account so there is a clean record; some founders instead contribute previously developed technology as part of the price.
5. **Each founder signs a confidential information and invention assignment agreement (CIIAA)**, moving any relevant code, designs or ideas into the company.
6. **Each founder files an 83(b) election within 30 days** of the stock purchase. Because the shares are subject to vesting, skipping it can create taxable income each time shares vest. Our 83(b) guide and the [legal checklist](/checklist/legal) cover the steps.
7. **Record everything in the cap table** on the day of issuance.

## Leave room for the team

Early employees expect equity too. Seed investors commonly expect an option pool in the range of 10% to 20%, and they usually want it created before their investment so that it dilutes existing holders rather than them. Options can only be granted once the company has adopted a stock plan, obtained a 409A valuation and had the board approve each grant.

## When a founder leaves

It happens more often than anyone admits. With vesting and a repurchase right in place, the exit is mechanical: the company repurchases unvested shares on the terms of the agreement, and the departing founder keeps what has vested. Document the departure with a short separation agreement and a board consent, and update the cap table the same week.

Our [tools](/tools) and [software](/software) pages point to resources for managing a cap table, and if your situation involves unequal splits, prior IP or a departing co-founder, a session through [consulting](/consulting) is money well spent. The US Small Business Administration's [business guide](https://www.sba.gov/business-guide) is a good companion for the broader launch steps.
`,
  },
  {
    slug: 'your-first-hire-the-compliance-checklist',
    title: 'Your First Hire: The Compliance Checklist',
    excerpt:
      'Hiring your first employee triggers state registrations, insurance, payroll and identity checks with fixed deadlines. This checklist puts every step in order, from six weeks before the start date to the first payday.',
    category: 'Hiring',
    tier: 'basic',
    imageUrl: '/media/blog/hiring.svg',
    publishedAt: '2026-08-18T14:00:00.000Z',
    authorId: 3,
    content: `> **Note:** This article is general information, not legal or tax advice. Employment rules vary a lot by state and city; confirm the requirements where your employee will actually work.

Your first employee changes the company's legal position overnight. Until now you could pay contractors from the bank account and deal with paperwork in January. An employee brings withholding, insurance, identity verification and state reporting, several with deadlines measured in days. None of it is hard, but the order matters, and some steps take weeks of government processing. Start early.

## The timeline on one page

| When | What to do | Watch out for |
|---|---|---|
| 4 to 6 weeks before the start date | Register for state withholding and unemployment insurance (SUI) accounts in the employee's work state | Account numbers can take days or weeks to arrive |
| 4 to 6 weeks before | Buy workers' compensation insurance | Compulsory in most states; elective in Texas |
| 3 to 4 weeks before | Choose a payroll provider and pay schedule | Some states set a minimum pay frequency |
| At the offer | Offer letter and confidentiality and invention assignment agreement (CIIAA) | Equity promised "subject to board approval" |
| By the first day | Form I-9 Section 1, Form W-4, state withholding form | Section 1 cannot be completed before the offer is accepted |
| Within 3 business days of starting | Form I-9 Section 2 | You must examine the documents yourself |
| Within 20 days of hire | New-hire report to the state | Some states require it sooner |
| Before the first payday | Required posters, basic policies, benefits enrolment | Remote staff need posters delivered electronically |

## Step 1: Register with the state

Payroll taxes are owed to the state where the employee works, which is not necessarily where the company is incorporated or headquartered. Before the first payroll, register for:

- a **state income tax withholding account** (in states with an income tax);
- a **state unemployment insurance account**, which assigns you a new-employer contribution rate;
- any **local** payroll taxes, in the cities and counties that levy them.

A remote hire in a new state can also mean registering the company to do business there (foreign qualification) and filing state tax returns. Budget roughly two hours per state for the forms, and more if the state's portal is slow.

## Step 2: Workers' compensation

Workers' compensation covers medical costs and lost wages for work injuries, even for desk jobs. Nearly every state requires it once you have employees (some exempt very small employers), and Texas is the notable state where coverage is elective. Many payroll providers offer pay-as-you-go policies that bill premiums with each payroll, which suits a small team.

## Step 3: Payroll provider and pay schedule

Use a provider rather than running payroll by hand. A good one calculates withholding, deposits federal and state taxes, files quarterly and annual returns and produces W-2s. Decide on a pay frequency (twice a month and every two weeks are the most common) and check your state's rules; several require at least twice-monthly pay for most employees. Once the company has funding, put the founders on payroll too, at a reasonable salary. Compare providers on our [software page](/software).

## Step 4: The offer letter and CIIAA

The offer letter should state the title, salary, start date, whether the job is exempt or non-exempt from overtime, and that employment is at will (where that applies). Exempt status depends on both salary and duties, and some states set higher salary thresholds than federal law. If you are offering equity, describe it as an option grant subject to board approval: options can only be granted after you have a stock plan and a current 409A valuation. Pair every offer with a CIIAA so that the work the employee creates belongs to the company.

## Step 5: First-day paperwork

### Form I-9

Every US employer must verify each new employee's identity and authorization to work, using Form I-9 from [USCIS](https://www.uscis.gov/i-9):

1. The employee completes **Section 1 no later than their first day** of work for pay.
2. You complete **Section 2 within 3 business days** of that first day, after examining the original documents the employee chooses to present from the lists of acceptable documents. You may not tell them which documents to bring.
3. Employers enrolled in [E-Verify](https://www.e-verify.gov) and in good standing may use the DHS-authorized alternative procedure to examine documents remotely; everyone else must examine them in person or through an authorized representative.
4. Keep each form for **3 years after the hire date or 1 year after employment ends, whichever is later**, stored apart from personnel files.

E-Verify itself is voluntary for most private employers, but some states and federal contracts require it.

### Form W-4 and the state equivalent

The employee fills in the current [Form W-4](https://www.irs.gov/forms-pubs/about-form-w-4) so you know how much federal income tax to withhold. If they do not hand one in, you withhold as if they were single with no adjustments. Many states have their own withholding certificate as well.

## Step 6: Report the new hire

Federal law requires employers to report each new or rehired employee to the state directory of new hires **within 20 days of hire**, and some states set a shorter deadline. The report covers seven basic data points: the employee's name, address, Social Security number and first day of work for pay, and the employer's name, address and EIN. Many payroll providers file it automatically; confirm yours does. The federal Office of Child Support Services explains the rule on its [new hire reporting page](https://www.acf.hhs.gov/css/employers/employer-responsibilities/new-hire-reporting).

## Step 7: Posters and policies

Federal and state laws require certain notices, for example about minimum wage, job safety and anti-discrimination rights. The Department of Labor's [workplace posters page](https://www.dol.gov/general/topics/posters) links to a free advisor that tells you which federal posters apply. For a remote team, provide them electronically in a place everyone can find. Also check whether your state or city has paid sick leave rules; many do, and they apply from the first employee.

## Step 8: Benefits

Small employers are not required by federal law to offer health insurance (the employer mandate starts at 50 full-time-equivalent employees), but good candidates will ask. For retirement, SECURE 2.0 expanded tax credits that offset the cost of starting a 401(k) plan, and several states, including California, require employers without a plan to register for a state-run retirement program.

## Keep going

The [HR checklist](/checklist/hr) tracks each of these steps with its source, and our payroll returns guide covers what happens at quarter-end. If your first hire is in a different state, or you are unsure whether a long-term contractor should become an employee, a specialist from [consulting](/consulting) can help.
`,
  },
  {
    slug: 'runway-and-budgeting-for-early-stage-founders',
    title: 'Runway and Budgeting for Early-Stage Founders',
    excerpt:
      'Runway is the number every investor asks about and many founders calculate wrong. Build a simple budget, measure net burn properly and decide early which levers you would pull if the next round slips.',
    category: 'Finance',
    tier: 'basic',
    imageUrl: '/media/blog/finance.svg',
    publishedAt: '2026-07-28T14:00:00.000Z',
    authorId: 2,
    content: `Ask a founder how much runway they have and you will usually get a confident answer. Ask how it was calculated and the confidence often fades. Runway is simple arithmetic, but only if the inputs are right: a real budget, an honest burn figure and a list of the lumpy payments that never show up in a monthly average. This guide shows how to build all three without a finance team.

## Runway in one line

**Runway (months) = cash in the bank / average monthly net burn**

- **Gross burn** is everything you spend in a month: payroll, software, rent, contractors, taxes.
- **Net burn** is gross burn minus cash actually collected from customers in that month.

Use net burn for runway, but watch gross burn too: if revenue stalls, gross burn is what you are really exposed to. Average the last three months rather than trusting a single month, and base the figures on cash movements, not on invoices sent or received.

## Build a budget you will actually use

A useful early-stage budget fits on one screen. Group spending into a handful of categories and plan each month for the next 18 to 24 months. Here is an example for a six-person software startup:

| Category | Monthly amount | Notes |
|---|---|---|
| Payroll, fully loaded | $65,000 | $52,000 of salaries times about 1.25 for employer taxes, benefits and insurance |
| Contractors | $6,000 | Design and part-time specialist work |
| Cloud and software | $5,000 | Grows with usage; review seats quarterly |
| Office or co-working | $3,000 | Often the easiest cost to cut |
| Legal and accounting | $3,000 | Higher in months with a financing or tax filing |
| Insurance | $1,000 | General liability, D&O and cyber, spread monthly |
| Marketing and sales | $7,000 | Tie each line to a measurable goal |
| Buffer | $5,000 | Roughly 5% for the things you forgot |
| **Gross burn** | **$95,000** | |

If the company collects $15,000 a month from customers, net burn is $80,000. With $1,400,000 in the bank, runway is 17.5 months.

### What "fully loaded" means

The multiplier deserves attention. An employee costs more than their salary: employer Social Security and Medicare, federal and state unemployment tax, workers' compensation, health insurance and payroll fees. A multiplier of 1.2 to 1.3 is a common planning rule of thumb; replace it with your real figures once payroll is running.

## Plan hires month by month

People are often 60% to 80% of an early-stage budget, so the hiring plan *is* the budget. Give each planned hire a start month and a fully loaded cost, and let the model add them in. A hire planned for March who actually starts in June saves three months of cost; a hire who arrives with a signing bonus and relocation adds a one-off spike. When you present the plan to investors, they will look at this row first.

## Don't forget the lumpy payments

Monthly averages hide payments that arrive once or twice a year. Put these in the month they are paid:

- **Delaware annual report and franchise tax**, due 1 March for Delaware corporations.
- **State minimum taxes**, such as California's $800 minimum franchise tax if you do business there.
- **Annual software contracts** paid up front, often in January.
- **Insurance premiums** billed annually.
- **Year-end work from your CPA**, the 409A valuation refresh and any audit or diligence costs around a financing.
- **Estimated tax payments** once the company becomes profitable.

The [tax checklist](/checklist/tax) lists the main dates.

## Run three scenarios

A single forecast tends to be optimistic. Keep three versions side by side:

1. **Base case:** the plan you believe, with revenue growing at the rate you have actually seen.
2. **Downside case:** revenue flat for six months, the next round delayed by six months, hiring slowed.
3. **Upside case:** faster growth that justifies pulling hires forward.

The downside case tells you when to act. A widely used rule of thumb is to start raising with 9 to 12 months of runway left, because a round can easily take three to six months from first meeting to money in the bank. Paul Graham's well-known question, whether you are "default alive" (profitable on current growth before the money runs out) or "default dead", is a useful gut check on the base case.

## A monthly close that takes a day

Budgets only help if you compare them with what actually happened. Every month:

1. Reconcile the bank and card accounts in your bookkeeping tool.
2. Categorise every transaction and collect missing receipts.
3. Compare actual spending with the budget line by line and explain any variance over 10%.
4. Update cash, net burn and runway, and share the three numbers with your co-founders.
5. Roll the forecast forward by a month.

Aim to finish by the 10th or 15th of the following month. Our [software page](/software) lists bookkeeping and spend-management tools that can speed this up, and the [banking checklist](/checklist/banking) covers the account setup that makes reconciliation clean in the first place.

## If runway gets short

Decide your levers now, while you are calm, and write them down in order:

1. Cut non-essential software, marketing experiments and office costs.
2. Pause open hiring, starting with roles that are not tied to revenue.
3. Renegotiate or downgrade annual contracts before they renew.
4. Chase receivables and offer discounts for annual prepayment.
5. Ask existing investors about a bridge, often on a SAFE.
6. Reduce founder salaries.
7. If headcount must fall, make one decisive cut rather than several small ones.

## Useful resources

See our [tools page](/tools) for more planning resources; a fractional CFO from [consulting](/consulting) can pressure-test your model before a fundraise. For general planning help, the US Small Business Administration's [business guide](https://www.sba.gov/business-guide) covers funding and financial management for new companies.
`,
  },
  {
    slug: 'the-startup-tax-calendar-every-deadline-in-one-place',
    title: 'The Startup Tax Calendar: Every Deadline in One Place',
    excerpt:
      'A month-by-month calendar of the federal and state deadlines a calendar-year Delaware C-corp faces, from January information returns to Form 1120, estimated taxes and the R&D payroll credit election.',
    category: 'Tax',
    tier: 'basic',
    imageUrl: '/media/blog/tax.svg',
    publishedAt: '2026-07-07T14:00:00.000Z',
    authorId: 2,
    content: `> **Note:** This article is general information, not legal or tax advice. Dates below are for a calendar-year company and were checked in July 2026; your CPA should confirm them for your situation.

Startups rarely get into tax trouble because the tax is large. They get into trouble because a filing nobody owned slipped past its date, and penalties and interest started running. The fix is boring and effective: one calendar, one owner per deadline, reminders set well in advance. Here is the calendar for a typical calendar-year Delaware C corporation with a few employees and contractors.

## The year at a glance

| Date | What is due | Applies to |
|---|---|---|
| 31 January | W-2s to employees and the SSA; 1099-NEC to contractors and the IRS; Form 941 for Q4; Form 940 | Employers and businesses paying contractors |
| 1 March | Delaware annual report and franchise tax | Delaware corporations |
| 15 March | Form 1065 or 1120-S, or a Form 7004 extension | Partnerships, multi-member LLCs, S corporations |
| 15 April | Form 1120, or a Form 7004 extension; first estimated tax instalment | C corporations |
| 30 April | Form 941 for Q1 | Employers |
| 1 June | Delaware LLC annual tax ($300) | Delaware LLCs |
| 15 June | Second estimated tax instalment | C corporations |
| 31 July | Form 941 for Q2 | Employers |
| 15 September | Third estimated instalment; extended 1065 and 1120-S | C corporations; pass-throughs on extension |
| 15 October | Extended Form 1120 | C corporations on extension |
| 31 October | Form 941 for Q3 | Employers |
| 15 December | Fourth estimated instalment | C corporations |

Federal deadlines that fall on a weekend or legal holiday move to the next business day. For the rest of 2026 that means the Q3 Form 941 is due Monday 2 November (31 October is a Saturday), and the January 2027 filings are due Monday 1 February 2027. State deadlines follow their own rules, so do not assume the same shift applies.

## Corporate income tax: Form 1120

A C corporation files Form 1120 every year, even in a year with no revenue and a loss. The federal corporate rate is a flat 21%. Key points:

- **Due date:** the 15th day of the fourth month after year-end, so 15 April for calendar-year companies.
- **Extension:** Form 7004 gives an automatic six-month extension to file, to 15 October. It does not extend the time to pay any tax owed.
- **Losses:** a loss is not wasted. Net operating losses carry forward and can offset future profits, which is one more reason to file accurately in lean years.
- **Estimated tax:** corporations that expect to owe $500 or more for the year pay in four instalments on 15 April, 15 June, 15 September and 15 December. Most pre-profit startups owe nothing, but revisit this the year you turn profitable.

The IRS's [Form 1120 page](https://www.irs.gov/forms-pubs/about-form-1120) and [Form 7004 page](https://www.irs.gov/forms-pubs/about-form-7004) carry the current instructions.

## The R&D credit against payroll tax

This is the most valuable line on the calendar for many software and hardware startups. A qualified small business can apply up to **$500,000 a year** of its research credit against payroll taxes (the amount was raised from $250,000 for tax years beginning after 2022). To qualify for a given year, the company generally needs:

1. gross receipts under $5 million for that year, and
2. no gross receipts in any year before the five-year period ending with that year.

### The timing trap

The election is made on Form 6765 attached to a **timely filed** income tax return, extensions included, and it cannot be made on an amended return. That is the calendar trap: miss the Form 1120 deadline and you can lose the year's payroll credit. The credit is then claimed on Form 8974 with your quarterly Form 941, starting with the quarter after the return is filed. Separately, the 2025 tax law restored the immediate deduction of domestic research costs, which changes how your CPA will treat development spending. Read the IRS overview of the [research credit against payroll tax](https://www.irs.gov/credits-deductions/research-credit-against-payroll-tax-for-small-businesses) and plan the documentation with your CPA early in the year.

## State obligations

- **Delaware:** corporations file the annual report and pay franchise tax by 1 March. Use the assumed par value capital method; the default authorized-shares figure can be enormous. Delaware LLCs pay a flat $300 by 1 June.
- **Your home state:** if you operate outside Delaware you are probably registered there as a foreign corporation, with its own income or franchise tax return. California, for example, charges an $800 minimum franchise tax.
- **Sales tax:** since the Supreme Court's 2018 Wayfair decision, states can require out-of-state sellers to collect sales tax once they pass an economic threshold. Many use $100,000 of sales or 200 transactions a year, though several have dropped the transaction test. Review this when revenue starts.
- **Payroll:** state withholding and unemployment returns are usually quarterly, filed by your payroll provider.

## Information returns in January

January is the busiest month because several returns share the 31 January date. Collect W-9s all year so that January is about filing, not chasing. If you file 10 or more information returns in total, including W-2s, you must e-file.

## What is no longer on the list

FinCEN's interim final rule of March 2025 exempted companies formed in the United States from beneficial ownership information (BOI) reporting. Foreign companies registered to do business in a US state still have to report. Check [FinCEN's BOI page](https://www.fincen.gov/boi) in case the rules change again.

## Make the calendar run itself

1. Put every date above in a shared calendar, with reminders 30 days and 7 days before.
2. Give each deadline a named owner, even if the owner's job is only to confirm the CPA filed.
3. Engage your CPA in the autumn for the following spring; good firms fill up by January.
4. Close the books for December by mid-February so the 1120 and Delaware figures are ready.
5. Keep records for at least 3 years after filing, and employment tax records for at least 4.

Our [tax checklist](/checklist/tax) lists each of these tasks with sources, our [software page](/software) lists bookkeeping tools, and you can find a startup-focused CPA through [consulting](/consulting).
`,
  },
  {
    slug: 'the-83b-election-step-by-step',
    title: 'The 83(b) Election, Step by Step',
    excerpt:
      'You have 30 days from the day you buy restricted founder stock to file an 83(b) election, and the IRS allows no late filings. Here is what the election does and exactly how to file it with Form 15620.',
    category: 'Legal',
    tier: 'basic',
    imageUrl: '/media/blog/legal.svg',
    publishedAt: '2026-06-16T14:00:00.000Z',
    authorId: 1,
    content: `> **Note:** This article is general information, not legal or tax advice. Whether an 83(b) election makes sense depends on your facts; confirm with a lawyer or tax adviser before filing.

Of all the paperwork in a startup's first month, the 83(b) election is the item with the least forgiving deadline. You have 30 days from the date you receive restricted stock, there is no extension, and a missed election generally cannot be fixed afterwards. The filing itself takes under an hour. This guide explains why it matters and walks through each step.

## What the election does

Founder stock almost always vests, usually over four years with a one-year cliff. Under section 83 of the tax code, stock that is subject to vesting is normally taxed **as it vests**: each time a tranche vests, the difference between its value on that day and what you paid for it counts as ordinary income.

For a company that is growing, that can be painful. Suppose a founder bought 4,000,000 shares at $0.0001 each ($400 in total), and by the first vesting date the shares are worth $0.50 each. Without an election, the 1,000,000 shares that vest at the cliff create roughly $500,000 of ordinary income, with no cash from a sale to pay the tax. The same thing repeats every month for three more years.

An 83(b) election tells the IRS you want to be taxed on the stock **when you receive it** instead. Founders normally pay full fair market value at that point, so the taxable amount is zero.

| | Without an 83(b) | With a timely 83(b) |
|---|---|---|
| Tax when you buy the shares | None | On value minus price paid, usually $0 for founders |
| Tax as the shares vest | Ordinary income on the spread at each vesting date | None |
| Capital gains holding period starts | At each vesting date | When you buy the shares |
| Main risk | Large tax bills without cash to pay them | If you leave and forfeit unvested shares, any tax paid is not refunded (tiny when the spread is zero) |

## Who should consider filing

- **Founders** buying stock subject to vesting, which is almost every founder of a venture-backed startup.
- **Employees who early-exercise options** and receive unvested shares.
- **Holders of LLC profits interests**, where advisers often recommend a protective election.

You do not need one for stock that is fully vested when you receive it, for options you have not exercised, or for restricted stock units (RSUs), which are not eligible.

## The 30-day clock

The clock starts on the **date of transfer**, normally the date in your stock purchase agreement when the shares were issued to you. It does not wait for share certificates, for your lawyer's cover email or for your tax ID to arrive. When you send the election by certified mail, the postmark date is generally treated as the filing date, so what matters is that it is mailed within 30 days. Do not plan around weekend or holiday rules; aim to mail it in the first week.

## Step by step

1. **Collect the facts.** From your stock purchase agreement, note the number and class of shares, the date of transfer, the price per share, the fair market value per share and a short description of the vesting and repurchase terms.
2. **Fill in Form 15620.** The IRS released Form 15620, Section 83(b) Election, in November 2024. Using it is optional (a signed written statement containing the same information is still valid), but the form makes it hard to leave anything out. It asks for your name, address and taxpayer identification number, a description of the property, the transfer date and tax year, the restrictions, the fair market value, the amount you paid and the resulting income. The current version is on the IRS website as [Form 15620](https://www.irs.gov/pub/irs-pdf/f15620.pdf).
3. **Don't wait for a Social Security number.** Founders who do not yet have an SSN or ITIN should still file on time; ask your lawyer how to complete the identification field rather than letting the deadline pass.
4. **Sign and date it, then make copies.** Keep at least three: one for the company, one for your own records and a spare.
5. **Find the right address.** The election goes to the IRS office where you file your individual income tax return. The form's instructions list the addresses.
6. **Send it by USPS Certified Mail with a return receipt.** Ask the post office clerk to postmark your certified mail receipt. Some people also include an extra copy and a stamped self-addressed envelope, asking the IRS to date-stamp and return it.
7. **Give a copy to the company.** It belongs in the minute book alongside the stock purchase agreement.
8. **Store your proof permanently.** Keep the signed copy, the postmarked receipt and the return receipt (paper or electronic) together. Investors' and acquirers' lawyers routinely ask for them during diligence, sometimes many years later.

### What about your tax return?

Since 2016 you no longer need to attach a copy to your annual tax return, though your preparer should know the election exists.

## A simple timeline

| Day | Action |
|---|---|
| 0 | Stock purchase agreement signed; shares issued; you pay for the shares |
| 1 to 3 | Complete and sign Form 15620; make copies |
| 3 to 7 | Mail by certified mail with return receipt; give the company its copy |
| 30 | Last possible day to mail; do not get close to it |
| After | File the proof with your permanent records; confirm the company has its copy |

## Mistakes that cause real problems

- **Waiting for someone else to do it.** The election is your personal filing. Your lawyer may prepare it, but it is your signature and your deadline.
- **Using the wrong date.** The date of transfer is the issuance date, not the date you first agreed the split or the vesting start date.
- **Inconsistent numbers.** The share count, price and value should match the stock purchase agreement and the board consent exactly.
- **No proof of mailing.** Without the certified mail receipt you may be unable to show the election was timely.

## Related tasks

The 83(b) is one step in issuing founder stock; the [legal checklist](/checklist/legal) shows it in sequence with the board consent, the stock purchase agreement and the invention assignment. Our [tools page](/tools) gathers other resources for the first weeks, and if your situation is unusual (stock paid for with technology, an LLC, or a founder living abroad), book a session through [consulting](/consulting). The IRS lists all current forms on its [forms and instructions page](https://www.irs.gov/forms-instructions).
`,
  },
  {
    slug: 'employee-or-contractor-getting-worker-classification-right',
    title: 'Employee or Contractor? Getting Worker Classification Right',
    excerpt:
      "Calling someone a contractor does not make them one. Learn the IRS common-law test, the Labor Department and state tests such as California's ABC test, and what to do if you have guessed wrong.",
    category: 'Hiring',
    tier: 'basic',
    imageUrl: '/media/blog/hiring.svg',
    publishedAt: '2026-05-26T14:00:00.000Z',
    authorId: 3,
    content: `> **Note:** This article is general information, not legal or tax advice. Classification depends on the facts of each relationship and on state law; get advice for borderline cases.

Paying people as contractors is attractive for a young company: no payroll setup, no withholding, no benefits, and an easy exit if things do not work out. That is exactly why regulators look closely at it. Whether someone is an employee is decided by how the relationship works in practice, not by the title on the contract or the form you send in January. Get it wrong and you can owe back taxes, penalties and wages for every misclassified month.

## What is at stake

When a worker is an employee, the company has to:

- withhold federal and state income tax and the employee share of Social Security and Medicare;
- pay the employer share of Social Security and Medicare, plus federal and state unemployment taxes;
- carry workers' compensation insurance;
- follow minimum wage, overtime, paid sick leave and final-pay rules;
- offer benefits on the same terms as other eligible employees.

A misclassification finding can bring all of these back retroactively, with interest and penalties from both the IRS and state agencies. In some states, workers can also bring their own claims for unpaid overtime and expenses.

## The federal tax test: IRS common-law rules

The IRS looks at the whole relationship, grouping the evidence into three categories:

1. **Behavioural control.** Does the company control, or have the right to control, what the worker does and how they do it? Detailed instructions, set hours, required tools and methods, and training in your way of doing things all point towards employment.
2. **Financial control.** Does the worker have a real business of their own? Signs of independence include their own significant investment, unreimbursed expenses, the chance of profit or loss, offering services to other clients and being paid per project rather than per hour.
3. **Type of relationship.** Is there a written contract, are there benefits, is the relationship expected to continue indefinitely, and is the work a key part of the company's regular business?

No single factor decides the question. The IRS explains the framework on its page on [independent contractor or employee](https://www.irs.gov/businesses/small-businesses-self-employed/independent-contractor-self-employed-or-employee) status.

## The wage-and-hour test: the Department of Labor

For minimum wage and overtime under the Fair Labor Standards Act, the Department of Labor asks whether the worker is economically dependent on the company or genuinely in business for themselves. It considers factors such as the opportunity for profit or loss, the worker's investment, the permanence of the relationship, the degree of control, whether the work is integral to the business, and the worker's skill and initiative. The factors overlap with the IRS test but are not identical. See the Department's [FLSA page](https://www.dol.gov/agencies/whd/flsa).

## State tests can be stricter

### ABC tests, including California's

Several states apply an **ABC test** for some or all purposes. California's version, codified in 2019, presumes a worker is an employee unless the company can show all three of these:

- **A:** the worker is free from the company's control and direction in doing the work, both under the contract and in fact;
- **B:** the work is outside the usual course of the company's business;
- **C:** the worker is customarily engaged in an independently established trade or business of the same kind.

Prong B is the one that catches startups. A freelance developer writing your core product is doing work squarely inside your usual course of business. Massachusetts and New Jersey, among others, also use ABC-style tests for some laws. California's Labor and Workforce Development Agency publishes guidance at [labor.ca.gov](https://www.labor.ca.gov).

## Quick comparison

| Factor | Points towards contractor | Points towards employee |
|---|---|---|
| Control | Decides how, when and where to work | Follows your schedule, processes and direction |
| Tools and costs | Uses own equipment, covers own expenses | Uses your laptop, accounts and office |
| Clients | Serves several clients, markets own services | Works only for you |
| Payment | Fixed fee per project, invoices | Hourly or salary, paid on your payroll cycle |
| Duration | Defined project with an end date | Open-ended, ongoing |
| Type of work | Specialist task outside your core business | Core product, sales or operations work |

## Common startup scenarios

- **A part-time engineer working 20 hours a week on your main product, indefinitely, using your tools:** very likely an employee, especially in California.
- **An agency building your marketing site for a fixed fee, with its own staff and other clients:** a contractor.
- **A fractional CFO with their own firm serving several companies:** usually a contractor.
- **An intern at a for-profit startup:** unpaid internships are only allowed in narrow circumstances under the Labor Department's "primary beneficiary" test; in practice, pay interns as employees.
- **Someone working from another country:** US classification rules are not the whole story; local law applies. An employer of record service is often the simplest compliant route.

## If you are not sure, or think you guessed wrong

1. **Reclassify going forward.** Put the person on payroll from the next pay period; the [HR checklist](/checklist/hr) covers state registrations and first-day forms.
2. **Consider the IRS Voluntary Classification Settlement Program** (Form 8952), which lets eligible businesses reclassify workers prospectively and pay a reduced amount for past federal employment taxes.
3. **Ask the IRS for a ruling** with Form SS-8 if the answer is truly unclear, bearing in mind that a determination can take many months.
4. **Get advice on state exposure**, which the federal programs do not cover.

## Paperwork for genuine contractors

For those who really are independent, keep a clean file: a written agreement with an intellectual property assignment and confidentiality terms, a Form W-9 collected before the first payment, invoices, and a Form 1099-NEC when the year's payments reach the threshold ($600 for payments made in 2025, $2,000 for payments made after 31 December 2025). Our [software page](/software) lists payroll and operations tools, and [consulting](/consulting) can connect you with an employment lawyer for a classification review.
`,
  },
  {
    slug: 'getting-an-ein-and-opening-your-startups-bank-account',
    title: "Getting an EIN and Opening Your Startup's Bank Account",
    excerpt:
      'An EIN is free and takes minutes online, and it unlocks your business bank account. Here is what to prepare, how the IRS application works, what banks ask for and how to keep company money clean from day one.',
    category: 'Finance',
    tier: 'basic',
    imageUrl: '/media/blog/finance.svg',
    publishedAt: '2026-05-05T14:00:00.000Z',
    authorId: 2,
    content: `> **Note:** This article is general information, not legal or tax advice. IRS procedures and bank requirements change; check the current rules before you apply.

Once your company exists on paper, two practical steps turn it into something that can sign contracts and pay people: an Employer Identification Number (EIN) from the IRS and a bank account in the company's name. Both are quick if you prepare, and both are easy to get subtly wrong. Here is how to do them in the right order.

## Before you apply for an EIN

Apply **after** your entity has been formed. The IRS asks for the legal name, entity type and start date, and the bank will check that your EIN letter matches your formation documents exactly. Have ready:

- the company's exact legal name as it appears on the certificate of incorporation or formation, including "Inc." or "LLC";
- the mailing address and the state of formation;
- the **responsible party**: the individual who ultimately controls the entity, usually a founder and officer, with a Social Security number (SSN) or ITIN;
- the principal business activity and whether you expect to hire employees in the next 12 months.

## Applying online, step by step

1. Go to the IRS page for [applying for an EIN online](https://www.irs.gov/businesses/small-businesses-self-employed/apply-for-an-employer-identification-number-ein-online). The application is free. Sites that charge a fee for an EIN are middlemen, not the IRS.
2. Check the hours: the online assistant is available on weekdays during set daytime and evening hours (Eastern time), and it times out after a period of inactivity, so keep your information at hand.
3. Choose the entity type carefully. A corporation is a corporation; an LLC is asked how many members it has, which affects how it is taxed by default.
4. Enter the responsible party's details and answer the remaining questions.
5. Receive the EIN immediately at the end of the session.
6. **Download and save the confirmation notice (CP 575) as a PDF right away.** Store it with your formation documents. Banks, payroll providers and investors will ask for it.

The IRS issues only one EIN per responsible party per day, so double-check the entity details before you submit.

### Founders without an SSN or ITIN

The online application requires a US taxpayer ID for the responsible party. Foreign founders without one apply by sending **Form SS-4** by fax or mail. Fax typically takes days and mail several weeks. Formation services and law firms can act as a third-party designee to speed this up.

### If you lose the confirmation

The CP 575 is sent once. If you misplace it, call the IRS business line and request an **EIN verification letter (147C)**, which banks accept instead.

## What the bank will ask for

| Document | What it is | Why the bank wants it |
|---|---|---|
| Certificate of incorporation or formation | The state's record that the company exists | Proves the entity and its exact name |
| EIN confirmation (CP 575 or 147C) | IRS notice of your tax ID | Matches the company to its tax number |
| Board consent or operating agreement | Authorizes opening the account and names signers | Shows who may act for the company |
| Government ID for owners of 25% or more and one controlling person | Passport or driver's licence | Required under the bank's customer due diligence rules |
| Foreign qualification or good standing (sometimes) | Registration in your home state | Confirms you may do business there |

The 25% beneficial ownership question comes from FinCEN's customer due diligence rule for banks. It is separate from the beneficial ownership information (BOI) report that companies used to file with FinCEN, which a March 2025 interim final rule removed for companies formed in the US. The current position is on [FinCEN's BOI page](https://www.fincen.gov/boi).

## Choosing a bank

Startup-focused banks and fintech platforms usually open accounts online in one to three days; traditional banks may want a branch visit but offer broader services. Compare:

- **Deposit protection.** FDIC insurance covers up to $250,000 per depositor, per insured bank, per ownership category. Once you raise money, ask about sweep programs that spread deposits across several banks, and consider keeping a second account at another institution. Many startups learned this lesson during the bank failures of March 2023. The [FDIC](https://www.fdic.gov) explains the coverage rules.
- **Fees** for wires, card use abroad and low balances.
- **Integrations** with your bookkeeping software and payroll provider.
- **Controls:** multiple users, approval rules for payments and virtual cards per vendor.
- **Company cards** with sensible limits and receipt capture.

Our [software page](/software) lists startup banking and spend-management tools.

## Your first transactions

1. **Founders pay for their stock** from personal accounts into the company account, matching the amounts in the stock purchase agreements. This creates the cleanest possible record.
2. **Connect the account to your bookkeeping tool** on day one, so every transaction is categorized from the start.
3. **Issue company cards** and stop using personal cards for company costs.
4. **Set up a payments processor** if you will take card payments from customers.
5. **Collect W-9s** from vendors and contractors before paying them.

## Never mix personal and company money

Commingling funds makes bookkeeping painful, weakens the liability protection your entity is supposed to provide and creates awkward questions in due diligence. Adopt a simple written reimbursement policy: if a founder pays a company expense personally, they submit the receipt and the company reimburses them. If a personal expense lands on a company card by mistake, the founder repays it promptly and the bookkeeper records it.

## Next steps

Tick these off in the [banking and finance checklist](/checklist/banking), which continues with bookkeeping, receipts and insurance. If you are a foreign founder or need help choosing between banks, a specialist from [consulting](/consulting) can guide you, and our [tools page](/tools) has more resources for the first month.
`,
  },
  {
    slug: 'delaware-c-corp-or-llc-how-to-choose-your-startups-entity',
    title: "Delaware C-Corp or LLC? How to Choose Your Startup's Entity",
    excerpt:
      'If you plan to raise venture capital or grant stock options, a Delaware C corporation is the default. If not, an LLC may be simpler and cheaper. Here is how the two compare on tax, equity, cost and paperwork.',
    category: 'Legal',
    tier: 'basic',
    imageUrl: '/media/blog/legal.svg',
    publishedAt: '2026-04-07T14:00:00.000Z',
    authorId: 1,
    content: `> **Note:** This article is general information, not legal or tax advice. Entity choice depends on your plans and your tax position; confirm yours with a lawyer or CPA before filing.

Choosing an entity is the first legal decision most founders make, and it is surprisingly sticky. Converting later is possible, but it costs legal fees, can have tax consequences and resets some clocks that matter. The good news is that for most founders the choice comes down to one question: **do you plan to take outside equity investment and give employees equity?**

## The short answer

- **Choose a Delaware C corporation** if you intend to raise from venture investors or angels on standard terms, grant stock options to employees, or want the possibility of the qualified small business stock (QSBS) exclusion.
- **Choose an LLC**, usually in your home state, if you are building a business you expect to fund from revenue, a consultancy or agency, a holding company, or a project whose owners want profits and losses to flow through to their own tax returns.

## How the two compare

| Feature | Delaware C corporation | LLC |
|---|---|---|
| Federal income tax | Company pays a flat 21%; shareholders pay again on dividends | Pass-through by default; members pay tax on their share of profit, distributed or not |
| Equity for employees | Stock options, including incentive stock options, and restricted stock | Profits interests or phantom equity; no incentive stock options |
| Venture investors | The standard structure | Many funds cannot or will not invest |
| QSBS (section 1202) | Available if the requirements are met | Not available |
| Delaware annual cost | Annual report ($50) plus franchise tax, often $400 using the assumed par value method | Flat $300 annual tax, due 1 June |
| Governance | Bylaws, board, written consents, minute book | Operating agreement; fewer formalities |
| Early losses | Stay in the company and carry forward | Can pass through to members, subject to limits |

## Why investors expect a Delaware C corporation

### Predictable law

Delaware's corporate statute is the most widely used in the country, and its Court of Chancery decides business disputes without juries, backed by decades of case law. Lawyers on both sides of a deal know what the rules are, which makes financings faster and cheaper.

### How venture funds are built

Many funds have tax-exempt and foreign investors behind them. Income flowing through an LLC can create tax problems for those investors, so fund agreements often rule LLC investments out or make them awkward. A corporation blocks that flow-through.

### Standard documents

The SAFE, the most common pre-seed instrument, is written for corporations, and so are the widely used model documents for priced rounds. Staying within the standard saves legal fees at every round.

### Options and QSBS

Incentive stock options can only be granted by corporations. QSBS can exclude a large part of the gain on qualifying stock of a C corporation held long enough; the 2025 federal tax law expanded the benefit for stock issued after 4 July 2025, including partial exclusions after three and four years of holding. The requirements are detailed, so track issuance dates from the start.

## When an LLC is the better choice

- **Profitable from early on:** pass-through taxation avoids the second layer of tax on distributions.
- **Services businesses** such as consulting, agencies and studios that will not sell equity to investors.
- **Holding or real estate vehicles.**
- **Uncertain plans:** some founders start as an LLC and convert when they raise. It works, but budget for the conversion, and remember that QSBS holding periods generally run only from when the corporation's stock is issued.

An LLC or corporation can also elect S corporation tax treatment with Form 2553, filed within two months and 15 days of the start of the tax year it should apply to. S corporations are limited to one class of stock and to 100 shareholders who are generally US individuals, which rules out preferred stock for venture investors.

## Delaware if you operate elsewhere

Incorporating in Delaware while your team works in, say, California means dealing with two states. You keep a registered agent in Delaware (required), pay Delaware's annual tax and report, and register as a foreign corporation in your home state, paying its fees and taxes too. In California that registration is the Statement and Designation by Foreign Corporation, filed with a Delaware certificate of good standing, and the state charges an $800 minimum franchise tax. For a venture-backed startup the extra cost is worth it. For a small LLC with no investors, forming in your home state is usually simpler.

## Once you have decided

1. Check that the name is available: the state's entity search, a [USPTO trademark](https://www.uspto.gov/trademarks) search and the domain.
2. Appoint a registered agent.
3. File the certificate of incorporation (corporation) or certificate of formation (LLC) with the [Delaware Division of Corporations](https://corp.delaware.gov) or your home state.
4. For a corporation: adopt bylaws and elect the board, then pass an initial board consent appointing officers, approving founder stock and authorizing a bank account. For an LLC: sign an operating agreement.
5. Sign founder stock purchase agreements with vesting, and file 83(b) elections within 30 days.
6. Get an EIN and open the bank account (see the [banking checklist](/checklist/banking)).
7. Register as a foreign entity in your home state if you operate outside the state of formation.

Since March 2025, FinCEN's interim final rule exempts companies formed in the US from beneficial ownership reporting; companies formed abroad and registered in a US state still file. Check [FinCEN's BOI page](https://www.fincen.gov/boi) for changes.

## Common mistakes

- Forming an LLC, then trying to raise on a standard SAFE.
- Issuing founder shares without vesting or without invention assignment agreements.
- Forgetting to register in the state where the team actually works.
- Paying Delaware's default franchise tax figure instead of recalculating it.

The full sequence, with time estimates and sources, is in the [legal checklist](/checklist/legal). Formation services are listed on our [software page](/software), and the SBA's [business guide](https://www.sba.gov/business-guide) covers licences and permits. If your case is unusual, such as foreign founders, an existing LLC with revenue or several owners, start with [consulting](/consulting).
`,
  },
  {
    slug: 'delaware-franchise-tax-why-the-first-bill-looks-scary-and-how-to-fix-it',
    title: 'Delaware Franchise Tax: Why the First Bill Looks Scary and How to Fix It',
    excerpt:
      "Delaware's default calculation can show a five-figure franchise tax for a startup with almost no assets. Learn the two methods, work through the assumed par value math and file your annual report for a few hundred dollars.",
    category: 'Tax',
    tier: 'basic',
    imageUrl: '/media/blog/tax.svg',
    publishedAt: '2026-03-03T14:00:00.000Z',
    authorId: 1,
    content: `> **Note:** This article is general information, not legal or tax advice. Figures are those published by the Delaware Division of Corporations as of early 2026; check the state's site before you file.

Every winter, founders of young Delaware corporations receive a notice that seems to demand tens of thousands of dollars in franchise tax. A typical startup with 10,000,000 authorized shares sees a figure of about $85,000. For most of them, the real bill is a few hundred dollars. The difference comes from which of Delaware's two calculation methods you use, and Delaware lets you pay whichever is lower.

## What is due, and when

- **Delaware corporations** file an annual report and pay franchise tax by **1 March** each year, covering the previous calendar year. The annual report filing fee is $50 for most domestic corporations.
- **Delaware LLCs and limited partnerships** do not file an annual report. They pay a flat **$300** annual tax by **1 June**.
- **Late filing** brings a $200 penalty plus interest of 1.5% per month on unpaid tax, and a company that stays unpaid loses its good standing, which banks, investors and acquirers all check.

## Method 1: authorized shares (the default)

This method looks only at how many shares your charter authorizes, not how many you have issued or what the company is worth.

| Authorized shares | Tax |
|---|---|
| 5,000 or fewer | $175 (the minimum) |
| 5,001 to 10,000 | $250 |
| Each additional 10,000 shares, or part of 10,000 | $85 more |
| Maximum | $200,000 (large corporate filers pay a flat $250,000) |

For 10,000,000 authorized shares: $250 for the first 10,000, plus 999 further blocks of 10,000 at $85 each ($84,915), for a total of **$85,165**. This is the alarming number on the notice. The $175 minimum only applies to corporations with very few authorized shares, which almost no venture-style startup has.

## Method 2: assumed par value capital

This method uses your company's gross assets and issued shares. It is a little more work and almost always far cheaper for an early-stage company.

1. **Find your total gross assets.** Use the total assets figure from your federal return's balance sheet (Form 1120, Schedule L) for the year just ended.
2. **Divide gross assets by total issued shares** (including any treasury shares). The result is your "assumed par".
3. **For each class of stock,** if its stated par value is lower than the assumed par, multiply its authorized shares by the assumed par. If the stated par is higher, multiply its authorized shares by the stated par.
4. **Add the results.** This is your assumed par value capital.
5. **Work out the tax:** $400 for each $1,000,000 of assumed par value capital, or part of $1,000,000. The minimum tax under this method is **$400**.

### Worked example

| Input | Value |
|---|---|
| Authorized shares | 10,000,000 common, par $0.00001 |
| Issued shares | 8,000,000 |
| Gross assets at 31 December | $600,000 |

- Assumed par: $600,000 / 8,000,000 = $0.075 per share, which is higher than the $0.00001 stated par.
- Assumed par value capital: 10,000,000 x $0.075 = $750,000.
- That is less than $1,000,000, so the tax is the $400 minimum.
- With the $50 annual report fee, the company pays **$450** instead of $85,215.

Now suppose the company raises a seed round and ends the next year with $4,000,000 of gross assets and the same share counts. Assumed par becomes $0.50, assumed par value capital is $5,000,000, and the tax is 5 x $400 = $2,000. That is more, but still a tiny fraction of the authorized-shares figure.

## Filing the annual report, step by step

1. **Gather the data:** your Delaware file number, gross assets, issued and authorized shares for each class with their par values, the names and addresses of all directors, the name and address of at least one officer, and your principal place of business.
2. **Go to the [Delaware Division of Corporations](https://corp.delaware.gov)** and open the annual report and tax payment service.
3. **Enter your file number.** The system will initially show the authorized-shares figure. Don't pay it.
4. **Enter issued shares and gross assets** in the annual report. The system recalculates using the assumed par value capital method and applies the lower tax.
5. **Pay** the recalculated tax plus the $50 fee, and save the confirmation with your corporate records.
6. **Put next year's date in the calendar**, with a reminder in early February.

If your federal return is not finished by 1 March, use your best year-end balance sheet figure and talk to your accountant about updating the filing if the final number differs. Delaware explains both methods on its [franchise tax calculation page](https://corp.delaware.gov/frtaxcalc/).

## Missed 1 March?

If you are reading this just after the deadline, file now. Penalty and interest keep growing the longer you wait, and the fix is the same: file the annual report with your issued shares and gross assets so the tax is recalculated. If you already paid the authorized-shares amount, contact the Division of Corporations about the overpayment rather than leaving it.

## Companies with larger bills

Corporations whose franchise tax is $5,000 or more must pay in instalments during the year: 40% by 1 June, 20% by 1 September, 20% by 1 December and the remainder by 1 March. This usually starts to matter after a large financing.

## Other state bills to expect

Delaware is rarely your only state. If your team works elsewhere, you are probably registered there as a foreign corporation and owe that state's annual fees and taxes; California, for example, has an $800 minimum franchise tax. The [tax checklist](/checklist/tax) tracks these alongside your federal deadlines, our [software page](/software) lists formation and compliance services, and [consulting](/consulting) can connect you with a CPA if your cap table has several share classes or no-par stock.
`,
  },
];
