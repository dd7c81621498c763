/** The checklist section that goes with each blog category; articles point readers to it. */
const CHECKLIST_BY_CATEGORY: Record<string, { path: string; label: string }> = {
  legal: { path: '/checklist/legal', label: 'Legal formation checklist' },
  finance: { path: '/checklist/banking', label: 'Banking & finance checklist' },
  tax: { path: '/checklist/tax', label: 'Tax & accounting checklist' },
  hiring: { path: '/checklist/hr', label: 'Hiring & HR checklist' },
};

export function checklistFor(category: string): { path: string; label: string } {
  return CHECKLIST_BY_CATEGORY[category.toLowerCase()] ?? { path: '/checklist', label: 'Startup checklist' };
}
