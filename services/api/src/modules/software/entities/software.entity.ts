import { Column, Entity, PrimaryColumn } from 'typeorm';

@Entity({ name: 'software' })
export class SoftwareEntity {
  @PrimaryColumn({ type: 'text' })
  id: string;

  @Column({ type: 'text' })
  name: string;

  @Column({ type: 'text' })
  description: string;

  @Column({ name: 'long_description', type: 'text' })
  longDescription: string;

  @Column({ type: 'text' })
  category: string;

  @Column({ name: 'image_url', type: 'text' })
  imageUrl: string;

  /** numeric comes back from pg as a string. */
  @Column({ type: 'numeric', precision: 2, scale: 1 })
  rating: string;

  @Column({ name: 'review_count', type: 'integer' })
  reviewCount: number;

  @Column({ type: 'text' })
  link: string;

  @Column({ type: 'text' })
  pricing: string;

  @Column({ type: 'jsonb' })
  pros: string[];

  @Column({ type: 'jsonb' })
  cons: string[];

  @Column({ name: 'best_for', type: 'text' })
  bestFor: string;

  @Column({ name: 'sort_order', type: 'integer' })
  order: number;
}
