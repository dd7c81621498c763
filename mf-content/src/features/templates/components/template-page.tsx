import styled from '@emotion/styled';
import { usePageMeta } from '@launchops/kit/react';
import { pageEyebrowCss } from '@launchops/kit/styles';
import { FileX, TriangleAlert } from 'lucide-react';
import { useParams } from 'react-router';
import { BackLink } from '../../../components/back-link';
import { ButtonLink } from '../../../components/button-link';
import { PageContainer } from '../../../components/page-container';
import { isPlanRequired, PlanRequired } from '../../../components/plan-required';
import { StateMessage } from '../../../components/state-message';
import { RetryButton } from '../../../components/retry-button';
import { isNotFound } from '../../../utils/is-not-found';
import { ArticleBody } from '../../../components/article-body';
import { useTemplate } from '../api/get-templates';

const StyledHeader = styled.header`
  margin-bottom: 24px;
  h1 {
    margin: 8px 0 12px;
    font-size: clamp(1.7rem, 4vw, 2.3rem);
    line-height: 1.2;
  }
  p {
    margin: 0 0 8px;
    color: var(--lo-fg-muted);
  }
`;

const StyledEyebrow = styled.p`
  ${pageEyebrowCss};
`;

function TemplateNotFound() {
  usePageMeta({ title: 'Template Not Found', description: 'This document template does not exist.', robots: 'noindex' });
  return (
    <StateMessage headingLevel={1} icon={<FileX size={26} />} title="Template Not Found" actions={<ButtonLink to="/templates">See every template</ButtonLink>}>
      We couldn't find this template. The link may be mistyped.
    </StateMessage>
  );
}

/** /templates/:slug: one document template's text, for the Basic plan and above; below it, the API's 402 and the plans. */
export function TemplatePage() {
  const { slug = '' } = useParams();
  const template = useTemplate(slug);
  const loaded = template.data;
  usePageMeta(loaded ? { title: loaded.title, description: loaded.summary, canonicalPath: `/templates/${loaded.slug}` } : null);

  if (template.isError && isNotFound(template.error)) {
    return (
      <PageContainer>
        <TemplateNotFound />
      </PageContainer>
    );
  }
  if (template.isError && isPlanRequired(template.error)) {
    return (
      <PageContainer>
        <PlanRequired title="A template of the Basic plan" message={template.error.message} back={{ to: '/templates', label: 'All templates' }} />
      </PageContainer>
    );
  }
  return (
    <PageContainer narrow>
      <BackLink to="/templates">All templates</BackLink>
      {loaded ? (
        <article>
          <StyledHeader>
            <StyledEyebrow>
              Document template · checked <time dateTime={loaded.lastVerified}>{loaded.lastVerified}</time>
            </StyledEyebrow>
            <h1>{loaded.title}</h1>
            <p>{loaded.summary}</p>
            <p>Sources: {loaded.sources.join('; ')}</p>
          </StyledHeader>
          <ArticleBody body={loaded.body} />
        </article>
      ) : template.isError ? (
        <StateMessage
          headingLevel={1}
          role="alert"
          icon={<TriangleAlert size={26} />}
          title="We couldn't load this template"
          actions={<RetryButton query={template} />}
        >
          The templates are not reachable right now. Please check your connection and try again in a moment.
        </StateMessage>
      ) : (
        <p role="status">Loading the template…</p>
      )}
    </PageContainer>
  );
}
