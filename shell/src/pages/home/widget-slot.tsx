import styled from '@emotion/styled';
import type { RemoteName } from '@launchops/contracts';
import { RemoteSlot } from '../../remotes/remote-slot';
import { StyledSkeletonBlock } from '../page-skeleton';

/** Heights the widgets measured at (px): wide screens, tablets (<= 900 px), phones (<= 480 px). */
export interface SlotHeights {
  wide: number;
  tablet: number;
  phone: number;
}

const StyledSlot = styled.div<{ heights: SlotHeights }>`
  min-height: ${(p) => p.heights.wide}px;
  @media (max-width: 900px) { min-height: ${(p) => p.heights.tablet}px; }
  @media (max-width: 480px) { min-height: ${(p) => p.heights.phone}px; }
  & > [aria-busy] { height: 100%; }
`;

const StyledFallback = styled(StyledSkeletonBlock)`
  height: 100%;
  min-height: inherit;
`;

/** A remote widget on the home page: reserves the space it will take (no layout shift) and fails alone. */
export function WidgetSlot({ remote, label, heights }: { remote: RemoteName; label: string; heights: SlotHeights }) {
  return (
    <StyledSlot data-widget={remote} heights={heights}>
      <RemoteSlot remote={remote} module="home-widget" label={label} fallback={<StyledFallback height={heights.wide} aria-busy="true" aria-label={`Loading: ${label}`} />} />
    </StyledSlot>
  );
}
