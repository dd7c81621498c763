import { keyframes } from '@emotion/react';
import styled from '@emotion/styled';

const pulse = keyframes`
  0%, 100% { opacity: 1; }
  50% { opacity: 0.55; }
`;

/** A grey placeholder with the size of what will replace it. */
export const Skeleton = styled.span<{ height?: string; width?: string; radius?: string }>`
  display: block;
  height: ${(p) => p.height ?? '1em'};
  width: ${(p) => p.width ?? '100%'};
  border-radius: ${(p) => p.radius ?? '6px'};
  background: var(--lo-bg-muted);
  animation: ${pulse} 1.6s ease-in-out infinite;
  @media (prefers-reduced-motion: reduce) {
    animation: none;
  }
`;
