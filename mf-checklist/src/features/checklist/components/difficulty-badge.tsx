import { Gauge } from 'lucide-react';
import { Badge, type BadgeTone } from '../../../components/badge';
import { type DifficultyLevel, difficultyLabel, difficultyLevel } from '../utils/difficulty';

const TONE: Record<DifficultyLevel, BadgeTone> = { easy: 'success', medium: 'warning', hard: 'danger' };

/** Easy, Medium or Hard; an unknown value is shown as sent, in a neutral badge; nothing when empty. */
export function DifficultyBadge({ difficulty }: { difficulty: string }) {
  const level = difficultyLevel(difficulty);
  const text = level ? difficultyLabel(level) : difficulty.trim();
  if (!text) return null;
  return (
    <Badge tone={level ? TONE[level] : 'neutral'} data-difficulty={level ?? 'unknown'}>
      <Gauge size={13} aria-hidden="true" />
      <span className="lo-visually-hidden">Difficulty:</span> {text}
    </Badge>
  );
}
