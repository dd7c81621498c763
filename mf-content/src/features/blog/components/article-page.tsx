import { BookOpen, FileQuestion, TriangleAlert } from 'lucide-react';
import { useLocation, useParams } from 'react-router';
import { usePageMeta } from '@launchops/kit/react';
import { BackLink } from '../../../components/back-link';
import { ButtonLink } from '../../../components/button-link';
import { PageContainer } from '../../../components/page-container';
import { isPlanRequired, PlanRequired, PlanRequiredTeaser } from '../../../components/plan-required';
import { StateMessage } from '../../../components/state-message';
import { RetryButton } from '../../../components/retry-button';
import { usePost } from '../api/get-post';
import { usePosts } from '../api/get-posts';
import { isNotFound } from '../../../utils/is-not-found';
import { ArticleSkeleton } from './article-skeleton';
import { ArticleView } from './article-view';
import { NextSteps } from './next-steps';
import { RelatedPosts } from './related-posts';
import { articleStructuredData } from '../utils/structured-data';
import { socialImageFor } from '../utils/social-image';
import { useStructuredData } from '../hooks/use-structured-data';

/** The list the visitor came from (with its filters), else the whole blog. */
function useBackTarget(): string {
  const { state } = useLocation();
  const from = (state as { from?: unknown } | null)?.from;
  return typeof from === 'string' && from.startsWith('/blog') ? from : '/blog';
}

export function ArticleNotFound() {
  usePageMeta({ title: 'Article Not Found', description: "The article you're looking for doesn't exist or has been removed.", robots: 'noindex' });
  return (
    <StateMessage
      headingLevel={1}
      icon={<FileQuestion size={26} />}
      title="Article Not Found"
      actions={
        <ButtonLink to="/blog">
          <BookOpen size={18} aria-hidden="true" />
          Browse All Articles
        </ButtonLink>
      }
    >
      The article you're looking for doesn't exist or has been removed.
    </StateMessage>
  );
}

/** A premium article below Basic (asked before its text, see get-post.ts): which plans open it; the public list names it and gives its teaser. */
function PremiumArticlePaywall({ slug, message, back }: { slug: string; message: string; back: string }) {
  const summary = usePosts().data?.find((candidate) => candidate.slug === slug);
  return (
    <PlanRequired
      title={summary?.title ?? 'A premium article'}
      message={message}
      back={{ to: back, label: 'Back to all articles' }}
      teaser={summary ? <PlanRequiredTeaser tag="Premium article">{summary.excerpt}</PlanRequiredTeaser> : undefined}
    />
  );
}

/** /blog/:slug */
export function ArticlePage() {
  const { slug = '' } = useParams();
  const post = usePost(slug);
  const back = useBackTarget();
  const loaded = post.data;

  usePageMeta(
    loaded
      ? {
          title: loaded.title,
          description: loaded.excerpt,
          canonicalPath: `/blog/${loaded.slug}`,
          image: socialImageFor(loaded.imageUrl),
          type: 'article',
        }
      : null,
  );
  useStructuredData(loaded ? articleStructuredData(loaded, window.location.origin) : null);

  if (post.isError && isNotFound(post.error)) {
    return (
      <PageContainer narrow>
        <ArticleNotFound />
      </PageContainer>
    );
  }
  // A premium article for a visitor below Basic: the plans that open it, with the article's name and teaser.
  if (post.isError && isPlanRequired(post.error)) {
    return (
      <PageContainer narrow>
        <PremiumArticlePaywall slug={slug} message={post.error.message} back={back} />
      </PageContainer>
    );
  }

  return (
    <>
      <PageContainer narrow>
        <BackLink to={back}>Back to all articles</BackLink>
        {loaded ? (
          <>
            <meta property="article:published_time" content={loaded.publishedAt} />
            <meta property="article:section" content={loaded.category} />
            <ArticleView post={loaded} />
            <NextSteps category={loaded.category} />
          </>
        ) : post.isError ? (
          <StateMessage
            headingLevel={1}
            role="alert"
            icon={<TriangleAlert size={26} />}
            title="We couldn't load this article"
            actions={<RetryButton query={post} />}
          >
            The blog is not reachable right now. Please check your connection and try again in a moment.
          </StateMessage>
        ) : (
          <ArticleSkeleton />
        )}
      </PageContainer>
      {loaded ? (
        <PageContainer style={{ paddingTop: 0 }}>
          <RelatedPosts post={loaded} />
        </PageContainer>
      ) : null}
    </>
  );
}
