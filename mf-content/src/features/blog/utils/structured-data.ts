import type { AuthorWithPosts, BlogPost } from '@launchops/contracts';
import { socialImageFor } from './social-image';

/** schema.org BlogPosting for an article page. */
export function articleStructuredData(post: BlogPost, origin: string): Record<string, unknown> {
  const url = new URL(`/blog/${post.slug}`, origin).toString();
  return {
    '@context': 'https://schema.org',
    '@type': 'BlogPosting',
    headline: post.title,
    description: post.excerpt,
    image: [new URL(socialImageFor(post.imageUrl), origin).toString()],
    datePublished: post.publishedAt,
    articleSection: post.category,
    mainEntityOfPage: url,
    url,
    author: { '@type': 'Person', name: post.author.name, url: new URL(`/author/${post.author.id}`, origin).toString() },
    publisher: { '@type': 'Organization', name: 'LaunchOps', url: origin },
  };
}

/** schema.org ProfilePage for an author page. */
export function authorStructuredData(author: AuthorWithPosts, origin: string): Record<string, unknown> {
  return {
    '@context': 'https://schema.org',
    '@type': 'ProfilePage',
    url: new URL(`/author/${author.id}`, origin).toString(),
    mainEntity: {
      '@type': 'Person',
      name: author.name,
      description: author.bio,
      image: new URL(author.avatarUrl, origin).toString(),
    },
  };
}
