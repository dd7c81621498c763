import { randomBytes } from 'node:crypto';
import { BadRequestException, ConflictException, Inject, Injectable, NotFoundException } from '@nestjs/common';
import { type Booking, type BookingQuestionnaire, type Consultant, type ManagedBooking, PAID_WITH_INVOICE, type RescheduleBookingInput, type createBookingInputSchema } from '@launchops/contracts';
import { DataSource, type EntityManager, QueryFailedError } from 'typeorm';
import type { z } from 'zod';
import { APP_OPTIONS, type AppOptions } from '../../config/app-options.js';
import { PreparedRead } from '../../database/prepared-read.js';
import { MailService } from '../../common/mail/mail.service.js';
import { cancelledMail, confirmationMail, type BookingMailContext, parseMailbox, questionnaireMail, rescheduledMail } from './booking-mails.js';
import { assertBookable, changeRefusal, MESSAGES } from './booking-rules.js';
import { ConsultantsService } from './consultants.service.js';
import { questionnaireOpen, toBooking, toManagedBooking } from './consulting.mapper.js';
import { ConsultationBookingEntity } from './entities/consultation-booking.entity.js';

/** The booking input after validation (trimmed, notes defaulted). */
export type ValidBookingInput = z.output<typeof createBookingInputSchema>;

const LIST_LIMIT = 100;

/** A row of listForVisitor's statement (timestamps as the driver gives them). */
interface BookingRow {
  id: number;
  consultant_id: number;
  first_name: string;
  last_name: string;
  email: string;
  date: string;
  time: string;
  starts_at: Date | string;
  topic: string;
  notes: string;
  status: 'confirmed' | 'cancelled';
  created_at: Date | string;
}

/** This visitor's confirmed bookings, upcoming first (soonest first), then past ones (latest first). */
const VISITOR_BOOKINGS = new PreparedRead<BookingRow, [visitorId: string]>(
  `SELECT id, consultant_id, first_name, last_name, email, date::text AS date, time, starts_at, topic, notes, status, created_at
     FROM consultation_booking
    WHERE visitor_id = $1 AND status = 'confirmed'
    ORDER BY starts_at < now(), CASE WHEN starts_at >= now() THEN starts_at END, starts_at DESC
    LIMIT ${LIST_LIMIT}`,
);

/** The video room of a new booking: the advisor's fixed room, else a Jitsi Meet room of its own (128 random bits). */
export function newMeetingUrl(fixedRoom: string | undefined): string {
  return fixedRoom ?? `https://meet.jit.si/LaunchOps-${randomBytes(16).toString('hex')}`;
}

function isSlotTaken(error: unknown): boolean {
  if (!(error instanceof QueryFailedError)) return false;
  const driverError = error.driverError as { code?: string; constraint?: string } | undefined;
  return driverError?.code === '23505' && (!driverError.constraint || driverError.constraint === 'uq_consultation_booking_slot');
}

@Injectable()
export class BookingsService {
  constructor(
    @Inject(DataSource) private readonly dataSource: DataSource,
    @Inject(ConsultantsService) private readonly consultants: ConsultantsService,
    @Inject(MailService) private readonly mail: MailService,
    @Inject(APP_OPTIONS) private readonly options: AppOptions,
  ) {}

