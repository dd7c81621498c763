import { randomBytes } from 'node:crypto';
import { BadRequestException, ConflictException, HttpException, HttpStatus, Inject, Injectable, NotFoundException } from '@nestjs/common';
import {
  type Booking,
  type BookingQuote,
  type Consultant,
  type ManagedBooking,
  OPEN_HOLDS_CAP,
  PAID_WITH_CHARGE,
  PAID_WITH_CREDIT,
  PAID_WITH_INVOICE,
  type createBookingInputSchema,
} from '@launchops/contracts';
import type { z } from 'zod';
import { MailService } from '../../common/mail/mail.service.js';
import { APP_OPTIONS, type AppOptions } from '../../config/app-options.js';
import { Transactions, type Tx } from '../../database/sql-repository.js';
import { BillingService } from '../billing/billing.service.js';
import { EntitlementsService } from '../billing/entitlements.service.js';
import { PlansCatalogueService } from '../billing/plans-catalogue.service.js';
import { BookingCancellationsService } from './booking-cancellations.service.js';
import { mailContext, newMeetingUrl } from './booking-context.js';
import { BookingHoldsService } from './booking-holds.service.js';
import { confirmationMail } from './booking-mails.js';
import { assertBookable, changeRefusal, holdsCapMessage, MESSAGES } from './booking-rules.js';
import { BookingsRepository } from './bookings.repository.js';
import { CancellationPolicy } from './cancellation-policy.js';
import { ConsultantsService } from './consultants.service.js';
import { toBooking, toManagedBooking, toVisitorBooking } from './consulting.mapper.js';
import { ConsultationBookingEntity } from './entities/consultation-booking.entity.js';

/** The booking input after validation (trimmed, notes defaulted). */
export type ValidBookingInput = z.output<typeof createBookingInputSchema>;

/** What a new booking is paid with, and so whether it is held for a payment. */
interface Payment {
  paidWith: string;
  charge: boolean;
}

/** Making bookings and reading them: the quote, a new booking, the visitor's own, the one behind a manage link. */
@Injectable()
export class BookingsService {
  constructor(
    @Inject(BookingsRepository) private readonly bookings: BookingsRepository,
    @Inject(Transactions) private readonly transactions: Transactions,
    @Inject(ConsultantsService) private readonly consultants: ConsultantsService,
    @Inject(BookingHoldsService) private readonly holds: BookingHoldsService,
    @Inject(BookingCancellationsService) private readonly cancellations: BookingCancellationsService,
    @Inject(MailService) private readonly mail: MailService,
    @Inject(APP_OPTIONS) private readonly options: AppOptions,
    @Inject(CancellationPolicy) private readonly cancellationPolicy: CancellationPolicy,
    @Inject(EntitlementsService) private readonly entitlements: EntitlementsService,
    @Inject(BillingService) private readonly billing: BillingService,
    @Inject(PlansCatalogueService) private readonly catalogue: PlansCatalogueService,
  ) {}

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
  async create(input: ValidBookingInput, visitorId: string, now = new Date(), clientAddress: string | null = null): Promise<Booking> {
    const consultant = await this.consultants.find(input.consultantId);
    if (!consultant) {
      throw new BadRequestException({ message: MESSAGES.unknownConsultant, issues: [{ path: 'consultantId', message: MESSAGES.unknownConsultant }] });
    }
    const startsAt = assertBookable(input.date, input.time, consultant.timezone, now, await this.consultants.dayOff(consultant.id, input.date));
    const slot = { consultantId: consultant.id, date: input.date, time: input.time };
    const { booking, repeated } = await this.transactions.run(async (tx) => {
      await this.bookings.releaseExpiredHolds(tx, slot);
      // A retry of this browser's own booking (its answer lost on the way) is answered with that booking, not a 409.
      const own = await this.bookings.ownOfSlot(visitorId, slot, tx);
      if (own) return { booking: own, repeated: true };
      const credit = await this.entitlements.claimSessionCredit(tx, visitorId);
      const charge = !credit && this.chargesAtBooking && (consultant.sessionPriceCents ?? 0) > 0;
      if (charge) await this.assertMayHold(tx, { visitorId, email: input.email, clientAddress });
      const booking = this.newBooking(input, visitorId, consultant, startsAt, {
        paidWith: credit ? PAID_WITH_CREDIT : charge ? PAID_WITH_CHARGE : PAID_WITH_INVOICE,
        charge,
      });
      booking.clientAddress = clientAddress;
      // The partial unique index is the arbiter: a taken slot inserts nothing (a concurrent insert is waited for).
      const row = await this.bookings.insertBooking(booking, tx);
      if (!row) throw new ConflictException(MESSAGES.slotTaken);
      booking.id = row.id;
      booking.createdAt = row.created_at;
      booking.updatedAt = row.updated_at;
      // A session to be paid is mailed once the payment confirms it.
      if (!charge) await this.mail.enqueue(tx, confirmationMail(mailContext(this.options, booking, consultant, now, this.cancellationPolicy)));
      return { booking, repeated: false };
    });
    if (!repeated) this.consultants.bookingsChanged();
    if (booking.status === 'pending') return this.holds.checkout(booking, consultant, visitorId);
    if (!repeated) this.mail.flushInBackground();
    return toBooking(booking);
  }

