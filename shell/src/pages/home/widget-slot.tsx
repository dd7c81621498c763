import styled from '@emotion/styled';
import type { RemoteName, SlotHeights } from '@launchops/kit';
import { type RefObject, useEffect, useRef, useState } from 'react';
import { RemoteSlot } from '../../remotes/remote-slot';
import { StyledSkeletonBlock } from '../page-skeleton';

// Heights (px, from the roster) the widgets measured at: wide screens, tablets (<= 900 px), phones (<= 480 px).

const StyledSlot = styled.div<{ heights: SlotHeights }>`
  min-height: ${(p) => p.heights.wide}px;
  @media (max-width: 900px) {
    min-height: ${(p) => p.heights.tablet}px;
  }
  @media (max-width: 480px) {
    min-height: ${(p) => p.heights.phone}px;
  }
  & > [aria-busy] {
    height: 100%;
  }
`;

const StyledFallback = styled(StyledSkeletonBlock)`
  height: 100%;
  min-height: inherit;
`;

/** How far below the viewport a widget starts loading, so it is usually ready when scrolled to. */
const LOAD_AHEAD = '600px 0px';

/**
 * True once the element is within LOAD_AHEAD of the viewport (at once where IntersectionObserver is
 * missing). The widgets sit below the fold: the first paint of / does not wait for, or download,
 * any remote.
 */
function useNearViewport<T extends Element>(): [RefObject<T | null>, boolean] {
  const ref = useRef<T>(null);
  const [near, setNear] = useState(() => typeof IntersectionObserver === 'undefined');
  useEffect(() => {
    const element = ref.current;
    if (near || !element) return;
    const observer = new IntersectionObserver(
      (entries) => {
        if (entries.some((entry) => entry.isIntersecting)) {
          setNear(true);
          observer.disconnect();
        }
      },
      { rootMargin: LOAD_AHEAD },
    );
    observer.observe(element);
    return () => observer.disconnect();
  }, [near]);
  return [ref, near];
}

/**
 * A remote widget on the home page: reserves the space it will take (no layout shift), loads its
 * remote when it nears the viewport, and fails alone.
 */
export function WidgetSlot({ remote, label, heights }: { remote: RemoteName; label: string; heights: SlotHeights }) {
  const [ref, near] = useNearViewport<HTMLDivElement>();
  const fallback = <StyledFallback height={heights.wide} role="status" aria-busy="true" aria-label={`Loading: ${label}`} />;
  return (
    <StyledSlot ref={ref} data-widget={remote} heights={heights}>
      {near ? <RemoteSlot remote={remote} module="home-widget" label={label} fallback={fallback} /> : fallback}
    </StyledSlot>
  );
}
