import { ApiRequestError, OBLIGATION_KINDS, type ObligationKind, type StateObligation } from '@launchops/contracts';
import { usePageMeta } from '@launchops/kit/react';
import { useQuery } from '@tanstack/react-query';
import { Link, useParams } from 'react-router';
import { contentQueryOptions } from '../../../utils/checklist-content';
import { useStateObligations } from '../api/get-states';
import { StateRecord } from './state-record';
import { StyledRecords, StyledStatePage } from './state-pages-styles';

/** Each kind's heading on a state's page. */
export const KIND_HEADINGS: Record<ObligationKind, (state: string) => string> = {
  formation: (state) => `A company formed in ${state}`,
  qualification: (state) => `Registering in ${state} from another state`,
  employer: (state) => `Employees in ${state}`,
  'sales-tax': (state) => `Selling into ${state}`,
  'income-tax': (state) => `${state} income, franchise and gross-receipts taxes`,
};

function KindSection({ kind, state, records, taskUrls }: { kind: ObligationKind; state: string; records: StateObligation[]; taskUrls: Map<string, string> }) {
  return (
    <section aria-labelledby={`kind-${kind}`}>
      <h2 id={`kind-${kind}`}>{KIND_HEADINGS[kind](state)}</h2>
      <StyledRecords>
        {records.map((record) => (
          <StateRecord key={`${record.id}-${record.entities.join('+')}`} record={record} taskUrl={taskUrls.get(record.taskSlug)} />
        ))}
      </StyledRecords>
    </section>
  );
}

/** /checklist/states/:state: what a state asks of a company formed, registered, employing or selling there. */
export function StatePage() {
  const { state: slug = '' } = useParams();
  const obligations = useStateObligations(slug);
  const content = useQuery(contentQueryOptions());
  const name = obligations.data?.name;
  const missing = obligations.error instanceof ApiRequestError && obligations.error.status === 404;
  usePageMeta({
    title: name ? `${name}: what a company owes the state` : missing ? 'No such state' : 'State by state',
    description: name
      ? `What ${name} asks of a company formed, registered, employing or selling there: each filing with its rule, fee, form, penalty and official source.`
      : 'What each state asks of a company, with official sources.',
    canonicalPath: `/checklist/states/${slug}`,
  });
  if (obligations.error) {
    return (
      <StyledStatePage>
        {missing && <h1>No such state</h1>}
        <p role="alert">
          {missing ? `There is no state at this address.` : 'This state could not be loaded. Please check your connection and reload the page.'}
        </p>
        <Link to="/checklist/states">See every state</Link>
      </StyledStatePage>
    );
  }
  if (!obligations.data) return <StyledStatePage aria-busy="true" />;
  const { records } = obligations.data;
  const categories = new Map((content.data?.categories ?? []).map((c) => [c.id, c.slug]));
  const taskUrls = new Map((content.data?.tasks ?? []).map((task) => [task.slug, `/checklist/${categories.get(task.categoryId)}?task=${task.slug}`]));
  return (
    <StyledStatePage>
      <header>
        <p className="lead">
          <Link to="/checklist/states">State by state</Link>
        </p>
        <h1>{name}: what a company owes the state</h1>
        <p className="lead">
          What {name} asks of a company formed there, registered there from elsewhere, employing people there or selling there. Each item gives its rule, and
          its fee, form and penalty where the state sets them, with the agency&apos;s page and the day we last checked it.{' '}
          <Link to="/checklist/plan">Your launch plan</Link> dates them for your company. Guidance only, not legal or tax advice.
        </p>
      </header>
      {records.length === 0 ? (
        <p>
          We have not written {name}&apos;s records yet. Until we do, check its Secretary of State (or Division of Corporations) for annual reports and
          registering from another state, and its revenue and labor departments for taxes and payroll accounts.
        </p>
      ) : (
        OBLIGATION_KINDS.filter((kind) => records.some((r) => r.kind === kind)).map((kind) => (
          <KindSection key={kind} kind={kind} state={name!} records={records.filter((r) => r.kind === kind)} taskUrls={taskUrls} />
        ))
      )}
    </StyledStatePage>
  );
}
