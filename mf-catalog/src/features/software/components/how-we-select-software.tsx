import styled from '@emotion/styled';
import { CircleCheck } from 'lucide-react';
import { SELECTION_CRITERIA } from '../data/selection-criteria';

const StyledSection = styled.section`
  margin-top: 56px;
  padding: 32px 24px;
  border: 1px solid var(--lo-border);
  border-radius: 16px;
  background: var(--lo-bg-muted);
  h2 {
    margin: 0 0 8px;
    font-size: 1.6rem;
  }
  > p {
    margin: 0 0 24px;
    color: var(--lo-fg-muted);
    max-width: 720px;
  }
  @media (max-width: 480px) {
    padding: 24px 16px;
  }
`;

const StyledList = styled.ol`
  display: grid;
  gap: 20px;
  grid-template-columns: repeat(auto-fill, minmax(min(100%, 320px), 1fr));
  list-style: none;
  margin: 0;
  padding: 0;
  li {
    display: flex;
    gap: 12px;
    align-items: flex-start;
  }
  svg {
    flex-shrink: 0;
    margin-top: 3px;
    color: var(--lo-success);
  }
  h3 {
    margin: 0 0 4px;
    font-size: 1rem;
  }
  p {
    margin: 0;
    color: var(--lo-fg-muted);
    font-size: 0.95rem;
  }
`;

export function HowWeSelectSoftware() {
  return (
    <StyledSection aria-labelledby="lo-catalog-how-we-select">
      <h2 id="lo-catalog-how-we-select">How We Select Software</h2>
      <p>Every recommendation has to clear the same bar, whether or not we earn anything from it.</p>
      <StyledList>
        {SELECTION_CRITERIA.map((criterion) => (
          <li key={criterion.title}>
            <CircleCheck size={20} aria-hidden="true" />
            <div>
              <h3>{criterion.title}</h3>
              <p>{criterion.detail}</p>
            </div>
          </li>
        ))}
      </StyledList>
    </StyledSection>
  );
}
