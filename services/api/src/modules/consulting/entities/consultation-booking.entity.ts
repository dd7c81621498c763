import type { BookingQuestionnaire } from '@launchops/contracts';
import { Column, Entity, PrimaryGeneratedColumn } from 'typeorm';

@Entity({ name: 'consultation_booking' })
export class ConsultationBookingEntity {
  @PrimaryGeneratedColumn()
  id: number;

  @Column({ name: 'visitor_id', type: 'uuid' })
  visitorId: string;

  @Column({ name: 'consultant_id', type: 'integer' })
  consultantId: number;

  @Column({ name: 'first_name', type: 'text' })
  firstName: string;

  @Column({ name: 'last_name', type: 'text' })
  lastName: string;

  @Column({ type: 'text' })
  email: string;

  /** YYYY-MM-DD in the consultant's time zone. */
  @Column({ type: 'date' })
  date: string;

  @Column({ type: 'text' })
  time: string;

  @Column({ name: 'starts_at', type: 'timestamptz' })
  startsAt: Date;

  @Column({ type: 'text' })
  topic: string;

  @Column({ type: 'text' })
  notes: string;

  /** 'pending': held while it is paid at Checkout, until holdUntil; 'expired': that hold ran out unpaid (the time is free again). */
  @Column({ type: 'text' })
  status: 'confirmed' | 'cancelled' | 'pending' | 'expired';

  @Column({ name: 'hold_until', type: 'timestamptz', nullable: true })
  holdUntil: Date | null;

  /** A held booking's Checkout page, once opened: a retry or a return sends the founder to this one, never a second. */
  @Column({ name: 'checkout_url', type: 'text', nullable: true })
  checkoutUrl: string | null;

  /** The client address that made the booking (open holds are capped per address too). */
  @Column({ name: 'client_address', type: 'text', nullable: true })
  clientAddress: string | null;

  @Column({ name: 'cancelled_at', type: 'timestamptz', nullable: true })
  cancelledAt: Date | null;

  @Column({ name: 'manage_token', type: 'text' })
  manageToken: string;

  @Column({ name: 'created_at', type: 'timestamptz' })
  createdAt: Date;

  @Column({ name: 'updated_at', type: 'timestamptz' })
  updatedAt: Date;

  /** The session's video room: a Jitsi Meet room of its own, or ADVISOR_MEETING_URL. */
  @Column({ name: 'meeting_url', type: 'text' })
  meetingUrl: string;

  /** The price of the session in US cents when it was booked (null: booked before prices were kept per booking). */
  @Column({ name: 'price_cents', type: 'integer', nullable: true })
  priceCents: number | null;

  /** The founder's own IANA time zone, as their browser gave it, when it did. */
  @Column({ name: 'visitor_timezone', type: 'text', nullable: true })
  visitorTimeZone: string | null;

  /** The questionnaire's answers, once given (answers given before the entity question was asked have no `entity`). */
  @Column({ type: 'jsonb', nullable: true })
  questionnaire: (Omit<BookingQuestionnaire, 'entity'> & { entity?: string }) | null;

  @Column({ name: 'questionnaire_updated_at', type: 'timestamptz', nullable: true })
  questionnaireUpdatedAt: Date | null;

  /** How the session is paid: 'credit' (the plan's), 'charge' (paid at booking), 'invoice-after-session' (no payments set up). */
  @Column({ name: 'paid_with', type: 'text', default: 'invoice-after-session' })
  paidWith: string;

  /** What the advisor marked the held session as, and when. */
  @Column({ type: 'text', nullable: true })
  outcome: 'done' | 'no-show' | null;

  @Column({ name: 'outcome_at', type: 'timestamptz', nullable: true })
  outcomeAt: Date | null;
}
