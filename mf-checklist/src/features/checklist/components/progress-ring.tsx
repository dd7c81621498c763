import styled from '@emotion/styled';
import { progressTone, TONE_COLOR } from '../utils/progress';

const StyledRing = styled.span<{ size: number }>`
  position: relative;
  display: inline-grid;
  place-items: center;
  width: ${(p) => p.size}px;
  height: ${(p) => p.size}px;
  flex: none;
  svg {
    position: absolute;
    inset: 0;
    transform: rotate(-90deg);
  }
  circle {
    transition: stroke-dashoffset 400ms ease;
  }
  @media (prefers-reduced-motion: reduce) {
    circle {
      transition: none;
    }
  }
  print-color-adjust: exact;
  -webkit-print-color-adjust: exact;
`;

const StyledValue = styled.span<{ size: number }>`
  position: relative;
  font-size: ${(p) => Math.max(10, Math.round(p.size * 0.26))}px;
  font-weight: 700;
  font-variant-numeric: tabular-nums;
  color: var(--lo-fg);
`;

/** A ring filled to `percent`, the number inside; decorative (the text next to it says the same). */
export function ProgressRing({ percent, size = 48, stroke = 5 }: { percent: number; size?: number; stroke?: number }) {
  const radius = (size - stroke) / 2;
  const circumference = 2 * Math.PI * radius;
  const tone = progressTone(percent);
  return (
    <StyledRing size={size} aria-hidden="true" data-tone={tone}>
      <svg width={size} height={size} viewBox={`0 0 ${size} ${size}`} focusable="false">
        <circle cx={size / 2} cy={size / 2} r={radius} fill="none" stroke="var(--lo-bg-muted)" strokeWidth={stroke} />
        <circle
          cx={size / 2}
          cy={size / 2}
          r={radius}
          fill="none"
          stroke={TONE_COLOR[tone].fg}
          strokeWidth={stroke}
          strokeLinecap="round"
          strokeDasharray={circumference}
          strokeDashoffset={circumference * (1 - percent / 100)}
          opacity={percent === 0 ? 0 : 1}
        />
      </svg>
      <StyledValue size={size}>{percent}%</StyledValue>
    </StyledRing>
  );
}