  /**
   * A time is held unpaid only while this browser, this e-mail address and this client address each hold fewer than
   * OPEN_HOLDS_CAP (checked under a lock, so simultaneous requests cannot all pass); else a 429 saying what to do.
   */
  private async assertMayHold(tx: Tx, by: { visitorId: string; email: string; clientAddress: string | null }): Promise<void> {
    await this.bookings.lockHolds(tx);
    const open = await this.bookings.openHolds(by, tx);
    if (Math.max(open.visitor, open.email, open.address) >= OPEN_HOLDS_CAP) {
      throw new HttpException(holdsCapMessage(this.options.env.BOOKING_HOLD_MINUTES), HttpStatus.TOO_MANY_REQUESTS);
    }
  }

  private newBooking(input: ValidBookingInput, visitorId: string, consultant: Consultant, startsAt: Date, payment: Payment): ConsultationBookingEntity {
    const holdMinutes = this.options.env.BOOKING_HOLD_MINUTES;
    return Object.assign(new ConsultationBookingEntity(), {
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
      status: payment.charge ? 'pending' : 'confirmed',
      holdUntil: payment.charge ? new Date(Date.now() + holdMinutes * 60_000) : null,
      checkoutUrl: null,
      clientAddress: null,
      cancelledAt: null,
      manageToken: randomBytes(32).toString('base64url'),
      meetingUrl: newMeetingUrl(this.options.env.ADVISOR_MEETING_URL),
      priceCents: consultant.sessionPriceCents ?? null,
      visitorTimeZone: input.visitorTimeZone ?? null,
      questionnaire: null,
      questionnaireUpdatedAt: null,
      paidWith: payment.paidWith,
      outcome: null,
      outcomeAt: null,
    });
  }

  /** Where one of the visitor's own bookings stands (after Checkout: confirmed once the payment arrived). */
  async getOwn(id: number, visitorId: string): Promise<Booking> {
    const booking = await this.bookings.ownById(id, visitorId);
    if (!booking) throw new NotFoundException('We could not find that booking among yours');
    return toBooking(booking);
  }

  /**
   * This visitor's confirmed bookings: upcoming ones first (soonest first), then past ones (latest first). One
   * statement, written out rather than built per request: the page asks on every visit.
   */
  async listForVisitor(visitorId: string): Promise<Booking[]> {
    return (await this.bookings.visitorBookings(visitorId)).map(toVisitorBooking);
  }

  async getManaged(token: string, now = new Date()): Promise<ManagedBooking> {
    const booking = await this.bookings.byToken(token);
    if (!booking) throw new NotFoundException(MESSAGES.notFound);
    const consultant = await this.consultants.get(booking.consultantId);
    return toManagedBooking(booking, consultant, changeRefusal(booking, now), now);
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

  /** Account deletion's cancellations, inside its transaction (see BookingCancellationsService). */
  cancelAllUpcoming(tx: Tx, visitorId: string, now = new Date(), preloaded?: ReadonlyMap<number, Consultant>): Promise<number> {
    return this.cancellations.cancelAllUpcoming(tx, visitorId, now, preloaded);
  }
}
