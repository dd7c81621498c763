import { Clock } from 'lucide-react';
import { VisuallyHidden } from '../../../components/visually-hidden';
import { Badge } from '../../../components/badge';

export function TimeBadge({ estimatedTime }: { estimatedTime: string }) {
  const text = estimatedTime.trim();
  if (!text) return null;
  return (
    <Badge tone="primary">
      <Clock size={13} aria-hidden="true" />
      <VisuallyHidden>Estimated time:</VisuallyHidden>{' '}
      {text}
    </Badge>
  );
}
