import { Injectable } from '@nestjs/common';
import { SqlRepository } from '../../database/sql-repository.js';
import { AuthorEntity } from './entities/author.entity.js';
import { BlogPostEntity } from './entities/blog-post.entity.js';

/** The articles and their authors (content, written by the seed). */
@Injectable()
export class BlogRepository extends SqlRepository {
  authors(): Promise<AuthorEntity[]> {
    return this.entities(AuthorEntity).find({ order: { id: 'ASC' } });
  }

  /** Newest first. */
  posts(): Promise<BlogPostEntity[]> {
    return this.entities(BlogPostEntity).find({ order: { publishedAt: 'DESC', id: 'DESC' } });
  }
}
