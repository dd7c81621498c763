import { BadRequestException, ConflictException, Inject, Injectable, NotFoundException } from '@nestjs/common';
import { ADVISOR_RECENT_DAYS, type AdvisorSession, dateInZone, type AdvisorSessionList, type DayOff, type SessionOutcome } from '@launchops/contracts';
import { Transactions } from '../../database/sql-repository.js';
import { AdvisorConsoleRepository } from './advisor-console.repository.js';
import { ConsultantsService } from './consultants.service.js';
import { toAdvisorSession } from './consulting.mapper.js';
import type { ConsultationBookingEntity } from './entities/consultation-booking.entity.js';

/** At most this many sessions in each of the console's lists. */
const LIST_LIMIT = 200;

/** What the advisor's console reads and changes: sessions (with the founders' answers), their outcome, days off. */
@Injectable()
export class AdvisorConsoleService {
  constructor(
    @Inject(AdvisorConsoleRepository) private readonly repository: AdvisorConsoleRepository,
    @Inject(Transactions) private readonly transactions: Transactions,
    @Inject(ConsultantsService) private readonly consultants: ConsultantsService,
  ) {}

  /** Confirmed sessions: those not over yet (soonest first) and those held in the last 30 days (latest first). */
  async sessions(now = new Date()): Promise<AdvisorSessionList> {
    const consultants = await this.consultants.byId();
    const upcoming = await this.repository.upcomingSessions(now, LIST_LIMIT);
    const recent = await this.repository.recentSessions(now, new Date(now.getTime() - ADVISOR_RECENT_DAYS * 86_400_000), LIST_LIMIT);
    const out = (booking: ConsultationBookingEntity) => toAdvisorSession(booking, consultants.get(booking.consultantId));
    return { upcoming: upcoming.map(out), recent: recent.map(out) };
  }

  /** Marks a session that has started as done or no-show (again: the new mark replaces the old). */
  async markOutcome(id: number, outcome: SessionOutcome, now = new Date()): Promise<AdvisorSession> {
    const consultants = await this.consultants.byId();
    const booking = await this.transactions.run(async (tx) => {
      const booking = await this.repository.lockSession(id, tx);
      if (!booking) throw new NotFoundException('There is no session with that id.');
      if (booking.status !== 'confirmed') throw new ConflictException('This session was cancelled: there is nothing to mark.');
      if (booking.startsAt.getTime() > now.getTime()) throw new ConflictException('This session has not started yet: mark it once it has been held.');
      if (booking.outcome === outcome) return booking;
      return Object.assign(booking, { outcome, outcomeAt: await this.repository.setOutcome(id, outcome, tx) });
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
