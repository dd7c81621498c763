import { ApiRequestError } from '@launchops/contracts';
import { usePageMeta } from '@launchops/kit/react';
import { LockKeyhole } from 'lucide-react';
import { ButtonLink } from './button-link';
import { StateMessage } from './state-message';

/** The API's 402: what is asked for comes with a plan the visitor does not have. */
export function isPlanRequired(error: unknown): error is ApiRequestError {
  return error instanceof ApiRequestError && error.status === 402;
}

/**
 * A page the visitor's plan does not open: the API's own message (it names the plans) and a link to the plans on
 * the home page, plus a way back.
 */
export function PlanRequired({ title, message, back }: { title: string; message: string; back: { to: string; label: string } }) {
  usePageMeta({ title, description: message });
  return (
    <StateMessage
      headingLevel={1}
      role="status"
      icon={<LockKeyhole size={26} />}
      title={title}
      actions={
        <>
          <ButtonLink to="/#plans">See the plans</ButtonLink>
          <ButtonLink to={back.to} variant="secondary">
            {back.label}
          </ButtonLink>
        </>
      }
    >
      {message}
    </StateMessage>
  );
}
