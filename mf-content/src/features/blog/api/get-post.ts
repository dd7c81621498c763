import { ApiRequestError, apiGet, type BlogPost, blogPostSchema, type BlogPostSummary, PREMIUM_ARTICLE_PLAN_MESSAGE } from '@launchops/contracts';
import { useDeferredFirstData } from '@launchops/kit/react';
import { queryOptions, useQuery } from '@tanstack/react-query';
import { BLOG_STALE_TIME } from '../config';
import { visitorHas } from '../../../utils/visitor-entitlements';
import { postKeys, postsQueryOptions, requestPostsEarly } from './get-posts';

/** The slugs the API accepts; anything else cannot name an article. */
const SLUG_PATTERN = /^[a-z0-9]+(?:-[a-z0-9]+)*$/;

const isSlug = (slug: string) => SLUG_PATTERN.test(slug) && slug.length <= 120;

/** An early request is used by the article's first query only if it is this fresh. */
const EARLY_REQUEST_MAX_AGE_MS = 10_000;
const earlyRequests = new Map<string, { at: number; post: Promise<BlogPost> }>();

/**
 * Starts an article's request as soon as the section's code runs on that article's URL, before
 * React has rendered the page; the page's query then takes this request instead of starting its own.
 */
export function requestPostEarly(slug: string): void {
  if (!isSlug(slug) || earlyRequests.has(slug)) return;
  const post = fetchReadablePost(slug, requestPostsEarly());
  // The query reports failures when it takes the request.
  post.then((loaded) => preloadCover(loaded.imageUrl)).catch(() => undefined);
  earlyRequests.set(slug, { at: Date.now(), post });
}

/**
 * Asks for an article's cover as soon as its address is known. It is the largest thing on a phone's
 * first screen, and would otherwise be requested only once the whole article has rendered.
 */
function preloadCover(url: string): void {
  const already = [...document.head.querySelectorAll<HTMLLinkElement>('link[rel="preload"][as="image"]')].some((link) => link.getAttribute('href') === url);
  if (already) return;
  const link = document.createElement('link');
  link.setAttribute('rel', 'preload');
  link.setAttribute('as', 'image');
  link.setAttribute('href', url);
  link.setAttribute('fetchpriority', 'high');
  document.head.append(link);
}

function takeEarlyRequest(slug: string): Promise<BlogPost> | undefined {
  const early = earlyRequests.get(slug);
  earlyRequests.delete(slug);
  return early && Date.now() - early.at <= EARLY_REQUEST_MAX_AGE_MS ? early.post : undefined;
}

/**
 * An article's text, asked for only when the visitor may read it: the public list gives its tier, and a premium
 * one is requested only when the visitor's plan opens premium articles; otherwise the paywall's 402 is made here,
 * without a refused request in the browser's console. When the list or the plan cannot be read, the API decides.
 */
async function fetchReadablePost(slug: string, posts: Promise<BlogPostSummary[]>, signal?: AbortSignal): Promise<BlogPost> {
  const tier = (await posts.catch(() => undefined))?.find((summary) => summary.slug === slug)?.tier;
  if (tier === 'premium' && (await visitorHas('premium-articles', signal)) === false) throw new ApiRequestError(402, PREMIUM_ARTICLE_PLAN_MESSAGE);
  return apiGet(`/api/blog-posts/${slug}`, blogPostSchema, signal);
}

/** One article with its Markdown content. */
export const postQueryOptions = (slug: string) =>
  queryOptions({
    queryKey: postKeys.detail(slug),
    queryFn: ({ signal, client }) => {
      if (!isSlug(slug)) throw new ApiRequestError(404, 'Article not found');
      // The list is the blog's one cached list (the page's paywall and related posts read it too).
      return takeEarlyRequest(slug) ?? fetchReadablePost(slug, client.ensureQueryData(postsQueryOptions()), signal);
    },
    staleTime: BLOG_STALE_TIME,
  });

export const usePost = (slug: string) => useDeferredFirstData(useQuery(postQueryOptions(slug)));
