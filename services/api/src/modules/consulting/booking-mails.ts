import { type Consultant, dayDate, fullDate, SESSION_MINUTES, timeZoneOffsetMs } from '@launchops/contracts';
import { buildCalendar } from '../../common/calendar/ical.js';
import type { OutgoingMail } from '../../common/mail/mail.service.js';
import { bookingPriceCents } from './consulting.mapper.js';
import type { ConsultationBookingEntity } from './entities/consultation-booking.entity.js';

export interface BookingMailContext {
  booking: ConsultationBookingEntity;
  consultant: Consultant;
  siteUrl: string;
  /** MAIL_FROM, e.g. `LaunchOps <hello@launchops.example>`: the calendar event's organizer. */
  mailFrom: string;
  now: Date;
  /** The cancellation policy, word for word as policies.yaml has it (CancellationPolicy). */
  cancellationPolicy: string;
}

export function manageLink(siteUrl: string, token: string): string {
  return `${siteUrl.replace(/\/+$/, '')}/consulting/bookings/${token}`;
}

/** The manage page, opened at its questionnaire. */
export function questionnaireLink(siteUrl: string, token: string): string {
  return `${manageLink(siteUrl, token)}#questionnaire`;
}

/** "$150" or "$150.50", from US cents. */
export function formatPrice(cents: number): string {
  const dollars = cents / 100;
  return `$${Number.isInteger(dollars) ? dollars : dollars.toFixed(2)}`;
}

/** "Eastern Standard Time" or "Eastern Daylight Time", as it applies at that instant. */
function zoneName(instant: Date, timeZone: string): string {
  const part = new Intl.DateTimeFormat('en-US', { timeZone, timeZoneName: 'long' }).formatToParts(instant).find((p) => p.type === 'timeZoneName');
  return part?.value ?? timeZone;
}

export function parseMailbox(mailbox: string): { name: string; email: string } | undefined {
  const match = /^\s*(?:"?([^"<]*?)"?\s*)?<([^<>\s]+@[^<>\s]+)>\s*$/.exec(mailbox) ?? /^\s*()([^<>\s]+@[^<>\s]+)\s*$/.exec(mailbox);
  return match ? { name: match[1] || 'LaunchOps', email: match[2]! } : undefined;
}

/** "Tuesday, December 8, 2026 at 9:00 AM Eastern Standard Time": the session's start as the site writes it. */
export function sessionWhen(booking: Pick<ConsultationBookingEntity, 'date' | 'time' | 'startsAt'>, consultant: Pick<Consultant, 'timezone'>): string {
  return `${fullDate(dayDate(booking.date), 'utc')} at ${booking.time} ${zoneName(booking.startsAt, consultant.timezone)}`;
}

/** What the payment page and the provider's receipt name for a paid session: its advisor and its start. */
export function sessionCheckoutDescription(
  booking: Pick<ConsultationBookingEntity, 'date' | 'time' | 'startsAt'>,
  consultant: Pick<Consultant, 'name' | 'timezone'>,
): string {
  return `Consulting session with ${consultant.name}, ${sessionWhen(booking, consultant)}`;
}

function whenLine(ctx: BookingMailContext): string {
  return `${sessionWhen(ctx.booking, ctx.consultant)} (${ctx.consultant.timezone})`;
}

/** The session's start on the founder's own clock, when their browser told us their zone and it is not the advisor's. */
function yourTimeLine(ctx: BookingMailContext): string | null {
  const { booking, consultant } = ctx;
  const zone = booking.visitorTimeZone;
  if (!zone || zone === consultant.timezone) return null;
  const at = booking.startsAt;
  const same = timeZoneOffsetMs(zone, at.getTime()) === timeZoneOffsetMs(consultant.timezone, at.getTime());
  const day = new Intl.DateTimeFormat('en-US', { timeZone: zone, dateStyle: 'full' }).format(at);
  const clock = new Intl.DateTimeFormat('en-US', { timeZone: zone, hour: 'numeric', minute: '2-digit' }).format(at);
  return `${day} at ${clock} ${zoneName(at, zone)} (${zone})${same ? ', the same clock time' : ''}`;
}

