import type { StateObligation } from '@launchops/contracts';
import { formatDate } from '@launchops/kit';
import { Link } from 'react-router';
import { Badge } from '../../../components/badge';

const ENTITY_ONLY = { 'c-corp': 'Corporations only', llc: 'LLCs only' } as const;

/** One record: what to do, when (its rule in words), and what it costs, with its source and the day it was checked. */
export function StateRecord({ record, taskUrl }: { record: StateObligation; taskUrl?: string }) {
  const only = record.entities.length === 1 ? ENTITY_ONLY[record.entities[0]!] : undefined;
  if (!record.exists) {
    return (
      <li data-testid="state-record" data-exists="false">
        <p className="title">{record.title}</p>
        <p className="muted">For a company that {record.why}.</p>
        <p className="source">
          Source: <a href={record.sourceUrl}>{record.source}</a> (checked {formatDate(record.lastVerified)})
        </p>
      </li>
    );
  }
  return (
    <li data-testid="state-record" data-id={record.id}>
      <div className="line">
        <span className="title">{record.title}</span>
        {only && <Badge tone="neutral">{only}</Badge>}
      </div>
      <dl>
        <dt>When</dt>
        <dd>{record.when ? record.when.charAt(0).toUpperCase() + record.when.slice(1) : 'A standing duty: it holds while the company is there'}</dd>
        {record.condition && (
          <>
            <dt>Only if</dt>
            <dd>{record.condition}</dd>
          </>
        )}
        {record.form && (
          <>
            <dt>Form</dt>
            <dd>{record.form}</dd>
          </>
        )}
        {record.amount && (
          <>
            <dt>Fee or tax</dt>
            <dd>{record.amount}</dd>
          </>
        )}
        {record.penalty && (
          <>
            <dt>If missed</dt>
            <dd>{record.penalty}</dd>
          </>
        )}
        {record.check && (
          <>
            <dt>What to check</dt>
            <dd>{record.check}</dd>
          </>
        )}
      </dl>
      <p className="muted">Why: it applies when your company {record.why}.</p>
      <p className="source">
        Source: <a href={record.sourceUrl}>{record.source}</a> (checked {formatDate(record.lastVerified)}).
        {taskUrl && (
          <>
            {' '}
            How to do it: <Link to={taskUrl}>the checklist task</Link>.
          </>
        )}
      </p>
    </li>
  );
}
