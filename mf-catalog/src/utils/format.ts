const ACRONYMS: Record<string, string> = { ai: 'AI', hr: 'HR', it: 'IT', crm: 'CRM', seo: 'SEO' };
const MINOR_WORDS = new Set(['of', 'and', 'or', 'the', 'for', 'to', 'in', 'on']);

/** A data tag or category as a label: "project_management" -> "Project Management", "point_of_sale" -> "Point of Sale". */
export function toLabel(tag: string): string {
  return tag
    .split(/[_\s-]+/)
    .filter(Boolean)
    .map((word, index) => {
      const lower = word.toLowerCase();
      if (ACRONYMS[lower]) return ACRONYMS[lower];
      if (index > 0 && MINOR_WORDS.has(lower)) return lower;
      return lower.charAt(0).toUpperCase() + lower.slice(1);
    })
    .join(' ');
}
