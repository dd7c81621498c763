import { type SoftwareSummary } from '@launchops/contracts';
import { compareLabels } from '@launchops/kit';
import type { Tone } from '../../../components/shared-styles';

const CATEGORY_TONES: Record<string, Tone> = {
  planning: 'blue',
  fundraising: 'purple',
  finance: 'green',
  marketing: 'pink',
  legal: 'amber',
};

/** Chip colour of a software category: planning, fundraising, finance, marketing and legal have their own. */
export function categoryTone(category: string): Tone {
  return CATEGORY_TONES[category.trim().toLowerCase()] ?? 'grey';
}

export type SoftwareIconKind = 'document' | 'chart' | 'users' | 'presentation' | 'calculator' | 'default';

const ICON_KEYWORDS: ReadonlyArray<[SoftwareIconKind, readonly string[]]> = [
  ['document', ['document', 'file']],
  ['chart', ['chart', 'analytics']],
  ['users', ['users', 'team']],
  ['presentation', ['presentation', 'pitch']],
  ['calculator', ['calculator', 'finance']],
];

/** The icon for an imageUrl keyword (the value may also be a path or URL containing it). */
export function iconKind(imageUrl: string): SoftwareIconKind {
  const value = imageUrl.toLowerCase();
  return ICON_KEYWORDS.find(([, words]) => words.some((word) => value.includes(word)))?.[0] ?? 'default';
}

export const ALL_CATEGORIES = 'all';

/** Categories present in the data, alphabetically. */
export function softwareCategories(list: readonly SoftwareSummary[]): string[] {
  return [...new Set(list.map((item) => item.category))].sort(compareLabels);
}

/** Software in the category (or all) whose name, description or category contains every word of the query. */
export function filterSoftware(list: readonly SoftwareSummary[], category: string, query: string): SoftwareSummary[] {
  const words = query.toLowerCase().split(/\s+/).filter(Boolean);
  return list.filter((item) => {
    if (category !== ALL_CATEGORIES && item.category !== category) return false;
    const text = `${item.name} ${item.description} ${item.category}`.toLowerCase();
    return words.every((word) => text.includes(word));
  });
}

/** Up to `limit` other recommendations in the same category. */
export function relatedSoftware(list: readonly SoftwareSummary[], current: Pick<SoftwareSummary, 'id' | 'category'>, limit = 3): SoftwareSummary[] {
  return list.filter((item) => item.category === current.category && item.id !== current.id).slice(0, limit);
}
