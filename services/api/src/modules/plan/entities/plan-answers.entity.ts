import type { QuizAnswers } from '@launchops/contracts';
import { Column, Entity, PrimaryColumn } from 'typeorm';

@Entity({ name: 'plan_answers' })
export class PlanAnswersEntity {
  @PrimaryColumn({ name: 'visitor_id', type: 'uuid' })
  visitorId: string;

  @Column({ type: 'jsonb' })
  answers: QuizAnswers;

  @Column({ name: 'completed_at', type: 'timestamptz', nullable: true })
  completedAt: Date | null;

  @Column({ name: 'updated_at', type: 'timestamptz' })
  updatedAt: Date;
}
