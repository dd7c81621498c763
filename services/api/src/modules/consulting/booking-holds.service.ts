import { HttpException, HttpStatus, Inject, Injectable, Logger, type OnModuleInit } from '@nestjs/common';
import { type Booking, type Consultant, PAID_WITH_CHARGE, PAID_WITH_CREDIT } from '@launchops/contracts';
import { MailService } from '../../common/mail/mail.service.js';
import { APP_OPTIONS, type AppOptions } from '../../config/app-options.js';
import type { Tx } from '../../database/sql-repository.js';
import { BillingService } from '../billing/billing.service.js';
import { BillingWebhooksService } from '../billing/billing-webhooks.service.js';
import { bookingIdOfPayment, bookingPaymentId, mailContext } from './booking-context.js';
import { cancelledMail, confirmationMail, sessionCheckoutDescription } from './booking-mails.js';
import { MESSAGES } from './booking-rules.js';
import { BookingsRepository } from './bookings.repository.js';
import { CancellationPolicy } from './cancellation-policy.js';
import { ConsultantsRepository } from './consultants.repository.js';
import { ConsultantsService } from './consultants.service.js';
import { toBooking, toConsultant } from './consulting.mapper.js';
import type { ConsultationBookingEntity } from './entities/consultation-booking.entity.js';

/** Checkout pages live at least this long (Stripe's minimum is 30 minutes). */
const CHECKOUT_MIN_MINUTES = 31;

/**
 * Sessions paid at booking: the time is held (pending) while the founder pays at Checkout; the payment's webhook
 * confirms it, Checkout's expiry or the founder's return without paying frees it.
 */
@Injectable()
export class BookingHoldsService implements OnModuleInit {
  private readonly logger = new Logger('Bookings');

  constructor(
    @Inject(BookingsRepository) private readonly bookings: BookingsRepository,
    @Inject(ConsultantsRepository) private readonly consultantRows: ConsultantsRepository,
    @Inject(ConsultantsService) private readonly consultants: ConsultantsService,
    @Inject(MailService) private readonly mail: MailService,
    @Inject(APP_OPTIONS) private readonly options: AppOptions,
    @Inject(CancellationPolicy) private readonly cancellationPolicy: CancellationPolicy,
    @Inject(BillingService) private readonly billing: BillingService,
    @Inject(BillingWebhooksService) private readonly webhooks: BillingWebhooksService,
  ) {}

  onModuleInit(): void {
    this.webhooks.setSessionPaymentHooks({
      paid: (tx, payment) => this.paymentReceived(tx, payment.relatedId),
      expired: async (tx, relatedId) => {
        const id = bookingIdOfPayment(relatedId);
        if (id === undefined) return;
        await this.bookings.expireHold(id, tx);
        this.consultants.bookingsChanged();
      },
      price: (tx, relatedId) => this.priceOf(tx, relatedId),
      creditsWithdrawn: (tx, visitorId, since, count) => this.releaseCreditBookings(tx, visitorId, since, count),
    });
  }

  /**
   * A plan change took `count` session credits of this period away (billing decides when): that many upcoming sessions
   * booked on credits since `since`, the latest booked first, are cancelled and their time released, each mailed.
   */
  private async releaseCreditBookings(tx: Tx, visitorId: string, since: Date, count: number): Promise<number> {
    const now = new Date();
    const released = (await this.bookings.lockUpcomingOf(visitorId, now, tx))
      .filter((booking) => booking.paidWith === PAID_WITH_CREDIT && booking.createdAt >= since)
      .sort((a, b) => b.createdAt.getTime() - a.createdAt.getTime() || b.id - a.id)
      .slice(0, count);
    for (const booking of released) {
      await this.bookings.cancelQuietly(booking.id, now, tx);
      Object.assign(booking, { status: 'cancelled', cancelledAt: now });
      const consultantRow = await this.consultantRows.consultant(booking.consultantId, tx);
      if (consultantRow)
        await this.mail.enqueue(tx, cancelledMail(mailContext(this.options, booking, toConsultant(consultantRow), now, this.cancellationPolicy)));
    }
    if (released.length > 0) this.consultants.bookingsChanged();
    return released.length;
  }

  /** What the booking paid for by `relatedId` costs: the price it was held at (its Checkout page's amount). */
  private async priceOf(tx: Tx, relatedId: string): Promise<{ amountCents: number; currency: string } | undefined> {
    const id = bookingIdOfPayment(relatedId);
    const booking = id === undefined ? undefined : await this.bookings.lockById(id, tx);
    if (!booking) return undefined;
    const amountCents = booking.priceCents ?? (await this.consultantRows.consultant(booking.consultantId, tx))?.sessionPriceCents;
    return typeof amountCents === 'number' ? { amountCents, currency: 'usd' } : undefined;
  }

