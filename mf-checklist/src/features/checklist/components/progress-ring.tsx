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

// Rough widths in em of bold tabular digits and of "%", to size the label to the ring's hole.
const DIGIT_EM = 0.62;
const PERCENT_EM = 0.9;

/** The label's font size: about a quarter of the ring, smaller when a longer label ("100%") would touch the ring. */
export function ringLabelFontSize(size: number, stroke: number, label: string): number {
  const hole = size - 2 * stroke;
  const ems = [...label].reduce((sum, char) => sum + (char === '%' ? PERCENT_EM : DIGIT_EM), 0);
  const fitting = Math.floor((hole * 0.78) / ems);
  return Math.max(9, Math.min(Math.round(size * 0.26), fitting));
}

const StyledValue = styled.span`
  position: relative;
  line-height: 1.2;
  font-weight: 700;
  font-variant-numeric: tabular-nums;
  color: var(--lo-fg);
`;

/** A ring filled to `percent`, the number inside; decorative (the text next to it says the same). */
export function ProgressRing({ percent, size = 48, stroke = 5 }: { percent: number; size?: number; stroke?: number }) {
  const radius = (size - stroke) / 2;
  const circumference = 2 * Math.PI * radius;
  const tone = progressTone(percent);
  const label = `${percent}%`;
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
      <StyledValue style={{ fontSize: ringLabelFontSize(size, stroke, label) }}>{label}</StyledValue>
    </StyledRing>
  );
}
