import { usePageMeta } from '@launchops/kit/react';
import { Link } from 'react-router';
import { useStateIndex } from '../api/get-states';
import { StyledStateGrid, StyledStatePage } from './state-pages-styles';

/** /checklist/states: every state and DC, those with records first, each linking to its page. */
export function StateIndexPage() {
  usePageMeta({
    title: 'State by state',
    description: 'What each state asks of a company formed, registered, employing or selling there, with official sources.',
    canonicalPath: '/checklist/states',
  });
  const index = useStateIndex();
  if (index.error) {
    return (
      <StyledStatePage>
        <p role="alert">The states could not be loaded. Please check your connection and reload the page.</p>
      </StyledStatePage>
    );
  }
  const states = index.data ?? [];
  const total = (counts: Record<string, number>) => Object.values(counts).reduce((sum, n) => sum + n, 0);
  const covered = states.filter((s) => total(s.counts) > 0);
  const rest = states.filter((s) => total(s.counts) === 0);
  return (
    <StyledStatePage aria-busy={!index.data}>
      <header>
        <h1>State by state</h1>
        <p className="lead">
          What a state asks of a company formed there, registered there from elsewhere, employing people there or selling there: annual reports, taxes, payroll
          accounts and sales-tax registrations, each with its rule and official source. <Link to="/checklist/plan">Your launch plan</Link> dates the ones that
          apply to your company.
        </p>
      </header>
      {index.data && (
        <section aria-labelledby="states-covered">
          <h2 id="states-covered">States with their records</h2>
          <StyledStateGrid>
            {covered.map((s) => (
              <li key={s.code}>
                <Link to={`/checklist/states/${s.slug}`}>
                  <span className="name">{s.name}</span>
                  <span className="count">{total(s.counts)} obligations</span>
                </Link>
              </li>
            ))}
          </StyledStateGrid>
        </section>
      )}
      {rest.length > 0 && (
        <section aria-labelledby="states-coming">
          <h2 id="states-coming">Not written yet</h2>
          <p className="lead">For these, check the state&apos;s Secretary of State and its revenue and labor departments until we add them.</p>
          <StyledStateGrid>
            {rest.map((s) => (
              <li key={s.code}>
                <Link to={`/checklist/states/${s.slug}`}>
                  <span className="name">{s.name}</span>
                </Link>
              </li>
            ))}
          </StyledStateGrid>
        </section>
      )}
    </StyledStatePage>
  );
}
