import { Printer } from 'lucide-react';
import { StyledButton } from '../../../components/button';
import { CHECKLIST_LEAD, PROGRESS_SAVED } from '../../../route-data';
import { useChecklistPage } from '../hooks/use-checklist-page';
import { Breadcrumb } from './breadcrumb';
import { ChecklistBody } from './checklist-body';
import { ChecklistNotFound } from './checklist-not-found';
import { StyledHeader, StyledPage } from './checklist-page-styles';
import { lastUpdated, PageFooter } from './page-footer';

/** /checklist and /checklist/:slug: progress, category tabs, and the selected category's tasks. */
export function ChecklistPage({ heading }: { heading: string }) {
  const page = useChecklistPage(heading);
  const { slug, selected, notFound, location, categories, allItems } = page;
  if (notFound) {
    return (
      <StyledPage>
        <ChecklistNotFound requested={location.pathname} categories={categories.data} />
      </StyledPage>
    );
  }
  return (
    <StyledPage>
      {/* A category's trail back to the checklist; the checklist itself is a section of the site's navigation. */}
      {slug && selected ? <Breadcrumb category={selected} /> : null}
      <StyledHeader>
        {/* A category page is named after its category; the checklist as a whole keeps the section's heading. */}
        <h1>{slug && selected ? `${selected.name} Checklist` : heading}</h1>
        <p className="lo-no-print">{slug && selected ? `${selected.description.replace(/\.?\s*$/, '.')} ${PROGRESS_SAVED}` : CHECKLIST_LEAD}</p>
        <StyledButton type="button" variant="secondary" onClick={() => window.print()} className="lo-no-print">
          <Printer size={18} aria-hidden="true" />
          Print checklist
        </StyledButton>
      </StyledHeader>
      <ChecklistBody page={page} />
      <PageFooter updated={lastUpdated(allItems.data)} />
    </StyledPage>
  );
}
