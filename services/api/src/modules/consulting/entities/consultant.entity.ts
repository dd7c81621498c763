import { Column, Entity, PrimaryColumn } from 'typeorm';

@Entity({ name: 'consultant' })
export class ConsultantEntity {
  @PrimaryColumn({ type: 'integer' })
  id: number;

  @Column({ type: 'text' })
  name: string;

  @Column({ type: 'text' })
  specialty: string;

  @Column({ type: 'text' })
  experience: string;

  @Column({ type: 'text' })
  bio: string;

  @Column({ name: 'avatar_url', type: 'text' })
  avatarUrl: string;

  @Column({ type: 'text' })
  timezone: string;

  @Column({ name: 'profile_url', type: 'text' })
  profileUrl: string;

  @Column({ type: 'jsonb' })
  expertise: string[];

  /** What one session costs, in US cents. */
  @Column({ name: 'session_price_cents', type: 'integer' })
  sessionPriceCents: number;
}
