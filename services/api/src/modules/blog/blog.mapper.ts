import type { Author, BlogPost, BlogPostSummary } from '@launchops/contracts';
import type { AuthorEntity } from './entities/author.entity.js';
import type { BlogPostEntity } from './entities/blog-post.entity.js';
import { articleBody } from './article-body.js';
import { readingMinutes } from './reading-time.js';

export function toAuthor(entity: AuthorEntity): Author {
  return { id: entity.id, name: entity.name, avatarUrl: entity.avatarUrl, bio: entity.bio };
}

export function toBlogPostSummary(entity: BlogPostEntity, author: Author): BlogPostSummary {
  return {
    id: entity.id,
    slug: entity.slug,
    title: entity.title,
    excerpt: entity.excerpt,
    category: entity.category,
    tier: entity.tier,
    imageUrl: entity.imageUrl,
    publishedAt: entity.publishedAt.toISOString(),
    author,
    readingMinutes: readingMinutes(entity.content),
  };
}

export function toBlogPost(entity: BlogPostEntity, author: Author): BlogPost {
  return { ...toBlogPostSummary(entity, author), content: entity.content, body: articleBody(entity.content) };
}