  /** Books a free slot; the database's slot index decides between simultaneous requests. */
  async create(input: ValidBookingInput, visitorId: string, now = new Date()): Promise<Booking> {
    const consultant = await this.consultants.find(input.consultantId);
    if (!consultant) {
      throw new BadRequestException({ message: MESSAGES.unknownConsultant, issues: [{ path: 'consultantId', message: MESSAGES.unknownConsultant }] });
    }
    const startsAt = assertBookable(input.date, input.time, consultant.timezone, now, await this.consultants.dayOff(consultant.id, input.date));
    const booking = await this.dataSource.transaction(async (manager) => {
      const booking = new ConsultationBookingEntity();
      Object.assign(booking, {
        visitorId,
        consultantId: consultant.id,
        firstName: input.firstName,
        lastName: input.lastName,
        email: input.email,
        date: input.date,
        time: input.time,
        startsAt,
        topic: input.topic,
        notes: input.notes,
        status: 'confirmed',
        manageToken: randomBytes(32).toString('base64url'),
        meetingUrl: newMeetingUrl(this.options.env.ADVISOR_MEETING_URL),
        priceCents: consultant.sessionPriceCents ?? null,
        visitorTimeZone: input.visitorTimeZone ?? null,
        questionnaire: null,
        questionnaireUpdatedAt: null,
        paidWith: PAID_WITH_INVOICE,
        outcome: null,
        outcomeAt: null,
      });
      // The partial unique index is the arbiter: a taken slot inserts nothing (a concurrent insert is waited for).
      const [row] = (await manager.query(
        `INSERT INTO consultation_booking
           (visitor_id, consultant_id, first_name, last_name, email, date, time, starts_at, topic, notes, status, manage_token,
            meeting_url, price_cents, visitor_timezone, paid_with)
         VALUES ($1, $2, $3, $4, $5, $6, $7, $8, $9, $10, $11, $12, $13, $14, $15, $16)
         ON CONFLICT (consultant_id, date, time) WHERE status = 'confirmed' DO NOTHING
         RETURNING id, created_at, updated_at`,
        [
          booking.visitorId, booking.consultantId, booking.firstName, booking.lastName, booking.email, booking.date,
          booking.time, booking.startsAt, booking.topic, booking.notes, booking.status, booking.manageToken,
          booking.meetingUrl, booking.priceCents, booking.visitorTimeZone, booking.paidWith,
        ],
      )) as Array<{ id: number; created_at: Date; updated_at: Date }>;
      if (!row) throw new ConflictException(MESSAGES.slotTaken);
      booking.id = row.id;
      booking.createdAt = row.created_at;
      booking.updatedAt = row.updated_at;
      await this.mail.enqueue(manager, confirmationMail(this.mailContext(booking, consultant, now)));
      return booking;
    });
    this.consultants.bookingsChanged();
    this.mail.flushInBackground();
    return toBooking(booking);
  }

  /**
   * This visitor's confirmed bookings: upcoming ones first (soonest first), then past ones (latest first). One
   * statement, written out rather than built per request: the page asks on every visit.
   */
  async listForVisitor(visitorId: string): Promise<Booking[]> {
    const rows = await VISITOR_BOOKINGS.rows(this.dataSource, [visitorId]);
    return rows.map((row) =>
      toBooking({
        id: row.id,
        consultantId: row.consultant_id,
        firstName: row.first_name,
        lastName: row.last_name,
        email: row.email,
        date: row.date,
        time: row.time,
        startsAt: new Date(row.starts_at),
        topic: row.topic,
        notes: row.notes,
        status: row.status,
        createdAt: new Date(row.created_at),
      }),
    );
  }

  async getManaged(token: string, now = new Date()): Promise<ManagedBooking> {
    const booking = await this.dataSource.getRepository(ConsultationBookingEntity).findOne({ where: { manageToken: token } });
    if (!booking) throw new NotFoundException(MESSAGES.notFound);
    const consultant = await this.consultants.get(booking.consultantId);
    return toManagedBooking(booking, consultant, changeRefusal(booking, now), now);
  }

  async reschedule(token: string, input: RescheduleBookingInput, now = new Date()): Promise<ManagedBooking> {
    const consultants = await this.consultants.byId();
    const result = await this.slotGuard(() =>
      this.dataSource.transaction(async (manager) => {
        const { booking, consultant } = await this.lockChangeable(manager, token, consultants, now);
        // Checked under the row lock: of simultaneous moves made from one view of the booking, the first wins.
        if (input.expectedUpdatedAt && booking.updatedAt.getTime() !== Date.parse(input.expectedUpdatedAt)) {
          throw new ConflictException(MESSAGES.changedMeanwhile);
        }
        if (input.visitorTimeZone && input.visitorTimeZone !== booking.visitorTimeZone) {
          // Where the founder is now: the e-mail about the new time gives it on their clock.
          await manager.query('UPDATE consultation_booking SET visitor_timezone = $2 WHERE id = $1', [booking.id, input.visitorTimeZone]);
          booking.visitorTimeZone = input.visitorTimeZone;
        }
        if (booking.date === input.date && booking.time === input.time) return { booking, consultant, changed: false };
        const startsAt = assertBookable(input.date, input.time, consultant.timezone, now, await this.consultants.dayOff(consultant.id, input.date, manager));
        // Checked first so the usual case fails quietly; the index still settles a race (23505 below).
        const taken = await manager.query(
          `SELECT 1 FROM consultation_booking WHERE consultant_id = $1 AND date = $2 AND time = $3 AND status = 'confirmed'`,
          [booking.consultantId, input.date, input.time],
        );
        if (taken.length > 0) throw new ConflictException(MESSAGES.slotTaken);
        const [rows] = (await manager.query(
          `UPDATE consultation_booking SET date = $2, time = $3, starts_at = $4, updated_at = now() WHERE id = $1 RETURNING updated_at`,
          [booking.id, input.date, input.time, startsAt],
        )) as [Array<{ updated_at: Date }>, number];
        Object.assign(booking, { date: input.date, time: input.time, startsAt, updatedAt: rows[0]!.updated_at });
        await this.mail.enqueue(manager, rescheduledMail(this.mailContext(booking, consultant, now)));
        return { booking, consultant, changed: true };
      }),
    );
    if (result.changed) {
      this.consultants.bookingsChanged();
      this.mail.flushInBackground();
    }
    return toManagedBooking(result.booking, result.consultant, changeRefusal(result.booking, now), now);
  }

