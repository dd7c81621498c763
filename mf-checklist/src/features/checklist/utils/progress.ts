export type ProgressTone = 'start' | 'progress' | 'success';

/** Whole percent of done tasks; an empty list is 0 %, never NaN. */
export function percentComplete(completed: number, total: number): number {
  if (total <= 0) return 0;
  const bounded = Math.min(Math.max(completed, 0), total);
  return Math.round((bounded / total) * 100);
}

/** The spec's colours: red below 30 %, yellow below 70 %, green from 70 %. */
export function progressTone(percent: number): ProgressTone {
  if (percent < 30) return 'start';
  if (percent < 70) return 'progress';
  return 'success';
}

export const TONE_COLOR: Record<ProgressTone, { fg: string; soft: string; label: string }> = {
  start: { fg: 'var(--lo-danger)', soft: 'var(--lo-danger-soft)', label: 'Just getting started' },
  progress: { fg: 'var(--lo-warning)', soft: 'var(--lo-warning-soft)', label: 'Making progress' },
  success: { fg: 'var(--lo-success)', soft: 'var(--lo-success-soft)', label: 'Nearly there' },
};
