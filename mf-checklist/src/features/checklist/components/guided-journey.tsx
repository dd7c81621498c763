import styled from '@emotion/styled';
import type { ChecklistCategory, ChecklistItem } from '@launchops/contracts';
import { Check, ChevronDown } from 'lucide-react';
import { useCallback, useEffect, useRef, useState } from 'react';
import { clampStep } from '../utils/step-navigation';
import { DifficultyBadge } from './difficulty-badge';
import { GettingHelpCard } from './getting-help-card';
import { StepDetails } from './step-details';
import { TimeBadge } from './time-badge';

export const stepElementId = (slug: string) => `step-${slug}`;
const headerIdFor = (slug: string) => `lo-checklist-step-${slug}-header`;
const panelIdFor = (slug: string) => `lo-checklist-step-${slug}-panel`;

const StyledLayout = styled.div`
  display: grid;
  grid-template-columns: minmax(220px, 280px) minmax(0, 1fr);
  gap: 28px;
  align-items: start;
  @media (max-width: 900px) {
    grid-template-columns: minmax(0, 1fr);
  }
`;

const StyledSidebar = styled.div`
  position: sticky;
  top: 84px;
  display: grid;
  gap: 16px;
  @media (max-width: 900px) {
    position: static;
    order: 1;
  }
`;

const StyledStepsNav = styled.nav`
  border: 1px solid var(--lo-border);
  border-radius: 14px;
  background: var(--lo-surface);
  padding: 10px;
  h3 {
    margin: 4px 8px 8px;
    font-size: 0.8rem;
    text-transform: uppercase;
    letter-spacing: 0.06em;
    color: var(--lo-fg-muted);
  }
  ol {
    position: relative;
    list-style: none;
    margin: 0;
    padding: 2px;
    display: grid;
    gap: 2px;
    /* Every step's whole title shows: the list grows with the category instead of cutting text in a box. */
  }
  button {
    display: grid;
    grid-template-columns: 24px 1fr;
    align-items: start;
    gap: 10px;
    width: 100%;
    padding: 8px;
    border: 0;
    border-radius: 8px;
    background: transparent;
    color: var(--lo-fg);
    text-align: left;
    font-size: 0.9rem;
    line-height: 1.35;
    cursor: pointer;
  }
  button:hover {
    background: var(--lo-bg-muted);
  }
  button[aria-current='step'] {
    background: var(--lo-primary-soft);
    color: var(--lo-primary);
    font-weight: 600;
  }
  button[data-completed='true'] .lo-checklist-side-title {
    color: var(--lo-fg-muted);
    text-decoration: line-through;
  }
  @media (max-width: 900px) {
    display: none;
  }
`;

const StyledMarker = styled.span<{ done: boolean; small?: boolean }>`
  display: grid;
  place-items: center;
  width: ${(p) => (p.small ? 24 : 36)}px;
  height: ${(p) => (p.small ? 24 : 36)}px;
  border-radius: 50%;
  font-size: ${(p) => (p.small ? 0.72 : 0.9)}rem;
  font-weight: 700;
  flex: none;
  color: ${(p) => (p.done ? 'var(--lo-primary-fg)' : 'var(--lo-fg-muted)')};
  background: ${(p) => (p.done ? 'var(--lo-success)' : 'var(--lo-surface)')};
  border: 2px solid ${(p) => (p.done ? 'var(--lo-success)' : 'var(--lo-border)')};
`;

const StyledTimeline = styled.ol`
  list-style: none;
  margin: 0;
  padding: 0;
  display: grid;
  gap: 14px;
  position: relative;
  &::before {
    content: '';
    position: absolute;
    left: 17px;
    top: 18px;
    bottom: 18px;
    width: 2px;
    background: var(--lo-border);
  }
  /* Phones: the cards take the full width; each still says which step it is. */
  @media (max-width: 480px) {
    &::before {
      display: none;
    }
  }
`;

