import styled from '@emotion/styled';
import type { ChecklistCategory } from '@launchops/contracts';
import { usePageMeta } from '@launchops/kit/react';
import { SearchX } from 'lucide-react';
import { Link } from 'react-router';
import { StyledLinkButton } from '../../../components/button';

const StyledNotFound = styled.section`
  display: grid;
  justify-items: start;
  gap: 12px;
  padding: 28px;
  border: 1px solid var(--lo-border);
  border-radius: 16px;
  background: var(--lo-bg-muted);
  h1 {
    display: flex;
    align-items: center;
    gap: 10px;
    margin: 0;
    font-size: clamp(1.5rem, 4vw, 2rem);
  }
  p {
    margin: 0;
    color: var(--lo-fg-muted);
    max-width: 60ch;
  }
  ul {
    margin: 0;
    padding-left: 20px;
    display: grid;
    gap: 4px;
  }
`;

/** An unknown category or sub-path inside /checklist. */
export function ChecklistNotFound({ requested, categories }: { requested: string; categories?: readonly ChecklistCategory[] }) {
  usePageMeta({
    title: 'Checklist section not found',
    description: 'This checklist section does not exist. Browse the startup checklist by category: legal formation, banking, tax, hiring and more.',
    canonicalPath: '/checklist',
    robots: 'noindex',
  });
  return (
    <StyledNotFound data-testid="checklist-not-found">
      <h1>
        <SearchX size={28} aria-hidden="true" />
        Checklist section not found
      </h1>
      <p>
        There is no checklist section at <code>{requested}</code>. The address may be mistyped, or the section may have moved.
      </p>
      {categories && categories.length > 0 ? (
        <>
          <p>These are the sections we have:</p>
          <ul>
            {categories.map((category) => (
              <li key={category.id}>
                <Link to={`/checklist/${category.slug}`}>{category.name}</Link>
              </li>
            ))}
          </ul>
        </>
      ) : null}
      <StyledLinkButton to="/checklist">Back to the checklist</StyledLinkButton>
    </StyledNotFound>
  );
}