  async cancel(token: string, now = new Date()): Promise<ManagedBooking> {
    const consultants = await this.consultants.byId();
    const { booking, consultant } = await this.dataSource.transaction(async (manager) => {
      const { booking, consultant } = await this.lockChangeable(manager, token, consultants, now);
      const [rows] = (await manager.query(
        `UPDATE consultation_booking SET status = 'cancelled', updated_at = now() WHERE id = $1 RETURNING updated_at`,
        [booking.id],
      )) as [Array<{ updated_at: Date }>, number];
      Object.assign(booking, { status: 'cancelled', updatedAt: rows[0]!.updated_at });
      await this.mail.enqueue(manager, cancelledMail(this.mailContext(booking, consultant, now)));
      return { booking, consultant };
    });
    this.consultants.bookingsChanged();
    this.mail.flushInBackground();
    return toManagedBooking(booking, consultant, changeRefusal(booking, now), now);
  }

  /**
   * Saves the questionnaire's answers with the booking and mails them to the advisor, in one transaction; they can be
   * changed until the session starts (each change is mailed again; the same answers again change nothing).
   */
  async saveQuestionnaire(token: string, answers: BookingQuestionnaire, now = new Date()): Promise<ManagedBooking> {
    const consultants = await this.consultants.byId();
    const { booking, consultant } = await this.dataSource.transaction(async (manager) => {
      const booking = await this.lockByToken(manager, token);
      if (booking.status === 'cancelled') throw new ConflictException(MESSAGES.cancelled);
      if (!questionnaireOpen(booking, now)) throw new ConflictException(MESSAGES.questionnaireClosed);
      const consultant = this.loadedConsultant(consultants, booking);
      // The entity question came later: it is kept only when answered, so the answers of older pages keep their shape.
      const answered = { company: answers.company, stage: answers.stage, goals: answers.goals, prepare: answers.prepare, ...(answers.entity ? { entity: answers.entity } : {}) };
      const before = booking.questionnaire;
      const same = (key: keyof BookingQuestionnaire) => (before?.[key] ?? '') === (answered[key] ?? '');
      if (before && (['company', 'stage', 'goals', 'prepare', 'entity'] as const).every(same)) return { booking, consultant };
      const [rows] = (await manager.query(
        `UPDATE consultation_booking SET questionnaire = $2, questionnaire_updated_at = now() WHERE id = $1 RETURNING questionnaire_updated_at`,
        [booking.id, JSON.stringify(answered)],
      )) as [Array<{ questionnaire_updated_at: Date }>, number];
      Object.assign(booking, { questionnaire: answered, questionnaireUpdatedAt: rows[0]!.questionnaire_updated_at });
      await this.mail.enqueue(manager, questionnaireMail(this.mailContext(booking, consultant, now), this.advisorEmail(), before !== null));
      return { booking, consultant };
    });
    this.mail.flushInBackground();
    return toManagedBooking(booking, consultant, changeRefusal(booking, now), now);
  }

  /** Cancels one of the visitor's own bookings (from the consulting page, where the visitor's cookie identifies them). */
  async cancelOwn(id: number, visitorId: string, now = new Date()): Promise<ManagedBooking> {
    const [row] = (await this.dataSource.query('SELECT manage_token FROM consultation_booking WHERE id = $1 AND visitor_id = $2', [id, visitorId])) as Array<{
      manage_token: string;
    }>;
    if (!row) throw new NotFoundException('We could not find that booking among yours');
    return this.cancel(row.manage_token, now);
  }

