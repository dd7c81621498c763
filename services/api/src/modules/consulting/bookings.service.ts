import { randomBytes } from 'node:crypto';
import {
  BadRequestException,
  ConflictException,
  HttpException,
  HttpStatus,
  Inject,
  Injectable,
  Logger,
  NotFoundException,
  type OnModuleInit,
} from '@nestjs/common';
import {
  type Booking,
  type BookingQuestionnaire,
  type BookingQuote,
  type Consultant,
  type ManagedBooking,
  PAID_WITH_CHARGE,
  PAID_WITH_CREDIT,
  PAID_WITH_INVOICE,
  type RescheduleBookingInput,
  type createBookingInputSchema,
} from '@launchops/contracts';
import { DataSource, type EntityManager, QueryFailedError } from 'typeorm';
import type { z } from 'zod';
import { APP_OPTIONS, type AppOptions } from '../../config/app-options.js';
import { PreparedRead } from '../../database/prepared-read.js';
import { MailService } from '../../common/mail/mail.service.js';
import { BillingService } from '../billing/billing.service.js';
import { BillingWebhooksService } from '../billing/billing-webhooks.service.js';
import { EntitlementsService } from '../billing/entitlements.service.js';
import { PlansCatalogueService } from '../billing/plans-catalogue.service.js';
import { cancelledMail, confirmationMail, type BookingMailContext, parseMailbox, questionnaireMail, rescheduledMail } from './booking-mails.js';
import { assertBookable, cancelRefusal, cancelReturns, changeRefusal, MESSAGES } from './booking-rules.js';
import { ConsultantsService } from './consultants.service.js';
import { questionnaireOpen, toBooking, toConsultant, toManagedBooking } from './consulting.mapper.js';
import { ConsultantEntity } from './entities/consultant.entity.js';
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
  paid_with: string;
}

/** This visitor's confirmed bookings, upcoming first (soonest first), then past ones (latest first). */
const VISITOR_BOOKINGS = new PreparedRead<BookingRow, [visitorId: string]>(
  `SELECT id, consultant_id, first_name, last_name, email, date::text AS date, time, starts_at, topic, notes, status, created_at, paid_with
     FROM consultation_booking
    WHERE visitor_id = $1 AND status = 'confirmed'
    ORDER BY starts_at < now(), CASE WHEN starts_at >= now() THEN starts_at END, starts_at DESC
    LIMIT ${LIST_LIMIT}`,
);

/** The video room of a new booking: the advisor's fixed room, else a Jitsi Meet room of its own (128 random bits). */
export function newMeetingUrl(fixedRoom: string | undefined): string {
  return fixedRoom ?? `https://meet.jit.si/LaunchOps-${randomBytes(16).toString('hex')}`;
}

/** The payment's relatedId of a booking, and back (other things paid for have other ids). */
export const bookingPaymentId = (bookingId: number): string => `booking-${bookingId}`;
const bookingIdOfPayment = (relatedId: string): number | undefined => {
  const match = /^booking-([1-9][0-9]{0,9})$/.exec(relatedId);
  return match ? Number(match[1]) : undefined;
};

/** Checkout pages live at least this long (Stripe's minimum is 30 minutes). */
const CHECKOUT_MIN_MINUTES = 31;

/** Holds whose time ran out unpaid become 'expired' (their slot is free again): those of one slot, or all. */
async function releaseExpiredHolds(manager: EntityManager, slot?: { consultantId: number; date: string; time: string }): Promise<number> {
  const [, count] = (await manager.query(
    `UPDATE consultation_booking SET status = 'expired', updated_at = now()
      WHERE status = 'pending' AND hold_until <= now()${slot ? ' AND consultant_id = $1 AND date = $2 AND time = $3' : ''}`,
    slot ? [slot.consultantId, slot.date, slot.time] : [],
  )) as [unknown, number];
  return count;
}

function isSlotTaken(error: unknown): boolean {
  if (!(error instanceof QueryFailedError)) return false;
  const driverError = error.driverError as { code?: string; constraint?: string } | undefined;
  return driverError?.code === '23505' && (!driverError.constraint || driverError.constraint === 'uq_consultation_booking_slot');
}

@Injectable()
export class BookingsService implements OnModuleInit {
  private readonly logger = new Logger('Bookings');

