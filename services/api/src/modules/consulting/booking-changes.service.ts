import { ConflictException, Inject, Injectable } from '@nestjs/common';
import type { BookingQuestionnaire, Consultant, ManagedBooking, RescheduleBookingInput } from '@launchops/contracts';
import { MailService } from '../../common/mail/mail.service.js';
import { APP_OPTIONS, type AppOptions } from '../../config/app-options.js';
import { Transactions, type Tx } from '../../database/sql-repository.js';
import { advisorEmail, found, loadedConsultant, mailContext } from './booking-context.js';
import { questionnaireMail, rescheduledMail } from './booking-mails.js';
import { assertBookable, changeRefusal, MESSAGES } from './booking-rules.js';
import { BookingsRepository, isSlotTaken } from './bookings.repository.js';
import { CancellationPolicy } from './cancellation-policy.js';
import { ConsultantsService } from './consultants.service.js';
import { questionnaireOpen, toManagedBooking } from './consulting.mapper.js';
import type { ConsultationBookingEntity } from './entities/consultation-booking.entity.js';

const QUESTIONNAIRE_KEYS = ['company', 'stage', 'goals', 'prepare', 'entity'] as const;

/** What a founder changes through the booking's manage link: its time, and the questionnaire's answers. */
@Injectable()
export class BookingChangesService {
  constructor(
    @Inject(BookingsRepository) private readonly bookings: BookingsRepository,
    @Inject(Transactions) private readonly transactions: Transactions,
    @Inject(ConsultantsService) private readonly consultants: ConsultantsService,
    @Inject(MailService) private readonly mail: MailService,
    @Inject(APP_OPTIONS) private readonly options: AppOptions,
    @Inject(CancellationPolicy) private readonly cancellationPolicy: CancellationPolicy,
  ) {}

  async reschedule(token: string, input: RescheduleBookingInput, now = new Date()): Promise<ManagedBooking> {
    const consultants = await this.consultants.byId();
    const result = await this.slotGuard(() =>
      this.transactions.run(async (tx) => {
        const { booking, consultant } = await this.lockChangeable(tx, token, consultants, now);
        // Checked under the row lock: of simultaneous moves made from one view of the booking, the first wins.
        if (input.expectedUpdatedAt && booking.updatedAt.getTime() !== Date.parse(input.expectedUpdatedAt)) {
          throw new ConflictException(MESSAGES.changedMeanwhile);
        }
        if (input.visitorTimeZone && input.visitorTimeZone !== booking.visitorTimeZone) {
          // Where the founder is now: the e-mail about the new time gives it on their clock.
          await this.bookings.setVisitorTimeZone(booking.id, input.visitorTimeZone, tx);
          booking.visitorTimeZone = input.visitorTimeZone;
        }
        if (booking.date === input.date && booking.time === input.time) return { booking, consultant, changed: false };
        const startsAt = assertBookable(input.date, input.time, consultant.timezone, now, await this.consultants.dayOff(consultant.id, input.date, tx));
        const slot = { consultantId: booking.consultantId, date: input.date, time: input.time };
        // Checked first so the usual case fails quietly; the index still settles a race (23505 below).
        const taken = await this.bookings.slotTaken(slot, tx);
        await this.bookings.releaseExpiredHolds(tx, slot);
        if (taken) throw new ConflictException(MESSAGES.slotTaken);
        const updatedAt = await this.bookings.move(booking.id, { date: input.date, time: input.time, startsAt }, tx);
        Object.assign(booking, { date: input.date, time: input.time, startsAt, updatedAt });
        await this.mail.enqueue(tx, rescheduledMail(mailContext(this.options, booking, consultant, now, this.cancellationPolicy)));
        return { booking, consultant, changed: true };
      }),
    );
    if (result.changed) {
      this.consultants.bookingsChanged();
      this.mail.flushInBackground();
    }
    return toManagedBooking(result.booking, result.consultant, changeRefusal(result.booking, now), now);
  }

  /**
   * Saves the questionnaire's answers with the booking and mails them to the advisor, in one transaction; they can be
   * changed until the session starts (each change is mailed again; the same answers again change nothing).
   */
  async saveQuestionnaire(token: string, answers: BookingQuestionnaire, now = new Date()): Promise<ManagedBooking> {
    const consultants = await this.consultants.byId();
    const { booking, consultant } = await this.transactions.run(async (tx) => {
      const booking = found(await this.bookings.lockByToken(token, tx));
      if (booking.status === 'cancelled') throw new ConflictException(MESSAGES.cancelled);
      if (!questionnaireOpen(booking, now)) throw new ConflictException(MESSAGES.questionnaireClosed);
      const consultant = loadedConsultant(consultants, booking);
      // The entity question came later: it is kept only when answered, so the answers of older pages keep their shape.
      const answered = {
        company: answers.company,
        stage: answers.stage,
        goals: answers.goals,
        prepare: answers.prepare,
        ...(answers.entity ? { entity: answers.entity } : {}),
      };
      const before = booking.questionnaire;
      const same = (key: keyof BookingQuestionnaire) => (before?.[key] ?? '') === (answered[key] ?? '');
      if (before && QUESTIONNAIRE_KEYS.every(same)) return { booking, consultant };
      const questionnaireUpdatedAt = await this.bookings.saveQuestionnaire(booking.id, answered, tx);
      Object.assign(booking, { questionnaire: answered, questionnaireUpdatedAt });
      await this.mail.enqueue(
        tx,
        questionnaireMail(mailContext(this.options, booking, consultant, now, this.cancellationPolicy), advisorEmail(this.options), before !== null),
      );
      return { booking, consultant };
    });
    this.mail.flushInBackground();
    return toManagedBooking(booking, consultant, changeRefusal(booking, now), now);
  }

  /**
   * Locks the booking row for the rest of the transaction and refuses a change that is no longer allowed.
   * Everything here goes through the transaction: with a pool of one, anything else would wait for ever.
   */
  private async lockChangeable(
    tx: Tx,
    token: string,
    consultants: ReadonlyMap<number, Consultant>,
    now: Date,
  ): Promise<{ booking: ConsultationBookingEntity; consultant: Consultant }> {
    const booking = found(await this.bookings.lockByToken(token, tx));
    const refusal = changeRefusal(booking, now);
    if (refusal) throw new ConflictException(refusal);
    return { booking, consultant: loadedConsultant(consultants, booking) };
  }

  private async slotGuard<T>(work: () => Promise<T>): Promise<T> {
    try {
      return await work();
    } catch (error) {
      if (isSlotTaken(error)) throw new ConflictException(MESSAGES.slotTaken);
      throw error;
    }
  }
}
