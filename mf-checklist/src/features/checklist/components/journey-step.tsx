import type { ChecklistItem } from '@launchops/contracts';
import { Check, ChevronDown } from 'lucide-react';
import { headerIdFor, panelIdFor, stepElementId } from '../utils/step-navigation';
import { DifficultyBadge } from './difficulty-badge';
import { StyledCard, StyledEyebrow, StyledHeader, StyledMarker, StyledMeta, StyledStep, StyledTitle } from './guided-journey-styles';
import { StepDetails } from './step-details';
import { TimeBadge } from './time-badge';
import { TaskPlanBadges, usePlanFit } from '../../../utils/plan-fit';

interface JourneyStepProps {
  item: ChecklistItem;
  index: number;
  /** How many steps the category has. */
  count: number;
  categorySlug: string;
  open: boolean;
  onHeaderClick(): void;
  onToggle(item: ChecklistItem): void;
  onGoTo(index: number): void;
}

/** One step of the Guided Journey's timeline: its card, open (the step's details) or closed (its badges). */
export function JourneyStep({ item, index, count, categorySlug, open, onHeaderClick, onToggle, onGoTo }: JourneyStepProps) {
  const fit = usePlanFit();
  return (
    <StyledStep id={stepElementId(item.slug)} data-completed={item.completed} data-step={item.slug}>
      <StyledMarker done={item.completed} aria-hidden="true">
        {item.completed ? <Check size={18} strokeWidth={3} /> : index + 1}
      </StyledMarker>
      <StyledCard open={open}>
        <h3>
          <StyledHeader
            type="button"
            id={headerIdFor(item.slug)}
            aria-expanded={open}
            aria-controls={open ? panelIdFor(item.slug) : undefined}
            onClick={onHeaderClick}
          >
            <span>
              {/* Named by its visible text: "Step 2: <title> (completed)". */}
              <StyledEyebrow>
                <span aria-hidden="true">
                  Step {index + 1}
                  {item.completed ? ' · Completed' : ''}
                </span>
                <span className="lo-visually-hidden">{`Step ${index + 1}: `}</span>
              </StyledEyebrow>
              <StyledTitle>
                {item.title}
                {item.completed ? (
                  <>
                    {' '}
                    <span className="lo-visually-hidden">(completed)</span>
                  </>
                ) : null}
              </StyledTitle>
            </span>
            <ChevronDown size={20} aria-hidden="true" />
          </StyledHeader>
        </h3>
        {open ? (
          <div id={panelIdFor(item.slug)} role="region" aria-labelledby={headerIdFor(item.slug)}>
            <StepDetails item={item} index={index} count={count} categorySlug={categorySlug} onToggle={onToggle} onGoTo={onGoTo} />
          </div>
        ) : (
          <StyledMeta>
            <DifficultyBadge difficulty={item.difficulty} />
            <TimeBadge estimatedTime={item.estimatedTime} />
            <TaskPlanBadges fit={fit} slug={item.slug} />
          </StyledMeta>
        )}
      </StyledCard>
    </StyledStep>
  );
}
