import { Injectable } from '@nestjs/common';
import type { SessionOutcome } from '@launchops/contracts';
import { SqlRepository, type Tx } from '../../database/sql-repository.js';
import { ConsultationBookingEntity } from './entities/consultation-booking.entity.js';

/** What the advisor's console reads and writes: who the advisor is, the sessions and their outcome. */
@Injectable()
export class AdvisorConsoleRepository extends SqlRepository {
  /** The account of a live session (its token's hash, used within `days`), with its role. */
  advisorAccount(tokenHash: string, days: number): Promise<{ email: string; role: string } | undefined> {
    return this.one(
      `SELECT a.email, a.role FROM account_session s JOIN account a ON a.id = s.account_id
        WHERE s.token_hash = $1 AND s.revoked_at IS NULL AND s.last_seen_at > now() - make_interval(days => $2)`,
      [tokenHash, days],
    );
  }

  /** Confirmed sessions not started by `now`, soonest first. */
  upcomingSessions(now: Date, limit: number): Promise<ConsultationBookingEntity[]> {
    return this.entities(ConsultationBookingEntity)
      .createQueryBuilder('b')
      .where(`b.status = 'confirmed' AND b.starts_at > :now`, { now })
      .orderBy('b.starts_at', 'ASC')
      .limit(limit)
      .getMany();
  }

  /** Confirmed sessions started between `since` and `now`, latest first. */
  recentSessions(now: Date, since: Date, limit: number): Promise<ConsultationBookingEntity[]> {
    return this.entities(ConsultationBookingEntity)
      .createQueryBuilder('b')
      .where(`b.status = 'confirmed' AND b.starts_at <= :now AND b.starts_at > :since`, { now, since })
      .orderBy('b.starts_at', 'DESC')
      .limit(limit)
      .getMany();
  }

  async lockSession(id: number, tx: Tx): Promise<ConsultationBookingEntity | undefined> {
    return (
      (await this.entities(ConsultationBookingEntity, tx).createQueryBuilder('b').setLock('pessimistic_write').where('b.id = :id', { id }).getOne()) ??
      undefined
    );
  }

  async setOutcome(id: number, outcome: SessionOutcome, tx: Tx): Promise<Date> {
    const row = await this.one<{ outcome_at: Date }>(
      `UPDATE consultation_booking SET outcome = $2, outcome_at = now() WHERE id = $1 RETURNING outcome_at`,
      [id, outcome],
      tx,
    );
    return row!.outcome_at;
  }
}
