import styled from '@emotion/styled';
import { Check, Circle } from 'lucide-react';
import { StyledButton } from '../../../components/button';

const StyledToggle = styled(StyledButton)`
  &[aria-pressed='true'] {
    background: var(--lo-success-soft);
    color: var(--lo-success);
    border-color: var(--lo-success);
  }
`;

/** "Mark as Complete" / "Completed": a toggle button that announces its pressed state. */
export function CompleteToggle({ completed, onToggle, size = 'md' }: { completed: boolean; onToggle: () => void; size?: 'sm' | 'md' }) {
  return (
    <StyledToggle type="button" variant={completed ? 'success' : 'primary'} size={size} aria-pressed={completed} onClick={onToggle}>
      {completed ? <Check size={18} aria-hidden="true" /> : <Circle size={18} aria-hidden="true" />}
      {completed ? 'Completed' : 'Mark as Complete'}
    </StyledToggle>
  );
}
