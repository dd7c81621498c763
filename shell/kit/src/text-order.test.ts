import { describe, expect, it } from 'vitest';
import { compareLabels } from './text-order.js';

/** Labels of the kind the site sorts: checklist, blog, software and tool categories. */
const LABELS = [
  'Legal',
  'Banking & Finance',
  'Tax & Accounting',
  'Hiring & HR',
  'HR & Payroll',
  'Hiring',
  'Business Identity',
  'Tools & Software',
  'Accounting',
  'Analytics',
  'Banking',
  'Compliance',
  'Customer Support',
  'Development',
  'E-commerce',
  'Email Marketing',
  'Finance',
  'Incorporation',
  'Insurance',
  'Legal & Compliance',
  'Marketing',
  'Payments',
  'Payroll',
  'Productivity',
  'Project Management',
  'Sales & CRM',
  'Security',
  'tax',
  'Tax',
  'incorporation',
  'legal',
  'payments',
  'hr',
  'crm',
  'ai',
  'AI Tools',
  'Operations',
  'Fundraising',
  'Equity',
  'Equity & Cap Table',
  'Cap table',
  'Design',
  'Domains & Websites',
  'Web3',
  '401(k)',
  'Benefits',
  'Communication',
];

describe('compareLabels', () => {
  it('orders the site labels as the default collator (localeCompare) does', () => {
    expect([...LABELS].sort(compareLabels)).toEqual([...LABELS].sort((a, b) => a.localeCompare(b)));
  });

  it('puts letters before case and keeps equal labels together', () => {
    expect(['HR & Payroll', 'Hiring', 'banking', 'Banking'].sort(compareLabels)).toEqual(['banking', 'Banking', 'Hiring', 'HR & Payroll']);
    expect(compareLabels('Tax', 'Tax')).toBe(0);
  });
});
