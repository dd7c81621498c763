import { Column, Entity, PrimaryGeneratedColumn } from 'typeorm';

@Entity({ name: 'affiliate_click' })
export class AffiliateClickEntity {
  @PrimaryGeneratedColumn()
  id: number;

  @Column({ name: 'visitor_id', type: 'uuid' })
  visitorId: string;

  @Column({ name: 'tool_id', type: 'text' })
  toolId: string;

  @Column({ type: 'text' })
  source: string;

  @Column({ name: 'created_at', type: 'timestamptz' })
  createdAt: Date;
}
