import styled from '@emotion/styled';
import { type ReactNode, useEffect, useRef, useState } from 'react';

const StyledReveal = styled.div<{ shown: boolean }>`
  opacity: ${(p) => (p.shown ? 1 : 0)};
  transform: translateY(${(p) => (p.shown ? 0 : 16)}px);
  transition:
    opacity 500ms ease-out,
    transform 500ms ease-out;
  @media (prefers-reduced-motion: reduce) {
    opacity: 1;
    transform: none;
    transition: none;
  }
`;

const prefersReducedMotion = () => typeof window.matchMedia === 'function' && window.matchMedia('(prefers-reduced-motion: reduce)').matches;

/** Fades its children in once 10 % of them is visible; not at all for people who prefer reduced motion. */
export function Reveal({ children }: { children: ReactNode }) {
  const ref = useRef<HTMLDivElement>(null);
  const [shown, setShown] = useState(() => prefersReducedMotion() || typeof IntersectionObserver === 'undefined');
  useEffect(() => {
    if (shown || !ref.current) return;
    const observer = new IntersectionObserver(
      (entries) => {
        if (entries.some((e) => e.isIntersecting)) {
          setShown(true);
          observer.disconnect();
        }
      },
      { threshold: 0.1 },
    );
    observer.observe(ref.current);
    return () => observer.disconnect();
  }, [shown]);
  return (
    <StyledReveal ref={ref} shown={shown} data-revealed={shown}>
      {children}
    </StyledReveal>
  );
}
