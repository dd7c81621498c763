import styled from '@emotion/styled';
import { usePageMeta } from '@launchops/kit/react';
import { pageEyebrowCss } from '@launchops/kit/styles';
import { MailX, TriangleAlert } from 'lucide-react';
import { useParams } from 'react-router';
import { BackLink } from '../../../components/back-link';
import { ButtonLink } from '../../../components/button-link';
import { PageContainer } from '../../../components/page-container';
import { StateMessage } from '../../../components/state-message';
import { RetryButton } from '../../../components/retry-button';
import { isNotFound } from '../../../utils/is-not-found';
import { ArticleBody } from '../../../components/article-body';
import { useIssue } from '../api/get-issues';
import { formatSendDate } from '../utils/format-send-date';
import { NewsletterBox } from '../../../components/newsletter-signup/newsletter-box';

const StyledHeader = styled.header`
  margin-bottom: 24px;
  h1 {
    margin: 8px 0 12px;
    font-size: clamp(1.7rem, 4vw, 2.3rem);
    line-height: 1.2;
  }
  > p:last-of-type {
    margin: 0;
    font-size: 1.15rem;
    color: var(--lo-fg-muted);
  }
`;

const StyledEyebrow = styled.p`
  ${pageEyebrowCss};
  margin: 0;
`;

function IssueNotFound() {
  usePageMeta({ title: 'Issue Not Found', description: 'This newsletter issue does not exist or has not been sent yet.', robots: 'noindex' });
  return (
    <StateMessage headingLevel={1} icon={<MailX size={26} />} title="Issue Not Found" actions={<ButtonLink to="/newsletter">See every issue</ButtonLink>}>
      We couldn't find this issue. The link may be mistyped, or the issue has not been sent yet.
    </StateMessage>
  );
}

/** /newsletter/:slug: one issue already sent. */
export function NewsletterIssuePage() {
  const { slug = '' } = useParams();
  const issue = useIssue(slug);
  const loaded = issue.data;
  usePageMeta(loaded ? { title: loaded.title, description: loaded.summary, canonicalPath: `/newsletter/${loaded.slug}`, type: 'article' } : null);

  if (issue.isError && isNotFound(issue.error)) {
    return (
      <PageContainer>
        <IssueNotFound />
      </PageContainer>
    );
  }
  return (
    <PageContainer narrow>
      <BackLink to="/newsletter">All issues</BackLink>
      {loaded ? (
        <article>
          <StyledHeader>
            <StyledEyebrow>
              LaunchOps newsletter · <time dateTime={loaded.sendDate}>{formatSendDate(loaded.sendDate)}</time>
            </StyledEyebrow>
            <h1>{loaded.title}</h1>
            <p>{loaded.summary}</p>
          </StyledHeader>
          <ArticleBody body={loaded.body} />
        </article>
      ) : issue.isError ? (
        <StateMessage
          headingLevel={1}
          role="alert"
          icon={<TriangleAlert size={26} />}
          title="We couldn't load this issue"
          actions={<RetryButton query={issue} />}
        >
          The newsletter archive is not reachable right now. Please check your connection and try again in a moment.
        </StateMessage>
      ) : (
        <p role="status">Loading the issue…</p>
      )}
      <NewsletterBox source="newsletter" />
    </PageContainer>
  );
}
