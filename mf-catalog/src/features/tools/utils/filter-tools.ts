import { compareLabels } from '@launchops/kit';
import { toLabel } from '../../../utils/format';
import type { ProductCard } from '@launchops/contracts';

/** The page never renders more cards than this, however long the list grows. */
export const MAX_TOOLS_SHOWN = 100;

export type ToolTabId = 'all' | 'free' | 'legal' | 'finance' | 'productivity' | 'hr' | 'development';

export interface ToolTab {
  id: ToolTabId;
  label: string;
  matches: (tool: ProductCard) => boolean;
}

const hasAnyTag = (tags: readonly string[]) => (tool: ProductCard) => tool.tags.some((tag) => tags.includes(tag));

export const TOOL_TABS: readonly ToolTab[] = [
  { id: 'all', label: 'All Tools', matches: () => true },
  { id: 'free', label: 'Free & Freemium', matches: (tool) => tool.priceModel === 'Free' || tool.priceModel === 'Freemium' },
  { id: 'legal', label: 'Legal & Formation', matches: hasAnyTag(['legal', 'incorporation']) },
  {
    id: 'finance',
    label: 'Finance & Banking',
    matches: hasAnyTag(['banking', 'finance', 'payments', 'point_of_sale', 'expense_management', 'accounting', 'bookkeeping']),
  },
  { id: 'productivity', label: 'Productivity', matches: hasAnyTag(['productivity', 'project_management', 'communication', 'email']) },
  { id: 'hr', label: 'HR & Payroll', matches: hasAnyTag(['hr', 'payroll', 'benefits']) },
  { id: 'development', label: 'Development', matches: hasAnyTag(['development', 'coding', 'version_control', 'cloud_hosting']) },
];

export interface ToolFilters {
  tab: ToolTabId;
  query: string;
  /** Selected category tags; a tool matches when it has any of them. */
  categories: readonly string[];
}

/** Every category tag in the list, ordered by label. */
export function toolCategoryTags(tools: readonly ProductCard[]): string[] {
  return [...new Set(tools.flatMap((tool) => tool.tags))].sort((a, b) => compareLabels(toLabel(a), toLabel(b)));
}

function searchableText(tool: ProductCard): string {
  return [tool.name, tool.description, ...tool.tags.map(toLabel), ...tool.tags].join(' ').toLowerCase();
}

/** Tools in the tab that have any selected category and contain every word of the query. */
export function filterTools(tools: readonly ProductCard[], { tab, query, categories }: ToolFilters): ProductCard[] {
  const activeTab = TOOL_TABS.find((candidate) => candidate.id === tab) ?? TOOL_TABS[0]!;
  const words = query.toLowerCase().split(/\s+/).filter(Boolean);
  return tools.filter((tool) => {
    if (!activeTab.matches(tool)) return false;
    if (categories.length > 0 && !tool.tags.some((tag) => categories.includes(tag))) return false;
    if (words.length === 0) return true;
    const text = searchableText(tool);
    return words.every((word) => text.includes(word));
  });
}

/** "30 days" -> "30-day free trial"; other wording is shown as written. Null when there is none. */
export function freeTrialLabel(freeTrial: string | undefined): string | null {
  const value = (freeTrial ?? '').trim();
  if (!value || value.toLowerCase() === 'no') return null;
  if (value.toLowerCase() === 'yes') return 'Free trial';
  const days = /^(\d+)\s*days?$/i.exec(value);
  if (days) return `${days[1]}-day free trial`;
  return value;
}