  /**
   * The Checkout page of a held booking: the one it already has (a retried booking, a hold resumed from the list), else
   * a new one, kept with the booking. Without one, the hold is released at once.
   */
  async checkout(booking: ConsultationBookingEntity, consultant: Consultant, visitorId: string): Promise<Booking> {
    if (booking.checkoutUrl) return this.held(booking, booking.checkoutUrl);
    const site = this.options.env.SITE_URL.replace(/\/+$/, '');
    const holdMinutes = this.options.env.BOOKING_HOLD_MINUTES;
    try {
      const { url } = await this.billing.sessionCheckout(visitorId, {
        description: sessionCheckoutDescription(booking, consultant),
        amountCents: booking.priceCents ?? consultant.sessionPriceCents ?? 0,
        relatedId: bookingPaymentId(booking.id),
        email: booking.email,
        expiresAt: new Date(Date.now() + Math.max(holdMinutes, CHECKOUT_MIN_MINUTES) * 60_000),
        successUrl: `${site}/consulting?payment=success&booking=${booking.id}`,
        cancelUrl: `${site}/consulting?payment=cancelled&booking=${booking.id}`,
      });
      // Two retries at once may each open a page: the first one kept is the one both are sent to.
      return this.held(booking, await this.bookings.keepCheckoutUrl(booking.id, url));
    } catch (error) {
      // No payment page, no hold: the time is free again at once.
      await this.bookings.expireHold(booking.id);
      this.consultants.bookingsChanged();
      if (error instanceof HttpException && error.getStatus() < 500) throw error;
      this.logger.warn(`checkout for booking ${booking.id} failed: ${error instanceof Error ? error.message : String(error)}`);
      throw new HttpException(MESSAGES.paymentUnavailable, HttpStatus.BAD_GATEWAY);
    }
  }

  private held(booking: ConsultationBookingEntity, checkoutUrl: string): Booking {
    return { ...toBooking(booking), checkoutUrl, holdUntil: booking.holdUntil!.toISOString() };
  }

  /** This visitor's unpaid holds still running, each with its payment page (when it has one) and until when it holds. */
  async listOwn(visitorId: string): Promise<Booking[]> {
    return (await this.bookings.ownOpenHolds(visitorId)).map((booking) => ({
      ...toBooking(booking),
      ...(booking.checkoutUrl ? { checkoutUrl: booking.checkoutUrl } : {}),
      holdUntil: booking.holdUntil!.toISOString(),
    }));
  }

  /** The visitor came back from Checkout without paying: their held time is released at once. */
  async releaseOwn(id: number, visitorId: string): Promise<{ released: boolean }> {
    const released = await this.bookings.expireHold(id, undefined, visitorId);
    if (released) this.consultants.bookingsChanged();
    return { released };
  }

  /**
   * A session's payment arrived (inside the webhook's transaction): its held booking is confirmed and mailed. A hold
   * that ran out is confirmed too when its time is still free; when someone else booked it meanwhile, the payment is
   * refunded once the webhook's transaction has committed.
   */
  private async paymentReceived(tx: Tx, relatedId: string): Promise<{ mailed: boolean; afterCommit?: () => Promise<void> }> {
    const id = bookingIdOfPayment(relatedId);
    if (id === undefined) return { mailed: false };
    const booking = await this.bookings.lockById(id, tx);
    if (!booking || booking.status === 'confirmed' || booking.status === 'cancelled') {
      this.logger.warn(`payment ${relatedId}: booking ${booking ? `is ${booking.status}` : 'not found'}; nothing to confirm`);
      return { mailed: false };
    }
    if (await this.bookings.slotTaken(booking, tx, booking.id)) {
      await this.bookings.cancelQuietly(booking.id, 'now', tx);
      return { mailed: false, afterCommit: async () => void (await this.billing.refundSession(relatedId)) };
    }
    // A lapsed hold of the same time that is not this one would block the index: it is released first.
    await this.bookings.releaseExpiredHolds(tx, booking);
    const updatedAt = await this.bookings.confirmPaid(booking.id, PAID_WITH_CHARGE, tx);
    Object.assign(booking, { status: 'confirmed', paidWith: PAID_WITH_CHARGE, holdUntil: null, updatedAt });
    // Read through the webhook's transaction (the consultants' cache could read outside it, and a pool of one would wait).
    const consultantRow = await this.consultantRows.consultant(booking.consultantId, tx);
    if (!consultantRow) throw new Error(`Consultant ${booking.consultantId} of booking ${booking.id} is not found`);
    await this.mail.enqueue(tx, confirmationMail(mailContext(this.options, booking, toConsultant(consultantRow), new Date(), this.cancellationPolicy)));
    this.consultants.bookingsChanged();
    return { mailed: true };
  }
}
