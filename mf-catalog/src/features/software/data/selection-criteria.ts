export interface SelectionCriterion {
  title: string;
  detail: string;
}

/** What a product must show before it is listed on /software. */
export const SELECTION_CRITERIA: readonly SelectionCriterion[] = [
  {
    title: 'It solves a real launch task',
    detail:
      'Every pick maps to work on the startup checklist: forming the company, banking, bookkeeping, payroll, fundraising, marketing or day-to-day operations.',
  },
  {
    title: 'It fits an early-stage budget',
    detail: 'We favour products with a free plan, a trial or startup pricing, and month-to-month terms, so you can start small and cancel without penalty.',
  },
  {
    title: 'Pricing is public',
    detail:
      'The vendor publishes its prices or plan structure. Where prices change often we send you to the official pricing page instead of quoting a number that may be out of date.',
  },
  {
    title: 'Founders keep using it',
    detail:
      'We look for consistent feedback from founders and accountants who use it. We show no star ratings: we have no rating we could source, so each page says what the product is good and bad at instead.',
  },
  {
    title: 'Your data stays yours',
    detail: 'We check for two-factor sign-in, a clear privacy policy and a way to export your data, so switching later is possible and your records are safe.',
  },
  {
    title: 'Nobody pays to be listed',
    detail:
      'A product is listed or dropped on the criteria above only; the affiliate disclosure says whether any link earns us anything. We review the list regularly and remove products that stop meeting them.',
  },
];