  constructor(
    @Inject(DataSource) private readonly dataSource: DataSource,
    @Inject(ConsultantsService) private readonly consultants: ConsultantsService,
    @Inject(MailService) private readonly mail: MailService,
    @Inject(APP_OPTIONS) private readonly options: AppOptions,
    @Inject(EntitlementsService) private readonly entitlements: EntitlementsService,
    @Inject(BillingService) private readonly billing: BillingService,
    @Inject(BillingWebhooksService) private readonly webhooks: BillingWebhooksService,
    @Inject(PlansCatalogueService) private readonly catalogue: PlansCatalogueService,
  ) {}

  onModuleInit(): void {
    this.webhooks.setSessionPaymentHooks({
      paid: (manager, payment) => this.paymentReceived(manager, payment.relatedId),
      expired: async (manager, relatedId) => {
        const id = bookingIdOfPayment(relatedId);
        if (id === undefined) return;
        await manager.query(`UPDATE consultation_booking SET status = 'expired', updated_at = now() WHERE id = $1 AND status = 'pending'`, [id]);
        this.consultants.bookingsChanged();
      },
    });
  }

  /** Whether sessions are paid at booking: payments are set up (Stripe or the local test payments). */
  private get chargesAtBooking(): boolean {
    return this.billing.mode !== 'off';
  }

  /** What a booking made now would cost this visitor: covered by their plan's credit, paid now, or invoiced after. */
  async quote(visitorId: string): Promise<BookingQuote> {
    const [consultant] = (await this.consultants.byId()).values();
    const priceCents = consultant?.sessionPriceCents ?? 0;
    const plan = await this.entitlements.planOf(visitorId);
    const credits = await this.entitlements.sessionCredits(visitorId);
    const payWith = credits.left > 0 ? 'credit' : this.chargesAtBooking && priceCents > 0 ? 'charge' : 'invoice';
    return {
      priceCents,
      payWith,
      ...(credits.perPeriod > 0 ? { planName: this.catalogue.plan(plan).name, creditsLeft: credits.left, creditsPerPeriod: credits.perPeriod } : {}),
      holdMinutes: this.options.env.BOOKING_HOLD_MINUTES,
    };
  }

