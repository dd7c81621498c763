import { type AdvisorSession, type Booking, type BookingTime, type Consultant, type ManagedBooking, SESSION_MINUTES } from '@launchops/contracts';
import { cancelRefusal, cancelReturns } from './booking-rules.js';
import type { VisitorBookingRow } from './bookings.repository.js';
import type { ConsultantEntity } from './entities/consultant.entity.js';
import type { ConsultationBookingEntity } from './entities/consultation-booking.entity.js';

export function toConsultant(entity: ConsultantEntity): Consultant {
  return {
    id: entity.id,
    name: entity.name,
    specialty: entity.specialty,
    experience: entity.experience,
    bio: entity.bio,
    avatarUrl: entity.avatarUrl,
    timezone: entity.timezone,
    profileUrl: entity.profileUrl,
    expertise: entity.expertise,
    sessionPriceCents: entity.sessionPriceCents,
    sessionMinutes: SESSION_MINUTES,
  };
}

/** The booking as its owner sees it; the manage token is never part of it (it travels only by e-mail). */
export function toBooking(
  entity: Pick<
    ConsultationBookingEntity,
    'id' | 'consultantId' | 'firstName' | 'lastName' | 'email' | 'date' | 'time' | 'startsAt' | 'topic' | 'notes' | 'status' | 'createdAt'
  > &
    Partial<Pick<ConsultationBookingEntity, 'paidWith'>>,
): Booking {
  return {
    id: entity.id,
    consultantId: entity.consultantId,
    firstName: entity.firstName,
    lastName: entity.lastName,
    email: entity.email,
    date: entity.date,
    time: entity.time as BookingTime,
    startsAt: entity.startsAt.toISOString(),
    topic: entity.topic,
    notes: entity.notes,
    // An unpaid hold that ran out is, to its owner, a booking that did not happen.
    status: entity.status === 'expired' ? 'cancelled' : entity.status,
    createdAt: entity.createdAt.toISOString(),
    ...(entity.paidWith ? { paidWith: entity.paidWith } : {}),
  };
}

/** A row of the visitor's bookings list (timestamps as the driver gives them). */
export function toVisitorBooking(row: VisitorBookingRow): Booking {
  return toBooking({
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
  });
}

/** The price of the session: as it was when booked, else (an older booking) the consultant's. */
export function bookingPriceCents(entity: Pick<ConsultationBookingEntity, 'priceCents'>, consultant: Consultant): number | undefined {
  return entity.priceCents ?? consultant.sessionPriceCents;
}

/** The questionnaire can be answered and changed until the session starts (not once it is cancelled). */
export function questionnaireOpen(entity: Pick<ConsultationBookingEntity, 'status' | 'startsAt'>, now: Date): boolean {
  return entity.status === 'confirmed' && entity.startsAt.getTime() > now.getTime();
}

export function toManagedBooking(entity: ConsultationBookingEntity, consultant: Consultant, refusal: string | null, now: Date): ManagedBooking {
  const cancellable = cancelRefusal(entity, now) === null;
  const confirmed = entity.status === 'confirmed';
  return {
    ...toBooking(entity),
    consultantName: consultant.name,
    timezone: consultant.timezone,
    canChange: refusal === null,
    reason: refusal,
    updatedAt: entity.updatedAt.toISOString(),
    // A cancelled booking's room is not handed out any more.
    ...(confirmed ? { meetingUrl: entity.meetingUrl } : {}),
    priceCents: bookingPriceCents(entity, consultant),
    sessionMinutes: SESSION_MINUTES,
    questionnaire: entity.questionnaire ?? null,
    questionnaireUpdatedAt: entity.questionnaireUpdatedAt?.toISOString() ?? null,
    questionnaireOpen: questionnaireOpen(entity, now),
    paidWith: entity.paidWith,
    canCancel: cancellable,
    ...(cancellable ? { cancelReturns: cancelReturns(entity, now) } : {}),
  };
}

/** A session as the advisor's console lists it (with the founder's answers and the outcome). */
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
