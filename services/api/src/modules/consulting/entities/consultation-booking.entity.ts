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

  @Column({ type: 'text' })
  status: 'confirmed' | 'cancelled';

  @Column({ name: 'manage_token', type: 'text' })
  manageToken: string;

  @Column({ name: 'created_at', type: 'timestamptz' })
  createdAt: Date;

  @Column({ name: 'updated_at', type: 'timestamptz' })
  updatedAt: Date;
}