const StyledStep = styled.li`
  position: relative;
  display: grid;
  grid-template-columns: 36px minmax(0, 1fr);
  gap: 14px;
  scroll-margin-top: 84px;
  > span:first-of-type {
    margin-top: 16px;
    position: relative;
  }
  @media (max-width: 480px) {
    grid-template-columns: minmax(0, 1fr);
    > span:first-of-type {
      display: none;
    }
  }
`;

const StyledCard = styled.div<{ open: boolean }>`
  border: 1px solid ${(p) => (p.open ? 'var(--lo-primary)' : 'var(--lo-border)')};
  border-radius: 14px;
  background: var(--lo-surface);
  box-shadow: ${(p) => (p.open ? 'var(--lo-shadow)' : 'none')};
  transition:
    border-color 120ms ease,
    box-shadow 120ms ease;
  h3 {
    margin: 0;
    font-size: inherit;
  }
`;

const StyledHeader = styled.button`
  display: grid;
  grid-template-columns: minmax(0, 1fr) auto;
  align-items: center;
  gap: 4px 12px;
  width: 100%;
  padding: 14px 20px 6px;
  border: 0;
  border-radius: 14px 14px 0 0;
  background: transparent;
  color: var(--lo-fg);
  text-align: left;
  cursor: pointer;
  svg {
    transition: transform 160ms ease;
    color: var(--lo-fg-muted);
  }
  &[aria-expanded='true'] svg {
    transform: rotate(180deg);
  }
  @media (prefers-reduced-motion: reduce) {
    svg {
      transition: none;
    }
  }
  @media (max-width: 480px) {
    padding: 12px 14px 6px;
  }
`;

const StyledEyebrow = styled.span`
  display: block;
  font-size: 0.78rem;
  font-weight: 700;
  letter-spacing: 0.04em;
  text-transform: uppercase;
  color: var(--lo-fg-muted);
  [data-completed='true'] & {
    color: var(--lo-success);
  }
`;

const StyledTitle = styled.span`
  display: block;
  font-size: 1.08rem;
  font-weight: 700;
  line-height: 1.35;
`;

const StyledMeta = styled.div`
  display: flex;
  flex-wrap: wrap;
  gap: 6px;
  padding: 2px 20px 14px;
  @media (max-width: 480px) {
    padding: 2px 14px 12px;
  }
`;

export interface GuidedJourneyProps {
  category: ChecklistCategory;
  /** The category's items, in order. */
  items: readonly ChecklistItem[];
  /** A step to open and scroll to (from ?task=); `key` changes when the same link is followed again. */
  target?: { slug: string; key: string };
  /** `onSaved` runs once the change is saved. */
  onToggle: (item: ChecklistItem, onSaved?: () => void) => void;
}

interface ScrollRequest {
  slug: string;
  focus: boolean;
  /** A new object per request, so asking twice scrolls twice. */
  at: number;
}

function initialIndex(items: readonly ChecklistItem[], targetSlug?: string): number {
  const targeted = targetSlug ? items.findIndex((item) => item.slug === targetSlug) : -1;
  if (targeted >= 0) return targeted;
  const firstOpen = items.findIndex((item) => !item.completed);
  return firstOpen >= 0 ? firstOpen : 0;
}

const prefersReducedMotion = () => window.matchMedia?.('(prefers-reduced-motion: reduce)').matches ?? false;

/**
 * The Guided Journey: a side list of steps and a timeline of step cards (one open at a time).
 * A step in the side list scrolls to its card and opens or closes it; Previous and Next move through.
 */
