import { Column, Entity, PrimaryGeneratedColumn } from 'typeorm';

@Entity({ name: 'contact_message' })
export class ContactMessageEntity {
  @PrimaryGeneratedColumn()
  id: number;

  @Column({ name: 'visitor_id', type: 'uuid' })
  visitorId: string;

  @Column({ type: 'text' })
  name: string;

  @Column({ type: 'text' })
  email: string;

  @Column({ type: 'text' })
  topic: string;

  @Column({ type: 'text' })
  message: string;

  @Column({ name: 'created_at', type: 'timestamptz' })
  createdAt: Date;
}
