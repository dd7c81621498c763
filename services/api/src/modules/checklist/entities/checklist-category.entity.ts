import { Column, Entity, PrimaryGeneratedColumn } from 'typeorm';

@Entity({ name: 'checklist_category' })
export class ChecklistCategoryEntity {
  @PrimaryGeneratedColumn()
  id: number;

  @Column({ type: 'text' })
  slug: string;

  @Column({ type: 'text' })
  name: string;

  @Column({ type: 'text' })
  description: string;

  @Column({ type: 'text' })
  icon: string;

  @Column({ name: 'sort_order', type: 'integer' })
  order: number;
}
