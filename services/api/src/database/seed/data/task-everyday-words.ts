/**
 * The words founders use for each checklist task when they do not know its name: the Operations Advisor searches
 * them with the task (at a body's weight) but never quotes them. Written from what each task is for, in plain
 * language; one entry per task slug (a test checks they match the checklist).
 */
export const taskEverydayWords: Record<string, string> = {
  // Legal
  'choose-business-structure':
    'what kind of company should we be, corporation or llc, sole proprietor, partnership, investors and venture capital want a c corp, convert or switch an llc, pass-through taxes, double taxation',
  'check-name-availability':
    'is our company name taken or already used by someone else, name search, reserve a name, same or similar name in my state, dba, doing business as',
  'appoint-registered-agent':
    'who receives lawsuits and legal papers if someone sues the company, official mail from the state, agent for service of process, address in delaware, getting served',
  'file-certificate-of-incorporation':
    'how to incorporate, create or start the company with the state, form a corporation, incorporation papers, articles of incorporation, filing with the secretary of state, formation documents, how long it takes and what it costs',
  'adopt-bylaws-and-initial-board-consent':
    'rules for running the corporation, who makes decisions, board of directors, first board meeting, appoint officers, ceo and secretary, written consent instead of a meeting, approve things officially',
  'draft-llc-operating-agreement':
    'rules between llc members and owners, who owns what percent of the llc, profit split, what happens if a member leaves, manager-managed or member-managed',
  'sign-founder-stock-purchase-agreements':
    'founders get their shares, ownership split between cofounders in writing, vesting schedule, cliff, what happens if a cofounder leaves or quits, company buys back unvested shares',
  'file-83b-election':
    'tax form for founder shares within 30 days, irs election on restricted stock, pay tax now instead of later as shares vest, missed the deadline, mail to the irs',
  'sign-founder-ciiaa':
    'the company owns the code, ideas and work the founders created, assign intellectual property and inventions to the company, confidentiality, work done before incorporating',
  'set-up-cap-table-and-minute-book':
    'record of who owns how many shares and options, ownership spreadsheet, equity tracking, stock ledger, keep board decisions and signed company records in one place',
  'check-boi-reporting-status':
    'tell the government who really owns or controls the company, fincen report, corporate transparency act, ownership information filing, is it still required',
  'foreign-qualify-in-home-state':
    'incorporated in delaware but we live and work in another state such as california, new york or texas, register to do business in our home state, out-of-state company',
  'get-business-licenses-and-permits':
    'do we need a license or permit to operate, city or county business license, home business or home office, local registration, working from an apartment',
  'adopt-stock-plan-and-get-409a':
    'give employees equity or stock options, option pool, equity incentive plan, strike or exercise price, fair market value appraisal, valuation of common stock',
  'file-form-d':
    'tell the sec after raising money, federal notice of a funding round, fundraising filing, exempt offering, regulation d, within 15 days of the first investment, state blue sky notices',
  'publish-terms-privacy-and-nda':
    'terms of service and privacy policy for the website or app, how we use customer data, legal pages, non-disclosure agreement before sharing secrets, confidentiality with partners',
  // Banking and finance
  'get-an-ein':
    'tax id number for the company, federal employer number from the irs, company social security number, apply online, needed for a bank account and payroll',
  'open-business-bank-account':
    'company bank account, checking account for the business, which bank for a startup, online bank, what documents the bank asks for',
  'pay-for-founder-stock':
    'founders pay for their shares, price per share, par value, how much to pay for founder stock, wire money to the company, proof of payment',
  'separate-business-and-personal-spending':
    'keep personal and company money apart, company card for personal purchases, reimburse expenses, mixing funds, paying company costs from a personal account, receipts',
  'set-up-bookkeeping-and-monthly-close':
    'keep the books, accounting software, track income and expenses, reconcile bank and card statements every month, categorize transactions, monthly financial reports, hire a bookkeeper',
  'set-up-payments-and-invoicing':
    'get paid by customers, accept credit cards online, send invoices, payment processor, subscriptions and billing, stripe or square',
  'collect-w9-from-vendors':
    'taxpayer information form from contractors and vendors before paying them, tax id of a freelancer, request a w-9, backup withholding',
  'get-business-insurance':
    'what insurance does a startup need, liability insurance, errors and omissions, professional liability if a customer sues over our product, cyber insurance for data breaches, directors and officers',
  'build-budget-and-runway-model':
    'how many months of cash left, burn rate, monthly spending plan, when we run out of money, financial model and forecast, cost of hiring',
  'raise-with-post-money-safes':
    'raise money from angels or investors, simple agreement for future equity, convertible note, valuation cap and discount, dilution, first funding round paperwork',
  // Tax and accounting
  'decide-on-s-corp-election':
    'save on self-employment tax, llc taxed as an s corporation, reasonable salary for the owner, form 2553, when it makes sense once there is profit',
  'set-record-retention-and-track-qsbs':
    'how long to keep bank statements, receipts and tax records, what to keep and for how many years, document retention, sell shares tax free later, qualified small business stock exclusion',
  'register-for-state-taxes':
    'state tax registration, state income or franchise tax account, register with the state department of revenue, state tax id',
  'review-sales-tax-nexus':
    'do we charge sales tax, selling online to customers in other states, software or saas sales tax, economic nexus thresholds, collect and remit sales tax',
  'pay-estimated-taxes':
    'pay tax every quarter, quarterly payments to the irs, estimated tax for the company or founders, avoid underpayment penalties, how much to pay',
  'prepare-year-end-financials':
    'close the year, year-end books for the accountant or cpa, profit and loss, balance sheet, what our tax preparer needs, annual financial statements',
  'file-1099-nec':
    'tax form for contractors and freelancers we paid last year, report payments to the irs, due in january, 1099 for a designer or developer',
  'file-delaware-annual-report-and-franchise-tax':
    'delaware annual tax bill, huge or scary franchise tax bill, annual report due march 1, assumed par value capital method, pay delaware every year',
  'file-federal-income-tax-return':
    'company income tax return, when the corporation files taxes, form 1120, yearly federal tax filing, extension, llc partnership return',
  'claim-rd-payroll-tax-credit':
    'research and development tax credit, money back from the government for building new technology or software, offset payroll taxes, form 6765, qualified research',
  'refresh-409a-valuation':
    'update our valuation, strike price is out of date, new option grants after a funding round, fair market value of common stock each year',
  // Hiring and HR
  'classify-workers-and-sign-contractor-agreements':
    'employee or contractor, treat a worker as a freelancer or 1099, misclassification penalties, contractor agreement, who owns a contractor\'s work, paying someone only in equity',
  'set-up-payroll-and-pay-founders':
    'run payroll, pay salaries, pay the founders a salary, payroll service or provider, paychecks and withholding, first paycheck',
  'register-state-payroll-tax-accounts':
    'state payroll registration for employees in each state, state withholding account, unemployment insurance account, remote employees in another state',
  'get-workers-compensation-insurance':
    'insurance if an employee gets hurt at work, workers comp, required once we have employees, state rules',
  'send-offer-letters-and-grant-options':
    'hire someone, job offer letter, salary and start date in writing, at-will employment, grant stock options to a new hire, equity for the first engineer',
  'complete-form-i9':
    'check that a new employee can work in the us, identity and work authorization documents, e-verify, first three days of work, remote employee documents',
  'collect-w4-and-report-new-hires':
    'paperwork for a new employee, tax withholding form, report new hires to the state, first day forms',
  'post-labor-notices-and-write-handbook':
    'required workplace posters and notices for staff, employee handbook, company policies, anti-harassment policy, time off rules, remote workers notices',
  'file-payroll-tax-returns':
    'report payroll to the irs every quarter, form 941, annual form 940, w-2 forms for employees at year end, federal unemployment tax, payroll filings',
  'set-up-employee-benefits':
    'health insurance for employees, 401k retirement plan, benefits package, dental and vision, peo, offering benefits to the first employees',
  'follow-termination-checklist':
    'fire or let an employee go, layoff, someone quits or resigns, final paycheck, return laptop and revoke access, cobra, separation agreement',
  // Brand and identity
  'register-domain-name':
    'buy a website address, get the .com, domain for our company name, protect the domain so nobody takes it, renew the domain',
  'set-up-professional-email':
    'email at our own domain instead of gmail, company email addresses, google workspace or microsoft 365, spam and email security records',
  'create-brand-and-file-trademark':
    'protect our company or product name and logo, stop others from using our name, trademark registration with the uspto, brand guidelines',
  'launch-company-website':
    'build a website for the company, landing page, what the site needs, website builder, domain and hosting',
  // Operations and tools
  'set-up-project-and-communication-tools':
    'team chat, project management software, task tracking, tools for a remote team, shared documents and wiki',
  'secure-documents-and-passwords':
    'password manager, share passwords safely, two-factor authentication, keep important company documents secure, access control for the team',
  'set-up-crm':
    'track customers and sales leads, customer relationship management software, sales pipeline, contact list of prospects',
  'set-up-data-backups':
    'back up company files and data, lose files if a laptop is lost or dies, cloud backup, restore after ransomware or a mistake',
};
