import { Column, Entity, PrimaryGeneratedColumn } from 'typeorm';

@Entity({ name: 'blog_post' })
export class BlogPostEntity {
  @PrimaryGeneratedColumn()
  id: number;

  @Column({ type: 'text' })
  slug: string;

  @Column({ type: 'text' })
  title: string;

  @Column({ type: 'text' })
  excerpt: string;

  @Column({ type: 'text' })
  content: string;

  @Column({ type: 'text' })
  category: string;

  @Column({ type: 'text' })
  tier: 'basic' | 'premium';

  @Column({ name: 'image_url', type: 'text' })
  imageUrl: string;

  @Column({ name: 'published_at', type: 'timestamptz' })
  publishedAt: Date;

  @Column({ name: 'author_id', type: 'integer' })
  authorId: number;
}