/** How a booking is paid, in words (the booking's paidWith: today always an invoice after the session). */
export function paymentText(paidWith: string): string {
  switch (paidWith) {
    case 'credit':
      return 'covered by a session credit of your plan; nothing to pay';
    case 'charge':
      return 'paid at booking';
    default:
      return 'invoiced by e-mail after the session; nothing is paid now';
  }
}

/** "$150, invoiced by e-mail after the session; nothing is paid now", or null when no price is known. */
function priceLine(ctx: BookingMailContext): string | null {
  const cents = bookingPriceCents(ctx.booking, ctx.consultant);
  return cents === undefined ? null : `${formatPrice(cents)}, ${paymentText(ctx.booking.paidWith)}`;
}

function details(ctx: BookingMailContext): string[] {
  const { booking, consultant } = ctx;
  const yourTime = yourTimeLine(ctx);
  const price = priceLine(ctx);
  return [
    `When:       ${whenLine(ctx)}`,
    ...(yourTime ? [`Your time:  ${yourTime}`] : []),
    `Length:     ${SESSION_MINUTES} minutes`,
    `Video call: ${booking.meetingUrl}`,
    ...(price ? [`Price:      ${price}`] : []),
    `Advisor:    ${consultant.name}`,
    `Topic:      ${booking.topic}`,
    ...(booking.notes ? [`Notes:      ${booking.notes}`] : []),
  ];
}

/** How to join: the link works in a browser, nothing to install. */
function joinLines(ctx: BookingMailContext): string[] {
  return [`At the time, open the video call link in your browser (nothing to install): ${ctx.booking.meetingUrl}`];
}

/** The questionnaire the FAQ promises, while it is unanswered. */
function questionnaireLines(ctx: BookingMailContext): string[] {
  if (ctx.booking.questionnaire) return [];
  return [
    `Before the session, please answer five short questions about your company, its stage and entity, your top questions and any documents to share, so ${ctx.consultant.name} can prepare (about three minutes):`,
    questionnaireLink(ctx.siteUrl, ctx.booking.manageToken),
    '',
  ];
}

function manageLines(ctx: BookingMailContext): string[] {
  return [
    'To reschedule or cancel, use your personal link (keep it private: anyone with it can change the booking):',
    manageLink(ctx.siteUrl, ctx.booking.manageToken),
    '',
    ctx.cancellationPolicy,
  ];
}

function calendarAttachment(ctx: BookingMailContext, cancelled: boolean) {
  const { booking, consultant } = ctx;
  const link = manageLink(ctx.siteUrl, booking.manageToken);
  const method = cancelled ? 'CANCEL' : 'PUBLISH';
  const content = buildCalendar({ product: 'Consulting', method, now: ctx.now }, [
    {
      uid: `consultation-booking-${booking.id}@launchops`,
      // Seconds (rounded up) since the booking was made: 0 for a new booking, growing with every change.
      sequence: Math.max(0, Math.ceil((booking.updatedAt.getTime() - booking.createdAt.getTime()) / 1000)),
      start: booking.startsAt,
      end: new Date(booking.startsAt.getTime() + SESSION_MINUTES * 60_000),
      summary: `LaunchOps consultation with ${consultant.name}`,
      description: [
        `Join the video call: ${booking.meetingUrl}`,
        `When: ${whenLine(ctx)}${yourTimeLine(ctx) ? `; your time: ${yourTimeLine(ctx)}` : ''}.`,
        `Length: ${SESSION_MINUTES} minutes${priceLine(ctx) ? `. Price: ${priceLine(ctx)}` : ''}.`,
        `Topic: ${booking.topic}`,
        `Questionnaire for the advisor: ${questionnaireLink(ctx.siteUrl, booking.manageToken)}`,
        `Reschedule or cancel: ${link}`,
        ctx.cancellationPolicy,
      ].join('\n'),
      location: booking.meetingUrl,
      url: booking.meetingUrl,
      status: cancelled ? 'CANCELLED' : 'CONFIRMED',
      organizer: parseMailbox(ctx.mailFrom),
      attendee: { name: `${booking.firstName} ${booking.lastName}`, email: booking.email },
    },
  ]);
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
    subject: `Your LaunchOps consultation on ${fullDate(dayDate(booking.date), 'utc')} at ${booking.time}`,
    text: [
      `Hi ${booking.firstName},`,
      '',
      `your consultation with ${ctx.consultant.name} is booked.`,
      '',
      ...details(ctx),
      '',
      ...joinLines(ctx),
      '',
      ...questionnaireLines(ctx),
      ...manageLines(ctx),
      '',
      'The attached calendar file adds the session, with its video call link, to your calendar.',
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
    subject: `Your LaunchOps consultation is now on ${fullDate(dayDate(booking.date), 'utc')} at ${booking.time}`,
    text: [
      `Hi ${booking.firstName},`,
      '',
      `your consultation with ${ctx.consultant.name} has been moved. The new time:`,
      '',
      ...details(ctx),
      '',
      ...joinLines(ctx),
      '',
      ...questionnaireLines(ctx),
      ...manageLines(ctx),
      '',
      'The attached calendar file replaces the earlier one.',
      '',
      'LaunchOps',
    ].join('\n'),
    attachments: [calendarAttachment(ctx, false)],
  };
}

