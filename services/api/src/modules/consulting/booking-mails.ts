import { CHANGE_WINDOW_HOURS, type Consultant, SESSION_MINUTES } from '@launchops/contracts';
import { buildCalendar } from '../../common/mail/ics.js';
import type { OutgoingMail } from '../../common/mail/mail.service.js';
import type { ConsultationBookingEntity } from './entities/consultation-booking.entity.js';

export interface BookingMailContext {
  booking: ConsultationBookingEntity;
  consultant: Consultant;
  siteUrl: string;
  /** MAIL_FROM, e.g. `LaunchOps <hello@launchops.example>`: the calendar event's organizer. */
  mailFrom: string;
  now: Date;
}

export function manageLink(siteUrl: string, token: string): string {
  return `${siteUrl.replace(/\/+$/, '')}/consulting/bookings/${token}`;
}

/** "Tuesday, March 3, 2026" for a YYYY-MM-DD day. */
export function longDate(date: string): string {
  const [year, month, day] = date.split('-').map(Number) as [number, number, number];
  return new Intl.DateTimeFormat('en-US', { dateStyle: 'full', timeZone: 'UTC' }).format(Date.UTC(year, month - 1, day));
}

/** "Eastern Standard Time" or "Eastern Daylight Time", as it applies at that instant. */
function zoneName(instant: Date, timeZone: string): string {
  const part = new Intl.DateTimeFormat('en-US', { timeZone, timeZoneName: 'long' })
    .formatToParts(instant)
    .find((p) => p.type === 'timeZoneName');
  return part?.value ?? timeZone;
}

function parseMailbox(mailbox: string): { name: string; email: string } | undefined {
  const match = /^\s*(?:"?([^"<]*?)"?\s*)?<([^<>\s]+@[^<>\s]+)>\s*$/.exec(mailbox) ?? /^\s*()([^<>\s]+@[^<>\s]+)\s*$/.exec(mailbox);
  return match ? { name: match[1] || 'LaunchOps', email: match[2]! } : undefined;
}

function whenLine(ctx: BookingMailContext): string {
  const { booking, consultant } = ctx;
  return `${longDate(booking.date)} at ${booking.time} ${zoneName(booking.startsAt, consultant.timezone)} (${consultant.timezone})`;
}

function details(ctx: BookingMailContext): string[] {
  const { booking, consultant } = ctx;
  return [
    `When:    ${whenLine(ctx)}`,
    `Length:  ${SESSION_MINUTES} minutes`,
    `Advisor: ${consultant.name}`,
    `Topic:   ${booking.topic}`,
    ...(booking.notes ? [`Notes:   ${booking.notes}`] : []),
  ];
}

function manageLines(ctx: BookingMailContext): string[] {
  return [
    'To reschedule or cancel, use your personal link (keep it private: anyone with it can change the booking):',
    manageLink(ctx.siteUrl, ctx.booking.manageToken),
    '',
    `Changes and cancellations are free until ${CHANGE_WINDOW_HOURS} hours before the session. After that, reply to this e-mail and we will help.`,
  ];
}

function calendarAttachment(ctx: BookingMailContext, cancelled: boolean) {
  const { booking, consultant } = ctx;
  const link = manageLink(ctx.siteUrl, booking.manageToken);
  const method = cancelled ? 'CANCEL' : 'PUBLISH';
  const content = buildCalendar(
    {
      uid: `consultation-booking-${booking.id}@launchops`,
      // Seconds (rounded up) since the booking was made: 0 for a new booking, growing with every change.
      sequence: Math.max(0, Math.ceil((booking.updatedAt.getTime() - booking.createdAt.getTime()) / 1000)),
      start: booking.startsAt,
      end: new Date(booking.startsAt.getTime() + SESSION_MINUTES * 60_000),
      summary: `LaunchOps consultation with ${consultant.name}`,
      description: `Topic: ${booking.topic}\nReschedule or cancel (free until ${CHANGE_WINDOW_HOURS} hours before): ${link}`,
      url: link,
      status: cancelled ? 'CANCELLED' : 'CONFIRMED',
      organizer: parseMailbox(ctx.mailFrom),
      attendee: { name: `${booking.firstName} ${booking.lastName}`, email: booking.email },
    },
    { method, now: ctx.now },
  );
  return {
    filename: cancelled ? 'launchops-consultation-cancelled.ics' : 'launchops-consultation.ics',
    contentType: `text/calendar; charset=utf-8; method=${method}`,
    content,
  };
}

export function confirmationMail(ctx: BookingMailContext): OutgoingMail {
  const { booking } = ctx;
  return {
    kind: 'booking-confirmation',
    to: booking.email,
    relatedId: booking.id,
    subject: `Your LaunchOps consultation on ${longDate(booking.date)} at ${booking.time}`,
    text: [
      `Hi ${booking.firstName},`,
      '',
      `your consultation with ${ctx.consultant.name} is booked.`,
      '',
      ...details(ctx),
      '',
      ...manageLines(ctx),
      '',
      'The attached calendar file adds the session to your calendar.',
      '',
      'See you then,',
      'LaunchOps',
    ].join('\n'),
    attachments: [calendarAttachment(ctx, false)],
  };
}

export function rescheduledMail(ctx: BookingMailContext): OutgoingMail {
  const { booking } = ctx;
  return {
    kind: 'booking-rescheduled',
    to: booking.email,
    relatedId: booking.id,
    subject: `Your LaunchOps consultation is now on ${longDate(booking.date)} at ${booking.time}`,
    text: [
      `Hi ${booking.firstName},`,
      '',
      `your consultation with ${ctx.consultant.name} has been moved. The new time:`,
      '',
      ...details(ctx),
      '',
      ...manageLines(ctx),
      '',
      'The attached calendar file replaces the earlier one.',
      '',
      'LaunchOps',
    ].join('\n'),
    attachments: [calendarAttachment(ctx, false)],
  };
}

export function cancelledMail(ctx: BookingMailContext): OutgoingMail {
  const { booking } = ctx;
  return {
    kind: 'booking-cancelled',
    to: booking.email,
    relatedId: booking.id,
    subject: `Your LaunchOps consultation on ${longDate(booking.date)} at ${booking.time} is cancelled`,
    text: [
      `Hi ${booking.firstName},`,
      '',
      `your consultation with ${ctx.consultant.name} on ${whenLine(ctx)} is cancelled. Nothing else is needed from you.`,
      '',
      `Want another time? Book again at ${ctx.siteUrl.replace(/\/+$/, '')}/consulting`,
      '',
      'LaunchOps',
    ].join('\n'),
    attachments: [calendarAttachment(ctx, true)],
  };
}
