import { Inject, Injectable, NotFoundException } from '@nestjs/common';
import type { Author, BlogPostSummary } from '@launchops/contracts';
import { ContentChangesService } from '../../common/content-changes.service.js';
import { CachedJson } from '../../common/cached-json.js';
import { MemoryCache } from '../../common/memory-cache.js';
import { toAuthor, toBlogPost, toBlogPostSummary } from './blog.mapper.js';
import { BlogRepository } from './blog.repository.js';
import type { BlogPostEntity } from './entities/blog-post.entity.js';

interface BlogContent {
  list: CachedJson;
  postsBySlug: Map<string, CachedJson>;
  authorsById: Map<number, CachedJson>;
}

@Injectable()
export class BlogService {
  /** Articles change only when content is seeded: serialized once and held in memory. */
  private readonly content = new MemoryCache<BlogContent>(async () => {
    // Sequential: the embedded database has a single connection.
    const authorRows = await this.blog.authors();
    const postRows = await this.blog.posts();
    const authors = new Map<number, Author>(authorRows.map((row) => [row.id, toAuthor(row)]));
    const authorOf = (post: BlogPostEntity): Author => {
      const author = authors.get(post.authorId);
      // The foreign key makes this impossible; fail loudly rather than send a post without its author.
      if (!author) throw new Error(`Blog post ${post.slug} names unknown author ${post.authorId}`);
      return author;
    };
    const summaries = postRows.map((post) => toBlogPostSummary(post, authorOf(post)));
    const postsByAuthor = new Map<number, BlogPostSummary[]>();
    for (const summary of summaries) {
      postsByAuthor.set(summary.author.id, [...(postsByAuthor.get(summary.author.id) ?? []), summary]);
    }
    return {
      list: new CachedJson(summaries),
      postsBySlug: new Map(postRows.map((post) => [post.slug, new CachedJson(toBlogPost(post, authorOf(post)))])),
      authorsById: new Map([...authors.values()].map((author) => [author.id, new CachedJson({ ...author, posts: postsByAuthor.get(author.id) ?? [] })])),
    };
  });

  constructor(
    @Inject(BlogRepository) private readonly blog: BlogRepository,
    @Inject(ContentChangesService) changes: ContentChangesService,
  ) {
    // Dropped in every replica when its tables change.
    changes.watch(['blog_post', 'author'], () => this.content.invalidate());
  }

  invalidate(): void {
    this.content.invalidate();
  }

  async list(): Promise<CachedJson> {
    return (await this.content.get()).list;
  }

  async post(slug: string): Promise<CachedJson> {
    const found = (await this.content.get()).postsBySlug.get(slug);
    if (!found) throw new NotFoundException('Article not found');
    return found;
  }

  async author(id: number): Promise<CachedJson> {
    const found = (await this.content.get()).authorsById.get(id);
    if (!found) throw new NotFoundException('Author not found');
    return found;
  }
}
