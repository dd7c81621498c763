import type { SeedSoftware } from '../seed-types.js';

// Software recommendations shown on /software and /software/:id.
// The first three are featured on the home page. Products carry no rating: we have no source for one.
// Prices are only stated where they are stable and public; otherwise the
// entry points readers to the vendor's own pricing page.

export const software: SeedSoftware[] = [
  {
    id: 'liveplan',
    name: 'LivePlan',
    description:
      "Palo Alto Software's online business planning software: a guided plan writer with AI help and built-in financial forecasting.",
    longDescription:
      "LivePlan is the online business planning product of Palo Alto Software, the company behind the long-running Business Plan Pro desktop software. It walks you through a plan section by section, from the executive summary and market analysis to the operating plan, and its AI assistance can draft and refine sections from the answers you give it. The part most founders value is the forecasting: you enter revenue drivers, headcount and expenses, and it produces a profit and loss statement, cash flow and balance sheet that stay in sync with the narrative. Once you are operating, you can connect your accounting software and compare actual results against the forecast. We recommend it to founders who need a lender-ready or investor-ready plan and do not want to build a three-statement financial model in a spreadsheet from scratch. Treat the AI drafts as a starting point: the assumptions, the market numbers and the story still have to come from you.",
    category: 'finance',
    imageUrl: 'document',
    rating: 0,
    reviewCount: 0,
    link: 'https://www.liveplan.com',
    pricing: 'Paid subscription (LivePlan); current plans on the vendor\'s pricing page',
    pros: [
      'Guided plan outline with AI help drafting sections',
      'Financial statements update automatically from your forecast inputs',
      'Tracks actual results against the plan once you connect accounting software',
    ],
    cons: [
      'No permanent free plan',
      'Templates can make plans read alike unless you rewrite them in your own voice',
    ],
    bestFor:
      'Founders preparing a business plan with financial projections for a bank loan, an SBA lender or early investors.',
  },
  {
    id: 'pitch',
    name: 'Pitch',
    description:
      "Collaborative presentation software (pitch.com) with startup templates for building an investor pitch deck together.",
    longDescription:
      "Pitch is collaborative presentation software, and our pick for building a fundraising deck. It gives you polished slide templates, including ones laid out for startup fundraising, real-time collaboration so co-founders can edit the same deck, and AI features that can generate a first draft of a presentation from a prompt. You can share a deck as a link rather than an attachment and see when it has been opened, which helps when you are sending it to dozens of investors. Our suggested workflow: write the story first (problem, solution, market, traction, team, business model, the raise and use of funds), keep it to roughly a dozen slides, then use Pitch to make it clean and consistent. Design will not rescue weak numbers, so make sure the traction and financial slides match your data room.",
    category: 'fundraising',
    imageUrl: 'presentation',
    rating: 0,
    reviewCount: 0,
    link: 'https://pitch.com',
    pricing: "Free plan; paid plans from the vendor's pricing page",
    pros: [
      'Startup-friendly templates that look professional with little design work',
      'Real-time collaboration for co-founders and advisors',
      'Share decks as links and see when they are viewed',
    ],
    cons: [
      'Link analytics and some team features require a paid plan',
      'Investors who ask for a PDF or PowerPoint file need an export',
    ],
    bestFor:
      'Founders building or refreshing a seed-stage pitch deck together with a co-founder or advisor.',
  },
  {
    id: 'quickbooks-online',
    name: 'QuickBooks Online',
    description:
      "Intuit's online accounting software for bookkeeping, invoicing and tax-ready books that US accountants already know.",
    longDescription:
      "QuickBooks Online is Intuit's cloud accounting software. It connects to your business bank account and cards, pulls in transactions, and lets you categorize them against a chart of accounts so that your profit and loss statement and balance sheet are always current. It also handles invoicing, bills, sales tax settings and reporting, and it is the system most US accountants and bookkeepers already know, which makes handing your books to a CPA at tax time much easier. Our suggested stack is QuickBooks Online as the ledger, your business bank and card feeds connected from day one, a payroll provider that syncs journal entries, and a monthly close where you reconcile every account. If you plan to hire a bookkeeper, ask which system they work in before you choose; moving books later is tedious.",
    category: 'finance',
    imageUrl: 'calculator',
    rating: 0,
    reviewCount: 0,
    link: 'https://quickbooks.intuit.com',
    pricing: "Paid monthly subscription in several tiers; current prices on Intuit's pricing page",
    pros: [
      'Widely used by US accountants, bookkeepers and CPAs',
      'Bank and card feeds keep the books close to real time',
      'Large ecosystem of integrations with payroll, payments and expense tools',
    ],
    cons: [
      'Subscription price rises as you move to higher tiers',
      'Setting up the chart of accounts well takes some accounting knowledge',
    ],
    bestFor:
      'Startups that want books their future accountant can pick up without a migration.',
  },
  {
    id: 'notion',
    name: 'Notion',
    description:
      'An all-in-one workspace for documents, wikis, task lists and lightweight databases, with built-in AI features.',
    longDescription:
      'Notion combines pages, databases and task boards in one workspace, which makes it a natural home for the planning work that comes before and just after launch. Founders use it to draft a lean business plan, keep a company wiki, track hiring pipelines, maintain an investor CRM and write meeting notes that link to the projects they discuss. Because every database can be shown as a table, board, calendar or timeline, the same list of launch tasks can serve as a checklist for you and a roadmap for your team. Notion AI can summarize long pages, draft first versions of documents and answer questions about content in your workspace. The free plan is generous for a solo founder; once several people collaborate, a paid plan adds longer page history and better permissions. The main risk is over-building: keep the structure simple at first, and resist creating a dozen nested databases before you know which ones you will actually maintain.',
    category: 'planning',
    imageUrl: 'document',
    rating: 0,
    reviewCount: 0,
    link: 'https://www.notion.com',
    pricing: 'Free plan; paid Plus, Business and Enterprise plans',
    pros: [
      'Flexible pages and databases cover many planning needs in one place',
      'Large template gallery for plans, wikis and trackers',
      'Free plan works well for a solo founder',
    ],
    cons: [
      'Easy to over-engineer a workspace that nobody maintains',
      'Large databases can feel slow',
    ],
    bestFor:
      'Founders who want one place for their plan, company wiki, task lists and notes.',
  },
  {
    id: 'miro',
    name: 'Miro',
    description:
      'An online whiteboard for mapping business models, customer journeys and launch plans together with your team.',
    longDescription:
      'Miro is a visual collaboration board: an infinite canvas where you can place sticky notes, diagrams, frames and templates and work on them with others in real time. For early-stage planning it is useful in places where a document feels too linear. Typical uses include filling in a business model canvas or lean canvas, sketching a customer journey, running a remote brainstorming session, mapping the steps of a launch, or turning interview notes into themes for product discovery. The template library covers most common strategy and workshop formats, so you rarely start from a blank board. Boards can be shared with advisors and early customers, and comments keep feedback attached to the exact part of the diagram it refers to. The free plan is enough to try it with a small team; heavier use with many editable boards needs a paid plan. Miro works best when someone owns the board afterwards and converts the outcome into tasks in your project tool.',
    category: 'planning',
    imageUrl: 'chart',
    rating: 0,
    reviewCount: 0,
    link: 'https://miro.com',
    pricing: "Free plan; paid plans from the vendor's pricing page",
    pros: [
      'Ready-made templates such as the business model canvas',
      'Real-time collaboration for remote teams',
      'Good for turning messy research into visual maps',
    ],
    cons: [
      'Free plan limits the number of editable boards',
      'Large boards can become cluttered and hard to navigate',
    ],
    bestFor:
      'Teams who plan visually and run workshops or brainstorming sessions remotely.',
  },
  {
    id: 'carta',
    name: 'Carta',
    description:
      'Cap table and equity management software used by venture-backed startups to issue shares, options and SAFEs and keep ownership records.',
    longDescription:
      "Carta keeps your capitalization table, the record of who owns what in your company, in one system instead of a spreadsheet. You can issue founder stock, stock options and other securities electronically, have holders accept them online, and model how a new round or a pool increase will dilute existing owners. Carta also offers 409A valuations, which US companies need before granting options to employees, and investors can see their holdings in the same platform. Because many US venture investors and law firms already use Carta, a clean cap table there tends to shorten diligence during a financing. For very early companies Carta has offered a free starting tier with eligibility limits, but costs rise as you add stakeholders, valuations and features, so check current pricing before committing. Whatever tool you use, make sure the cap table matches your signed board consents and stock purchase agreements; the software records decisions, it does not replace the legal paperwork.",
    category: 'fundraising',
    imageUrl: 'chart',
    rating: 0,
    reviewCount: 0,
    link: 'https://carta.com',
    pricing: "Entry tier for early-stage companies (eligibility limits apply); paid plans from the vendor's pricing page",
    pros: [
      'Widely recognized by US investors and startup law firms',
      'Electronic issuance and acceptance of shares and options',
      'Round and dilution modeling plus 409A valuations',
    ],
    cons: [
      'Costs grow quickly with stakeholders and add-on services',
      'More platform than a tiny pre-seed team may need',
    ],
    bestFor:
      'Venture-track startups that want an investor-standard cap table from the first priced round onward.',
  },
  {
    id: 'pulley',
    name: 'Pulley',
    description:
      'Cap table management built for early-stage startups, with scenario modeling for SAFEs, priced rounds and option pools.',
    longDescription:
      'Pulley is a cap table tool aimed squarely at early-stage companies. It records founder shares, SAFEs, convertible notes and option grants, and its modeling tools let you see how a future priced round, SAFE conversion or option pool expansion would change everyone\'s ownership before you sign anything. That makes it useful when you are negotiating a seed round and want to understand the real dilution behind different term sheet options. Employees and investors can view their holdings online, and option grants can be issued and accepted electronically. Pulley also offers 409A valuations so you can price employee options. Many founders choose it because the interface is simpler than enterprise-oriented platforms and its plans are aimed at companies that have only just started raising money. Before you switch from a spreadsheet, reconcile every number against your signed documents, and ask your lawyer whether they can work with the export format Pulley provides.',
    category: 'fundraising',
    imageUrl: 'analytics',
    rating: 0,
    reviewCount: 0,
    link: 'https://pulley.com',
    pricing: "Plans scaled to company stage; current prices on the vendor's pricing page",
    pros: [
      'Clear dilution modeling for SAFEs and priced rounds',
      'Simple interface designed for early-stage teams',
      'Electronic option grants and 409A valuations',
    ],
    cons: [
      'Less familiar to some later-stage investors than older platforms',
      'Migrating a messy spreadsheet cap table still takes careful manual work',
    ],
    bestFor:
      'Pre-seed and seed founders who want to model rounds and manage equity without enterprise overhead.',
  },
  {
    id: 'docsend',
    name: 'DocSend',
    description:
      'Secure document sharing from Dropbox, with page-by-page analytics on who opened your pitch deck and for how long.',
    longDescription:
      'DocSend lets you share documents such as a pitch deck, financial model or data room as a trackable link instead of an email attachment. Each recipient can get their own link, and you can see who opened it, and how long they spent on each page. During a fundraise that information is genuinely useful: if most investors stop at the market slide, that slide needs work, and a partner returning to the deck several times is a signal worth following up. You can require an email address or a passcode before viewing, disable downloads, set expiry dates and revoke access at any time, which gives you more control than a PDF in an inbox. Data rooms let you bundle the documents investors request during diligence. DocSend is part of Dropbox. It is a paid product, so it is worth it mainly during an active raise or a sales process where you send many documents to many people.',
    category: 'fundraising',
    imageUrl: 'file',
    rating: 0,
    reviewCount: 0,
    link: 'https://www.docsend.com',
    pricing: "Paid plans; current prices on the vendor's pricing page",
    pros: [
      'Page-level analytics show how investors read your deck',
      'Access controls such as passcodes, expiry and revocation',
      'Virtual data rooms for diligence',
    ],
    cons: [
      'No meaningful free plan for ongoing use',
      'Some investors dislike having to enter an email to view a deck',
    ],
    bestFor:
      'Founders in an active fundraise who send their deck and data room to many investors.',
  },
  {
    id: 'mercury',
    name: 'Mercury',
    description:
      'Online business banking built for startups, with checking and savings accounts, cards and bill pay provided through partner banks.',
    longDescription:
      'Mercury is a financial technology company, not a bank itself: its business checking and savings accounts are held at partner banks, which is why deposits are FDIC insured through those banks. For startups the appeal is that the account can be opened online, it works well for remote teams, and it is built with the tools an early company needs: debit and corporate cards, ACH and wire transfers, bill pay, multiple users with permissions, and integrations with accounting software. Because many incorporation services and investors are used to it, it is a common first account for newly formed Delaware C corporations. The core account has no monthly fee, and optional paid tiers add more advanced features. Before opening any account, read the current terms on fees, deposit insurance limits and which business types are supported, and keep enough documentation ready: your formation documents, EIN confirmation and the identity details of each owner above 25 percent.',
    category: 'finance',
    imageUrl: 'finance',
    rating: 0,
    reviewCount: 0,
    link: 'https://mercury.com',
    pricing: 'Core business banking with no monthly fee; optional paid tiers with more features',
    pros: [
      'Online account opening suited to newly formed startups',
      'Cards, transfers, bill pay and user permissions in one dashboard',
      'Integrates with common accounting software',
    ],
    cons: [
      'No branches, and cash deposits are limited',
      'Not every business type or owner location is supported',
    ],
    bestFor:
      'Newly incorporated tech startups that want a modern online business bank account.',
  },
  {
    id: 'ramp',
    name: 'Ramp',
    description:
      'Corporate cards and spend management with receipt matching, expense policies, bill pay and accounting sync.',
    longDescription:
      'Ramp combines corporate cards with software for controlling and recording spend. You can issue physical and virtual cards to team members with limits by person, merchant or category, and receipts are captured and matched to transactions so month-end does not turn into a hunt through inboxes. Expense policies, approvals, reimbursements and vendor bill payments live in the same place, and transactions sync to accounting software with the categories already filled in. For a startup, the practical benefit is that spending stays visible and controlled as the team grows from two founders to twenty employees, without hiring someone to chase receipts. The core platform is offered without a software fee, with a paid tier for more advanced features. Ramp cards are charge cards, so balances are paid off on a schedule rather than carried, and approval depends on your company\'s cash and financial profile; check eligibility and current terms on the vendor\'s site before applying.',
    category: 'finance',
    imageUrl: 'calculator',
    rating: 0,
    reviewCount: 0,
    link: 'https://ramp.com',
    pricing: 'Core platform free; paid Ramp Plus tier for advanced features',
    pros: [
      'Automatic receipt matching and categorization',
      'Granular card controls and approval flows',
      'Bill pay and reimbursements alongside cards',
    ],
    cons: [
      'Approval depends on your company having sufficient funds',
      'Charge cards must be paid in full, which may not suit every cash-flow pattern',
    ],
    bestFor:
      'Funded startups that want company cards and expense tracking under control from the first hires.',
  },
  {
    id: 'hubspot',
    name: 'HubSpot',
    description:
      'A CRM platform with free contact management plus marketing, sales and customer service tools you can add as you grow.',
    longDescription:
      'HubSpot starts with a free CRM, a shared database of your contacts, companies and deals that records emails, calls and meetings automatically once you connect your inbox. On top of that sit the Marketing, Sales, Service and Content hubs, which add landing pages, forms, email campaigns, sequences, ticketing and reporting. For a startup, the free CRM alone is often the first real upgrade from a spreadsheet: everyone can see where each lead stands, and nothing depends on one founder\'s memory. As you begin marketing, forms on your site can feed new contacts straight into the CRM, and you can track which campaigns bring in customers. HubSpot also runs a startup program for companies affiliated with eligible partners, such as accelerators and investors, which is worth checking. The main caution is cost growth: paid tiers and contact-based pricing can become expensive, so decide which hubs you truly need before upgrading.',
    category: 'marketing',
    imageUrl: 'users',
    rating: 0,
    reviewCount: 0,
    link: 'https://www.hubspot.com',
    pricing: 'Free CRM; paid Starter, Professional and Enterprise tiers',
    pros: [
      'Useful free CRM with email and meeting tracking',
      'Marketing, sales and support tools share one customer database',
      'Extensive free training material',
    ],
    cons: [
      'Professional tiers become expensive quickly',
      'Many features can overwhelm a very small team',
    ],
    bestFor:
      'Startups replacing a lead spreadsheet with a CRM that can grow into marketing automation.',
  },
  {
    id: 'mailchimp',
    name: 'Mailchimp',
    description:
      'Email marketing for newsletters, launch announcements and automated customer journeys, now part of Intuit.',
    longDescription:
      'Mailchimp is one of the best-known email marketing platforms and a common first choice for a launch list or newsletter. You build an audience from signup forms or imports, design emails with a drag-and-drop editor or templates, and send campaigns with reporting on opens, clicks and unsubscribes. Automations let you send a welcome series to new subscribers, follow up after a purchase or recover abandoned carts when connected to an ecommerce store. Segmentation and tags help you send different messages to customers, trial users and prospects instead of one email to everyone. Mailchimp is owned by Intuit and integrates with many website builders and online stores. A free plan lets you start with a small audience, and paid plans add more contacts, sends and automation features. Pricing is based largely on audience size, so clean out inactive contacts regularly, and set up your sending domain authentication early so your launch emails reach inboxes.',
    category: 'marketing',
    imageUrl: 'email',
    rating: 0,
    reviewCount: 0,
    link: 'https://mailchimp.com',
    pricing: "Free plan; paid plans from the vendor's pricing page",
    pros: [
      'Easy editor and templates for newsletters and announcements',
      'Automations for welcome series and ecommerce follow-ups',
      'Many integrations with site builders and stores',
    ],
    cons: [
      'Costs climb with audience size',
      'Free plan is limited in contacts and features',
    ],
    bestFor:
      'Founders starting a launch waitlist, newsletter or simple email automation.',
  },
  {
    id: 'canva',
    name: 'Canva',
    description:
      'Browser-based design tool for logos, social posts, one-pagers and presentations, with templates and AI features.',
    longDescription:
      'Canva makes it possible for founders without a designer to produce clean marketing material. It offers a large library of templates for social media posts, ads, flyers, one-page product sheets, presentations and simple videos, and a drag-and-drop editor that keeps layouts tidy. A brand kit stores your logo, colors and fonts so every asset looks consistent, which matters more than any single design when you are building recognition. Canva also includes AI features for generating images and text and for resizing one design into many formats. Teams can comment on and edit designs together, and finished work can be downloaded or published directly to some social platforms. The free plan is enough for many early needs; paid plans such as Canva Pro add premium templates and stock content, the brand kit and background removal. For a logo you plan to trademark, remember that template-based designs may not be distinctive enough, so consider original work for your core brand marks.',
    category: 'marketing',
    imageUrl: 'presentation',
    rating: 0,
    reviewCount: 0,
    link: 'https://www.canva.com',
    pricing: "Free plan; paid plans such as Canva Pro from the vendor's pricing page",
    pros: [
      'Huge template library for nearly every marketing format',
      'Brand kit keeps assets consistent',
      'Very easy to learn for non-designers',
    ],
    cons: [
      'Template-based designs can look generic',
      'Less precise control than professional design software',
    ],
    bestFor:
      'Founders who need professional-looking marketing assets before hiring a designer.',
  },
  {
    id: 'stripe-atlas',
    name: 'Stripe Atlas',
    description:
      'Stripe\'s online service for forming a Delaware C corporation or LLC, issuing founder stock and obtaining an EIN.',
    longDescription:
      'Stripe Atlas handles the paperwork of starting a US company online. You choose between a Delaware C corporation and an LLC, enter details about the company and its founders, and Atlas prepares and files the formation documents, sets up founder equity with standard vesting terms, and applies for your Employer Identification Number with the IRS. For C corporations it also helps with the 83(b) election, a time-sensitive tax filing that founders with vesting stock should not miss. Atlas includes a registered agent in Delaware for the first year, connects naturally to a Stripe account for accepting payments, and offers partner perks from other startup services. It is popular with international founders because the whole process can be completed remotely. Atlas is not a law firm and does not give legal or tax advice, so if your situation involves unusual ownership, multiple classes of stock or regulated activity, have a lawyer review the documents before you sign.',
    category: 'legal',
    imageUrl: 'document',
    rating: 0,
    reviewCount: 0,
    link: 'https://stripe.com/atlas',
    pricing: '$500 one-time setup fee; registered agent renewal and state fees apply after the first year',
    pros: [
      'Fully online formation, including EIN application',
      'Founder stock with vesting and 83(b) filing support',
      'Tight integration with Stripe payments',
    ],
    cons: [
      'Standard templates only; no legal advice included',
      'Ongoing Delaware franchise tax and annual report are your responsibility',
    ],
    bestFor:
      'Founders, including those outside the US, forming a standard Delaware company for an online business.',
  },
  {
    id: 'clerky',
    name: 'Clerky',
    description:
      'Legal paperwork software for startups: Delaware incorporation, post-incorporation setup, SAFEs, hiring documents and equity grants.',
    longDescription:
      "Clerky is software for generating and signing the standard legal documents a venture-track startup needs, built with startup lawyers and widely used by accelerator companies. It handles Delaware C corporation formation and the post-incorporation steps that founders often skip: bylaws, initial board and officer appointments, founder stock purchase agreements with vesting, and IP assignment agreements. Later, it supports fundraising documents such as SAFEs, hiring documents such as offer letters and confidentiality agreements, and stock plan adoption and option grants. Its workflow unlocks products in order, so you cannot, for example, issue options before the stock plan is adopted, which prevents common mistakes. Clerky offers pay-per-use pricing or a lifetime package that covers many future document sets, so compare the two against how much paperwork you expect. Like other document platforms, Clerky is not a substitute for advice on unusual situations, but startup lawyers can be invited into your account to review.",
    category: 'legal',
    imageUrl: 'file',
    rating: 0,
    reviewCount: 0,
    link: 'https://www.clerky.com',
    pricing: "Pay-per-use or a company lifetime package; current prices on the vendor's pricing page",
    pros: [
      'Covers formation, fundraising and hiring paperwork in one place',
      'Ordered workflow prevents out-of-sequence legal steps',
      'Lawyers can collaborate inside the platform',
    ],
    cons: [
      'Built around Delaware C corporations, less suited to other entity types',
      'Standard documents only; custom terms need a lawyer',
    ],
    bestFor:
      'Venture-track founders who want clean, standard legal paperwork from incorporation through the first hires.',
  },
  {
    id: 'gusto',
    name: 'Gusto',
    description:
      'Payroll, benefits and HR for small businesses, including automatic payroll tax filings and employee onboarding.',
    longDescription:
      "Gusto runs payroll for employees and contractors and, importantly for a new company, calculates, pays and files the federal, state and local payroll taxes that go with it, including year-end W-2 and 1099 forms. Onboarding is done online: new hires enter their own tax withholding and direct deposit details, and Gusto collects the forms you need to keep on file. Beyond payroll it offers health insurance and other benefits administration in many states, time tracking, paid time off policies and basic HR tools such as an employee directory and document storage. Payroll entries can sync to your accounting software so your books stay accurate. Pricing combines a monthly base fee with a per-person fee, and higher plans add features such as multi-state support and HR resources. When you set up, register for state withholding and unemployment accounts in every state where employees work; Gusto can guide you, but the registrations belong to your company.",
    category: 'operations',
    imageUrl: 'team',
    rating: 0,
    reviewCount: 0,
    link: 'https://gusto.com',
    pricing: "Monthly base fee plus a per-person fee; current plans on the vendor's pricing page",
    pros: [
      'Automatic payroll tax payments and filings',
      'Self-service onboarding for employees and contractors',
      'Benefits, time off and HR basics alongside payroll',
    ],
    cons: [
      'Per-person pricing adds up as headcount grows',
      'Complex multi-state or international teams may outgrow it',
    ],
    bestFor:
      'US startups running payroll for their first employees and contractors.',
  },
  {
    id: 'linear',
    name: 'Linear',
    description:
      'Fast issue tracking and project planning for product and engineering teams, with cycles, roadmaps and integrations.',
    longDescription:
      'Linear is an issue tracker built for speed: keyboard shortcuts, instant search and a clean interface make it quick to capture bugs, feature requests and tasks and keep them moving. Work can be organized into teams, projects and time-boxed cycles, and roadmaps give founders a view of what is planned across the product without reading every ticket. It integrates with GitHub and GitLab so issues update as pull requests open and merge, and with Slack so requests from conversations become tracked issues. Triage views help route incoming bugs and customer feedback to the right person. For an early team, Linear encourages a lightweight process rather than heavy configuration, which suits companies that want to ship frequently without a dedicated project manager. There is a free plan for small teams, and paid plans add more capacity and administrative features. Non-technical teams can use it too, but it is at its best for software product development.',
    category: 'operations',
    imageUrl: 'chart',
    rating: 0,
    reviewCount: 0,
    link: 'https://linear.app',
    pricing: "Free plan; paid plans from the vendor's pricing page",
    pros: [
      'Very fast, keyboard-driven interface',
      'Cycles and roadmaps with little setup',
      'Strong GitHub and Slack integrations',
    ],
    cons: [
      'Opinionated workflow leaves less room for heavy customization',
      'Less suited to non-software project types',
    ],
    bestFor:
      'Product and engineering teams that want a quick, low-overhead way to plan and track work.',
  },
  {
    id: 'slack',
    name: 'Slack',
    description:
      'Team messaging organized into channels, with huddles, file sharing and integrations with the tools your startup already uses.',
    longDescription:
      "Slack replaces internal email with channels: shared conversations organized by team, project, customer or topic that everyone who needs them can join and search. Direct messages, threads, audio and video huddles, and file sharing cover most day-to-day communication, and Slack Connect lets you share a channel with outside partners, contractors or key customers. The real leverage comes from integrations: alerts from your payments platform, support inbox, error monitoring or CRM can be posted into channels so the team sees important events as they happen. Workflow automations handle routine requests such as time-off notices or onboarding checklists. The free plan is limited to 90 days of message history and a small number of integrations, which is fine for trying it but painful once important decisions live in old threads; paid plans remove those limits. Set simple norms early, such as which channels exist and when to use threads, or Slack can become a constant stream of interruptions.",
    category: 'operations',
    imageUrl: 'team',
    rating: 0,
    reviewCount: 0,
    link: 'https://slack.com',
    pricing: "Free plan with 90 days of message history; paid plans from the vendor's pricing page",
    pros: [
      'Channels keep conversations organized and searchable',
      'Thousands of integrations bring alerts into one place',
      'Slack Connect for working with outside partners',
    ],
    cons: [
      'Free plan hides messages older than 90 days',
      'Can create a culture of constant interruptions without clear norms',
    ],
    bestFor:
      'Growing teams that need one place for internal conversations and tool notifications.',
  },
];
