import styled from '@emotion/styled';
import { usePageMeta } from '@launchops/kit/react';
import { cardCss, pageCss, pageEyebrowCss, pageIntroCss } from '@launchops/kit/styles';
import { TriangleAlert } from 'lucide-react';
import { Link } from 'react-router';
import { StateMessage } from '../../../components/state-message';
import { RetryButton } from '../../../components/retry-button';
import { useIssues } from '../api/get-issues';
import { formatSendDate } from '../utils/format-send-date';
import { NewsletterBox } from '../../../components/newsletter-signup/newsletter-box';
import { NEWSLETTER_HEAD } from '../../../route-data';

const StyledPage = styled.div`
  ${pageCss};
`;

const StyledIntro = styled.header`
  ${pageIntroCss};
  && {
    margin-bottom: 28px;
  }
`;

const StyledEyebrow = styled.p`
  ${pageEyebrowCss};
`;

const StyledList = styled.ol`
  display: grid;
  gap: 16px;
  margin: 0;
  padding: 0;
  list-style: none;
`;

const StyledIssue = styled.li`
  ${cardCss};
  padding: 20px 24px;
  time {
    color: var(--lo-fg-muted);
    font-size: 0.9rem;
  }
  h2 {
    margin: 4px 0 8px;
    font-size: 1.25rem;
    line-height: 1.35;
  }
  h2 a {
    color: inherit;
    text-decoration: none;
  }
  h2 a:hover,
  h2 a:focus-visible {
    color: var(--lo-primary);
    text-decoration: underline;
  }
  p {
    margin: 0;
    color: var(--lo-fg-muted);
  }
`;

/** /newsletter: the issues already sent, newest first. */
export function NewsletterArchivePage() {
  usePageMeta({ title: NEWSLETTER_HEAD.title, description: NEWSLETTER_HEAD.lead, canonicalPath: '/newsletter' });
  const issues = useIssues();
  return (
    <StyledPage>
      <StyledIntro>
        <StyledEyebrow>{NEWSLETTER_HEAD.eyebrow}</StyledEyebrow>
        <h1>{NEWSLETTER_HEAD.title}</h1>
        <p>{NEWSLETTER_HEAD.lead}</p>
      </StyledIntro>
      {issues.data ? (
        issues.data.length === 0 ? (
          <p>The first issue has not gone out yet. Subscribe below to receive it on Thursday.</p>
        ) : (
          <StyledList aria-label="Issues sent">
            {issues.data.map((issue) => (
              <StyledIssue key={issue.slug}>
                <time dateTime={issue.sendDate}>{formatSendDate(issue.sendDate)}</time>
                <h2>
                  <Link to={`/newsletter/${issue.slug}`}>{issue.title}</Link>
                </h2>
                <p>{issue.summary}</p>
              </StyledIssue>
            ))}
          </StyledList>
        )
      ) : issues.isError ? (
        <StateMessage role="alert" icon={<TriangleAlert size={26} />} title="We couldn't load the archive" actions={<RetryButton query={issues} />}>
          The newsletter archive is not reachable right now. Please check your connection and try again in a moment.
        </StateMessage>
      ) : (
        <p role="status">Loading the issues…</p>
      )}
      <NewsletterBox source="newsletter" archiveLink={false} />
    </StyledPage>
  );
}
