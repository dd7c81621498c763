/** One event of an iCalendar (RFC 5545) file. */
export interface CalendarEvent {
  uid: string;
  /** Grows with every change, so calendars replace the older copy. */
  sequence: number;
  start: Date;
  end: Date;
  summary: string;
  description: string;
  location?: string;
  url?: string;
  status: 'CONFIRMED' | 'CANCELLED';
  organizer?: { name: string; email: string };
  attendee?: { name: string; email: string };
}

const MAX_LINE_OCTETS = 75;
const encoder = new TextEncoder();

/** 2026-03-03T14:00:00.000Z -> 20260303T140000Z */
export function formatUtc(instant: Date): string {
  return instant
    .toISOString()
    .replace(/[-:]/g, '')
    .replace(/\.\d{3}/, '');
}

/** TEXT values: backslash, semicolon, comma and newlines are escaped (RFC 5545 3.3.11). */
export function escapeText(value: string): string {
  return value
    .replace(/\\/g, '\\\\')
    .replace(/;/g, '\\;')
    .replace(/,/g, '\\,')
    .replace(/\r\n|\r|\n/g, '\\n');
}

/** A quoted parameter value may not hold DQUOTE or control characters (RFC 5545 3.1). */
function paramValue(value: string): string {
  return `"${value.replace(/["\p{Cc}]/gu, '')}"`;
}

/**
 * Splits a content line into lines of at most 75 octets, each continuation starting with one
 * space (RFC 5545 3.1); never inside a UTF-8 sequence.
 */
export function foldLine(line: string): string {
  if (encoder.encode(line).length <= MAX_LINE_OCTETS) return line;
  const parts: string[] = [];
  let current = '';
  let currentOctets = 0;
  let limit = MAX_LINE_OCTETS;
  for (const char of line) {
    const octets = encoder.encode(char).length;
    if (currentOctets + octets > limit) {
      parts.push(current);
      current = '';
      currentOctets = 0;
      limit = MAX_LINE_OCTETS - 1; // the leading space counts
    }
    current += char;
    currentOctets += octets;
  }
  parts.push(current);
  return parts.join('\r\n ');
}

/** A complete VCALENDAR with one VEVENT, CRLF line endings. */
export function buildCalendar(event: CalendarEvent, options: { method: 'PUBLISH' | 'CANCEL'; now?: Date }): string {
  const person = (role: 'ORGANIZER' | 'ATTENDEE', p: { name: string; email: string }) => `${role};CN=${paramValue(p.name)}:mailto:${p.email}`;
  const lines = [
    'BEGIN:VCALENDAR',
    'VERSION:2.0',
    'PRODID:-//LaunchOps//Consulting//EN',
    'CALSCALE:GREGORIAN',
    `METHOD:${options.method}`,
    'BEGIN:VEVENT',
    `UID:${event.uid}`,
    `SEQUENCE:${event.sequence}`,
    `DTSTAMP:${formatUtc(options.now ?? new Date())}`,
    `DTSTART:${formatUtc(event.start)}`,
    `DTEND:${formatUtc(event.end)}`,
    `SUMMARY:${escapeText(event.summary)}`,
    `DESCRIPTION:${escapeText(event.description)}`,
    ...(event.location ? [`LOCATION:${escapeText(event.location)}`] : []),
    ...(event.url ? [`URL:${event.url}`] : []),
    `STATUS:${event.status}`,
    ...(event.organizer ? [person('ORGANIZER', event.organizer)] : []),
    ...(event.attendee ? [person('ATTENDEE', event.attendee)] : []),
    'END:VEVENT',
    'END:VCALENDAR',
  ];
  return lines.map(foldLine).join('\r\n') + '\r\n';
}
