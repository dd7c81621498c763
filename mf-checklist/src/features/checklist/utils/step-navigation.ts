/** Clamps a step index into 0..count-1 (0 for an empty list). */
export function clampStep(index: number, count: number): number {
  if (count <= 0) return 0;
  return Math.min(Math.max(Math.trunc(index), 0), count - 1);
}

/** Where Previous and Next lead from a step, and whether they are available. */
export function stepNavigation(index: number, count: number) {
  const current = clampStep(index, count);
  return {
    current,
    hasPrevious: count > 0 && current > 0,
    hasNext: count > 0 && current < count - 1,
    previous: clampStep(current - 1, count),
    next: clampStep(current + 1, count),
  };
}

/** The ids of a Guided Journey step's card, its header and its panel. */
export const stepElementId = (slug: string) => `step-${slug}`;
export const headerIdFor = (slug: string) => `lo-checklist-step-${slug}-header`;
export const panelIdFor = (slug: string) => `lo-checklist-step-${slug}-panel`;
