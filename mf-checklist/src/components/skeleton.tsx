import { keyframes } from '@emotion/react';
import styled from '@emotion/styled';

const pulse = keyframes`
  0%, 100% { opacity: 1; }
  50% { opacity: 0.55; }
`;

/** A grey placeholder block in the shape of what is loading. */
export const StyledSkeleton = styled.div<{ height: number; width?: string; radius?: number }>`
  height: ${(p) => p.height}px;
  width: ${(p) => p.width ?? '100%'};
  max-width: 100%;
  border-radius: ${(p) => p.radius ?? 10}px;
  background: var(--lo-bg-muted);
  animation: ${pulse} 1.6s ease-in-out infinite;
  @media (prefers-reduced-motion: reduce) { animation: none; }
`;