  /**
   * Books a free slot; the database's slot index decides between simultaneous requests. A founder whose plan has a
   * session credit left uses it (in the same transaction, so two bookings at once cannot both take the last one);
   * otherwise, when payments are set up, the time is held (pending) for BOOKING_HOLD_MINUTES and the answer carries
   * the Checkout page: the payment's webhook confirms it (paymentReceived) and only then is it mailed.
   */
  async create(input: ValidBookingInput, visitorId: string, now = new Date()): Promise<Booking> {
    const consultant = await this.consultants.find(input.consultantId);
    if (!consultant) {
      throw new BadRequestException({ message: MESSAGES.unknownConsultant, issues: [{ path: 'consultantId', message: MESSAGES.unknownConsultant }] });
    }
    const startsAt = assertBookable(input.date, input.time, consultant.timezone, now, await this.consultants.dayOff(consultant.id, input.date));
    const holdMinutes = this.options.env.BOOKING_HOLD_MINUTES;
    const booking = await this.dataSource.transaction(async (manager) => {
      await releaseExpiredHolds(manager, { consultantId: consultant.id, date: input.date, time: input.time });
      const credit = await this.entitlements.claimSessionCredit(manager, visitorId);
      const charge = !credit && this.chargesAtBooking && (consultant.sessionPriceCents ?? 0) > 0;
      const paidWith = credit ? PAID_WITH_CREDIT : charge ? PAID_WITH_CHARGE : PAID_WITH_INVOICE;
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
        status: charge ? 'pending' : 'confirmed',
        holdUntil: charge ? new Date(Date.now() + holdMinutes * 60_000) : null,
        cancelledAt: null,
        manageToken: randomBytes(32).toString('base64url'),
        meetingUrl: newMeetingUrl(this.options.env.ADVISOR_MEETING_URL),
        priceCents: consultant.sessionPriceCents ?? null,
        visitorTimeZone: input.visitorTimeZone ?? null,
        questionnaire: null,
        questionnaireUpdatedAt: null,
        paidWith,
        outcome: null,
        outcomeAt: null,
      });
      // The partial unique index is the arbiter: a taken slot inserts nothing (a concurrent insert is waited for).
      const [row] = (await manager.query(
        `INSERT INTO consultation_booking
           (visitor_id, consultant_id, first_name, last_name, email, date, time, starts_at, topic, notes, status, manage_token,
            meeting_url, price_cents, visitor_timezone, paid_with, hold_until)
         VALUES ($1, $2, $3, $4, $5, $6, $7, $8, $9, $10, $11, $12, $13, $14, $15, $16, $17)
         ON CONFLICT (consultant_id, date, time) WHERE status IN ('confirmed', 'pending') DO NOTHING
         RETURNING id, created_at, updated_at`,
        [
          booking.visitorId,
          booking.consultantId,
          booking.firstName,
          booking.lastName,
          booking.email,
          booking.date,
          booking.time,
          booking.startsAt,
          booking.topic,
          booking.notes,
          booking.status,
          booking.manageToken,
          booking.meetingUrl,
          booking.priceCents,
          booking.visitorTimeZone,
          booking.paidWith,
          booking.holdUntil,
        ],
      )) as Array<{ id: number; created_at: Date; updated_at: Date }>;
      if (!row) throw new ConflictException(MESSAGES.slotTaken);
      booking.id = row.id;
      booking.createdAt = row.created_at;
      booking.updatedAt = row.updated_at;
      // A session to be paid is mailed once the payment confirms it.
      if (!charge) await this.mail.enqueue(manager, confirmationMail(this.mailContext(booking, consultant, now)));
      return booking;
    });
    this.consultants.bookingsChanged();
    if (booking.status !== 'pending') {
      this.mail.flushInBackground();
      return toBooking(booking);
    }
    const site = this.options.env.SITE_URL.replace(/\/+$/, '');
    try {
      const { url } = await this.billing.sessionCheckout(visitorId, {
        description: `Consulting session with ${consultant.name}, ${input.date} at ${input.time} (${consultant.timezone})`,
        amountCents: booking.priceCents ?? consultant.sessionPriceCents ?? 0,
        relatedId: bookingPaymentId(booking.id),
        email: booking.email,
        expiresAt: new Date(Date.now() + Math.max(holdMinutes, CHECKOUT_MIN_MINUTES) * 60_000),
        successUrl: `${site}/consulting?payment=success&booking=${booking.id}`,
        cancelUrl: `${site}/consulting?payment=cancelled&booking=${booking.id}`,
      });
      return { ...toBooking(booking), checkoutUrl: url, holdUntil: booking.holdUntil!.toISOString() };
    } catch (error) {
      // No payment page, no hold: the time is free again at once.
      await this.dataSource.query(`UPDATE consultation_booking SET status = 'expired', updated_at = now() WHERE id = $1 AND status = 'pending'`, [booking.id]);
      this.consultants.bookingsChanged();
      if (error instanceof HttpException && error.getStatus() < 500) throw error;
      this.logger.warn(`checkout for booking ${booking.id} failed: ${error instanceof Error ? error.message : String(error)}`);
      throw new HttpException(MESSAGES.paymentUnavailable, HttpStatus.BAD_GATEWAY);
    }
  }

  /**
   * A session's payment arrived (inside the webhook's transaction): its held booking is confirmed and mailed. A hold
   * that ran out is confirmed too when its time is still free; when someone else booked it meanwhile, the payment is
   * refunded once the webhook's transaction has committed.
   */
  private async paymentReceived(manager: EntityManager, relatedId: string): Promise<{ mailed: boolean; afterCommit?: () => Promise<void> }> {
    const id = bookingIdOfPayment(relatedId);
    if (id === undefined) return { mailed: false };
    const booking = await manager.createQueryBuilder(ConsultationBookingEntity, 'b').setLock('pessimistic_write').where('b.id = :id', { id }).getOne();
    if (!booking || booking.status === 'confirmed' || booking.status === 'cancelled') {
      this.logger.warn(`payment ${relatedId}: booking ${booking ? `is ${booking.status}` : 'not found'}; nothing to confirm`);
      return { mailed: false };
    }
    const takenMeanwhile = (await manager.query(
      `SELECT 1 FROM consultation_booking WHERE consultant_id = $1 AND date = $2 AND time = $3 AND id <> $4
          AND (status = 'confirmed' OR (status = 'pending' AND hold_until > now()))`,
      [booking.consultantId, booking.date, booking.time, booking.id],
    )) as unknown[];
    if (takenMeanwhile.length > 0) {
      await manager.query(`UPDATE consultation_booking SET status = 'cancelled', cancelled_at = now(), updated_at = now() WHERE id = $1`, [booking.id]);
      return { mailed: false, afterCommit: async () => void (await this.billing.refundSession(relatedId)) };
    }
    // A lapsed hold of the same time that is not this one would block the index: it is released first.
    await releaseExpiredHolds(manager, booking);
    const [rows] = (await manager.query(
      `UPDATE consultation_booking SET status = 'confirmed', paid_with = $2, hold_until = NULL, updated_at = now() WHERE id = $1 RETURNING updated_at`,
      [booking.id, PAID_WITH_CHARGE],
    )) as [Array<{ updated_at: Date }>, number];
    Object.assign(booking, { status: 'confirmed', paidWith: PAID_WITH_CHARGE, holdUntil: null, updatedAt: rows[0]!.updated_at });
    // Read through the webhook's transaction (the consultants' cache could read outside it, and a pool of one would wait).
    const consultantRow = await manager.getRepository(ConsultantEntity).findOneBy({ id: booking.consultantId });
    if (!consultantRow) throw new Error(`Consultant ${booking.consultantId} of booking ${booking.id} is not found`);
    const consultant = toConsultant(consultantRow);
    await this.mail.enqueue(manager, confirmationMail(this.mailContext(booking, consultant, new Date())));
    this.consultants.bookingsChanged();
    return { mailed: true };
  }

  /** The visitor came back from Checkout without paying: their held time is released at once. */
  async releaseOwn(id: number, visitorId: string): Promise<{ released: boolean }> {
    const [, count] = (await this.dataSource.query(
      `UPDATE consultation_booking SET status = 'expired', updated_at = now() WHERE id = $1 AND visitor_id = $2 AND status = 'pending'`,
      [id, visitorId],
    )) as [unknown, number];
    if (count > 0) this.consultants.bookingsChanged();
    return { released: count > 0 };
  }

  /** Where one of the visitor's own bookings stands (after Checkout: confirmed once the payment arrived). */
  async getOwn(id: number, visitorId: string): Promise<Booking> {
    const booking = await this.dataSource.getRepository(ConsultationBookingEntity).findOne({ where: { id, visitorId } });
    if (!booking) throw new NotFoundException('We could not find that booking among yours');
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
        paidWith: row.paid_with,
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
          `SELECT 1 FROM consultation_booking WHERE consultant_id = $1 AND date = $2 AND time = $3
              AND (status = 'confirmed' OR (status = 'pending' AND hold_until > now()))`,
          [booking.consultantId, input.date, input.time],
        );
        await releaseExpiredHolds(manager, { consultantId: booking.consultantId, date: input.date, time: input.time });
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

  /**
   * Cancels until the session starts. At least CHANGE_WINDOW_HOURS before it, a charged session is refunded (the
   * refund is asked of the payment service before the cancel commits: if it fails, nothing is cancelled) and a plan's
   * credit comes back; later, nothing is given back.
   */
  async cancel(token: string, now = new Date()): Promise<ManagedBooking> {
    const consultants = await this.consultants.byId();
    const { booking, consultant } = await this.dataSource.transaction(async (manager) => {
      const booking = await this.lockByToken(manager, token);
      const refusal = cancelRefusal(booking, now);
      if (refusal) throw new ConflictException(refusal);
      const consultant = this.loadedConsultant(consultants, booking);
      const returned = cancelReturns(booking, now);
      const [rows] = (await manager.query(
        `UPDATE consultation_booking SET status = 'cancelled', cancelled_at = $2, updated_at = now() WHERE id = $1 RETURNING updated_at`,
        [booking.id, now],
      )) as [Array<{ updated_at: Date }>, number];
      Object.assign(booking, { status: 'cancelled', cancelledAt: now, updatedAt: rows[0]!.updated_at });
      await this.mail.enqueue(manager, cancelledMail(this.mailContext(booking, consultant, now), returned));
      if (returned === 'refund') await this.refund(manager, booking.id);
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
      const answered = {
        company: answers.company,
        stage: answers.stage,
        goals: answers.goals,
        prepare: answers.prepare,
        ...(answers.entity ? { entity: answers.entity } : {}),
      };
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
      await manager.query(`UPDATE consultation_booking SET status = 'cancelled', cancelled_at = $2, updated_at = now() WHERE id = $1`, [booking.id, now]);
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

  private async refund(manager: EntityManager, bookingId: number): Promise<void> {
    try {
      await this.billing.refundSession(bookingPaymentId(bookingId), manager);
    } catch (error) {
      this.logger.warn(`refund of booking ${bookingId} failed: ${error instanceof Error ? error.message : String(error)}`);
      throw new HttpException(
        'The refund could not be made just now, so the booking is not cancelled yet. Please try again in a moment.',
        HttpStatus.BAD_GATEWAY,
      );
    }
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
