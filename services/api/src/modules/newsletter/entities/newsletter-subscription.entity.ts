import { Column, Entity, PrimaryGeneratedColumn } from 'typeorm';

@Entity({ name: 'newsletter_subscription' })
export class NewsletterSubscriptionEntity {
  @PrimaryGeneratedColumn()
  id: number;

  @Column({ type: 'text' })
  email: string;

  @Column({ type: 'text' })
  source: string;

  @Column({ type: 'text' })
  status: 'pending' | 'confirmed' | 'unsubscribed';

  @Column({ name: 'confirm_token', type: 'text' })
  confirmToken: string;

  @Column({ name: 'unsubscribe_token', type: 'text' })
  unsubscribeToken: string;

  @Column({ name: 'created_at', type: 'timestamptz' })
  createdAt: Date;

  @Column({ name: 'confirmed_at', type: 'timestamptz', nullable: true })
  confirmedAt: Date | null;

  @Column({ name: 'unsubscribed_at', type: 'timestamptz', nullable: true })
  unsubscribedAt: Date | null;

  /** When the last confirmation e-mail was queued; a pending address is mailed again only after a cooldown. */
  @Column({ name: 'confirmation_sent_at', type: 'timestamptz', nullable: true })
  confirmationSentAt: Date | null;
}
