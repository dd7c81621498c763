import { BookOpen, FileQuestion } from 'lucide-react';
import { usePageMeta } from '@launchops/kit/react';
import { ButtonLink } from '../../../components/button-link';
import { PageContainer } from '../../../components/page-container';
import { StateMessage } from '../../../components/state-message';

/** An unknown address under /blog or /author. */
export function ContentNotFoundPage() {
  usePageMeta({ title: 'Page Not Found', description: 'This page does not exist on the LaunchOps blog.', robots: 'noindex' });
  return (
    <PageContainer>
      <StateMessage
        headingLevel={1}
        icon={<FileQuestion size={26} />}
        title="Page Not Found"
        actions={
          <ButtonLink to="/blog">
            <BookOpen size={18} aria-hidden="true" />
            Browse All Articles
          </ButtonLink>
        }
      >
        There is nothing at this address on the blog. It may have moved, or the link may have a typo.
      </StateMessage>
    </PageContainer>
  );
}