/** What a cancel gave back: the charge refunded, the plan's credit returned, or nothing (less than 24 hours before). */
export type CancelReturns = 'refund' | 'credit' | 'none';

const RETURNED: Record<CancelReturns, string> = {
  refund: 'The payment for it is refunded to your card; your bank may take a few days to show it.',
  credit: "The session credit it used is back on your plan's balance for this billing period.",
  none: 'It was cancelled less than 24 hours before it started, so the payment or credit it used is not returned.',
};

export function cancelledMail(ctx: BookingMailContext, returned?: CancelReturns): OutgoingMail {
  const { booking } = ctx;
  return {
    kind: 'booking-cancelled',
    to: booking.email,
    relatedId: booking.id,
    subject: `Your LaunchOps consultation on ${fullDate(dayDate(booking.date), 'utc')} at ${booking.time} is cancelled`,
    text: [
      `Hi ${booking.firstName},`,
      '',
      `your consultation with ${ctx.consultant.name} on ${whenLine(ctx)} is cancelled. Nothing else is needed from you.`,
      '',
      ...(returned && booking.paidWith !== 'invoice-after-session' ? [RETURNED[returned], ''] : []),
      `Want another time? Book again at ${ctx.siteUrl.replace(/\/+$/, '')}/consulting`,
      '',
      'LaunchOps',
    ].join('\n'),
    attachments: [calendarAttachment(ctx, true)],
  };
}

/**
 * The founder's questionnaire answers, to the advisor (ADVISOR_EMAIL, else MAIL_FROM's address); Reply-To is the
 * founder, so the advisor can answer them directly.
 */
export function questionnaireMail(ctx: BookingMailContext, advisorEmail: string, updated: boolean): OutgoingMail {
  const { booking } = ctx;
  const answers = booking.questionnaire;
  if (!answers) throw new Error(`Booking ${booking.id} has no questionnaire to send`);
  const founder = `${booking.firstName} ${booking.lastName}`;
  const block = (title: string, text: string) => [`${title}:`, text || '(nothing)', ''];
  return {
    kind: 'booking-questionnaire',
    to: advisorEmail,
    relatedId: booking.id,
    headers: { 'Reply-To': booking.email },
    subject: `${updated ? 'Updated questionnaire' : 'Questionnaire'} from ${founder} for ${fullDate(dayDate(booking.date), 'utc')} at ${booking.time}`,
    text: [
      `${founder} <${booking.email}> ${updated ? 'changed their answers to' : 'answered'} the questionnaire for their consultation.`,
      '',
      ...details(ctx),
      '',
      ...block('What the company does', answers.company),
      `Stage: ${answers.stage}`,
      ...(answers.entity ? [`Entity and state: ${answers.entity}`] : []),
      '',
      ...block('What they want from the session', answers.goals),
      ...block('Documents to share, or anything to prepare or read first', answers.prepare),
      `Reply to this e-mail to write to ${booking.firstName}.`,
      '',
      'LaunchOps',
    ].join('\n'),
  };
}
