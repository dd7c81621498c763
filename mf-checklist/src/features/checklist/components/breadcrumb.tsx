import styled from '@emotion/styled';
import { ChevronRight } from 'lucide-react';
import { Link } from 'react-router';

const StyledBreadcrumb = styled.nav`
  font-size: 0.88rem;
  ol {
    list-style: none;
    margin: 0;
    padding: 0;
    display: flex;
    flex-wrap: wrap;
    align-items: center;
    gap: 4px;
  }
  li {
    display: inline-flex;
    align-items: center;
    gap: 4px;
    color: var(--lo-fg-muted);
  }
  a {
    color: var(--lo-fg-muted);
    text-decoration: none;
  }
  a:hover {
    color: var(--lo-primary);
    text-decoration: underline;
  }
  a[aria-current='page'] {
    color: var(--lo-fg);
    font-weight: 600;
  }
`;

/** Home > Checklist > Category; the current page is the last link (aria-current="page"). */
export function Breadcrumb({ category }: { category?: { name: string; slug: string } }) {
  return (
    <StyledBreadcrumb aria-label="Breadcrumb" className="lo-no-print">
      <ol>
        <li>
          <Link to="/">Home</Link>
          <ChevronRight size={14} aria-hidden="true" />
        </li>
        <li>
          <Link to="/checklist" aria-current={category ? undefined : 'page'}>
            Checklist
          </Link>
          {category ? <ChevronRight size={14} aria-hidden="true" /> : null}
        </li>
        {category ? (
          <li>
            <Link to={`/checklist/${category.slug}`} aria-current="page">
              {category.name}
            </Link>
          </li>
        ) : null}
      </ol>
    </StyledBreadcrumb>
  );
}
