/** The plans on the home page and the signup page. Accounts and billing are not open yet. */
export const PLANS = [
  {
    id: 'basic',
    name: 'Basic',
    price: 29,
    popular: false,
    features: ['Basic startup checklist', 'Limited software recommendations', 'Access to blog articles'],
  },
  {
    id: 'pro',
    name: 'Pro',
    price: 79,
    popular: true,
    features: [
      'Advanced interactive checklist',
      'Complete software recommendations',
      'Premium blog access',
      '1 consulting session per month',
      'Basic AI assistant access',
    ],
  },
  {
    id: 'premium',
    name: 'Premium',
    price: 199,
    popular: false,
    features: [
      'Everything in Pro',
      '3 consulting sessions per month',
      'Priority booking access',
      'Unlimited AI assistant usage',
      'Custom business roadmap',
    ],
  },
] as const;

export type Plan = (typeof PLANS)[number];
export type PlanId = Plan['id'];
