export type DifficultyLevel = 'easy' | 'medium' | 'hard';

const LABELS: Record<DifficultyLevel, string> = { easy: 'Easy', medium: 'Medium', hard: 'Hard' };

/** The API's difficulty, compared case-insensitively; anything else is not a known level. */
export function difficultyLevel(value: string | null | undefined): DifficultyLevel | undefined {
  const normalized = (value ?? '').trim().toLowerCase();
  return normalized === 'easy' || normalized === 'medium' || normalized === 'hard' ? normalized : undefined;
}

export function difficultyLabel(level: DifficultyLevel): string {
  return LABELS[level];
}
