import styled from '@emotion/styled';
import type { HTMLAttributes } from 'react';

export type BadgeTone = 'neutral' | 'success' | 'warning' | 'danger' | 'primary';

const TONES: Record<BadgeTone, { fg: string; bg: string }> = {
  neutral: { fg: 'var(--lo-fg-muted)', bg: 'var(--lo-bg-muted)' },
  success: { fg: 'var(--lo-success)', bg: 'var(--lo-success-soft)' },
  warning: { fg: 'var(--lo-warning)', bg: 'var(--lo-warning-soft)' },
  danger: { fg: 'var(--lo-danger)', bg: 'var(--lo-danger-soft)' },
  primary: { fg: 'var(--lo-primary)', bg: 'var(--lo-primary-soft)' },
};

const StyledBadge = styled.span<{ tone: BadgeTone; wrap?: boolean }>`
  display: inline-flex;
  align-items: center;
  gap: 4px;
  padding: 2px 10px;
  border-radius: 999px;
  font-size: 0.78rem;
  font-weight: 600;
  line-height: 1.5;
  white-space: ${(p) => (p.wrap ? 'normal' : 'nowrap')};
  max-width: 100%;
  overflow-wrap: anywhere;
  color: ${(p) => TONES[p.tone].fg};
  background: ${(p) => TONES[p.tone].bg};
  border: 1px solid color-mix(in srgb, ${(p) => TONES[p.tone].fg} 25%, transparent);
  svg {
    flex: none;
  }
  @media print {
    color: #000;
    background: none;
    border-color: #999;
  }
`;

/** A short label; `wrap` lets a long one (a date with its condition) break onto more lines on a narrow screen. */
export function Badge({
  tone = 'neutral',
  wrap = false,
  ...props
}: { tone?: BadgeTone; wrap?: boolean } & HTMLAttributes<HTMLSpanElement> & { [data: `data-${string}`]: string }) {
  return <StyledBadge tone={tone} wrap={wrap} {...props} />;
}
