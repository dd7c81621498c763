import { ConflictException, HttpException, HttpStatus, Inject, Injectable, Logger, NotFoundException } from '@nestjs/common';
import type { Consultant, ManagedBooking } from '@launchops/contracts';
import { MailService } from '../../common/mail/mail.service.js';
import { APP_OPTIONS, type AppOptions } from '../../config/app-options.js';
import { Transactions, type Tx } from '../../database/sql-repository.js';
import { BillingService } from '../billing/billing.service.js';
import { bookingPaymentId, found, loadedConsultant, mailContext } from './booking-context.js';
import { cancelledMail } from './booking-mails.js';
import { cancelRefusal, cancelReturns, changeRefusal } from './booking-rules.js';
import { BookingsRepository } from './bookings.repository.js';
import { CancellationPolicy } from './cancellation-policy.js';
import { ConsultantsService } from './consultants.service.js';
import { toManagedBooking } from './consulting.mapper.js';

/** Cancelling bookings (by the founder, or all of an account being deleted), with the refund or credit it returns. */
@Injectable()
export class BookingCancellationsService {
  private readonly logger = new Logger('Bookings');

  constructor(
    @Inject(BookingsRepository) private readonly bookings: BookingsRepository,
    @Inject(Transactions) private readonly transactions: Transactions,
    @Inject(ConsultantsService) private readonly consultants: ConsultantsService,
    @Inject(MailService) private readonly mail: MailService,
    @Inject(APP_OPTIONS) private readonly options: AppOptions,
    @Inject(CancellationPolicy) private readonly cancellationPolicy: CancellationPolicy,
    @Inject(BillingService) private readonly billing: BillingService,
  ) {}

  /**
   * Cancels until the session starts. At least CHANGE_WINDOW_HOURS before it, a charged session is refunded (the
   * refund is asked of the payment service before the cancel commits: if it fails, nothing is cancelled) and a plan's
   * credit comes back; later, nothing is given back.
   */
  async cancel(token: string, now = new Date()): Promise<ManagedBooking> {
    const consultants = await this.consultants.byId();
    const { booking, consultant, returned } = await this.transactions.run(async (tx) => {
      const booking = found(await this.bookings.lockByToken(token, tx));
      const refusal = cancelRefusal(booking, now);
      if (refusal) throw new ConflictException(refusal);
      const consultant = loadedConsultant(consultants, booking);
      const returned = cancelReturns(booking, now);
      const updatedAt = await this.bookings.cancel(booking.id, now, tx);
      Object.assign(booking, { status: 'cancelled', cancelledAt: now, updatedAt });
      await this.mail.enqueue(tx, cancelledMail(mailContext(this.options, booking, consultant, now, this.cancellationPolicy), returned));
      if (returned === 'refund') await this.refund(tx, booking.id);
      return { booking, consultant, returned };
    });
    this.consultants.bookingsChanged();
    this.mail.flushInBackground();
    return { ...toManagedBooking(booking, consultant, changeRefusal(booking, now), now), returned };
  }

  /** Cancels one of the visitor's own bookings (from the consulting page, where the visitor's cookie identifies them). */
  async cancelOwn(id: number, visitorId: string, now = new Date()): Promise<ManagedBooking> {
    const token = await this.bookings.manageTokenOfOwn(id, visitorId);
    if (!token) throw new NotFoundException('We could not find that booking among yours');
    return this.cancel(token, now);
  }

  /**
   * Account deletion: cancels every upcoming confirmed booking of the visitor inside the caller's transaction,
   * whatever the usual notice, each with the usual cancellation e-mail (erased from the outbox once sent), and erases
   * the questionnaire answers of all their bookings, past ones too (the booking kept for the advisor's accounts needs
   * none). Returns how many were cancelled. The caller calls `bookingsChanged` once its transaction has committed.
   */
  async cancelAllUpcoming(tx: Tx, visitorId: string, now = new Date(), preloaded?: ReadonlyMap<number, Consultant>): Promise<number> {
    await this.bookings.eraseQuestionnaires(visitorId, tx);
    const consultants = preloaded ?? (await this.consultants.byId());
    const bookings = await this.bookings.lockUpcomingOf(visitorId, now, tx);
    for (const booking of bookings) {
      const consultant = consultants.get(booking.consultantId);
      await this.bookings.cancelQuietly(booking.id, now, tx);
      booking.status = 'cancelled';
      if (consultant)
        await this.mail.enqueue(tx, { ...cancelledMail(mailContext(this.options, booking, consultant, now, this.cancellationPolicy)), eraseAfterSend: true });
    }
    return bookings.length;
  }

  private async refund(tx: Tx, bookingId: number): Promise<void> {
    try {
      await this.billing.refundSession(bookingPaymentId(bookingId), tx);
    } catch (error) {
      this.logger.warn(`refund of booking ${bookingId} failed: ${error instanceof Error ? error.message : String(error)}`);
      throw new HttpException(
        'The refund could not be made just now, so the booking is not cancelled yet. Please try again in a moment.',
        HttpStatus.BAD_GATEWAY,
      );
    }
  }
}
