import { Column, Entity, PrimaryGeneratedColumn } from 'typeorm';

@Entity({ name: 'checklist_item' })
export class ChecklistItemEntity {
  @PrimaryGeneratedColumn()
  id: number;

  @Column({ type: 'text' })
  slug: string;

  @Column({ name: 'category_id', type: 'integer' })
  categoryId: number;

  @Column({ type: 'text' })
  title: string;

  @Column({ name: 'sort_order', type: 'integer' })
  order: number;

  @Column({ type: 'text' })
  difficulty: string;

  @Column({ name: 'estimated_time', type: 'text' })
  estimatedTime: string;

  @Column({ type: 'text' })
  description: string;

  @Column({ type: 'text' })
  resources: string;

  @Column({ name: 'recommended_tools', type: 'text' })
  recommendedTools: string;

  @Column({ type: 'text' })
  source: string;

  /** YYYY-MM-DD */
  @Column({ name: 'last_verified', type: 'date' })
  lastVerified: string;
}