export function GuidedJourney({ category, items, target, onToggle }: GuidedJourneyProps) {
  const [currentIndex, setCurrentIndex] = useState(() => initialIndex(items, target?.slug));
  const [openSlug, setOpenSlug] = useState<string | null>(() => items[initialIndex(items, target?.slug)]?.slug ?? null);
  const [scrollRequest, setScrollRequest] = useState<ScrollRequest | null>(() =>
    target && items.some((item) => item.slug === target.slug) ? { slug: target.slug, focus: true, at: Date.now() } : null,
  );
  const handledTarget = useRef(target?.key);

  const goTo = useCallback(
    (index: number, options: { toggle?: boolean; focus?: boolean } = {}) => {
      const next = clampStep(index, items.length);
      const slug = items[next]?.slug;
      if (!slug) return;
      setCurrentIndex(next);
      setOpenSlug((open) => (options.toggle && open === slug ? null : slug));
      setScrollRequest({ slug, focus: options.focus ?? true, at: Date.now() });
    },
    [items],
  );

  // Following a ?task= link while this category is already shown.
  useEffect(() => {
    if (!target || target.key === handledTarget.current) return;
    handledTarget.current = target.key;
    const index = items.findIndex((item) => item.slug === target.slug);
    if (index >= 0) goTo(index);
  }, [target, items, goTo]);

  // Keep the current step visible inside the side list, which scrolls on its own (never the page).
  const sideListRef = useRef<HTMLOListElement>(null);
  useEffect(() => {
    const list = sideListRef.current;
    const current = list?.querySelector<HTMLElement>('[aria-current="step"]');
    if (!list || !current || list.scrollHeight <= list.clientHeight) return;
    const top = current.offsetTop;
    if (top < list.scrollTop) list.scrollTop = top - 4;
    else if (top + current.offsetHeight > list.scrollTop + list.clientHeight) list.scrollTop = top + current.offsetHeight - list.clientHeight + 4;
  }, [currentIndex]);

  useEffect(() => {
    if (!scrollRequest) return;
    const element = document.getElementById(stepElementId(scrollRequest.slug));
    element?.scrollIntoView({ behavior: prefersReducedMotion() ? 'auto' : 'smooth', block: 'start' });
    if (scrollRequest.focus) document.getElementById(headerIdFor(scrollRequest.slug))?.focus({ preventScroll: true });
  }, [scrollRequest]);

  return (
    <StyledLayout>
      <StyledSidebar>
        <StyledStepsNav aria-label={`Steps in ${category.name}`}>
          <h3 aria-hidden="true">Steps</h3>
          <ol ref={sideListRef}>
            {items.map((item, index) => (
              <li key={item.id}>
                <button
                  type="button"
                  aria-current={index === currentIndex ? 'step' : undefined}
                  aria-expanded={openSlug === item.slug}
                  aria-controls={stepElementId(item.slug)}
                  data-completed={item.completed}
                  onClick={() => goTo(index, { toggle: true })}
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

      <StyledTimeline aria-label={`${category.name} steps`}>
        {items.map((item, index) => {
          const open = openSlug === item.slug;
          return (
            <StyledStep key={item.id} id={stepElementId(item.slug)} data-completed={item.completed} data-step={item.slug}>
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
                    onClick={() => {
                      setCurrentIndex(index);
                      setOpenSlug(open ? null : item.slug);
                    }}
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
                    <StepDetails
                      item={item}
                      index={index}
                      count={items.length}
                      categorySlug={category.slug}
                      onToggle={(toggled) => {
                        // Done with this step (once it is saved): the journey moves on to the next open one.
                        const nextOpen = toggled.completed ? -1 : items.findIndex((candidate, i) => i > index && !candidate.completed);
                        onToggle(toggled, nextOpen >= 0 ? () => goTo(nextOpen) : undefined);
                      }}
                      onGoTo={(next) => goTo(next)}
                    />
                  </div>
                ) : (
                  <StyledMeta>
                    <DifficultyBadge difficulty={item.difficulty} />
                    <TimeBadge estimatedTime={item.estimatedTime} />
                  </StyledMeta>
                )}
              </StyledCard>
            </StyledStep>
          );
        })}
      </StyledTimeline>
    </StyledLayout>
  );
}
