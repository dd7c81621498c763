import ical, { ICalAlarmType, ICalCalendarMethod, ICalEventStatus } from 'ical-generator';

// The API's one iCalendar (RFC 5545) writer, on ical-generator: the plan's calendar feed and the booking e-mails'
// .ics attachments. It escapes text, folds lines at 75 octets and ends them with CRLF.

export interface CalendarPerson {
  name: string;
  email: string;
}

export interface CalendarEvent {
  uid: string;
  /** Grows with every change, so calendars replace the older copy. */
  sequence?: number;
  start: Date;
  end: Date;
  /** A day-long event (a deadline): the dates are read in UTC. */
  allDay?: boolean;
  summary: string;
  description: string;
  location?: string;
  url?: string;
  status?: 'CONFIRMED' | 'CANCELLED';
  organizer?: CalendarPerson;
  attendee?: CalendarPerson;
  /** Display reminders, each this many seconds before the start. */
  alarms?: Array<{ secondsBefore: number; description: string }>;
}

export interface CalendarOptions {
  /** PRODID's company and product ("-//LaunchOps//Consulting//EN"). */
  product: string;
  method?: 'PUBLISH' | 'CANCEL';
  name?: string;
  description?: string;
  url?: string;
  /** How often calendar apps that honour it fetch a subscribed calendar again. */
  ttlSeconds?: number;
  /** DTSTAMP of every event (now by default). */
  now?: Date;
}

/** A quoted parameter value (CN) may hold no DQUOTE or control characters (RFC 5545 3.1); the library escapes instead. */
const paramSafe = (person: CalendarPerson): CalendarPerson => ({ name: person.name.replace(/["\p{Cc}]/gu, ''), email: person.email });

/**
 * A URI value is written as is (RFC 5545 3.3.13), but the library escapes it as TEXT ("a\,b"), which calendars keep in
 * the link: the characters it would escape are percent-encoded instead, which leaves the address the same.
 */
const uriSafe = (url: string): string => url.replace(/[\\;,]/g, (char) => `%${char.charCodeAt(0).toString(16).toUpperCase()}`);

/** A complete VCALENDAR with `events`. */
export function buildCalendar(options: CalendarOptions, events: readonly CalendarEvent[]): string {
  const calendar = ical({
    prodId: { company: 'LaunchOps', product: options.product, language: 'EN' },
    ...(options.method ? { method: options.method === 'CANCEL' ? ICalCalendarMethod.CANCEL : ICalCalendarMethod.PUBLISH, scale: 'GREGORIAN' } : {}),
    ...(options.name ? { name: options.name } : {}),
    ...(options.description ? { description: options.description } : {}),
    ...(options.url ? { url: options.url } : {}),
    ...(options.ttlSeconds ? { ttl: options.ttlSeconds } : {}),
  });
  for (const event of events) {
    const created = calendar.createEvent({
      id: event.uid,
      ...(event.sequence !== undefined ? { sequence: event.sequence } : {}),
      ...(options.now ? { stamp: options.now } : {}),
      start: event.start,
      end: event.end,
      allDay: event.allDay ?? false,
      summary: event.summary,
      description: event.description,
      ...(event.location ? { location: event.location } : {}),
      ...(event.url ? { url: uriSafe(event.url) } : {}),
      ...(event.status ? { status: event.status === 'CANCELLED' ? ICalEventStatus.CANCELLED : ICalEventStatus.CONFIRMED } : {}),
      ...(event.organizer ? { organizer: paramSafe(event.organizer) } : {}),
      ...(event.attendee ? { attendees: [paramSafe(event.attendee)] } : {}),
    });
    for (const alarm of event.alarms ?? []) created.createAlarm({ type: ICalAlarmType.display, trigger: alarm.secondsBefore, description: alarm.description });
  }
  return calendar.toString();
}
