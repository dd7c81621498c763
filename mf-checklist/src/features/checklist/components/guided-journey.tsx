import type { ChecklistCategory, ChecklistItem } from '@launchops/contracts';
import { useJourneySteps } from '../hooks/use-journey-steps';
import { StyledLayout, StyledTimeline } from './guided-journey-styles';
import { JourneySideList } from './journey-side-list';
import { JourneyStep } from './journey-step';

export { stepElementId } from '../utils/step-navigation';

export interface GuidedJourneyProps {
  category: ChecklistCategory;
  /** The category's items, in order. */
  items: readonly ChecklistItem[];
  /** A step to open and scroll to (from ?task=); `key` changes when the same link is followed again. */
  target?: { slug: string; key: string };
  /** `onSaved` runs once the change is saved. */
  onToggle: (item: ChecklistItem, onSaved?: () => void) => void;
}

/**
 * The Guided Journey: a side list of steps and a timeline of step cards (one open at a time).
 * A step in the side list scrolls to its card and opens or closes it; Previous and Next move through.
 */
export function GuidedJourney({ category, items, target, onToggle }: GuidedJourneyProps) {
  const { currentIndex, setCurrentIndex, openSlug, setOpenSlug, goTo, sideListRef } = useJourneySteps(items, target);
  return (
    <StyledLayout>
      <JourneySideList
        category={category}
        items={items}
        currentIndex={currentIndex}
        openSlug={openSlug}
        listRef={sideListRef}
        onPick={(index) => goTo(index, { toggle: true })}
      />
      <StyledTimeline aria-label={`${category.name} steps`}>
        {items.map((item, index) => {
          const open = openSlug === item.slug;
          return (
            <JourneyStep
              key={item.id}
              item={item}
              index={index}
              count={items.length}
              categorySlug={category.slug}
              open={open}
              onHeaderClick={() => {
                setCurrentIndex(index);
                setOpenSlug(open ? null : item.slug);
              }}
              onToggle={(toggled) => {
                // Done with this step (once it is saved): the journey moves on to the next open one.
                const nextOpen = toggled.completed ? -1 : items.findIndex((candidate, i) => i > index && !candidate.completed);
                onToggle(toggled, nextOpen >= 0 ? () => goTo(nextOpen) : undefined);
              }}
              onGoTo={(next) => goTo(next)}
            />
          );
        })}
      </StyledTimeline>
    </StyledLayout>
  );
}
