import styled from '@emotion/styled';
import { usePageMeta } from '@launchops/kit/react';
import { pageCss, pageEyebrowCss, pageIntroCss } from '@launchops/kit/styles';
import { BlogList } from './blog-list';
import { BLOG_SOCIAL_IMAGE } from '../config';
import { NewsletterBox } from '../../../components/newsletter-signup/newsletter-box';

// The site's page column and intro: the sizes of the edge's first paint (/blog has a route head, BLOG_HEAD).
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

export const BLOG_DESCRIPTION = 'Plain-English guides for startup founders on company formation, equity, banking, tax deadlines, payroll and first hires.';

/** /blog */
export function BlogPage() {
  usePageMeta({ title: 'Startup Operations Blog', description: BLOG_DESCRIPTION, canonicalPath: '/blog', image: BLOG_SOCIAL_IMAGE });
  return (
    <StyledPage>
      <StyledIntro>
        <StyledEyebrow>LaunchOps blog</StyledEyebrow>
        <h1>Startup Operations Blog</h1>
        <p>Practical guides to forming, funding, staffing and keeping a young company compliant, written by people who have done the paperwork themselves.</p>
      </StyledIntro>
      <BlogList />
      <NewsletterBox />
    </StyledPage>
  );
}
