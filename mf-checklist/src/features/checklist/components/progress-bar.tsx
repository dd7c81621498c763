import styled from '@emotion/styled';
import { progressTone, TONE_COLOR } from '../utils/progress';

const StyledTrack = styled.div<{ height: number }>`
  position: relative;
  height: ${(p) => p.height}px;
  border-radius: 999px;
  background: var(--lo-bg-muted);
  border: 1px solid var(--lo-border);
  overflow: hidden;
  print-color-adjust: exact;
  -webkit-print-color-adjust: exact;
`;

const StyledFill = styled.div`
  height: 100%;
  border-radius: inherit;
  transition: width 300ms ease;
  @media (prefers-reduced-motion: reduce) {
    transition: none;
  }
`;

/** A progress bar coloured by how far along it is (red, yellow, green). */
export function ProgressBar({ percent, label, height = 12 }: { percent: number; label: string; height?: number }) {
  const tone = progressTone(percent);
  return (
    <StyledTrack
      height={height}
      role="progressbar"
      aria-label={label}
      aria-valuemin={0}
      aria-valuemax={100}
      aria-valuenow={percent}
      aria-valuetext={`${percent}% complete`}
      data-tone={tone}
    >
      <StyledFill style={{ width: `${percent}%`, background: TONE_COLOR[tone].fg }} />
    </StyledTrack>
  );
}
