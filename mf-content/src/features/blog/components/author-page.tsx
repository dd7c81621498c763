import { BookOpen, TriangleAlert, UserX } from 'lucide-react';
import { useParams } from 'react-router';
import { usePageMeta } from '@launchops/kit/react';
import { BackLink } from '../../../components/back-link';
import { ButtonLink } from '../../../components/button-link';
import { PageContainer } from '../../../components/page-container';
import { StateMessage } from '../../../components/state-message';
import { RetryButton } from '../../../components/retry-button';
import { useAuthor } from '../api/get-author';
import { isNotFound } from '../../../utils/is-not-found';
import { AuthorProfile } from './author-profile';
import { AuthorProfileSkeleton } from './author-profile-skeleton';
import { authorStructuredData } from '../utils/structured-data';
import { BLOG_SOCIAL_IMAGE } from '../config';
import { useStructuredData } from '../hooks/use-structured-data';

function AuthorNotFound() {
  usePageMeta({ title: 'Author Not Found', description: "The author you're looking for doesn't exist on LaunchOps.", robots: 'noindex' });
  return (
    <StateMessage
      headingLevel={1}
      icon={<UserX size={26} />}
      title="Author Not Found"
      actions={
        <ButtonLink to="/blog">
          <BookOpen size={18} aria-hidden="true" />
          Browse All Articles
        </ButtonLink>
      }
    >
      We couldn't find this author. The link may be mistyped, or the author may no longer write for LaunchOps.
    </StateMessage>
  );
}

/** /author/:id */
export function AuthorPage() {
  const { id = '' } = useParams();
  const author = useAuthor(id);
  const loaded = author.data;

  usePageMeta(
    loaded
      ? {
          title: `${loaded.name}: articles and bio`,
          description: loaded.bio.length > 160 ? `${loaded.bio.slice(0, 157).trimEnd()}…` : loaded.bio,
          canonicalPath: `/author/${loaded.id}`,
          image: BLOG_SOCIAL_IMAGE,
          type: 'profile',
        }
      : null,
  );
  useStructuredData(loaded ? authorStructuredData(loaded, window.location.origin) : null);

  if (author.isError && isNotFound(author.error)) {
    return (
      <PageContainer>
        <AuthorNotFound />
      </PageContainer>
    );
  }

  return (
    <PageContainer>
      <BackLink to="/blog">Back to all articles</BackLink>
      {loaded ? (
        <AuthorProfile author={loaded} />
      ) : author.isError ? (
        <StateMessage
          headingLevel={1}
          role="alert"
          icon={<TriangleAlert size={26} />}
          title="We couldn't load this author"
          actions={<RetryButton query={author} />}
        >
          The blog is not reachable right now. Please check your connection and try again in a moment.
        </StateMessage>
      ) : (
        <AuthorProfileSkeleton />
      )}
    </PageContainer>
  );
}
