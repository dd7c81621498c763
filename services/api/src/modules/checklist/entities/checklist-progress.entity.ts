import { Column, Entity, PrimaryColumn } from 'typeorm';

@Entity({ name: 'checklist_progress' })
export class ChecklistProgressEntity {
  @PrimaryColumn({ name: 'visitor_id', type: 'uuid' })
  visitorId: string;

  @PrimaryColumn({ name: 'item_id', type: 'integer' })
  itemId: number;

  @Column({ type: 'boolean' })
  completed: boolean;

  @Column({ name: 'updated_at', type: 'timestamptz' })
  updatedAt: Date;
}
