import { randomBytes } from 'node:crypto';
import { NotFoundException } from '@nestjs/common';
import type { Consultant } from '@launchops/contracts';
import type { AppOptions } from '../../config/app-options.js';
import { type BookingMailContext, parseMailbox } from './booking-mails.js';
import { MESSAGES } from './booking-rules.js';
import type { ConsultationBookingEntity } from './entities/consultation-booking.entity.js';

/** The video room of a new booking: the advisor's fixed room, else a Jitsi Meet room of its own (128 random bits). */
export function newMeetingUrl(fixedRoom: string | undefined): string {
  return fixedRoom ?? `https://meet.jit.si/LaunchOps-${randomBytes(16).toString('hex')}`;
}

/** The payment's relatedId of a booking, and back (other things paid for have other ids). */
export const bookingPaymentId = (bookingId: number): string => `booking-${bookingId}`;
export const bookingIdOfPayment = (relatedId: string): number | undefined => {
  const match = /^booking-([1-9][0-9]{0,9})$/.exec(relatedId);
  return match ? Number(match[1]) : undefined;
};

/** The booking behind a manage link; 404 when there is none. */
export function found(booking: ConsultationBookingEntity | undefined): ConsultationBookingEntity {
  if (!booking) throw new NotFoundException(MESSAGES.notFound);
  return booking;
}

export function loadedConsultant(consultants: ReadonlyMap<number, Consultant>, booking: ConsultationBookingEntity): Consultant {
  const consultant = consultants.get(booking.consultantId);
  // Only possible for a consultant added to the database after the cache was filled.
  if (!consultant) throw new Error(`Consultant ${booking.consultantId} of booking ${booking.id} is not loaded`);
  return consultant;
}

export function mailContext(
  options: AppOptions,
  booking: ConsultationBookingEntity,
  consultant: Consultant,
  now: Date,
  policy: { wording: string },
): BookingMailContext {
  return { booking, consultant, siteUrl: options.env.SITE_URL, mailFrom: options.env.MAIL_FROM, now, cancellationPolicy: policy.wording };
}

/** Where questionnaire answers go: ADVISOR_EMAIL, else the address the site's mails come from. */
export function advisorEmail(options: AppOptions): string {
  const { ADVISOR_EMAIL, MAIL_FROM } = options.env;
  const fallback = parseMailbox(MAIL_FROM)?.email;
  if (!ADVISOR_EMAIL && !fallback) throw new Error('Set ADVISOR_EMAIL (or a MAIL_FROM with an address) for questionnaire answers to reach the advisor');
  return ADVISOR_EMAIL ?? fallback!;
}
