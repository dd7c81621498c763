import type { SeedChecklistItem } from '../seed-types.js';

// Startup launch checklist: 56 tasks across 6 categories. Guidance only, not legal or tax advice.
// Dated figures (thresholds, fees) are marked as such in each description; see lastVerified.
export const checklistItems: SeedChecklistItem[] = [
  // ───────────────────────────── Legal Formation (16) ─────────────────────────────
  {
    slug: "choose-business-structure",
    categorySlug: "legal",
    title: "Choose your business structure",
    order: 1,
    difficulty: "medium",
    estimatedTime: "2 hours",
    description: `The legal form you pick decides how the company is taxed, who is allowed to own it and how easily you can raise money later, so settle it before you file anything with a state. Founders who plan to raise venture capital, hand out stock options to a team or benefit from the qualified small business stock (QSBS) exclusion almost always form a Delaware C corporation. Investors and their lawyers know Delaware corporate law, preferred stock and option plans fit it naturally, and the section 1202 QSBS exclusion is only available on stock of a C corporation.

An LLC is usually the better fit for a business that will stay owner-funded, pay profits out to its owners or be run as a lifestyle company: profits pass through to the members' personal returns and there is less corporate housekeeping. Converting an LLC into a corporation later is possible, but it costs legal fees, can have tax consequences and delays a financing. Think through the next two to three years of funding, read YC's Legal and Accounting Basics and the Stripe Atlas company-type guide, and book a startup lawyer if you have foreign co-founders, existing revenue or unusual ownership.`,
    resources: `- If you expect to raise from VCs or an accelerator in the next 24 months, default to a Delaware C corporation; many institutional funds cannot or will not invest in an LLC.
- The QSBS holding period only starts when C-corp shares are issued, so forming the corporation early (rather than converting an LLC later) can be worth real money at an exit.
- A Delaware company that operates elsewhere also registers and pays annual fees in its home state; budget for both rather than assuming Delaware replaces your state.
- Agree the co-founder equity split and each person's role in writing before filing; changing percentages after shares are issued is slow and can be taxable.`,
    recommendedTools: [
      { name: "Stripe Atlas", description: "Online formation of a Delaware C corporation or LLC with founder stock paperwork, EIN application and 83(b) filing help.", price: "$500 one-time", link: "https://stripe.com/atlas" },
      { name: "Clerky", description: "Startup legal paperwork platform used by many YC companies for incorporation, founder stock and financing documents.", price: "Paid plans; see site", link: "https://www.clerky.com" },
    ],
    source: "YC Startup School: Legal and Accounting Basics; Stripe Atlas docs: Company types",
    lastVerified: "2026-11-15",
  },
  {
    slug: "check-name-availability",
    categorySlug: "legal",
    title: "Check that your company name is available",
    order: 2,
    difficulty: "easy",
    estimatedTime: "1 hour",
    description: `Before you file, confirm that the name you want can actually be registered and used. Start with the state business entity search: for a Delaware company that is the Division of Corporations entity search, and if you will operate in another state (California, New York, Texas...) search that state's database too, because you will need the same name there when you register as a foreign company. The legal name must include an ending the state accepts, such as Inc., Corporation or Company for a corporation and LLC for a limited liability company.

State availability only means nobody has registered a confusingly similar entity name in that state; it gives you no trademark rights. So also search the USPTO trademark database for identical or similar-sounding marks in the goods and services you plan to sell, and check that a usable domain name and the main social handles are free. Doing all three checks in one sitting avoids the common, expensive situation of incorporating under a name you later have to abandon because of a trademark complaint or an unavailable domain.`,
    resources: `- Search the Delaware entity database and your home state's database on the same day; a name free in Delaware can still be taken in California.
- Run the USPTO Trademark Search for exact and sound-alike spellings in the classes you will sell in (software companies usually look at Classes 9 and 42).
- If the domain is free, buy it immediately, even before filing; good names get registered quickly once you start talking about them.
- Avoid purely descriptive names (for example, Fast Payroll Software); they are hard to protect as trademarks and easy for competitors to copy.`,
    recommendedTools: [
      { name: "Delaware Division of Corporations entity search", description: "Official search of entity names registered in Delaware.", price: "Free", link: "https://icis.corp.delaware.gov/ecorp/entitysearch/namesearch.aspx" },
      { name: "USPTO Trademark Search", description: "Official federal trademark search system for registered marks and pending applications.", price: "Free", link: "https://tmsearch.uspto.gov" },
    ],
    source: "Delaware Division of Corporations; USPTO Trademark Search; SBA: 10 steps to start your business",
    lastVerified: "2026-11-15",
  },
  {
    slug: "appoint-registered-agent",
    categorySlug: "legal",
    title: "Appoint a registered agent",
    order: 3,
    difficulty: "easy",
    estimatedTime: "15 min",
    description: `Every Delaware corporation and LLC must keep a registered agent: a person or company with a physical street address in Delaware that is available during business hours to accept lawsuits (service of process) and official state correspondence, including franchise tax notices, on the company's behalf. Because the agent's name and address go into the Certificate of Incorporation or Certificate of Formation, you need to choose one before you file.

Most founders use a commercial registered agent service, which charges an annual fee and forwards scanned documents by e-mail. Formation services such as Stripe Atlas and Clerky arrange an agent as part of incorporation. Keep the service paid and your contact details current: if an agent resigns and you do not appoint a replacement, the company can fall out of good standing, and a lawsuit that nobody forwards to you can end in a default judgment. Remember that every other state where you later register (for example California after foreign qualification) also requires an agent for service of process there.`,
    resources: `- Pick the agent before drafting the certificate, since its exact name and Delaware address must appear in the filing.
- Compare renewal prices, not just the first-year offer; formation bundles often include only the first year.
- Make sure the agent e-mails scanned documents the same day and that the notice address is a shared inbox, not one founder's personal e-mail.
- Add the agent's renewal date to your compliance calendar; a lapsed agent can cost the company its good standing.`,
    recommendedTools: [
      { name: "Northwest Registered Agent", description: "Commercial registered agent service covering Delaware and every other US state.", price: "Paid plans; see site", link: "https://www.northwestregisteredagent.com" },
      { name: "Stripe Atlas", description: "Formation service that arranges a Delaware registered agent as part of incorporation.", price: "$500 one-time", link: "https://stripe.com/atlas" },
    ],
    source: "Delaware Division of Corporations; Clerky handbook",
    lastVerified: "2026-11-15",
  },
  {
    slug: "file-certificate-of-incorporation",
    categorySlug: "legal",
    title: "File the Certificate of Incorporation or Formation",
    order: 4,
    difficulty: "easy",
    estimatedTime: "1 hour plus state processing",
    description: `Filing with the state is what brings the company into existence. A corporation files a Certificate of Incorporation with the Delaware Division of Corporations; an LLC files a Certificate of Formation. The corporate certificate states the legal name, the registered agent, the number of shares the company is authorised to issue and their par value, and the incorporator who signs it.

Startups commonly authorise around 10,000,000 shares of common stock with a very small par value such as $0.00001. That leaves room for founder stock, an option pool and future financings, keeps the founders' purchase price tiny, and keeps the Delaware franchise tax low when the company later pays under the assumed-par-value capital method. You can file directly with the state or through a service such as Clerky or Stripe Atlas, which use startup-standard charters. Delaware processes filings in a few business days, or faster for an extra expedite fee. When the stamped certificate comes back, order a certified copy, because banks, payment processors and other states ask for it, and file it in the company minute book.`,
    resources: `- Authorise enough shares (10 million is a common starting point) with a par value of $0.00001 or similar so founders can pay for their stock in cash.
- Use a startup-standard charter from a formation service rather than a generic template, which may leave out provisions investors expect, such as director exculpation.
- Check current Delaware processing times before paying for expedited service; pay extra only if a bank or investor deadline depends on it.
- Keep both the stamped certificate and a certified copy; foreign qualification and bank onboarding each ask for proof of formation.`,
    recommendedTools: [
      { name: "Delaware Division of Corporations", description: "The state office that accepts certificates, annual reports and franchise tax payments.", price: "State filing fees apply", link: "https://corp.delaware.gov" },
      { name: "Clerky", description: "Generates and files startup-standard Delaware incorporation documents.", price: "Paid plans; see site", link: "https://www.clerky.com" },
      { name: "Stripe Atlas", description: "Online Delaware incorporation with filing, registered agent and EIN help.", price: "$500 one-time", link: "https://stripe.com/atlas" },
    ],
    source: "Clerky handbook; Delaware Division of Corporations; Stripe Atlas docs",
    lastVerified: "2026-11-15",
  },
  {
    slug: "adopt-bylaws-and-initial-board-consent",
    categorySlug: "legal",
    title: "Adopt bylaws and sign the initial board consent",
    order: 5,
    difficulty: "medium",
    estimatedTime: "1-2 hours",
    description: `A freshly filed corporation has no directors, officers or shareholders yet, so two short documents finish the set-up. First, the incorporator signs an action of incorporator that adopts the bylaws and elects the initial board of directors; the incorporator's job then ends. Second, the new board signs an initial unanimous written consent that appoints officers (typically CEO, president, secretary and treasurer or CFO), approves the sale of founder stock and the form of the stock purchase agreements, sets the fiscal year, approves indemnification agreements, and authorises the company to open a bank account and pay its formation costs.

These steps matter because in Delaware shares are only validly issued when the board approves them, and investors' lawyers check for exactly these documents in due diligence. Do them the same day as incorporation or within a few days, in the right order (incorporator first, then board). Formation platforms such as Clerky generate both documents together. Have every director sign and date their signature, and put the signed PDFs straight into the minute book.`,
    resources: `- Sign the action of incorporator before the board consent; the board does not exist until the incorporator elects it.
- A written consent in lieu of a meeting must be signed by every director; a missing signature can invalidate the actions it approves.
- Name the bank signers in the consent; most banks ask to see the resolution authorising the account.
- Keep the board small at this stage (often just the founders) and record any later changes by a new written consent.`,
    recommendedTools: [
      { name: "Clerky", description: "Produces the incorporator action, bylaws and initial board consent as one package.", price: "Paid plans; see site", link: "https://www.clerky.com" },
      { name: "Cooley GO", description: "Startup law firm site with free document generators and guides on formation paperwork.", price: "Free", link: "https://www.cooleygo.com" },
    ],
    source: "Clerky handbook; YC Startup School: Legal and Accounting Basics",
    lastVerified: "2026-11-15",
  },
  {
    slug: "draft-llc-operating-agreement",
    categorySlug: "legal",
    title: "Sign an LLC operating agreement (LLCs only)",
    order: 6,
    difficulty: "medium",
    estimatedTime: "2 hours",
    description: `If you formed an LLC instead of a corporation, the operating agreement takes the place of bylaws, board consents and stock purchase agreements. It records who owns what percentage or how many units, what each member contributed, how profits, losses and distributions are allocated, whether the LLC is run by its members or by appointed managers, how decisions are voted on, what happens when a member leaves or wants to sell, and how the company is wound up.

Delaware does not require you to file the agreement with the state, but without one the default rules of the Delaware LLC Act apply, which rarely match what co-founders have in mind. Even a single-member LLC benefits from a short agreement: banks often ask for it, and it helps show that the company is a separate entity. For tax purposes a multi-member LLC is treated as a partnership by default and a single-member LLC is disregarded, so the agreement should also cover tax distributions and who acts as the partnership representative. Stripe Atlas provides an operating agreement for LLCs it forms; sign it at formation.`,
    resources: `- Sign the agreement on the day of formation, even if you are the only member.
- Add a tax-distribution clause so members receive enough cash to pay tax on profits allocated to them.
- Put founder units on a vesting schedule (for example four years with a one-year cliff), just as corporations do with founder stock.
- State clearly who may sign contracts and open accounts; banks and customers will ask.`,
    recommendedTools: [
      { name: "Stripe Atlas", description: "Forms Delaware LLCs and supplies an operating agreement as part of the package.", price: "$500 one-time", link: "https://stripe.com/atlas" },
    ],
    source: "Stripe Atlas docs: LLC formation and operating agreement",
    lastVerified: "2026-11-15",
  },
  {
    slug: "sign-founder-stock-purchase-agreements",
    categorySlug: "legal",
    title: "Issue founder stock with vesting",
    order: 7,
    difficulty: "medium",
    estimatedTime: "2 hours",
    description: `Each founder buys shares from the company under a restricted stock purchase agreement. The shares are subject to vesting: the company can buy back unvested shares at the original price if a founder leaves. The market standard is four years of vesting with a one-year cliff, meaning 25 % vests after twelve months and the rest monthly over the next 36 months. Vesting protects the founders from a co-founder who walks away early with a large stake, and investors expect to see it.

Founders normally pay a tiny cash amount at par value (4,000,000 shares at $0.00001 is $40), sometimes together with a technology assignment that transfers any code, designs or other IP created before incorporation to the company. Discuss openly whether anyone gets vesting credit for time already spent on the idea, and whether there is acceleration on a sale; investors generally accept double-trigger acceleration (a sale plus termination) but dislike single-trigger. Sign the agreements right after the board approves the issuance. Because the shares vest over time, each founder must then file an 83(b) election within 30 days.`,
    resources: `- Use four-year vesting with a one-year cliff unless you have a clear reason not to; unusual terms raise questions in diligence.
- Include a technology or IP assignment so work done before incorporation belongs to the company.
- Prefer double-trigger over single-trigger acceleration; single-trigger can make the company harder to sell.
- Put the 30-day 83(b) deadline in every founder's calendar on the day the agreements are signed.`,
    recommendedTools: [
      { name: "Clerky", description: "Generates founder stock purchase agreements with standard vesting and IP assignment.", price: "Paid plans; see site", link: "https://www.clerky.com" },
      { name: "Carta", description: "Equity management platform that records founder shares and vesting schedules.", price: "Paid plans; see site", link: "https://carta.com" },
    ],
    source: "Clerky handbook; YC Startup School: Legal and Accounting Basics; Carta help",
    lastVerified: "2026-11-15",
  },
  {
    slug: "file-83b-election",
    categorySlug: "legal",
    title: "File your 83(b) election within 30 days",
    order: 8,
    difficulty: "medium",
    estimatedTime: "1 hour",
    description: `When you receive stock that vests over time, the default tax rule is that you owe ordinary income tax as each portion vests, based on what the shares are worth at that moment. If the company does well, that can mean large tax bills on shares you cannot sell. A section 83(b) election tells the IRS you choose to be taxed now, at grant, instead. For founders who pay fair market value for their shares the taxable amount is usually zero, later growth is taxed as capital gain when you sell, and your holding period (which also matters for QSBS) starts at grant.

The deadline is strict: the election must be filed within 30 days of the stock grant (the date the shares are transferred to you). There is no extension and a missed election generally cannot be fixed. Since November 2024 the IRS has offered Form 15620 for the election; using it is optional but helps you include every required item. Sign it, send it to the IRS office where you file your personal return by USPS Certified Mail with a return receipt, give a copy to the company, and keep the signed copy and the postmarked receipt as proof for as long as you own the shares.`,
    resources: `- Count 30 calendar days from the transfer date stated in your stock purchase agreement, and aim to mail the election within the first week.
- Use Certified Mail with a return receipt and keep the stamped receipt with a copy of the signed form; it is your only proof of a timely filing.
- Use IRS Form 15620 and its instructions to pick the right IRS mailing address and avoid missing fields such as the property description and amount paid.
- Give the company a copy for its records; due-diligence lawyers will ask for every founder's 83(b) and proof of mailing.
- If you think the deadline was missed, talk to a startup lawyer at once; the available fixes are limited and costly.`,
    recommendedTools: [
      { name: "IRS Form 15620", description: "The IRS's official form for making a section 83(b) election, with filing instructions.", price: "Free", link: "https://www.irs.gov/forms-pubs/about-form-15620" },
      { name: "Clerky", description: "Prepares 83(b) elections alongside founder stock documents.", price: "Paid plans; see site", link: "https://www.clerky.com" },
    ],
    source: "IRS: About Form 15620, Section 83(b) Election; Clerky help centre; EY Tax News (November 2024)",
    lastVerified: "2026-11-15",
  },
  {
    slug: "sign-founder-ciiaa",
    categorySlug: "legal",
    title: "Sign founder confidentiality and invention assignment agreements",
    order: 9,
    difficulty: "easy",
    estimatedTime: "30 min",
    description: `A confidential information and invention assignment agreement (CIIAA) is a short contract in which each founder promises to keep the company's confidential information secret and assigns to the company the inventions, code and other IP they create in the course of its business. Without it, valuable IP may legally belong to an individual founder, which is one of the first things an investor's or acquirer's lawyers check.

Sign it at the same time as the founder stock purchase agreement. Each founder lists any prior inventions they want to keep outside the company; leaving the schedule blank can create disputes later. In California, Labor Code section 2870 means an employer cannot claim inventions an employee developed entirely on their own time without company equipment or information, unless the invention relates to the company's business, and the agreement must give written notice of that rule. Before signing, founders who still have a day job should read their current employer's IP and moonlighting clauses, because building the startup on an employer's time or laptop can give that employer a claim to the work.`,
    resources: `- Sign the CIIAA on the same day as the stock purchase agreement so there is no gap in IP ownership.
- Complete the prior-inventions schedule carefully; write None only if that is true.
- Check any current employer agreement before writing code for the startup, and never use an employer's laptop or accounts for it.
- Reuse the same template for employees and contractors later, with the state-specific notices your lawyer recommends.`,
    recommendedTools: [
      { name: "Clerky", description: "Includes founder CIIAAs in its incorporation package.", price: "Paid plans; see site", link: "https://www.clerky.com" },
      { name: "Cooley GO", description: "Free startup document generators and explanations from a law firm.", price: "Free", link: "https://www.cooleygo.com" },
    ],
    source: "Clerky handbook; YC Startup School: Legal and Accounting Basics; California Labor Code section 2870",
    lastVerified: "2026-11-15",
  },
  {
    slug: "set-up-cap-table-and-minute-book",
    categorySlug: "legal",
    title: "Set up the cap table and minute book",
    order: 10,
    difficulty: "easy",
    estimatedTime: "1 hour, then ongoing",
    description: `The capitalisation table is the record of who owns which securities: common stock, options, SAFEs, warrants and later preferred stock, with the number, price, date and vesting terms of each issuance. Start it as soon as founder stock is issued. A spreadsheet works for a few founders, but a cap table platform makes it easier to issue option grants, model SAFE conversions, run 409A valuations and keep the issuance dates you need for QSBS.

Alongside the cap table, keep a minute book: one organised folder with the certificate of incorporation, bylaws, every board and stockholder consent, stock purchase agreements and proof of 83(b) mailings, CIIAAs, the EIN letter, foreign qualifications, Form D filings and signed financing documents. When you raise money or sell the company, this folder becomes the data room, and missing or unsigned documents are a common cause of delayed closings and legal bills for clean-up. Update both records within days of every equity event, and make sure at least two people can access them.`,
    resources: `- Record for every grant the holder, class, number of shares, price, issue date, vesting start date and the board approval that authorised it.
- Model how outstanding SAFEs and a new option pool will convert before you negotiate a priced round.
- Organise the data room into folders such as Corporate, Equity, IP, Finance, Employees and Commercial Contracts.
- Reconcile the cap table against signed documents once a quarter; diligence teams compare the two line by line.`,
    recommendedTools: [
      { name: "Carta", description: "Cap table, equity management and 409A valuation platform widely used by startups.", price: "Paid plans; see site", link: "https://carta.com" },
      { name: "Pulley", description: "Cap table management and dilution modelling for early-stage companies.", price: "Paid plans; see site", link: "https://pulley.com" },
    ],
    source: "Carta help; Clerky handbook",
    lastVerified: "2026-11-15",
  },
  {
    slug: "check-boi-reporting-status",
    categorySlug: "legal",
    title: "Check your beneficial ownership (BOI) reporting status",
    order: 11,
    difficulty: "easy",
    estimatedTime: "15 min",
    description: `The Corporate Transparency Act originally required most US companies to report their beneficial owners to FinCEN. That changed with FinCEN's interim final rule published on 26 March 2025 (90 FR 13688): the definition of a reporting company now covers only entities formed under the law of a foreign country that have registered to do business in a US state or tribal jurisdiction. Corporations and LLCs formed in the United States, including a Delaware startup, and their beneficial owners are exempt and do not need to file, update or correct BOI reports.

A foreign-formed company that registers to do business in a US state must still file, generally within 30 days after its registration becomes effective, although it no longer has to report beneficial owners who are US persons. Spend a few minutes confirming which case applies to you, note the date and the rule citation in your minute book, and recheck FinCEN's BOI page once a year because an interim rule can be revised or replaced. Be wary of letters and e-mails from private companies demanding fees to file BOI reports; FinCEN's own filing system has always been free.`,
    resources: `- If your company was formed in any US state, record in the minute book that it is exempt under FinCEN's March 2025 interim final rule (90 FR 13688).
- If a foreign parent or affiliate registers to do business in a US state, calendar the 30-day BOI deadline from the registration date.
- Ignore official-looking notices from third parties charging to file BOI; check anything suspicious against fincen.gov/boi.
- Recheck the FinCEN BOI page each year or before a financing, in case the final rule changes the scope.`,
    recommendedTools: [
      { name: "FinCEN Beneficial Ownership Information", description: "FinCEN's official BOI guidance, current rules and the free filing system for companies that still report.", price: "Free", link: "https://www.fincen.gov/boi" },
    ],
    source: "FinCEN: Beneficial Ownership Information Reporting; FinCEN interim final rule, 90 FR 13688 (26 March 2025)",
    lastVerified: "2026-11-15",
  },
  {
    slug: "foreign-qualify-in-home-state",
    categorySlug: "legal",
    title: "Register in your home state (foreign qualification)",
    order: 12,
    difficulty: "medium",
    estimatedTime: "2 hours plus state processing",
    description: `A Delaware company that actually operates somewhere else, for example with an office, employees or significant business in California, must register with that state as a foreign entity. In California a corporation files a Statement and Designation by Foreign Corporation with the Secretary of State, attaching a recent certificate of good standing from Delaware and naming an agent for service of process in California. LLCs file the equivalent LLC registration.

Do it before you sign a lease, hire in the state or start trading there in earnest. Companies that transact business without qualifying can face penalties and may be unable to bring a lawsuit in that state's courts until they fix it. Registration also brings ongoing obligations: in California the company then owes at least the $800 annual minimum franchise tax to the Franchise Tax Board and must file periodic Statements of Information. If you hire remote employees, check each of their states too, since many treat having employees there as doing business. Keep the filed statement and the good standing certificate in the minute book.`,
    resources: `- Order the Delaware certificate of good standing online first; the other state will not accept the filing without a recent one.
- Each state you register in also needs a registered agent and usually an annual report; add both to your compliance calendar.
- Budget for California's $800 minimum franchise tax every year once the company is doing business there, even at a loss.
- Hiring a remote employee in a new state usually triggers qualification plus payroll registration there; check before the start date.`,
    recommendedTools: [
      { name: "California bizfile Online", description: "California Secretary of State portal for foreign qualification and Statements of Information.", price: "State filing fees apply", link: "https://bizfileonline.sos.ca.gov" },
      { name: "Delaware Division of Corporations", description: "Where you order the Delaware certificate of good standing.", price: "State fees apply", link: "https://corp.delaware.gov" },
    ],
    source: "California Secretary of State: Statement and Designation by Foreign Corporation; California Franchise Tax Board; Delaware Division of Corporations",
    lastVerified: "2026-11-15",
  },
  {
    slug: "get-business-licenses-and-permits",
    categorySlug: "legal",
    title: "Get local business licences, DBAs and permits",
    order: 13,
    difficulty: "medium",
    estimatedTime: "1-3 hours",
    description: `Incorporating in Delaware does not give you permission to operate everywhere. Depending on where you work and what you sell, you may need a city or county business licence or tax registration certificate (many cities require one even for home-based businesses), a DBA or fictitious business name filing if you trade under a name different from the legal name, a state seller's permit if you sell taxable goods, and industry-specific licences for regulated activities such as food, alcohol, lending, money transmission, health care or childcare.

The SBA's licences and permits guide explains federal and state requirements and points to local lookup tools you can search by zip code, and SCORE offers free mentors who know local rules. Check requirements for every location where you have an office or employees, not only for the state you incorporated in. Most licences must be renewed each year and some require posting at your premises, so add renewal dates to your compliance calendar. Operating without a required licence can lead to fines, back fees and, in regulated industries, orders to stop trading.`,
    resources: `- Search by the zip code of each office and of any employee who works from home; requirements differ city by city.
- File a DBA if customers will pay a brand name that is not the legal name, otherwise banks may refuse to deposit those payments.
- Ask a free SCORE mentor which local permits apply to your industry before signing a lease.
- Keep copies of every licence in the minute book and calendar renewal dates 30 days ahead.`,
    recommendedTools: [
      { name: "SBA: Apply for licenses and permits", description: "SBA guide to federal, state and local licence requirements.", price: "Free", link: "https://www.sba.gov/business-guide/launch-your-business/apply-licenses-permits" },
      { name: "SCORE", description: "SBA resource partner offering free mentoring from experienced business owners.", price: "Free", link: "https://www.score.org" },
    ],
    source: "SBA: Apply for licenses and permits; SCORE",
    lastVerified: "2026-11-15",
  },
  {
    slug: "adopt-stock-plan-and-get-409a",
    categorySlug: "legal",
    title: "Adopt a stock plan and get a 409A valuation",
    order: 14,
    difficulty: "hard",
    estimatedTime: "1-3 weeks",
    description: `Before promising stock options to anyone, the board and the stockholders need to adopt an equity incentive plan that reserves a pool of shares for employees, advisers and contractors. Early pools are commonly sized at around 10 to 20 % of the fully diluted company, based on the hires you expect before the next financing.

Each option must have an exercise price at least equal to the fair market value of the common stock on the grant date. The usual way to support that price is an independent 409A valuation, which gives a safe-harbour presumption that the price is reasonable. Options granted below fair market value can trigger section 409A penalties for the holder, including immediate income tax and an additional 20 % tax, and they cause problems in diligence. A valuation typically takes one to three weeks and needs your financial statements, cap table, financing documents and projections. To keep the option of granting incentive stock options (ISOs), stockholders must approve the plan within 12 months of the board adopting it. A 409A generally stays usable for up to 12 months unless something material happens, such as a priced round.`,
    resources: `- Order the 409A before sending offer letters that mention option numbers, and never date a grant before the valuation's effective date.
- Size the pool for the next 12 to 18 months of hiring; investors often ask for the pool to be topped up before their money comes in.
- Get stockholder approval of the plan within 12 months of board adoption to preserve ISO treatment.
- Refresh the valuation after any priced round or other material change, even if 12 months have not passed.`,
    recommendedTools: [
      { name: "Carta", description: "Equity plan administration, option grants and 409A valuations.", price: "Paid plans; see site", link: "https://carta.com" },
      { name: "Pulley", description: "Cap table software with option grant workflows and 409A valuations.", price: "Paid plans; see site", link: "https://pulley.com" },
      { name: "Clerky", description: "Prepares stock plan adoption documents and board and stockholder consents.", price: "Paid plans; see site", link: "https://www.clerky.com" },
    ],
    source: "Clerky handbook; Carta help: 409A valuations",
    lastVerified: "2026-11-15",
  },
  {
    slug: "file-form-d",
    categorySlug: "legal",
    title: "File Form D after your first raise",
    order: 15,
    difficulty: "medium",
    estimatedTime: "1 hour",
    description: `Selling securities, and a SAFE counts as a security, requires either registration with the SEC or an exemption. Most angel and seed rounds rely on Rule 506(b) of Regulation D, and that exemption requires a short notice called Form D, filed electronically on the SEC's EDGAR system within 15 days after the first sale. The first sale is generally the date the first investor became irrevocably committed to invest, usually when they signed the SAFE, not when the money arrived. The SEC charges no fee for Form D, but it is public and lists the executive officers, directors and the amount raised.

Most states also require a notice filing and fee for investors resident in that state, with deadlines and amounts that vary; many of these can be filed through NASAA's Electronic Filing Depository. Filing on EDGAR requires account credentials that can take several days to obtain, so start the access process as soon as a round looks likely. A late Form D does not by itself usually destroy the exemption, but it can trigger state penalties and awkward questions in later diligence, so treat the 15-day deadline seriously.`,
    resources: `- Set up EDGAR access for the company as soon as the first SAFE looks likely; credentials can take days, and the 15-day clock does not wait.
- Use the date the first investor irrevocably committed as the date of first sale.
- File state notices (via NASAA EFD where accepted) for each state where an investor lives, and check each state's own deadline and fee.
- Save the EDGAR acceptance message and state receipts in the data room under Financings.`,
    recommendedTools: [
      { name: "SEC EDGAR", description: "The SEC's electronic filing system where Form D is submitted.", price: "Free", link: "https://www.sec.gov/edgar" },
      { name: "NASAA Electronic Filing Depository", description: "Online system for state notice filings that accompany a Regulation D offering.", price: "State fees apply", link: "https://www.efdnasaa.org" },
    ],
    source: "SEC: Regulation D and Form D; NASAA Electronic Filing Depository; Clerky handbook",
    lastVerified: "2026-11-15",
  },
  {
    slug: "publish-terms-privacy-and-nda",
    categorySlug: "legal",
    title: "Publish terms of service and a privacy policy; adopt an NDA template",
    order: 16,
    difficulty: "medium",
    estimatedTime: "3 hours",
    description: `Before you open a product or website to the public, publish terms of service and a privacy policy. The terms set the rules of use, payment and refund terms, intellectual property ownership, disclaimers, limits on your liability and the governing law. The privacy policy explains what personal data you collect, why, who you share it with, how long you keep it and how people can exercise their rights.

Some of this is legally required. California's Online Privacy Protection Act (CalOPPA) requires commercial websites and apps that collect personal information from California residents to post a conspicuous privacy policy, and broader laws such as the California Consumer Privacy Act or the EU GDPR apply once you meet their thresholds or serve those users. Write the policy from an honest inventory of your real data flows (analytics, cookies, payment data, e-mail tools), because regulators such as the FTC treat inaccurate privacy promises as deceptive. At the same time, adopt a mutual non-disclosure agreement template for partnership, vendor and hiring conversations. Do not expect venture investors to sign NDAs; most decline as a matter of policy.`,
    resources: `- List every tool that touches user data (analytics, cookies, payments, support, e-mail) before drafting the privacy policy.
- Link the terms and privacy policy from every page footer and from sign-up and checkout screens.
- Use a standard mutual NDA so counterparties sign quickly, and do not ask VCs to sign one.
- Date each version of your policies and keep old versions; notify users before material changes take effect.`,
    recommendedTools: [
      { name: "Termly", description: "Generators for privacy policies, terms of service and cookie consent banners.", price: "Free plan; paid plans available", link: "https://termly.io" },
      { name: "Common Paper", description: "Free standard commercial agreements, including a mutual NDA.", price: "Free standard agreements", link: "https://commonpaper.com" },
    ],
    source: "California Online Privacy Protection Act (CalOPPA); FTC privacy guidance; Stripe Atlas guides",
    lastVerified: "2026-11-15",
  },
  // ───────────────────────────── Banking & Finance (10) ─────────────────────────────
  {
    slug: "get-an-ein",
    categorySlug: "banking",
    title: "Get an EIN (Employer Identification Number)",
    order: 1,
    difficulty: "easy",
    estimatedTime: "20 min",
    description: `An EIN, or Employer Identification Number, is the company's federal tax ID. You need it to open a business bank account, set up a payment processor, run payroll, file tax returns and give customers a Form W-9, so get it right after the company is formed. Applying directly with the IRS is free, and the online application issues the number immediately at the end of the session. Ignore websites that charge a fee to apply for you.

The online assistant runs only during posted weekday hours, and the IRS limits each responsible party to one EIN per day. The responsible party (normally a founder who controls the company) must have a US Social Security number or ITIN. Founders without either apply on paper with Form SS-4 by fax or mail, which takes days to weeks rather than minutes. Enter the legal name exactly as it appears on the certificate of incorporation. At the end you can download the confirmation notice, CP 575; save it immediately, because banks ask for it. If you lose it, the IRS can send a 147C verification letter instead.`,
    resources: `- Download and save the CP 575 confirmation PDF before closing the browser; the online tool will not show it to you again.
- Type the legal name and entity type exactly as filed with the state; mismatches hold up bank and processor onboarding.
- Lost the letter? Call the IRS Business and Specialty Tax Line (800-829-4933) and ask for a 147C letter.
- Foreign founders without an SSN or ITIN should fax Form SS-4 rather than mail it; mail can take several weeks.`,
    recommendedTools: [
      { name: "IRS: Get an employer identification number", description: "The IRS's free online EIN application and guidance on who may apply.", price: "Free", link: "https://www.irs.gov/businesses/small-businesses-self-employed/get-an-employer-identification-number" },
    ],
    source: "IRS: Get an employer identification number; IRS: Instructions for Form SS-4; Stripe Atlas guides",
    lastVerified: "2026-11-15",
  },
  {
    slug: "open-business-bank-account",
    categorySlug: "banking",
    title: "Open the business bank account",
    order: 2,
    difficulty: "easy",
    estimatedTime: "1-3 days",
    description: `A dedicated business account is where founders pay for their stock, investors wire money and every company expense is paid from. Open it as soon as you have the EIN. Banks will ask for the formation documents (certificate of incorporation or formation), the board consent or operating agreement that authorises the account and names the signers, the EIN confirmation (CP 575 or a 147C letter), and identification for each person who owns 25 % or more of the company plus one person who controls it, under federal customer due diligence rules.

Startup-focused online banks can usually open an account in one to three days; traditional banks may want an in-person visit. Compare fees, wire and ACH costs, card programmes, integrations with your accounting software, and deposit protection. FDIC insurance covers up to $250,000 per depositor, per insured bank, per ownership category, so once you raise more than that, ask whether the bank offers a sweep programme that spreads funds across partner banks, or keep a second account at another institution. Give online access only to people who need it, and turn on multi-factor authentication for every user.`,
    resources: `- Bring the certificate, board consent, EIN letter and IDs for all 25 % owners to avoid a second round of document requests.
- Keep more than $250,000 only in accounts with sweep coverage, or split cash across banks to stay within FDIC limits.
- Require two people to approve large outgoing wires; payment fraud often targets new companies.
- Open a second account at a different bank once you raise, so a single bank failure or freeze cannot stop payroll.`,
    recommendedTools: [
      { name: "Mercury", description: "Online banking built for startups, with FDIC sweep coverage and accounting integrations.", price: "Free basic account; paid tiers available", link: "https://www.mercury.com" },
      { name: "Relay", description: "Online business banking with multiple accounts and bookkeeping integrations.", price: "Free plan; paid plans available", link: "https://relayfi.com" },
    ],
    source: "Stripe Atlas guides: Opening a business bank account; FDIC: Deposit insurance; FinCEN customer due diligence rule",
    lastVerified: "2026-11-15",
  },
  {
    slug: "pay-for-founder-stock",
    categorySlug: "banking",
    title: "Pay for your founder stock into the company account",
    order: 3,
    difficulty: "easy",
    estimatedTime: "15 min",
    description: `Founder shares are only fully paid when the company actually receives the purchase price, so as soon as the bank account is open each founder should transfer the amount stated in their stock purchase agreement from a personal account. The amounts are usually tiny, often tens or hundreds of dollars, because the shares are bought at par value before the company has any real value. YC's legal basics stress this step because it is easy to forget and awkward to reconstruct later.

Pay by bank transfer or cheque from your own account, not from another company you own, and write a memo such as stock purchase, 4,000,000 shares of common stock. Keep the bank record with the stock purchase agreement and the 83(b) election in the minute book: the amount paid on the election should match the amount that landed in the account. If part of the price was paid by assigning technology or IP, make sure that assignment is signed and filed too. Lawyers reviewing the company before a financing or acquisition will ask for proof that every founder paid, and unpaid shares can create disputes about ownership.`,
    resources: `- Transfer the exact purchase price from your stock purchase agreement, for example 4,000,000 shares at $0.00001 equals $40.
- Put the number of shares in the payment memo so the bank record documents what was bought.
- Make sure the price shown on your 83(b) election matches what you paid.
- Save the bank statement page showing the deposit in the minute book next to the signed agreement.`,
    recommendedTools: [],
    source: "YC Startup School: Legal and Accounting Basics; Clerky handbook",
    lastVerified: "2026-11-15",
  },
  {
    slug: "separate-business-and-personal-spending",
    categorySlug: "banking",
    title: "Separate company spending, cards and receipts",
    order: 4,
    difficulty: "easy",
    estimatedTime: "30 min",
    description: `Keep company money and personal money completely apart. Pay every business cost from the company account or a company card, and never pay personal bills from company funds. Mixing the two (commingling) makes the books unreliable, complicates taxes, and in a lawsuit can help a creditor argue that the company is not really separate from its owners, putting personal assets at risk.

Get a company card early and write a one-page reimbursement policy for the times a founder or employee has to pay personally: what is reimbursable, what proof is required and how quickly claims must be submitted (for example within 60 days). Reimbursements made under such an accountable plan with proper receipts are not taxable income to the employee. Capture receipts at the moment of purchase with a phone app or your card provider's receipt matching, rather than hunting for them at year end. IRS Publication 463 explains the documentation needed for travel, gift and car expenses, including keeping receipts for lodging and for other such expenses of $75 or more. Good receipt habits also make the monthly close and any audit far easier.`,
    resources: `- Issue company cards with per-person limits instead of letting founders pay on personal cards and claim later.
- Set a reimbursement deadline (for example 60 days) and require a receipt and business purpose for every claim.
- Turn on automatic receipt matching by text or e-mail so receipts are attached when the transaction posts.
- If personal money does go into the company, record it as a loan or capital contribution, never leave it unexplained.`,
    recommendedTools: [
      { name: "Ramp", description: "Corporate cards with spend controls, receipt capture and accounting sync.", price: "Free core plan; paid plans available", link: "https://ramp.com" },
      { name: "Expensify", description: "Receipt scanning and expense reimbursement software.", price: "Paid plans; see site", link: "https://www.expensify.com" },
    ],
    source: "YC Startup School: Legal and Accounting Basics; IRS Publication 463",
    lastVerified: "2026-11-15",
  },
  {
    slug: "set-up-bookkeeping-and-monthly-close",
    categorySlug: "banking",
    title: "Set up bookkeeping and a monthly close",
    order: 5,
    difficulty: "medium",
    estimatedTime: "3 hours, then 2-4 hours a month",
    description: `Pick an accounting system in your first month and connect the bank account, cards and payment processor to it so transactions flow in automatically. Set up a simple chart of accounts that separates cost of revenue, research and development, sales and marketing, and general and administrative spending; investors read financials in those buckets, and R&D tracking supports the research credit later. Decide with your accountant whether to keep the books on a cash or accrual basis; accrual is expected once you have meaningful revenue or investors.

Then run a monthly close, ideally finished by the tenth of the following month: categorise every transaction, reconcile each bank and card account to its statement, record payroll, review what customers owe you and what you owe vendors, and produce a profit and loss statement, balance sheet and cash summary. Clean monthly books feed your runway model, investor updates, 409A valuations, tax returns and due diligence. If nobody on the team wants to own this, outsource it to a startup bookkeeping firm early; clean-up projects for a year of neglected books cost far more.`,
    resources: `- Connect bank, card and Stripe feeds on day one so you never have to import old statements by hand.
- Close each month by the 10th business day and send a one-page summary to co-founders.
- Tag R&D salaries and contractor costs from the start; you will need that detail for Form 6765.
- Lock closed periods in the software so old months cannot be changed by accident.`,
    recommendedTools: [
      { name: "QuickBooks Online", description: "Widely used small-business accounting software that most US accountants support.", price: "Paid plans; see site", link: "https://quickbooks.intuit.com" },
      { name: "Xero", description: "Cloud accounting software with bank feeds and a large app ecosystem.", price: "Paid plans; see site", link: "https://www.xero.com" },
      { name: "Pilot", description: "Bookkeeping, tax and CFO services for startups.", price: "Paid plans; see site", link: "https://pilot.com" },
    ],
    source: "Stripe Atlas guides; YC Startup School: Legal and Accounting Basics",
    lastVerified: "2026-11-15",
  },
  {
    slug: "set-up-payments-and-invoicing",
    categorySlug: "banking",
    title: "Set up payment processing and invoicing",
    order: 6,
    difficulty: "easy",
    estimatedTime: "1 hour",
    description: `To get paid you need a way to accept cards and bank payments online and a simple, reliable invoicing routine. A payment processor account needs the company's legal name, EIN, bank account, a description of what you sell and usually a live website with terms, a privacy policy and a refund policy; expect identity and business verification before payouts start. Stripe's standard US pricing for online card payments is 2.9 % plus 30 cents per successful charge, and bank debits (ACH) are usually cheaper for large B2B invoices.

For business customers, send numbered invoices from your accounting or billing tool with clear payment terms (net 30 is common), the company's legal name and address, and payment links for card and ACH. Turn on automatic reminders and review your accounts receivable ageing each week, since late-paying customers are a common cause of cash crunches. Make sure payouts go to the company account, connect the processor to your bookkeeping so fees and refunds are recorded properly, and check whether any sales tax must be charged on what you sell.`,
    resources: `- Publish a refund policy and terms of service before applying; processors check your website during review.
- Offer ACH for large invoices; percentage card fees on a $50,000 contract add up quickly.
- Automate invoice reminders at 7 days before, on, and 7 days after the due date.
- Review the receivables ageing report weekly and call anything over 30 days past due.`,
    recommendedTools: [
      { name: "Stripe", description: "Online payments, subscriptions and billing APIs.", price: "Standard: 2.9% + 30¢ per successful US card charge", link: "https://stripe.com" },
      { name: "Stripe Invoicing", description: "Hosted invoices with card and bank payment options and automatic reminders.", price: "Paid plans; see site", link: "https://stripe.com/invoicing" },
    ],
    source: "Stripe docs: Pricing and Invoicing; Stripe Atlas guides",
    lastVerified: "2026-11-15",
  },
  {
    slug: "collect-w9-from-vendors",
    categorySlug: "banking",
    title: "Collect Form W-9 from contractors and vendors",
    order: 7,
    difficulty: "easy",
    estimatedTime: "1 hour",
    description: `Before you pay a US contractor or vendor for the first time, ask them for a completed Form W-9. It gives you their legal name, tax classification (individual, LLC, corporation and so on), address and taxpayer identification number, which you need to file Forms 1099-NEC and 1099-MISC after year end. Collecting it at onboarding takes minutes; chasing former contractors for it in January is one of the most common year-end headaches.

If a payee does not give you a correct TIN, the IRS expects you to start backup withholding, currently 24 % of reportable payments, and send it to the IRS. Payments to corporations are generally not reported on a 1099, with exceptions such as payments to attorneys, so the classification box on the W-9 matters. Foreign contractors who are not US persons give you a Form W-8BEN (individuals) or W-8BEN-E (entities) instead. Store W-9s securely, because they contain Social Security numbers, and make a received W-9 a condition of the first payment in your vendor onboarding process.`,
    resources: `- Make a signed W-9 (or W-8BEN for foreign individuals) a condition of the first payment, not a January task.
- Check the tax classification box: payments to attorneys are reportable even when the firm is a corporation.
- Store W-9s in an access-restricted folder; they contain SSNs or EINs.
- If a TIN is missing or wrong, start 24 % backup withholding rather than paying in full.`,
    recommendedTools: [
      { name: "IRS Form W-9", description: "The official Request for Taxpayer Identification Number and Certification, with instructions.", price: "Free", link: "https://www.irs.gov/forms-pubs/about-form-w-9" },
    ],
    source: "IRS: About Form W-9; IRS: Backup withholding; IRS: Instructions for Forms 1099-MISC and 1099-NEC",
    lastVerified: "2026-11-15",
  },
  {
    slug: "get-business-insurance",
    categorySlug: "banking",
    title: "Buy the right business insurance",
    order: 8,
    difficulty: "medium",
    estimatedTime: "2 hours",
    description: `Insurance protects the company's cash from events that could otherwise end it. Three policies matter most for early startups. General liability covers injuries and property damage involving third parties and is often required by office leases and customer contracts. Directors and officers (D&O) insurance protects the board and officers, and the company's duty to indemnify them, against claims from investors, employees or regulators; investors frequently ask for it once they take a board seat. Cyber insurance helps pay for breach response, notification and related claims, and enterprise customers increasingly require it. Software and service companies should also consider technology errors and omissions (professional liability) cover.

Buy general liability when you sign a lease or a first contract that requires it, and review D&O and cyber before your first priced round or first large enterprise deal. Get quotes from brokers or insurers that specialise in startups, read the exclusions, and check that limits match what your contracts require. Workers' compensation is a separate, usually mandatory policy once you have employees and is covered in the HR section.`,
    resources: `- Read your lease and customer contracts first; they often specify minimum limits (for example $1 million per occurrence) and additional-insured wording.
- Add D&O before outside directors join the board; many investors make it a closing condition.
- Ask the broker whether cyber cover includes breach response services, not just reimbursement.
- Review limits at every funding round or when headcount doubles.`,
    recommendedTools: [
      { name: "Vouch", description: "Insurance built for startups, including D&O, cyber, tech E&O and general liability.", price: "Paid plans; see site", link: "https://www.vouch.us" },
      { name: "Embroker", description: "Online business insurance for startups and technology companies.", price: "Paid plans; see site", link: "https://www.embroker.com" },
    ],
    source: "SBA: Get business insurance; Stripe Atlas guides",
    lastVerified: "2026-11-15",
  },
  {
    slug: "build-budget-and-runway-model",
    categorySlug: "banking",
    title: "Build a budget and runway model",
    order: 9,
    difficulty: "medium",
    estimatedTime: "3 hours",
    description: `Runway is the number of months the company can keep operating before cash runs out: cash in the bank divided by net monthly burn (what goes out minus what comes in). Build a simple month-by-month model covering at least the next 18 to 24 months, with revenue, headcount, contractors, software, rent, insurance and one-off costs such as legal fees and tax payments. For each hire, budget a fully loaded cost that includes payroll taxes, benefits and equipment on top of salary.

Update the model every month with actual numbers from the close, so you see early when burn is drifting. Keep a base case and a downside case (revenue slips, a hire costs more, fundraising takes longer than planned) and decide in advance which costs you would cut in the downside. Fundraising usually takes several months, so many founders start raising while they still have at least six to nine months of runway; waiting longer weakens your negotiating position. A clear model also answers the questions investors ask first: how much you are raising, what it buys and how long it lasts.`,
    resources: `- Calculate runway from net burn (cash out minus cash in), not gross spending, and recompute it every month.
- Budget each hire at salary plus roughly 20 to 30 % for payroll taxes, benefits and equipment; check the figure against your payroll provider.
- Start fundraising with at least six to nine months of cash left; rounds often take longer than planned.
- Keep a written list of cuts you would make in the downside case so you can act quickly.`,
    recommendedTools: [
      { name: "Google Sheets", description: "Free spreadsheet for a first runway model that co-founders can edit together.", price: "Free with a Google account", link: "https://workspace.google.com/products/sheets/" },
    ],
    source: "YC Startup School; Carta help",
    lastVerified: "2026-11-15",
  },
  {
    slug: "raise-with-post-money-safes",
    categorySlug: "banking",
    title: "Raise on standard post-money SAFEs and model dilution",
    order: 10,
    difficulty: "medium",
    estimatedTime: "2-4 hours per round",
    description: `The SAFE (simple agreement for future equity), published by Y Combinator and updated to the post-money version in 2018, is the standard instrument for pre-seed and seed money. The investor pays now and receives shares later, usually when you raise a priced round, at a price set by a valuation cap, a discount or both. A SAFE is not debt: it has no interest rate and no maturity date. Use YC's standard documents without edits; investors sign familiar paperwork faster and lawyers cost less.

With a post-money SAFE the investor's ownership is easy to compute: investment divided by the post-money valuation cap. For example, $500,000 on a $10 million post-money cap equals 5 % of the company before the priced round's new money and any option pool increase. Because each SAFE's percentage is fixed, the founders absorb the dilution from every SAFE you sign, so keep a running model of total dilution across all outstanding SAFEs. Have the board approve the SAFEs, make sure money is wired to the company account, record each one on the cap table, and file Form D within 15 days after the first sale.`,
    resources: `- Use the unmodified YC post-money SAFE and put any extras, such as pro rata rights, in YC's standard side letter.
- Compute each investor's stake as investment divided by the post-money cap and add up all SAFEs before signing the next one.
- Get board approval for the SAFE round and record each SAFE on the cap table the day it is signed.
- File Form D within 15 days after the first SAFE is signed if you rely on Rule 506(b).`,
    recommendedTools: [
      { name: "Y Combinator SAFE documents", description: "The standard post-money SAFE forms, side letter and user guide.", price: "Free", link: "https://www.ycombinator.com/documents" },
      { name: "Carta", description: "Records SAFEs and models conversion and dilution at the next round.", price: "Paid plans; see site", link: "https://carta.com" },
    ],
    source: "Y Combinator: Post-money SAFE user guide; Carta help",
    lastVerified: "2026-11-15",
  },
  // ───────────────────────────── Tax & Accounting (11) ─────────────────────────────
  {
    slug: "decide-on-s-corp-election",
    categorySlug: "tax",
    title: "Decide on an S-corp election (Form 2553)",
    order: 1,
    difficulty: "easy",
    estimatedTime: "30 min",
    description: `An eligible corporation or LLC can ask the IRS to tax it as an S corporation by filing Form 2553. Profits then pass through to the owners' personal returns and owners who work in the business can split income between salary and distributions. It is a decision with a short deadline: the form must be filed no more than 2 months and 15 days after the beginning of the tax year in which the election should take effect (for a calendar-year company that already exists on 1 January, that is 15 March), or at any time during the previous tax year. For a brand-new company, the tax year starts when it first has shareholders, acquires assets or begins doing business, whichever is earliest.

For most venture-backed startups the right answer is not to elect. An S corporation may have no more than 100 shareholders, generally only US citizens, resident individuals and certain trusts and estates, and only one class of stock, which rules out preferred stock, venture funds and foreign founders. S-corp stock also cannot qualify for the QSBS exclusion. If you do elect, every shareholder must sign the consent, and owner-employees must receive a reasonable salary through payroll. The IRS offers relief for some late elections.`,
    resources: `- If you plan to raise venture capital or have foreign shareholders, do not elect; S-corp rules forbid preferred stock, entity investors and nonresident alien owners.
- For an existing calendar-year company the deadline is 15 March of the year the election should start; for a new company count 2 months and 15 days from the first day it had shareholders, assets or business.
- Collect every shareholder's signature on the consent statement; one missing signature can invalidate the election.
- Keep the IRS acceptance letter; banks and later buyers ask for proof of S status.`,
    recommendedTools: [
      { name: "IRS Form 2553", description: "Election by a Small Business Corporation, with instructions and filing addresses.", price: "Free", link: "https://www.irs.gov/forms-pubs/about-form-2553" },
    ],
    source: "IRS: About Form 2553; IRS: Instructions for Form 2553",
    lastVerified: "2026-11-15",
  },
  {
    slug: "set-record-retention-and-track-qsbs",
    categorySlug: "tax",
    title: "Set a record-retention policy and track QSBS dates",
    order: 2,
    difficulty: "easy",
    estimatedTime: "30 min",
    description: `Decide early how long you keep records and where. The IRS guidance is that records supporting a tax return should generally be kept for 3 years after filing, employment tax records for at least 4 years after the tax is due or paid, and longer in some cases (6 years if income was substantially under-reported, 7 years for bad-debt or worthless-securities deductions, and indefinitely if a return was never filed). Corporate records such as the charter, minutes, consents and stock ledger should be kept permanently.

At the same time, start tracking what you need for qualified small business stock (QSBS) under section 1202, which can exclude a large part of the gain when shareholders sell C-corporation stock. Eligibility depends on facts at each issuance: the stock must be acquired at original issue, the company's aggregate gross assets must be under the statutory limit at that time ($50 million, raised to $75 million for stock issued after 4 July 2025 by the 2025 tax law), and the company must run a qualifying active business. The full exclusion needs a holding period of more than five years, and the 2025 law added partial exclusions after three and four years for newer stock. Keep a log of every issuance date and the gross assets at that date.`,
    resources: `- Keep tax-return support for at least 3 years and payroll records for at least 4; keep corporate and equity records permanently.
- Log the date, holder and number of shares for each issuance together with the company's gross assets on that date.
- Remember that an option holder's QSBS clock starts when the option is exercised, not when it is granted.
- Ask your CPA to confirm QSBS eligibility each year; some service businesses (such as consulting or financial services) do not qualify.`,
    recommendedTools: [
      { name: "Carta", description: "Tracks issuance dates and can produce QSBS-related reports for shareholders.", price: "Paid plans; see site", link: "https://carta.com" },
      { name: "Dropbox", description: "Cloud file storage for an organised, access-controlled records archive.", price: "Free plan; paid plans available", link: "https://www.dropbox.com" },
    ],
    source: "IRS: How long should I keep records?; Internal Revenue Code section 1202; Carta help",
    lastVerified: "2026-11-15",
  },
  {
    slug: "register-for-state-taxes",
    categorySlug: "tax",
    title: "Register for state income and franchise taxes",
    order: 3,
    difficulty: "medium",
    estimatedTime: "1-2 hours per state",
    description: `Federal tax is only part of the picture: states where you are registered or doing business usually impose their own income or franchise taxes, and they apply even to young companies that lose money. California is the common example. Corporations and LLCs that are organised, registered or doing business in California owe an $800 minimum franchise tax (for LLCs, the annual tax) each year to the Franchise Tax Board, whether or not they make a profit. California LLCs also pay a separate LLC fee once their total California income reaches $250,000.

Delaware charges its own franchise tax and annual fees (covered in a separate task), but its corporate income tax generally only matters if you do business in Delaware itself. Other states tie tax obligations to employees, property or sales in the state, and some, such as Texas, have a franchise tax with a no-tax-due threshold. Work with your CPA to list every state where you have nexus, register with each state's tax agency, and add each state's estimated payments and return due dates to the compliance calendar. Penalties and suspensions for unpaid state minimum taxes are common among startups that simply forgot.`,
    resources: `- Budget California's $800 minimum franchise tax every year you are registered or doing business there, even in a loss year.
- List every state where you have employees, an office or property; each may require registration and a return.
- Add state estimated-tax dates to the same calendar as federal ones; they are often similar but not identical.
- Formally dissolve or withdraw from states you leave; otherwise minimum taxes keep accruing.`,
    recommendedTools: [
      { name: "California Franchise Tax Board", description: "California's tax agency for the minimum franchise tax, estimated payments and business returns.", price: "Free", link: "https://www.ftb.ca.gov" },
    ],
    source: "California Franchise Tax Board; Delaware Division of Corporations; state revenue departments",
    lastVerified: "2026-11-15",
  },
  {
    slug: "review-sales-tax-nexus",
    categorySlug: "tax",
    title: "Review sales-tax nexus",
    order: 4,
    difficulty: "medium",
    estimatedTime: "3 hours",
    description: `Since the Supreme Court's 2018 decision in South Dakota v. Wayfair, states can require out-of-state sellers to collect sales tax once their sales into the state pass an economic threshold, even with no office there. A common threshold is $100,000 of sales or 200 separate transactions in the current or previous year, although a growing number of states have dropped the transaction count and some use different dollar amounts. Physical presence, such as an employee or inventory in the state, still creates nexus on its own.

Whether you must charge tax also depends on what you sell. Physical goods are taxable almost everywhere, while software-as-a-service is treated very differently from state to state: states such as New York, Texas and Washington tax many SaaS sales, while California generally does not. Review nexus when you launch and then every quarter as sales grow, by state and by product type. Once you cross a threshold, register with that state before collecting tax, charge it on invoices and checkout, and file returns on the schedule the state assigns. Tax you should have collected but did not becomes the company's own liability, which can surface in due diligence.`,
    resources: `- Run a state-by-state sales report each quarter and compare it with each state's current threshold.
- Map your product's taxability state by state; SaaS, downloads and services are treated differently.
- Register with a state before collecting its tax; collecting without a permit is itself a violation.
- If you discover past exposure, ask a CPA about voluntary disclosure agreements, which usually reduce penalties.`,
    recommendedTools: [
      { name: "Stripe Tax", description: "Monitors thresholds and calculates and collects sales tax on Stripe transactions.", price: "Paid plans; see site", link: "https://stripe.com/tax" },
      { name: "Avalara", description: "Sales tax calculation, registration and filing software.", price: "Paid plans; see site", link: "https://www.avalara.com" },
    ],
    source: "South Dakota v. Wayfair, Inc. (2018); state revenue departments; Stripe Tax docs",
    lastVerified: "2026-11-15",
  },
  {
    slug: "pay-estimated-taxes",
    categorySlug: "tax",
    title: "Pay quarterly estimated taxes",
    order: 5,
    difficulty: "easy",
    estimatedTime: "30 min per quarter",
    description: `A C corporation that expects to owe $500 or more of federal income tax for the year must pay it in quarterly estimated instalments instead of all at once with the return. For a calendar-year corporation the instalments are due on 15 April, 15 June, 15 September and 15 December (the 15th day of the 4th, 6th, 9th and 12th months of the tax year); if a date falls on a weekend or legal holiday, the next business day counts. Form 1120-W is the worksheet for working out the amounts, and corporations pay electronically, typically through EFTPS. Underpaying triggers a penalty calculated on Form 2220.

Many pre-profit startups owe nothing, but check each quarter with your accountant, especially after a profitable quarter or a large interest income from invested cash. Owners of pass-through entities (LLC members, S-corp shareholders) instead make personal estimated payments with Form 1040-ES, whose dates differ slightly (the last one falls on 15 January). States have their own estimated-tax rules; California corporations, for example, make estimated payments that include the minimum franchise tax. Enrol in EFTPS early, because the PIN arrives by post.`,
    resources: `- Enrol the company in EFTPS as soon as you have an EIN; the PIN is mailed and takes about a week.
- Put 15 April, 15 June, 15 September and 15 December on the calendar with a one-week reminder.
- Recheck expected tax after any profitable quarter or large interest income on treasury holdings.
- Remember state estimated payments, which follow their own forms and sometimes different dates.`,
    recommendedTools: [
      { name: "EFTPS", description: "The US Treasury's free Electronic Federal Tax Payment System for business tax payments.", price: "Free", link: "https://www.eftps.gov" },
    ],
    source: "IRS: Form 1120-W, Estimated Tax for Corporations; IRS: Form 2220; IRS: EFTPS",
    lastVerified: "2026-11-15",
  },
  {
    slug: "prepare-year-end-financials",
    categorySlug: "tax",
    title: "Prepare year-end financial statements for your CPA",
    order: 6,
    difficulty: "medium",
    estimatedTime: "4 hours",
    description: `Your CPA can only file accurate returns from accurate books, so finish the year's accounting in January. Close December like any other month, then do the extra year-end work: reconcile every bank, card, loan and payment processor account to its 31 December statement, record accruals for unpaid bills and prepaid expenses, record deferred revenue for annual contracts paid in advance, capitalise equipment above your policy threshold, tie payroll expense to the payroll provider's annual reports, and book all equity transactions (founder stock, SAFEs, option exercises).

Send the CPA a package with the balance sheet, profit and loss statement and trial balance, bank statements, payroll summaries, the list of 1099 vendors, the cap table and financing documents, a breakdown of research and development spending for the R&D credit, and details of state activity. Aim to deliver it by early February, which leaves time before the 15 March and 15 April federal deadlines. The same year-end numbers also feed the Delaware franchise tax, because the assumed-par-value capital method uses total gross assets as reported on the balance sheet of the federal return.`,
    resources: `- Reconcile every account to its 31 December statement before sending anything to the CPA.
- Book SAFEs and stock issuances correctly; they are equity, not revenue or ordinary liabilities, in most startup books.
- Break out R&D wages, contractors and cloud costs separately; the CPA needs them for Form 6765.
- Deliver the package by early February to avoid rushed extensions.`,
    recommendedTools: [
      { name: "QuickBooks Online", description: "Accounting software with year-end reports accountants can access directly.", price: "Paid plans; see site", link: "https://quickbooks.intuit.com" },
      { name: "Xero", description: "Cloud accounting with adviser access and year-end reporting.", price: "Paid plans; see site", link: "https://www.xero.com" },
      { name: "Pilot", description: "Startup bookkeeping and tax preparation service.", price: "Paid plans; see site", link: "https://pilot.com" },
    ],
    source: "IRS: Instructions for Form 1120; Delaware Division of Corporations: Franchise tax; Stripe Atlas guides",
    lastVerified: "2026-11-15",
  },
  {
    slug: "file-1099-nec",
    categorySlug: "tax",
    title: "File Forms 1099-NEC for contractors",
    order: 7,
    difficulty: "easy",
    estimatedTime: "2 hours",
    description: `If the company paid a US independent contractor or other non-employee for services during the year, it must send Form 1099-NEC to that person and to the IRS by 31 January of the following year. The reporting threshold changed recently: for payments made in 2025 a form is required when you paid someone $600 or more, and for payments made after 31 December 2025 the threshold rises to $2,000, under the One Big Beautiful Bill Act, with inflation adjustments in later years. Check the current IRS instructions each January for the figure that applies to the year you are reporting.

Use the W-9s you collected to fill in names and taxpayer identification numbers. Payments to corporations are generally exempt, but payments to attorneys are reportable regardless. Payments you made by credit card or through a payment network such as PayPal are reported by that network on Form 1099-K, so leave them off the 1099-NEC. If the company files 10 or more information returns in total for the year, they must be filed electronically; the IRS's free IRIS portal handles that. Many states require their own copies too. Late or incorrect forms carry per-form penalties that grow the longer they are late.`,
    resources: `- Use the $600 threshold for 2025 payments and $2,000 for payments made from 1 January 2026, and confirm the current figure in the IRS instructions each year.
- Exclude card and PayPal-type payments; those are reported on Form 1099-K by the payment network.
- E-file through IRIS if you have 10 or more information returns in total, and keep the acknowledgement.
- Send recipient copies by 31 January as well; the deadline applies to both the IRS and the contractor.`,
    recommendedTools: [
      { name: "IRS IRIS", description: "The IRS's free Information Returns Intake System for e-filing 1099 forms.", price: "Free", link: "https://www.irs.gov/filing/e-file-information-returns-with-iris" },
      { name: "Gusto", description: "Payroll and contractor payments platform that can file 1099s for contractors paid through it.", price: "Paid plans; see site", link: "https://gusto.com" },
    ],
    source: "IRS: Instructions for Forms 1099-MISC and 1099-NEC; IRS: E-file information returns with IRIS; One Big Beautiful Bill Act (2025)",
    lastVerified: "2026-11-15",
  },
  {
    slug: "file-delaware-annual-report-and-franchise-tax",
    categorySlug: "tax",
    title: "File the Delaware annual report and franchise tax",
    order: 8,
    difficulty: "easy",
    estimatedTime: "30 min",
    description: `Every Delaware corporation must file an annual report and pay franchise tax by 1 March each year for the previous year, even if it had no revenue. Delaware LLCs do not file an annual report; they pay a flat $300 annual tax due by 1 June. Late payment brings a $200 penalty plus interest of 1.5 % per month, and a company that stays unpaid loses its good standing.

Corporations can calculate the tax in two ways, and the state's notice is based on the method that is usually worse for startups. Under the authorised shares method the minimum is $175 (5,000 authorised shares or fewer), but the bill climbs steeply with the share count: a company with 10,000,000 authorised shares would owe $85,165. Under the assumed-par-value capital method, which uses issued shares and total gross assets from the federal return, most early startups owe the $400 minimum. In both cases a $50 annual report filing fee is added. To use the cheaper method, file the annual report online, enter issued shares and gross assets, and let the system recalculate before you pay. Figures are those published by the Delaware Division of Corporations for recent tax years; check the current rates when you file.`,
    resources: `- Ignore the scary authorised-shares figure on the notice; enter issued shares and gross assets in the online report to get the assumed-par-value calculation.
- Have your Delaware file number and the year-end total gross assets (Form 1120, Schedule L) ready before you start.
- Corporations file by 1 March; Delaware LLCs pay their $300 tax by 1 June. Calendar both with a two-week reminder.
- If the federal return is not ready, use a good estimate of gross assets and file an amended report later if it changes.`,
    recommendedTools: [
      { name: "Delaware Division of Corporations: Pay taxes", description: "Official portal for the corporate annual report, franchise tax and LLC annual tax.", price: "Tax due plus $50 annual report fee for corporations", link: "https://corp.delaware.gov/paytaxes/" },
    ],
    source: "Delaware Division of Corporations: Franchise tax; Clerky help: Calculate the Delaware franchise tax; Stripe support",
    lastVerified: "2026-11-15",
  },
  {
    slug: "file-federal-income-tax-return",
    categorySlug: "tax",
    title: "File the federal income tax return",
    order: 9,
    difficulty: "medium",
    estimatedTime: "4-8 hours with a CPA",
    description: `Every company must file a federal income tax return each year, even with no revenue and a loss. A calendar-year C corporation files Form 1120 by 15 April (the 15th day of the fourth month after year end). A multi-member LLC taxed as a partnership files Form 1065, and an S corporation files Form 1120-S, both by 15 March, and both must also give each owner a Schedule K-1 by that date. A single-member LLC owned by an individual is normally disregarded and reported on the owner's personal return instead. When a deadline falls on a weekend or holiday, it moves to the next business day.

If the books or the CPA are not ready, file Form 7004 by the original due date to get an automatic six-month extension of time to file. An extension does not extend the time to pay, so estimate and pay any tax due by the original date. Partnership and S-corporation returns filed late incur penalties for each owner for each month they are late. Foreign-owned US companies have extra forms, such as Form 5472 for corporations that are at least 25 % foreign-owned, with a $25,000 penalty for failing to file. Work with a CPA who regularly prepares startup returns.`,
    resources: `- File a return every year, including zero-revenue years; a loss carried forward can offset future profits only if it is documented.
- If you need more time, file Form 7004 by 15 March or 15 April and pay any expected tax at the same time.
- If foreign persons own 25 % or more of the company, ask your CPA about Form 5472; the penalty for missing it is $25,000.
- Give K-1s to LLC members or S-corp shareholders early; they cannot file their own returns without them.`,
    recommendedTools: [
      { name: "IRS Form 7004", description: "Application for an automatic extension of time to file business income tax returns.", price: "Free", link: "https://www.irs.gov/forms-pubs/about-form-7004" },
      { name: "Pilot", description: "Startup tax preparation bundled with bookkeeping.", price: "Paid plans; see site", link: "https://pilot.com" },
    ],
    source: "IRS: Instructions for Form 1120; IRS: Instructions for Forms 1065 and 1120-S; IRS: About Form 7004; IRS: Form 5472",
    lastVerified: "2026-11-15",
  },
  {
    slug: "claim-rd-payroll-tax-credit",
    categorySlug: "tax",
    title: "Claim the R&D credit against payroll tax",
    order: 10,
    difficulty: "hard",
    estimatedTime: "1-2 days with a CPA",
    description: `The federal research credit rewards spending on developing new or improved products, software and processes. Most startups have no income tax to offset, so the useful feature is the payroll tax election: a qualified small business can apply up to $500,000 of the credit each year against the employer's share of payroll taxes (the limit was $250,000 before tax years beginning after 2022, and the extra amount applies against the employer Medicare share). A qualified small business generally has gross receipts under $5 million in the current year and no gross receipts in any year before the five-year period ending with the current year, and the election can be used for up to five years.

The election is made on Form 6765 attached to a timely filed income tax return, including extensions, so plan it before you file. Once the return is filed, the credit is claimed quarter by quarter on Form 8974 with Form 941, starting with the first quarter that begins after the return was filed. The work is in documentation: which projects were qualified research, who worked on them and how their time, contractor costs and supplies are allocated. For tax years beginning after 2024 the 2025 tax law again lets companies deduct domestic research costs immediately rather than amortising them; ask your CPA how that interacts with the credit.`,
    resources: `- Track R&D time by person and project during the year; reconstructing it later is slow and less convincing.
- Make the payroll tax election on Form 6765 with a timely filed return (extensions count); it cannot be added by a late return.
- After filing, claim the credit on Form 8974 with Form 941 starting the next quarter, and tell your payroll provider.
- Be wary of firms charging a large share of the credit as a fee; compare with a fixed-fee CPA quote.`,
    recommendedTools: [
      { name: "IRS Form 6765", description: "Credit for Increasing Research Activities, including the payroll tax election, with instructions.", price: "Free", link: "https://www.irs.gov/forms-pubs/about-form-6765" },
    ],
    source: "IRS: Instructions for Form 6765; IRS: About Form 8974; IRS: Qualified small business payroll tax credit for increasing research activities",
    lastVerified: "2026-11-15",
  },
  {
    slug: "refresh-409a-valuation",
    categorySlug: "tax",
    title: "Refresh your 409A valuation",
    order: 11,
    difficulty: "medium",
    estimatedTime: "1-3 weeks (mostly waiting)",
    description: `A 409A valuation sets the fair market value of your common stock, which is the minimum exercise price for new stock options. An independent valuation gives a safe-harbour presumption of reasonableness, but only while it is current: in practice that means no more than 12 months old and no material change in the business since it was prepared. Material events include a priced financing, a SAFE round at a much higher cap, a big jump in revenue, a serious acquisition approach or a major change in the business plan.

Schedule a refresh every year and after any such event, and do not grant options in the gap between a material event and the new report. Options priced below fair market value can expose holders to section 409A penalties, including immediate taxation and an additional 20 % federal tax, and can force expensive corrections before a financing or acquisition. Order the new valuation a few weeks before you plan to make grants, provide up-to-date financials, the cap table and financing documents, and then have the board approve pending grants promptly at the new price. Keep every report in the data room.`,
    resources: `- Put the 409A expiry date (12 months from the valuation date) on the calendar and order the refresh a month early.
- Pause all option grants from the moment a priced round is signed until the new 409A is delivered.
- Batch pending grants for board approval right after each new valuation.
- Keep every valuation report and the board consent that adopted it; auditors and acquirers will ask for both.`,
    recommendedTools: [
      { name: "Carta", description: "409A valuations integrated with the cap table.", price: "Paid plans; see site", link: "https://carta.com" },
      { name: "Pulley", description: "Cap table platform offering 409A valuations.", price: "Paid plans; see site", link: "https://pulley.com" },
    ],
    source: "Carta help: 409A valuations; IRS: Treasury Regulation section 1.409A-1",
    lastVerified: "2026-11-15",
  },
  // ───────────────────────────── Hiring & HR (11) ─────────────────────────────
  {
    slug: "classify-workers-and-sign-contractor-agreements",
    categorySlug: "hr",
    title: "Classify workers correctly and sign contractor agreements",
    order: 1,
    difficulty: "medium",
    estimatedTime: "1-2 hours",
    description: `Before anyone starts working for the company, decide whether they are an employee or an independent contractor, because the answer determines payroll taxes, minimum wage and overtime, benefits and paperwork. The IRS applies a common-law test grouped into three areas: behavioural control (does the company control how the work is done?), financial control (who bears expenses, who can profit or lose, who supplies the tools?) and the relationship (written contracts, benefits, permanence, whether the work is a key part of the business). Some states are stricter. California's ABC test presumes a worker is an employee unless the company shows the person is free from its control, does work outside the usual course of its business, and is independently established in that trade, so a developer building your core product will rarely pass.

When someone genuinely is a contractor, sign a written agreement before work starts covering scope, fees, independent status, confidentiality and, critically, assignment of intellectual property. Copyright in code or designs a contractor creates normally belongs to the contractor unless it is assigned to you in writing. Misclassification can lead to back taxes, penalties and wage claims, so when in doubt treat the person as an employee or ask an employment lawyer.`,
    resources: `- Apply the strictest test that covers the worker's location; California's ABC test is far tougher than the IRS factors.
- Get the IP assignment signed before any work begins; an assignment negotiated after delivery costs leverage and money.
- Collect a W-9 from US contractors (or W-8BEN from foreign individuals) before the first payment.
- Revisit classification if a contractor starts working fixed hours, uses company equipment or manages employees.`,
    recommendedTools: [
      { name: "IRS: Independent contractor or employee?", description: "IRS guidance on the common-law control tests and Form SS-8 determinations.", price: "Free", link: "https://www.irs.gov/businesses/small-businesses-self-employed/independent-contractor-self-employed-or-employee" },
      { name: "Deel", description: "Contractor agreements, payments and compliance for US and international workers.", price: "Paid plans; see site", link: "https://www.deel.com" },
    ],
    source: "IRS: Independent contractor (self-employed) or employee?; California Labor Code (AB 5, ABC test); Gusto help",
    lastVerified: "2026-11-15",
  },
  {
    slug: "set-up-payroll-and-pay-founders",
    categorySlug: "hr",
    title: "Choose a payroll provider and put founders on payroll",
    order: 2,
    difficulty: "medium",
    estimatedTime: "2-3 hours",
    description: `Running payroll by hand is error-prone, so choose a payroll provider before the first employee's first payday. A good provider calculates federal, state and local withholding, makes tax deposits, files quarterly and annual payroll returns, produces W-2s, handles new-hire reporting in many states and connects to your accounting software. Pick a pay schedule that satisfies state law: many states set a minimum pay frequency, and California, for example, generally requires most employees to be paid at least twice a month.

Founders should join payroll once the company is funded. YC's guidance is that founders who work in the business should be paid a reasonable salary as employees rather than taking ad hoc transfers, which are hard to account for and can create tax problems. In an S corporation the IRS specifically expects owner-employees to receive reasonable compensation before taking distributions. Salaries must also meet minimum wage and, for exempt employees, the salary thresholds for exempt status under federal and state law, which are higher in states such as California. Setting up the provider requires the EIN, state tax account numbers, bank verification and each employee's details.`,
    resources: `- Set up the provider at least two weeks before the first payday; bank verification and state registrations take time.
- Choose semi-monthly or bi-weekly pay unless you have checked that a state allows monthly pay for your employees.
- Put funded founders on a modest but defensible salary; ad hoc transfers from the company account look like distributions.
- Check exempt-status salary floors in each employee's state, not just the federal minimum.`,
    recommendedTools: [
      { name: "Gusto", description: "Payroll, benefits and HR for small businesses, including state tax filings.", price: "From $49/month plus a per-person fee", link: "https://gusto.com" },
      { name: "Rippling", description: "Payroll, HR, device and app management in one platform.", price: "Paid plans; see site", link: "https://www.rippling.com" },
      { name: "Justworks", description: "PEO and payroll provider offering access to group benefits.", price: "Paid plans; see site", link: "https://www.justworks.com" },
    ],
    source: "Gusto help; YC Startup School: Legal and Accounting Basics; IRS: S corporation compensation and medical insurance issues",
    lastVerified: "2026-11-15",
  },
  {
    slug: "register-state-payroll-tax-accounts",
    categorySlug: "hr",
    title: "Register state withholding and unemployment (SUI) accounts",
    order: 3,
    difficulty: "medium",
    estimatedTime: "2 hours per state",
    description: `Before the first payroll in a state, the company needs state payroll tax accounts there. Usually that means two registrations: an income tax withholding account with the state revenue department, and a state unemployment insurance (SUI) account with the state workforce or labour agency, which assigns a new-employer contribution rate. States without a personal income tax, such as Texas, Florida and Washington, still require the unemployment account, and a few states add programmes such as disability insurance or paid family leave, plus local income taxes in some cities and counties.

Register in every state where an employee physically works, including a remote employee working from home; where the company is incorporated does not matter. Gusto and other payroll providers can file many of these registrations for you or walk you through them, but some states issue account numbers by post, which can take days or weeks. Without the numbers the provider cannot file state returns correctly and penalties can accrue. Keep the registration letters and account numbers in a secure shared folder, and add each state's filing schedule to your compliance calendar.`,
    resources: `- Start registration as soon as an offer is accepted in a new state; some account numbers arrive by post weeks later.
- Register where each employee actually works, including remote hires, not where the company is incorporated.
- Check for local payroll taxes (for example some cities in Ohio and Pennsylvania, and New York City) in addition to state taxes.
- Enter your assigned SUI rate in payroll as soon as the notice arrives; rates change each year.`,
    recommendedTools: [
      { name: "Gusto", description: "Payroll provider that can register for state tax accounts in many states.", price: "From $49/month plus a per-person fee", link: "https://gusto.com" },
    ],
    source: "Gusto help: Register for state payroll taxes; state revenue and workforce agencies",
    lastVerified: "2026-11-15",
  },
  {
    slug: "get-workers-compensation-insurance",
    categorySlug: "hr",
    title: "Get workers' compensation insurance",
    order: 4,
    difficulty: "easy",
    estimatedTime: "1 hour",
    description: `Workers' compensation insurance pays medical costs and lost wages for employees injured or made ill by their work, and in exchange generally protects the employer from being sued over those injuries. It is compulsory for employers in almost every state, often from the first employee. Texas is the notable exception, where private employers can choose not to carry it, although they then lose important legal protections. A few states exempt very small employers below a headcount threshold.

Put a policy in place before the first employee starts. In most states you buy from a private insurer or a state fund; in a handful of states (such as Ohio, Washington, North Dakota and Wyoming) coverage comes from a state fund only. Premiums are based on payroll and the job classification codes of your workers, so office and software roles are usually inexpensive. Many payroll providers offer pay-as-you-go policies that calculate premiums from each payroll, which avoids large year-end audit adjustments. Operating without required coverage can lead to fines, stop-work orders and personal liability for injury costs. Remember to add each new state where you hire.`,
    resources: `- Bind coverage before the first employee's start date; most states require it from day one.
- Use pay-as-you-go billing through your payroll provider to avoid surprise audit bills.
- Check that the policy lists every state where employees work, including remote staff.
- Post the required workers' compensation notice in the workplace or share it electronically with remote employees.`,
    recommendedTools: [
      { name: "NEXT Insurance", description: "Online small-business insurance including workers' compensation.", price: "Paid plans; see site", link: "https://www.nextinsurance.com" },
      { name: "Gusto", description: "Payroll provider with pay-as-you-go workers' compensation options.", price: "From $49/month plus a per-person fee", link: "https://gusto.com" },
    ],
    source: "US Department of Labor: Workers' compensation; Texas Department of Insurance; Gusto help",
    lastVerified: "2026-11-15",
  },
  {
    slug: "send-offer-letters-and-grant-options",
    categorySlug: "hr",
    title: "Send offer letters, employee CIIAAs and option grants",
    order: 5,
    difficulty: "medium",
    estimatedTime: "1 hour per hire",
    description: `Every employee should receive a written offer letter and sign a confidential information and invention assignment agreement (CIIAA) before their first day. The offer letter confirms the title, start date, salary, exempt or non-exempt status, benefits eligibility, that employment is at will where state law allows, and any conditions such as completing Form I-9. Several states, including California, Colorado, New York and Washington, now require pay ranges in job postings, so keep offers consistent with what you advertised. The CIIAA assigns work product and inventions to the company and, where required (for example California), includes the statutory notice about inventions made on the employee's own time.

If the offer includes equity, describe it as a recommendation to the board: the number of options and the vesting schedule, but not a guaranteed exercise price. Only the board can grant options, and each grant's exercise price must be at least the fair market value shown by a current 409A valuation on the grant date. Batch new-hire grants for board approval soon after start dates, issue the option agreements through your cap table software, and make sure the vesting start date matches what the offer letter promised.`,
    resources: `- Say options are subject to board approval and do not promise a strike price in the offer letter.
- Get the signed CIIAA back before the first day of work, together with the signed offer letter.
- Approve grants at least once a month so new hires are not left waiting, and only under a current 409A.
- Use the same vesting start date in the offer letter, board consent and cap table.`,
    recommendedTools: [
      { name: "Carta", description: "Issues option grants, tracks vesting and stores signed equity documents.", price: "Paid plans; see site", link: "https://carta.com" },
      { name: "Cooley GO", description: "Free startup document generators, including employment-related templates.", price: "Free", link: "https://www.cooleygo.com" },
    ],
    source: "Carta help: Granting stock options; Clerky handbook; state pay transparency laws",
    lastVerified: "2026-11-15",
  },
  {
    slug: "complete-form-i9",
    categorySlug: "hr",
    title: "Complete Form I-9 for every new employee",
    order: 6,
    difficulty: "easy",
    estimatedTime: "30 min per hire",
    description: `Federal law requires employers to verify the identity and work authorisation of every employee hired in the United States, including founders on payroll, using USCIS Form I-9. The timing is fixed: the employee completes Section 1 no later than the first day of employment, and the employer completes Section 2, examining the original documents the employee chooses to present from the lists of acceptable documents, within three business days of the first day of work. For someone starting on a Monday, Section 2 is due by Thursday. If the job will last less than three business days, both sections are due on the first day.

Let the employee choose which acceptable documents to show; asking for specific documents can amount to discrimination. Employers enrolled in E-Verify and in good standing may use the DHS-authorised alternative procedure to examine documents remotely over a live video call. Do not send I-9s to USCIS; keep them on file, separately from personnel files, for 3 years after the date of hire or 1 year after employment ends, whichever is later. Errors and missing forms carry civil penalties per form, so audit your I-9s once a year.`,
    resources: `- Have Section 1 signed on or before day one and Section 2 finished within 3 business days (Monday start: Thursday deadline).
- Never tell employees which documents to bring; point them to the lists of acceptable documents.
- Store I-9s separately from personnel files and purge them on the retention date: the later of 3 years after hire or 1 year after departure.
- If you want remote document review, enrol in E-Verify first; the alternative procedure is only for E-Verify employers.`,
    recommendedTools: [
      { name: "USCIS I-9 Central", description: "The current Form I-9, instructions and acceptable-document lists.", price: "Free", link: "https://www.uscis.gov/i-9" },
      { name: "E-Verify", description: "DHS system that confirms employment eligibility electronically.", price: "Free", link: "https://www.e-verify.gov" },
    ],
    source: "USCIS: I-9 Central and Form I-9 instructions; E-Verify",
    lastVerified: "2026-11-15",
  },
  {
    slug: "collect-w4-and-report-new-hires",
    categorySlug: "hr",
    title: "Collect Form W-4 and report new hires to the state",
    order: 7,
    difficulty: "easy",
    estimatedTime: "15 min per hire",
    description: `Two small pieces of paperwork follow every hire. First, each employee completes IRS Form W-4, the Employee's Withholding Certificate, so payroll withholds the right amount of federal income tax. Collect it on or before the first day. If an employee does not provide one, the IRS expects you to withhold as if they were a single filer with no adjustments. An employee who claims exemption from withholding must give a new W-4 each year by 15 February. Many states have their own withholding certificate as well, such as California's DE 4, and most payroll providers collect both electronically during onboarding.

Second, report every new or rehired employee to your state's new-hire registry within 20 days of the hire date, as federal law requires; some states set a shorter deadline. The report (name, address, Social Security number, hire date and the employer's details) helps states enforce child support orders, as explained by the HHS Office of Child Support Services. Many payroll providers file new-hire reports automatically, but confirm they do so in every state where you hire, and check whether the state also wants independent contractors reported; California does.`,
    resources: `- Collect the federal W-4 and any state withholding form as part of onboarding, before the first payroll runs.
- Remind employees who claim exempt status to file a new W-4 by 15 February each year.
- Confirm that your payroll provider files new-hire reports in each state, and file manually where it does not, within 20 days or the state's shorter deadline.
- Check whether your state also requires contractor reporting (California does for qualifying contractors).`,
    recommendedTools: [
      { name: "IRS Form W-4", description: "The current Employee's Withholding Certificate and instructions.", price: "Free", link: "https://www.irs.gov/forms-pubs/about-form-w-4" },
      { name: "Gusto", description: "Payroll onboarding that collects W-4s and files new-hire reports.", price: "From $49/month plus a per-person fee", link: "https://gusto.com" },
    ],
    source: "IRS: About Form W-4; HHS Office of Child Support Services: New hire reporting",
    lastVerified: "2026-11-15",
  },
  {
    slug: "post-labor-notices-and-write-handbook",
    categorySlug: "hr",
    title: "Display labour-law notices and write an employee handbook",
    order: 8,
    difficulty: "medium",
    estimatedTime: "4 hours",
    description: `Employers must display certain federal and state labour-law notices where employees can see them. Which federal notices apply depends on the laws that cover you and your headcount; common ones cover minimum wage (FLSA), equal employment opportunity (the EEOC's Know Your Rights notice), employee polygraph protection, uniformed service rights, job safety, and family and medical leave once you reach 50 employees. The Department of Labor's poster page and its poster advisor tool tell you which apply and let you download them free. States and some cities add their own notices. For remote employees, share the notices electronically in a place they actually see.

Once you have a few employees, write a short employee handbook. Cover at-will employment where state law allows, equal opportunity and anti-harassment policies with a clear complaint procedure, working hours and overtime, paid time off and legally required leave, expenses, confidentiality and data security, remote work and equipment, and how policies can change. Have each employee sign an acknowledgement. Some states add training duties: California, for example, requires sexual harassment prevention training for employers with five or more employees.`,
    resources: `- Download federal notices free from the Department of Labor; never pay for poster-compliance mailings you did not order.
- Post state and city notices too, and give remote employees an online copy they can always reach.
- Keep the handbook short and state-specific; a copied big-company handbook can promise benefits you do not offer.
- Collect a signed acknowledgement from every employee and again after each significant update.`,
    recommendedTools: [
      { name: "US Department of Labor: Workplace posters", description: "Free federal notices and the poster advisor tool.", price: "Free", link: "https://www.dol.gov/general/topics/posters" },
      { name: "Gusto", description: "HR tools including handbook templates and document acknowledgements.", price: "From $49/month plus a per-person fee", link: "https://gusto.com" },
    ],
    source: "US Department of Labor: Workplace posters; EEOC: Know Your Rights notice; California Civil Rights Department",
    lastVerified: "2026-11-15",
  },
  {
    slug: "file-payroll-tax-returns",
    categorySlug: "hr",
    title: "File payroll tax returns: Forms 941, 940 and W-2",
    order: 9,
    difficulty: "easy",
    estimatedTime: "1 hour per quarter",
    description: `Once you run payroll, federal payroll tax filings follow a fixed calendar. Form 941, the quarterly return for withheld income tax and Social Security and Medicare taxes, is due by 30 April, 31 July, 31 October and 31 January for the preceding quarter; if every deposit for the quarter was made on time and in full, you get until the 10th of the following month. Form 940, the annual federal unemployment (FUTA) return, is due by 31 January. FUTA is 6.0 % of the first $7,000 of each employee's wages, usually reduced to 0.6 % by the credit for state unemployment taxes paid. W-2s must reach employees, and W-2s with the W-3 transmittal must reach the Social Security Administration, by 31 January.

The tax itself is deposited throughout the year, monthly or semi-weekly depending on your lookback-period liability, through EFTPS. A payroll provider normally prepares and files all of this, but the company remains legally responsible, so check each quarter that returns were filed and accepted. Withheld taxes are trust fund taxes: people responsible for paying them can be held personally liable if they go unpaid.`,
    resources: `- Calendar 30 April, 31 July, 31 October and 31 January for Form 941, and 31 January for Form 940 and W-2s.
- Download each filed return and acceptance notice from your payroll provider into the tax folder every quarter.
- Never use withheld payroll taxes as working capital; officers can be personally liable for unpaid trust fund taxes.
- Check that employee addresses are current in December so W-2s reach them by 31 January.`,
    recommendedTools: [
      { name: "IRS Form 941", description: "Employer's Quarterly Federal Tax Return, with instructions and deposit rules.", price: "Free", link: "https://www.irs.gov/forms-pubs/about-form-941" },
      { name: "EFTPS", description: "Free federal system for making payroll tax deposits.", price: "Free", link: "https://www.eftps.gov" },
      { name: "Gusto", description: "Payroll provider that files 941, 940 and W-2 forms.", price: "From $49/month plus a per-person fee", link: "https://gusto.com" },
    ],
    source: "IRS: Instructions for Form 941; IRS: Instructions for Form 940; IRS: General Instructions for Forms W-2 and W-3",
    lastVerified: "2026-11-15",
  },
  {
    slug: "set-up-employee-benefits",
    categorySlug: "hr",
    title: "Set up health insurance and a 401(k)",
    order: 10,
    difficulty: "medium",
    estimatedTime: "4-6 hours",
    description: `Benefits help you hire and keep people, and small employers have several options. For health cover you can buy a small-group plan through a broker, join a professional employer organisation (PEO) that offers larger-group plans, or reimburse employees for individual policies through a QSEHRA (for employers with fewer than 50 full-time equivalents that offer no group plan) or an ICHRA. The Affordable Care Act's employer mandate only applies once you have 50 or more full-time equivalent employees, but most startups offer health cover well before then to compete for talent.

For retirement, a 401(k) is standard. The SECURE 2.0 Act made starting one cheaper: employers with up to 50 employees can claim a credit for up to 100 % of eligible plan start-up costs, capped at $5,000 a year for the first three years, plus a credit for employer contributions of up to $1,000 per employee, and an extra credit for adding automatic enrolment. Several states, including California, require employers that do not offer a plan to register for a state-run retirement programme. Pick a start date, set the eligibility rules, communicate the plan clearly and keep benefit deductions synchronised with payroll.`,
    resources: `- Compare a direct small-group plan, a PEO and an ICHRA on total cost per employee, not just premiums.
- Ask your 401(k) provider and CPA to claim the SECURE 2.0 start-up credit on Form 8881; it can cover most first-year plan fees.
- If you do not offer a 401(k), check whether your state requires you to register for its state retirement programme.
- Schedule open enrolment and send plan documents at least two weeks before coverage starts.`,
    recommendedTools: [
      { name: "Guideline", description: "Low-cost 401(k) plans for small businesses, integrated with payroll.", price: "Paid plans; see site", link: "https://www.guideline.com" },
      { name: "Justworks", description: "PEO giving small teams access to group health benefits.", price: "Paid plans; see site", link: "https://www.justworks.com" },
    ],
    source: "IRS: Retirement plans startup costs tax credit (SECURE 2.0); HealthCare.gov: small business; Gusto help",
    lastVerified: "2026-11-15",
  },
  {
    slug: "follow-termination-checklist",
    categorySlug: "hr",
    title: "Follow a termination checklist",
    order: 11,
    difficulty: "medium",
    estimatedTime: "2 hours per departure",
    description: `Departures are where small companies most often make expensive mistakes, so use the same checklist every time. Start with the final paycheque, because the timing depends on the state: in California an employee who is let go must be paid all final wages, including accrued unused vacation, at the time of termination, and one who quits without notice within 72 hours, with waiting-time penalties of up to 30 days' wages for late payment. Other states allow payment by the next regular payday. Check the rule for the employee's state before the conversation.

Then work through the rest: revoke access to e-mail, code, cloud and financial systems the same day; collect laptops and other equipment; send required benefit continuation notices (federal COBRA applies to employers with 20 or more employees, and many states have their own continuation laws); remind the employee in writing of their continuing confidentiality and invention obligations; explain the post-termination option exercise window, commonly 90 days; and update payroll, benefits and the cap table. If you offer severance in exchange for a release of claims, employees aged 40 or over must be given at least 21 days to consider it (45 for group layoffs) and 7 days to revoke.`,
    resources: `- Prepare the final paycheque before the termination meeting in states such as California that require immediate payment.
- Revoke all system access, including shared passwords and API keys, within an hour of the conversation.
- Put the option exercise deadline and the CIIAA reminder in the exit letter.
- For releases signed by employees 40 or older, give 21 days to review (45 in group layoffs) and 7 days to revoke.`,
    recommendedTools: [
      { name: "Rippling", description: "HR and IT platform that removes app and device access at offboarding.", price: "Paid plans; see site", link: "https://www.rippling.com" },
      { name: "Gusto", description: "Payroll with off-cycle final payments and offboarding checklists.", price: "From $49/month plus a per-person fee", link: "https://gusto.com" },
    ],
    source: "California Labor Commissioner: Final pay; US Department of Labor: COBRA continuation coverage; EEOC: Older Workers Benefit Protection Act",
    lastVerified: "2026-11-15",
  },
  // ───────────────────────────── Business Identity (4) ─────────────────────────────
  {
    slug: "register-domain-name",
    categorySlug: "identity",
    title: "Register your domain name",
    order: 1,
    difficulty: "easy",
    estimatedTime: "30 min",
    description: `Your domain is the address of your website and e-mail, and losing control of it can take the whole business offline, so register it early and treat it as a core company asset. Check the .com first, because customers and e-mail recipients assume it, then decide whether a different ending (.io, .ai, .co) or a modified name (getname.com, namehq.com) is acceptable. Buy it as soon as you settle on a name, ideally during the name availability check, and consider registering obvious misspellings and the main alternative endings if they are cheap.

Register the domain in the company's name using a shared company e-mail address rather than a founder's personal account, so ownership is clear in diligence and nobody's departure locks you out. Turn on auto-renewal with a valid company card, enable the registrar lock that blocks unauthorised transfers, and protect the registrar account with multi-factor authentication, because domain hijacking usually starts with a compromised login. Use a registrar that offers free WHOIS privacy. If the ideal domain is owned by someone else, weigh the purchase price against launching with a good alternative and buying the premium name later.`,
    resources: `- Register the domain under the company and a shared admin mailbox, not a founder's personal account.
- Turn on auto-renew, transfer lock and multi-factor authentication on the registrar account on day one.
- Renew for several years at a time once the name is settled; expired domains are snapped up within days.
- Keep DNS records documented in a shared note so e-mail and website changes do not depend on one person.`,
    recommendedTools: [
      { name: "Cloudflare Registrar", description: "Domain registration at wholesale cost with free privacy and DNS.", price: "At-cost domain pricing", link: "https://www.cloudflare.com/products/registrar/" },
      { name: "Namecheap", description: "Domain registrar with free WHOIS privacy on most domains.", price: "Paid per domain; see site", link: "https://www.namecheap.com" },
    ],
    source: "SBA: Choose your business name; ICANN registrant guidance",
    lastVerified: "2026-11-15",
  },
  {
    slug: "set-up-professional-email",
    categorySlug: "identity",
    title: "Set up professional e-mail on your domain",
    order: 2,
    difficulty: "easy",
    estimatedTime: "1 hour",
    description: `Sending from name@yourcompany.com rather than a free consumer address looks professional to customers, banks and investors, and it keeps company correspondence in company-controlled accounts. Sign up for a business e-mail suite, verify your domain and point its MX records at the provider. Create an account for each person and shared addresses or groups for functions such as hello@, billing@, security@ and legal@, so messages to those addresses survive staff changes.

Then set up the e-mail authentication records that decide whether your messages reach inboxes: SPF lists the services allowed to send for your domain, DKIM signs messages cryptographically, and DMARC tells receiving servers what to do with messages that fail those checks. Since 2024 Google and Yahoo have required these for bulk senders, and good authentication helps every sender's deliverability and protects against spoofing of your domain. Start DMARC in monitoring mode and tighten the policy once you are sure all legitimate senders (your CRM, billing tool, newsletter service) pass. Require multi-factor authentication for every account, since e-mail is the key to resetting almost every other company password.`,
    resources: `- Publish SPF, DKIM and DMARC records on day one; start DMARC at p=none and move to quarantine or reject after a few weeks of clean reports.
- Create role addresses (billing@, security@, legal@) as groups, not individual inboxes.
- Enforce multi-factor authentication for all users from the admin console before inviting the team.
- Keep at least two super-admin accounts held by different founders to avoid lock-out.`,
    recommendedTools: [
      { name: "Google Workspace", description: "Business Gmail, calendar, Drive and admin controls on your own domain.", price: "Paid plans; see site", link: "https://workspace.google.com" },
      { name: "Microsoft 365 Business", description: "Outlook e-mail, Teams and Office apps on your own domain.", price: "Paid plans; see site", link: "https://www.microsoft.com/microsoft-365/business" },
    ],
    source: "Google Workspace Admin Help: Email authentication (SPF, DKIM, DMARC); Google and Yahoo bulk sender requirements (2024)",
    lastVerified: "2026-11-15",
  },
  {
    slug: "create-brand-and-file-trademark",
    categorySlug: "identity",
    title: "Create your brand and protect it with a trademark",
    order: 3,
    difficulty: "medium",
    estimatedTime: "3-5 hours plus USPTO review",
    description: `Your brand is the name, logo, colours and voice people recognise. Early on, a simple logo and a one-page style guide (logo files, colour codes, fonts) are enough to keep the website, deck and product consistent. If a freelancer or agency designs the logo, make sure the contract assigns the copyright to the company, otherwise the designer may still own it.

A federal trademark registration gives nationwide priority and makes it much easier to stop copycats. Before filing, run a clearance search in the USPTO trademark database for identical and similar marks in related goods and services. Under the USPTO fee schedule that took effect on 18 January 2025, the base application fee is $350 per class of goods or services, with surcharges of $200 per class if you write a free-form description instead of using the Trademark ID Manual and $100 per class for an application missing required information. You can file before launch on an intent-to-use basis. Examination and registration commonly take a year or more. Use the ™ symbol while you wait and switch to ® only once the mark is registered. Registering the name with a state when you incorporate does not give you trademark rights.`,
    resources: `- Get a written copyright assignment from whoever designs the logo before you pay the final invoice.
- Search the USPTO database for similar marks in related classes, not just exact matches, before you spend on branding.
- Pick descriptions from the Trademark ID Manual to avoid the $200-per-class free-form surcharge (2025 fee schedule).
- File on an intent-to-use basis before launch if the name matters; your priority date is the filing date.`,
    recommendedTools: [
      { name: "USPTO Trademarks", description: "Official trademark search, filing and fee information.", price: "From $350 per class (2025 fee schedule)", link: "https://www.uspto.gov/trademarks" },
      { name: "Canva", description: "Design tool for logos, brand kits and marketing assets.", price: "Free plan; paid plans available", link: "https://www.canva.com" },
      { name: "Figma", description: "Collaborative design tool for logos, brand systems and product design.", price: "Free plan; paid plans available", link: "https://www.figma.com" },
    ],
    source: "USPTO: Trademark fee information and 2025 fee changes; USPTO Trademark Search; SBA: Choose your business name",
    lastVerified: "2026-11-15",
  },
  {
    slug: "launch-company-website",
    categorySlug: "identity",
    title: "Launch your company website",
    order: 4,
    difficulty: "medium",
    estimatedTime: "1-3 days",
    description: `A simple, credible website is part of your identity even before the product is ready. Banks, payment processors, investors and candidates look you up, and processors in particular check for a clear product description, contact details, terms of service, a privacy policy and a refund policy before approving an account. Start with one page that explains who the product is for, what it does and how to get in touch or join a waitlist, then add pricing, a company page and a blog as you grow.

A no-code site builder is usually the fastest route and lets non-engineers change copy without a deploy. Connect your domain with HTTPS, add privacy-friendly analytics, set page titles and descriptions for search engines, and link the legal pages in the footer. If you use cookies or analytics that track visitors, configure consent where your audience's laws require it. Check that the site is usable on phones and meets basic accessibility practice (text contrast, alt text for images, keyboard navigation), because many buyers now ask. Give at least two people admin access, keep the builder account under a company e-mail, and review the site every quarter so it matches the product.`,
    resources: `- Put a product description, contact e-mail, terms, privacy policy and refund policy live before applying for a payment processor.
- Keep the site builder and analytics accounts under a shared company e-mail with multi-factor authentication.
- Test every page on a phone and run a free accessibility checker before launch.
- Add a simple signup or contact form on day one so early visitors become leads in your CRM.`,
    recommendedTools: [
      { name: "Webflow", description: "Visual website builder with hosting and CMS.", price: "Free starter plan; paid plans available", link: "https://webflow.com" },
      { name: "Framer", description: "Design-focused website builder with hosting.", price: "Free plan; paid plans available", link: "https://www.framer.com" },
      { name: "Squarespace", description: "All-in-one website builder with templates and hosting.", price: "Paid plans; see site", link: "https://www.squarespace.com" },
    ],
    source: "SBA business guide: Marketing and sales; Stripe docs: Account verification and website requirements",
    lastVerified: "2026-11-15",
  },
  // ───────────────────────────── Tools & Operations (4) ─────────────────────────────
  {
    slug: "set-up-project-and-communication-tools",
    categorySlug: "operations",
    title: "Set up project management and team communication",
    order: 1,
    difficulty: "easy",
    estimatedTime: "2 hours",
    description: `A small team still needs one place to talk and one place to track work, otherwise decisions and tasks disappear into direct messages. Choose a chat tool for day-to-day communication, with a few public channels (general, product, engineering, customers, alerts) and a norm that decisions get written down where others can find them. Then choose a work tracker that fits how you build: an issue tracker for engineering cycles, or a flexible docs-and-tasks workspace for planning, meeting notes and a lightweight company wiki.

Set these up with company-owned accounts on your domain and single sign-on or at least multi-factor authentication, and decide early who is an administrator. Keep the number of tools small; each extra tool is another login to offboard and another place information can hide. Check how free plans limit history or storage before relying on them: Slack's free plan, for example, only shows recent message history. Write a one-page team operating guide covering which tool is used for what, expected response times and how to flag urgent issues, and link it in the main channel.`,
    resources: `- Decide and write down one tool per job (chat, tasks, docs) and avoid duplicates.
- Make decisions in public channels or documents, not direct messages, so new hires can find the history.
- Check free-plan limits on message history and storage before the team depends on them.
- Sign in with company Google or Microsoft accounts so access ends automatically at offboarding.`,
    recommendedTools: [
      { name: "Slack", description: "Team chat with channels, huddles and integrations.", price: "Free plan; paid plans available", link: "https://slack.com" },
      { name: "Linear", description: "Issue tracking and project planning for product and engineering teams.", price: "Free plan; paid plans available", link: "https://linear.app" },
      { name: "Notion", description: "Docs, wiki and lightweight project management in one workspace.", price: "Free plan; paid plans available", link: "https://www.notion.com" },
    ],
    source: "YC Startup School; Slack pricing and plan limits",
    lastVerified: "2026-11-15",
  },
  {
    slug: "secure-documents-and-passwords",
    categorySlug: "operations",
    title: "Organise document storage and secure passwords",
    order: 2,
    difficulty: "easy",
    estimatedTime: "2 hours",
    description: `Company documents should live in company-owned cloud storage, not in founders' personal drives or inboxes. Create a shared drive with a clear folder structure (Corporate, Finance, Tax, HR, Legal and Contracts, Product, Investors), restrict sensitive folders such as HR and payroll to the people who need them, and turn off public link sharing by default. This is also the backbone of your minute book and data room, so a tidy structure now saves days during fundraising.

Passwords are the other half. Use a company password manager with shared vaults for team credentials, generate unique passwords for every service, and require multi-factor authentication everywhere it is offered, starting with e-mail, banking, payroll, cloud hosting, the domain registrar and code hosting. Prefer authenticator apps or hardware security keys over SMS codes. Keep a list of critical systems and who administers each, and make offboarding a checklist: remove access, rotate shared passwords and API keys, and transfer file ownership before deleting the account. Most small-company breaches start with a reused or phished password, so these habits matter more than any expensive security product.`,
    resources: `- Create shared drives owned by the company so files do not vanish when a person's account is deleted.
- Require multi-factor authentication on e-mail, bank, payroll, cloud, registrar and code hosting; prefer security keys or authenticator apps over SMS.
- Store all shared credentials in a team password manager vault, never in chat or spreadsheets.
- Rotate shared passwords and API keys whenever someone with access leaves.`,
    recommendedTools: [
      { name: "Google Drive", description: "Cloud file storage with shared drives and access controls, part of Google Workspace.", price: "Paid plans; see site", link: "https://workspace.google.com/products/drive/" },
      { name: "1Password", description: "Team password manager with shared vaults and admin controls.", price: "Paid plans; see site", link: "https://1password.com" },
      { name: "Bitwarden", description: "Open-source password manager with business plans.", price: "Free personal plan; paid business plans", link: "https://bitwarden.com" },
    ],
    source: "CISA: Secure Our World (multi-factor authentication and password managers); FTC: Cybersecurity for small business",
    lastVerified: "2026-11-15",
  },
  {
    slug: "set-up-crm",
    categorySlug: "operations",
    title: "Set up a CRM for customers and investors",
    order: 3,
    difficulty: "easy",
    estimatedTime: "2 hours",
    description: `A customer relationship management (CRM) tool keeps every conversation with prospects, customers, partners and investors in one shared record, instead of scattered across founders' inboxes and memories. Set one up before your first serious sales push or fundraise. Connect the team's e-mail and calendars so meetings and messages are logged automatically, import existing contacts, and define a simple pipeline with stages that match how deals really progress (for example: lead, first call, demo, proposal, closed won, closed lost). Many founders run a second pipeline for fundraising, tracking each investor from intro to commitment.

Keep the set-up light: a handful of required fields such as company, deal size, next step and next-step date is better than a long form nobody fills in. Review the pipeline weekly and make sure every open deal has a dated next step. Respect marketing consent rules when you e-mail contacts in bulk: the CAN-SPAM Act requires accurate sender information, a physical postal address and a working opt-out in commercial e-mail. Connect the CRM to your website signup form so new leads land there automatically.`,
    resources: `- Connect e-mail and calendar sync first; a CRM that needs manual logging goes stale within weeks.
- Limit each deal to four or five required fields, including a dated next step.
- Run a separate pipeline for fundraising so investor follow-ups are tracked like sales deals.
- Include a postal address and a one-click unsubscribe in every bulk e-mail to comply with CAN-SPAM.`,
    recommendedTools: [
      { name: "HubSpot CRM", description: "CRM with free contact management, deal pipelines and e-mail tracking.", price: "Free CRM; paid plans available", link: "https://www.hubspot.com/products/crm" },
      { name: "Attio", description: "Flexible, data-driven CRM popular with startups.", price: "Free plan; paid plans available", link: "https://attio.com" },
      { name: "Pipedrive", description: "Sales pipeline CRM focused on deal tracking.", price: "Paid plans; see site", link: "https://www.pipedrive.com" },
    ],
    source: "FTC: CAN-SPAM Act compliance guide for business; YC Startup School",
    lastVerified: "2026-11-15",
  },
  {
    slug: "set-up-data-backups",
    categorySlug: "operations",
    title: "Set up data backups",
    order: 4,
    difficulty: "medium",
    estimatedTime: "2-3 hours",
    description: `Cloud services are reliable but not a backup: a deleted file, a compromised account, ransomware, a cancelled subscription or a provider outage can still cost you data. List the data the company cannot afford to lose (production databases, source code, financial records, the minute book and data room, customer files, design files) and decide for each how much loss is acceptable and how quickly it must be restored.

A widely used rule of thumb is 3-2-1: keep three copies of important data, on two different types of storage, with one copy off-site or in a separate account. For production systems, turn on automated database backups or point-in-time recovery, store copies in a separate cloud account or region, and encrypt them. Mirror code repositories somewhere other than your main code host, back up SaaS data such as shared drives and e-mail with a dedicated tool if the built-in retention is short, and back up laptops that hold unique work. Most importantly, test restores at least once a quarter; a backup that has never been restored is only a hope. Limit who can delete backups, since attackers target them first.`,
    resources: `- Follow 3-2-1: three copies, two storage types, one copy in a separate account or location.
- Turn on automated database backups with point-in-time recovery and keep copies in a separate cloud account.
- Test a full restore every quarter and write down how long it took.
- Restrict deletion rights on backups and use immutable or versioned storage where offered.`,
    recommendedTools: [
      { name: "Backblaze", description: "Cloud backup for computers and low-cost B2 cloud storage for backups.", price: "Paid plans; see site", link: "https://www.backblaze.com" },
      { name: "AWS Backup", description: "Managed, policy-based backup for AWS databases, storage and compute.", price: "Pay as you go; see site", link: "https://aws.amazon.com/backup/" },
    ],
    source: "CISA: Data backup options; NIST Cybersecurity Framework (Recover function)",
    lastVerified: "2026-11-15",
  },
];
