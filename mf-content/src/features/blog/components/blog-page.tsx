import styled from '@emotion/styled';
import { usePageMeta } from '@launchops/kit/react';
import { PageContainer } from '../../../components/page-container';
import { BlogList } from './blog-list';
import { BLOG_SOCIAL_IMAGE } from '../config';
import { NewsletterBox } from '../../newsletter/components/newsletter-box';

const StyledIntro = styled.header`
  margin-bottom: 28px;
  h1 {
    margin: 0 0 10px;
    font-size: clamp(1.9rem, 5vw, 2.75rem);
    letter-spacing: -0.01em;
  }
  p {
    margin: 0;
    max-width: 62ch;
    color: var(--lo-fg-muted);
    font-size: 1.1rem;
  }
`;

const StyledEyebrow = styled.span`
  display: inline-block;
  margin-bottom: 8px;
  font-size: 0.85rem;
  font-weight: 700;
  letter-spacing: 0.08em;
  text-transform: uppercase;
  color: var(--lo-primary);
`;

export const BLOG_DESCRIPTION =
  'Plain-English guides for startup founders on company formation, equity, banking, tax deadlines, payroll and first hires.';

/** /blog */
export function BlogPage() {
  usePageMeta({ title: 'Startup Operations Blog', description: BLOG_DESCRIPTION, canonicalPath: '/blog', image: BLOG_SOCIAL_IMAGE });
  return (
    <PageContainer>
      <StyledIntro>
        <StyledEyebrow>LaunchOps blog</StyledEyebrow>
        <h1>Startup Operations Blog</h1>
        <p>
          Practical guides to forming, funding, staffing and keeping a young company compliant, written by people who have done
          the paperwork themselves.
        </p>
      </StyledIntro>
      <BlogList />
      <NewsletterBox />
    </PageContainer>
  );
}
