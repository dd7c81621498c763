import { type Booking, type BookingTime, type Consultant, type ManagedBooking, SESSION_MINUTES } from '@launchops/contracts';
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
export function toBooking(entity: Omit<ConsultationBookingEntity, 'visitorId' | 'manageToken' | 'updatedAt'>): Booking {
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
    status: entity.status,
    createdAt: entity.createdAt.toISOString(),
  };
}

export function toManagedBooking(entity: ConsultationBookingEntity, consultant: Consultant, refusal: string | null): ManagedBooking {
  return {
    ...toBooking(entity),
    consultantName: consultant.name,
    timezone: consultant.timezone,
    canChange: refusal === null,
    reason: refusal,
    updatedAt: entity.updatedAt.toISOString(),
  };
}
