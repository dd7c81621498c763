import { Clock } from 'lucide-react';
import { Badge } from '../../../components/badge';

export function TimeBadge({ estimatedTime }: { estimatedTime: string }) {
  const text = estimatedTime.trim();
  if (!text) return null;
  return (
    <Badge tone="primary">
      <Clock size={13} aria-hidden="true" />
      <span className="lo-visually-hidden">Estimated time:</span> {text}
    </Badge>
  );
}
