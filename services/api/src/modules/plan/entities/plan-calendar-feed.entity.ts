import { Column, Entity, PrimaryGeneratedColumn } from 'typeorm';

@Entity({ name: 'plan_calendar_feed' })
export class PlanCalendarFeedEntity {
  @PrimaryGeneratedColumn()
  id: number;

  @Column({ name: 'visitor_id', type: 'uuid' })
  visitorId: string;

  /** The secret in the feed's address. */
  @Column({ type: 'text' })
  token: string;

  @Column({ name: 'created_at', type: 'timestamptz' })
  createdAt: Date;

  @Column({ name: 'revoked_at', type: 'timestamptz', nullable: true })
  revokedAt: Date | null;
}
