import { ApiRequestError } from '@launchops/contracts';
import { usePageMeta } from '@launchops/kit/react';
import styled from '@emotion/styled';
import { LockKeyhole } from 'lucide-react';
import type { ReactNode } from 'react';
import { ButtonLink } from './button-link';
import { StateMessage } from './state-message';

/** The API's 402: what is asked for comes with a plan the visitor does not have. */
export function isPlanRequired(error: unknown): error is ApiRequestError {
  return error instanceof ApiRequestError && error.status === 402;
}

const StyledTag = styled.span`
  display: inline-block;
  margin-bottom: 8px;
  padding: 2px 10px;
  border-radius: 999px;
  background: var(--lo-primary-soft);
  color: var(--lo-primary);
  font-size: 0.8rem;
  font-weight: 700;
`;

const StyledTeaser = styled.p`
  && {
    color: var(--lo-fg);
    font-size: 1.05rem;
  }
`;

/** What the paywall holds back: a tag saying what it is, and the teaser anyone may read. */
export function PlanRequiredTeaser({ tag, children }: { tag: string; children: ReactNode }) {
  return (
    <>
      <StyledTag>{tag}</StyledTag>
      <StyledTeaser>{children}</StyledTeaser>
    </>
  );
}

/**
 * A page the visitor's plan does not open: the API's own message (it names the plans) and a link to the plans on
 * the home page, plus a way back.
 */
export function PlanRequired({
  title,
  message,
  back,
  teaser,
}: {
  title: string;
  message: string;
  back: { to: string; label: string };
  /** What is held back, before the API's message (a premium article's tag and excerpt). */
  teaser?: ReactNode;
}) {
  usePageMeta({ title, description: message });
  return (
    <StateMessage
      headingLevel={1}
      role="status"
      icon={<LockKeyhole size={26} />}
      title={title}
      lead={teaser}
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
