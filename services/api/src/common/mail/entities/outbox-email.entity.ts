import { Column, Entity, PrimaryGeneratedColumn } from 'typeorm';

export interface OutboxAttachment {
  filename: string;
  contentType: string;
  content: string;
}

@Entity({ name: 'outbox_email' })
export class OutboxEmailEntity {
  @PrimaryGeneratedColumn()
  id: number;

  /** booking-confirmation, booking-rescheduled, newsletter-confirm, ... */
  @Column({ type: 'text' })
  kind: string;

  @Column({ type: 'text' })
  recipient: string;

  @Column({ type: 'text' })
  subject: string;

  @Column({ name: 'body_text', type: 'text' })
  bodyText: string;

  @Column({ type: 'jsonb' })
  attachments: OutboxAttachment[];

  @Column({ type: 'jsonb', default: {} })
  headers: Record<string, string>;

  @Column({ name: 'related_id', type: 'text', nullable: true })
  relatedId: string | null;

  @Column({ name: 'created_at', type: 'timestamptz' })
  createdAt: Date;

  @Column({ name: 'sent_at', type: 'timestamptz', nullable: true })
  sentAt: Date | null;

  @Column({ name: 'last_error', type: 'text', nullable: true })
  lastError: string | null;

  /** Deleted once sent instead of kept (the last mail to somebody whose account was deleted). */
  @Column({ name: 'erase_after_send', type: 'boolean', default: false })
  eraseAfterSend: boolean;

  /** The API process sending it now, until claimedUntil (then another may). */
  @Column({ name: 'claimed_by', type: 'text', nullable: true })
  claimedBy: string | null;

  @Column({ name: 'claimed_until', type: 'timestamptz', nullable: true })
  claimedUntil: Date | null;
}