  /**
   * Every consultant by id, for a caller to read before the transaction it passes to `cancelAllUpcoming`: the
   * cache reads outside the transaction, and with a pool of one (the embedded database) it would wait for ever.
   */
  consultantsById(): Promise<ReadonlyMap<number, Consultant>> {
    return this.consultants.byId();
  }

  /** After a transaction that changed bookings through `cancelAllUpcoming`: the days' slots are read afresh here. */
  bookingsChanged(): void {
    this.consultants.bookingsChanged();
  }

  /**
   * Account deletion: cancels every upcoming confirmed booking of the visitor inside the caller's transaction,
   * whatever the usual notice, each with the usual cancellation e-mail (erased from the outbox once sent), and erases
   * the questionnaire answers of all their bookings, past ones too (the booking kept for the advisor's accounts needs
   * none). Returns how many were cancelled. The caller calls `bookingsChanged` once its transaction has committed.
   */
  async cancelAllUpcoming(manager: EntityManager, visitorId: string, now = new Date(), preloaded?: ReadonlyMap<number, Consultant>): Promise<number> {
    await manager.query('UPDATE consultation_booking SET questionnaire = NULL WHERE visitor_id = $1 AND questionnaire IS NOT NULL', [visitorId]);
    const consultants = preloaded ?? (await this.consultants.byId());
    const bookings = await manager
      .createQueryBuilder(ConsultationBookingEntity, 'b')
      .setLock('pessimistic_write')
      .where(`b.visitor_id = :visitorId AND b.status = 'confirmed' AND b.starts_at > :now`, { visitorId, now })
      .getMany();
    for (const booking of bookings) {
      const consultant = consultants.get(booking.consultantId);
      await manager.query(`UPDATE consultation_booking SET status = 'cancelled', updated_at = now() WHERE id = $1`, [booking.id]);
      booking.status = 'cancelled';
      if (consultant) await this.mail.enqueue(manager, { ...cancelledMail(this.mailContext(booking, consultant, now)), eraseAfterSend: true });
    }
    return bookings.length;
  }

  /**
   * Locks the booking row for the rest of the transaction and refuses a change that is no longer allowed.
   * Everything here goes through the transaction's manager: with a pool of one, anything else would wait for ever.
   */
  private async lockChangeable(
    manager: EntityManager,
    token: string,
    consultants: ReadonlyMap<number, Consultant>,
    now: Date,
  ): Promise<{ booking: ConsultationBookingEntity; consultant: Consultant }> {
    const booking = await this.lockByToken(manager, token);
    const refusal = changeRefusal(booking, now);
    if (refusal) throw new ConflictException(refusal);
    return { booking, consultant: this.loadedConsultant(consultants, booking) };
  }

  /** The booking behind a manage link, locked for the rest of the transaction; 404 when there is none. */
  private async lockByToken(manager: EntityManager, token: string): Promise<ConsultationBookingEntity> {
    const booking = await manager
      .createQueryBuilder(ConsultationBookingEntity, 'b')
      .setLock('pessimistic_write')
      .where('b.manage_token = :token', { token })
      .getOne();
    if (!booking) throw new NotFoundException(MESSAGES.notFound);
    return booking;
  }

  private loadedConsultant(consultants: ReadonlyMap<number, Consultant>, booking: ConsultationBookingEntity): Consultant {
    const consultant = consultants.get(booking.consultantId);
    // Only possible for a consultant added to the database after the cache was filled.
    if (!consultant) throw new Error(`Consultant ${booking.consultantId} of booking ${booking.id} is not loaded`);
    return consultant;
  }

  /** Where questionnaire answers go: ADVISOR_EMAIL, else the address the site's mails come from. */
  private advisorEmail(): string {
    const { ADVISOR_EMAIL, MAIL_FROM } = this.options.env;
    const fallback = parseMailbox(MAIL_FROM)?.email;
    if (!ADVISOR_EMAIL && !fallback) throw new Error('Set ADVISOR_EMAIL (or a MAIL_FROM with an address) for questionnaire answers to reach the advisor');
    return ADVISOR_EMAIL ?? fallback!;
  }

  private async slotGuard<T>(work: () => Promise<T>): Promise<T> {
    try {
      return await work();
    } catch (error) {
      if (isSlotTaken(error)) throw new ConflictException(MESSAGES.slotTaken);
      throw error;
    }
  }

  private mailContext(booking: ConsultationBookingEntity, consultant: Consultant, now: Date): BookingMailContext {
    return { booking, consultant, siteUrl: this.options.env.SITE_URL, mailFrom: this.options.env.MAIL_FROM, now };
  }
}
