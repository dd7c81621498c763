import { BadRequestException, ConflictException, Inject, Injectable, NotFoundException } from '@nestjs/common';
import {
  ADVISOR_RECENT_DAYS,
  type AdvisorSession,
  dateInZone,
  type AdvisorSessionList,
  type BookingTime,
  type Consultant,
  type DayOff,
  type SessionOutcome,
} from '@launchops/contracts';
import { DataSource } from 'typeorm';
import { ConsultantsService } from './consultants.service.js';
import { ConsultationBookingEntity } from './entities/consultation-booking.entity.js';

/** At most this many sessions in each of the console's lists. */
const LIST_LIMIT = 200;

/** What the advisor's console reads and changes: sessions (with the founders' answers), their outcome, days off. */
@Injectable()
export class AdvisorConsoleService {
  constructor(
    @Inject(DataSource) private readonly dataSource: DataSource,
    @Inject(ConsultantsService) private readonly consultants: ConsultantsService,
  ) {}

  /** Confirmed sessions: those not over yet (soonest first) and those held in the last 30 days (latest first). */
  async sessions(now = new Date()): Promise<AdvisorSessionList> {
    const consultants = await this.consultants.byId();
    const repository = this.dataSource.getRepository(ConsultationBookingEntity);
    const upcoming = await repository
      .createQueryBuilder('b')
      .where(`b.status = 'confirmed' AND b.starts_at > :now`, { now })
      .orderBy('b.starts_at', 'ASC')
      .limit(LIST_LIMIT)
      .getMany();
    const recent = await repository
      .createQueryBuilder('b')
      .where(`b.status = 'confirmed' AND b.starts_at <= :now AND b.starts_at > :since`, {
        now,
        since: new Date(now.getTime() - ADVISOR_RECENT_DAYS * 86_400_000),
      })
      .orderBy('b.starts_at', 'DESC')
      .limit(LIST_LIMIT)
      .getMany();
    const out = (booking: ConsultationBookingEntity) => toAdvisorSession(booking, consultants.get(booking.consultantId));
    return { upcoming: upcoming.map(out), recent: recent.map(out) };
  }

  /** Marks a session that has started as done or no-show (again: the new mark replaces the old). */
  async markOutcome(id: number, outcome: SessionOutcome, now = new Date()): Promise<AdvisorSession> {
    const consultants = await this.consultants.byId();
    const booking = await this.dataSource.transaction(async (manager) => {
      const booking = await manager.createQueryBuilder(ConsultationBookingEntity, 'b').setLock('pessimistic_write').where('b.id = :id', { id }).getOne();
      if (!booking) throw new NotFoundException('There is no session with that id.');
      if (booking.status !== 'confirmed') throw new ConflictException('This session was cancelled: there is nothing to mark.');
      if (booking.startsAt.getTime() > now.getTime()) throw new ConflictException('This session has not started yet: mark it once it has been held.');
      if (booking.outcome === outcome) return booking;
      const [rows] = (await manager.query(`UPDATE consultation_booking SET outcome = $2, outcome_at = now() WHERE id = $1 RETURNING outcome_at`, [
        id,
        outcome,
      ])) as [Array<{ outcome_at: Date }>, number];
      return Object.assign(booking, { outcome, outcomeAt: rows[0]!.outcome_at });
    });
    return toAdvisorSession(booking, consultants.get(booking.consultantId));
  }

  /** The consultant's days off from today (on the consultant's clock) on. */
  async daysOff(consultantId: number, now = new Date()): Promise<DayOff[]> {
    const consultant = await this.consultants.get(consultantId);
    return this.consultants.daysOff(consultantId, dateInZone(now, consultant.timezone));
  }

  async setDayOff(consultantId: number, day: string, reason: string, now = new Date()): Promise<DayOff[]> {
    const consultant = await this.consultants.get(consultantId);
    if (day < dateInZone(now, consultant.timezone))
      throw new BadRequestException({ message: 'Choose today or a later day.', issues: [{ path: 'day', message: 'Choose today or a later day.' }] });
    await this.consultants.setDayOff(consultantId, day, reason);
    return this.daysOff(consultantId, now);
  }

  async removeDayOff(consultantId: number, day: string, now = new Date()): Promise<DayOff[]> {
    await this.consultants.removeDayOff(consultantId, day);
    return this.daysOff(consultantId, now);
  }
}

export function toAdvisorSession(booking: ConsultationBookingEntity, consultant: Consultant | undefined): AdvisorSession {
  return {
    id: booking.id,
    consultantId: booking.consultantId,
    consultantName: consultant?.name ?? '',
    timezone: consultant?.timezone ?? 'America/New_York',
    firstName: booking.firstName,
    lastName: booking.lastName,
    email: booking.email,
    date: booking.date,
    time: booking.time as BookingTime,
    startsAt: booking.startsAt.toISOString(),
    visitorTimeZone: booking.visitorTimeZone,
    topic: booking.topic,
    notes: booking.notes,
    meetingUrl: booking.meetingUrl,
    priceCents: booking.priceCents ?? consultant?.sessionPriceCents ?? null,
    paidWith: booking.paidWith,
    questionnaire: booking.questionnaire ?? null,
    questionnaireUpdatedAt: booking.questionnaireUpdatedAt?.toISOString() ?? null,
    outcome: booking.outcome,
    outcomeAt: booking.outcomeAt?.toISOString() ?? null,
  };
}
