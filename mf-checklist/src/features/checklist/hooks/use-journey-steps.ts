import type { ChecklistItem } from '@launchops/contracts';
import { useCallback, useEffect, useRef, useState } from 'react';
import { clampStep, headerIdFor, stepElementId } from '../utils/step-navigation';

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

/** The Guided Journey's state: the current and the open step, moving between them, and scrolling to them. */
export function useJourneySteps(items: readonly ChecklistItem[], target?: { slug: string; key: string }) {
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

  return { currentIndex, setCurrentIndex, openSlug, setOpenSlug, goTo, sideListRef };
}
