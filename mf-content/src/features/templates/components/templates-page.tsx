import styled from '@emotion/styled';
import { usePageMeta } from '@launchops/kit/react';
import { cardCss, pageCss, pageEyebrowCss, pageIntroCss } from '@launchops/kit/styles';
import { TriangleAlert } from 'lucide-react';
import { Link } from 'react-router';
import { StateMessage } from '../../../components/state-message';
import { RetryButton } from '../../../components/retry-button';
import { TEMPLATES_HEAD } from '../../../route-data';
import { useTemplates } from '../api/get-templates';

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

const StyledList = styled.ul`
  display: grid;
  gap: 16px;
  margin: 0;
  padding: 0;
  list-style: none;
`;

const StyledTemplate = styled.li`
  ${cardCss};
  padding: 20px 24px;
  h2 {
    margin: 0 0 8px;
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
    margin: 0 0 8px;
    color: var(--lo-fg-muted);
  }
  p:last-of-type {
    margin: 0;
    font-size: 0.9rem;
  }
`;

/** /templates: the document templates, each with its summary and sources; reading one needs the Basic plan. */
export function TemplatesPage() {
  usePageMeta({ title: TEMPLATES_HEAD.title, description: TEMPLATES_HEAD.lead, canonicalPath: '/templates' });
  const templates = useTemplates();
  return (
    <StyledPage>
      <StyledIntro>
        <StyledEyebrow>{TEMPLATES_HEAD.eyebrow}</StyledEyebrow>
        <h1>{TEMPLATES_HEAD.title}</h1>
        <p>{TEMPLATES_HEAD.lead}</p>
      </StyledIntro>
      {templates.data ? (
        <StyledList aria-label="Document templates">
          {templates.data.map((template) => (
            <StyledTemplate key={template.slug}>
              <h2>
                <Link to={`/templates/${template.slug}`}>{template.title}</Link>
              </h2>
              <p>{template.summary}</p>
              <p>Sources: {template.sources.join('; ')}</p>
            </StyledTemplate>
          ))}
        </StyledList>
      ) : templates.isError ? (
        <StateMessage role="alert" icon={<TriangleAlert size={26} />} title="We couldn't load the templates" actions={<RetryButton query={templates} />}>
          The templates are not reachable right now. Please check your connection and try again in a moment.
        </StateMessage>
      ) : (
        <p role="status">Loading the templates…</p>
      )}
    </StyledPage>
  );
}
