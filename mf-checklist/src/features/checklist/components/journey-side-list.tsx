import type { ChecklistCategory, ChecklistItem } from '@launchops/contracts';
import { Check } from 'lucide-react';
import type { RefObject } from 'react';
import { stepElementId } from '../utils/step-navigation';
import { GettingHelpCard } from './getting-help-card';
import { StyledMarker, StyledSidebar, StyledStepsNav } from './guided-journey-styles';

interface JourneySideListProps {
  category: ChecklistCategory;
  items: readonly ChecklistItem[];
  currentIndex: number;
  openSlug: string | null;
  /** The list scrolls on its own; the journey keeps the current step in view through it. */
  listRef: RefObject<HTMLOListElement | null>;
  onPick(index: number): void;
}

/** The Guided Journey's side list of steps: a step scrolls to its card and opens or closes it. */
export function JourneySideList({ category, items, currentIndex, openSlug, listRef, onPick }: JourneySideListProps) {
  return (
    <StyledSidebar>
      <StyledStepsNav aria-label={`Steps in ${category.name}`}>
        <h3 aria-hidden="true">Steps</h3>
        <ol ref={listRef}>
          {items.map((item, index) => (
            <li key={item.id}>
              <button
                type="button"
                aria-current={index === currentIndex ? 'step' : undefined}
                aria-expanded={openSlug === item.slug}
                aria-controls={stepElementId(item.slug)}
                data-completed={item.completed}
                onClick={() => onPick(index)}
              >
                <StyledMarker done={item.completed} small aria-hidden="true">
                  {item.completed ? <Check size={14} strokeWidth={3} /> : index + 1}
                </StyledMarker>
                <span className="lo-checklist-side-title">
                  {item.title}
                  {item.completed ? (
                    <>
                      {' '}
                      <span className="lo-visually-hidden">(completed)</span>
                    </>
                  ) : null}
                </span>
              </button>
            </li>
          ))}
        </ol>
      </StyledStepsNav>
      <GettingHelpCard categoryName={category.name} />
    </StyledSidebar>
  );
}
