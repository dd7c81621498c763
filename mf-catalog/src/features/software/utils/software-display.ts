import { PRODUCT_ICONS, type ProductCard, type ProductIcon } from '@launchops/contracts';
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

/** A product's icon; one this build does not know (added to the catalogue later) is the plain box. */
export function iconKind(icon: string): ProductIcon {
  return (PRODUCT_ICONS as readonly string[]).includes(icon) ? (icon as ProductIcon) : 'box';
}

export const ALL_CATEGORIES = 'all';

/** Categories present in the data, alphabetically. */
export function softwareCategories(list: readonly ProductCard[]): string[] {
  return [...new Set(list.map((item) => item.category))].sort(compareLabels);
}

/** Software in the category (or all) whose name, description or category contains every word of the query. */
export function filterSoftware(list: readonly ProductCard[], category: string, query: string): ProductCard[] {
  const words = query.toLowerCase().split(/\s+/).filter(Boolean);
  return list.filter((item) => {
    if (category !== ALL_CATEGORIES && item.category !== category) return false;
    const text = `${item.name} ${item.description} ${item.category}`.toLowerCase();
    return words.every((word) => text.includes(word));
  });
}

/** Up to `limit` other recommendations in the same category. */
export function relatedSoftware(list: readonly ProductCard[], current: Pick<ProductCard, 'id' | 'category'>, limit = 3): ProductCard[] {
  return list.filter((item) => item.category === current.category && item.id !== current.id).slice(0, limit);
}
