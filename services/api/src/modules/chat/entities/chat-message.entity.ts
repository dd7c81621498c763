import { Column, Entity, PrimaryGeneratedColumn } from 'typeorm';

@Entity({ name: 'chat_message' })
export class ChatMessageEntity {
  @PrimaryGeneratedColumn()
  id: number;

  @Column({ name: 'visitor_id', type: 'uuid' })
  visitorId: string;

  @Column({ name: 'is_user', type: 'boolean' })
  isUser: boolean;

  @Column({ type: 'text' })
  content: string;

  @Column({ name: 'created_at', type: 'timestamptz' })
  createdAt: Date;
}
