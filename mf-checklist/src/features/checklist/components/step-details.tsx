import styled from '@emotion/styled';
import type { ChecklistItem } from '@launchops/contracts';
import { ChevronLeft, ChevronRight, Lightbulb } from 'lucide-react';
import { StyledButton } from '../../../components/button';
import { longDay } from '../utils/dates';
import { expertTips, paragraphs } from '../utils/expert-tips';
import { stepNavigation } from '../utils/step-navigation';
import { CompleteToggle } from './complete-toggle';
import { DifficultyBadge } from './difficulty-badge';
import { RecommendedTools } from './recommended-tools';
import { RelatedArticles } from './related-articles';
import { TimeBadge } from './time-badge';
import { TaskPlanBadges, TaskPlanNote, usePlanFit } from '../../../utils/plan-fit';

const StyledDetails = styled.div`
  display: grid;
  gap: 20px;
  padding: 4px 20px 20px;
  h4 {
    margin: 0 0 10px;
    font-size: 0.8rem;
    text-transform: uppercase;
    letter-spacing: 0.06em;
    color: var(--lo-fg-muted);
  }
  @media (max-width: 480px) {
    padding: 4px 14px 16px;
  }
`;

const StyledTopRow = styled.div`
  display: flex;
  flex-wrap: wrap;
  align-items: center;
  justify-content: space-between;
  gap: 12px;
  padding-top: 16px;
  border-top: 1px solid var(--lo-border);
`;

const StyledStepOf = styled.p`
  margin: 0;
  font-size: 0.85rem;
  font-weight: 700;
  color: var(--lo-primary);
`;

const StyledChips = styled.div`
  display: flex;
  flex-wrap: wrap;
  gap: 8px;
`;

const StyledDescription = styled.div`
  p {
    margin: 0 0 12px;
    line-height: 1.7;
  }
  p:last-child {
    margin-bottom: 0;
  }
`;

const StyledTips = styled.ul`
  list-style: none;
  margin: 0;
  padding: 14px 16px;
  display: grid;
  gap: 10px;
  border-radius: 10px;
  background: var(--lo-warning-soft);
  border: 1px solid color-mix(in srgb, var(--lo-warning) 30%, transparent);
  li {
    display: grid;
    grid-template-columns: 18px 1fr;
    gap: 10px;
    line-height: 1.55;
    font-size: 0.95rem;
  }
  svg {
    margin-top: 3px;
    color: var(--lo-warning);
  }
`;

const StyledSource = styled.p`
  margin: 0;
  font-size: 0.8rem;
  color: var(--lo-fg-muted);
`;

const StyledNav = styled.nav`
  display: flex;
  justify-content: space-between;
  gap: 12px;
  padding-top: 16px;
  border-top: 1px solid var(--lo-border);
`;

export interface StepDetailsProps {
  item: ChecklistItem;
  index: number;
  count: number;
  categorySlug: string;
  onToggle: (item: ChecklistItem) => void;
  onGoTo: (index: number) => void;
}

/** Everything about one step: state, effort, how to do it, tips, reading and tools. */
export function StepDetails({ item, index, count, categorySlug, onToggle, onGoTo }: StepDetailsProps) {
  const nav = stepNavigation(index, count);
  const tips = expertTips(item.resources);
  const idBase = `lo-checklist-step-${item.slug}`;
  const fit = usePlanFit();
  return (
    <StyledDetails>
      <StyledTopRow>
        <StyledStepOf>
          Step {nav.current + 1} of {count}
        </StyledStepOf>
        <CompleteToggle completed={item.completed} onToggle={() => onToggle(item)} />
      </StyledTopRow>
      <StyledChips>
        <DifficultyBadge difficulty={item.difficulty} />
        <TimeBadge estimatedTime={item.estimatedTime} />
        <TaskPlanBadges fit={fit} slug={item.slug} />
      </StyledChips>
      <TaskPlanNote fit={fit} slug={item.slug} />
      <StyledDescription>
        {paragraphs(item.description).map((text, i) => (
          <p key={i}>{text}</p>
        ))}
      </StyledDescription>
      {tips.length > 0 ? (
        <section aria-labelledby={`${idBase}-tips`}>
          <h4 id={`${idBase}-tips`}>Expert Tips</h4>
          <StyledTips>
            {tips.map((tip, i) => (
              <li key={i}>
                <Lightbulb size={18} aria-hidden="true" />
                <span>{tip}</span>
              </li>
            ))}
          </StyledTips>
        </section>
      ) : null}
      <RelatedArticles categorySlug={categorySlug} task={item} headingId={`${idBase}-reading`} />
      <RecommendedTools recommendedTools={item.recommendedTools} headingId={`${idBase}-tools`} />
      {item.source ? (
        <StyledSource>
          Source: {item.source}. Last checked {longDay(item.lastVerified)}. General guidance, not legal or tax advice.
        </StyledSource>
      ) : null}
      <StyledNav aria-label={`Step ${nav.current + 1} navigation`} className="lo-no-print">
        <StyledButton type="button" variant="secondary" size="sm" disabled={!nav.hasPrevious} onClick={() => onGoTo(nav.previous)}>
          <ChevronLeft size={18} aria-hidden="true" />
          Previous step
        </StyledButton>
        <StyledButton type="button" variant="secondary" size="sm" disabled={!nav.hasNext} onClick={() => onGoTo(nav.next)}>
          Next step
          <ChevronRight size={18} aria-hidden="true" />
        </StyledButton>
      </StyledNav>
    </StyledDetails>
  );
}
