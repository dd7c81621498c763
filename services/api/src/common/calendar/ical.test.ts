import { describe, expect, it } from 'vitest';
import { buildCalendar, type CalendarEvent } from './ical.js';

const octets = (s: string) => Buffer.byteLength(s, 'utf8');

const booking: CalendarEvent = {
  uid: 'booking-1@launchops',
  sequence: 0,
  start: new Date('2026-03-03T14:00:00Z'),
  end: new Date('2026-03-03T15:00:00Z'),
  summary: 'Consultation, with Dana',
  description: `Manage: https://example.com/consulting/bookings/${'a'.repeat(43)}\nTopic: a;b\\c ${'é'.repeat(60)}`,
  location: 'https://video.example.com/rosa?pwd=a,b;c',
  url: 'https://video.example.com/rosa?pwd=a,b;c',
  status: 'CONFIRMED',
  organizer: { name: 'Dana "D" W', email: 'hello@example.com' },
  attendee: { name: 'Ann\u0007 B', email: 'ann@example.com' },
};

describe('the iCalendar writer', () => {
  it('writes one event with CRLF line endings, UTC instants, escaped text and lines of at most 75 octets', () => {
    const ics = buildCalendar({ product: 'Consulting', method: 'PUBLISH', now: new Date('2026-03-01T10:00:00Z') }, [booking]);
    expect(ics.startsWith('BEGIN:VCALENDAR\r\nVERSION:2.0\r\nPRODID:-//LaunchOps//Consulting//EN\r\nCALSCALE:GREGORIAN\r\nMETHOD:PUBLISH\r\n')).toBe(true);
    expect(ics).toMatch(/END:VEVENT\r\nEND:VCALENDAR(\r\n)?$/);
    expect(ics.replace(/\r\n/g, '')).not.toMatch(/[\r\n]/);
    for (const line of ics.split('\r\n')) expect(octets(line)).toBeLessThanOrEqual(75);
    const unfolded = ics.replace(/\r\n /g, '');
    for (const line of [
      'UID:booking-1@launchops',
      'SEQUENCE:0',
      'DTSTAMP:20260301T100000Z',
      'DTSTART:20260303T140000Z',
      'DTEND:20260303T150000Z',
      'SUMMARY:Consultation\\, with Dana',
      'LOCATION:https://video.example.com/rosa?pwd=a\\,b\\;c',
      'URL;VALUE=URI:https://video.example.com/rosa?pwd=a%2Cb%3Bc',
      'STATUS:CONFIRMED',
    ])
      expect(unfolded).toContain(`\r\n${line}\r\n`);
    expect(unfolded).toContain(`DESCRIPTION:Manage: https://example.com/consulting/bookings/${'a'.repeat(43)}\\nTopic: a\\;b\\\\c ${'é'.repeat(60)}\r\n`);
    // A quoted parameter holds no DQUOTE or control character.
    expect(unfolded).toContain('ORGANIZER;CN="Dana D W":mailto:hello@example.com');
    expect(unfolded).toMatch(/ATTENDEE;[^\r]*CN="Ann B":MAILTO:ann@example.com/);
  });

  it('cancels with METHOD:CANCEL, and writes all-day events with their reminders', () => {
    expect(buildCalendar({ product: 'Consulting', method: 'CANCEL' }, [{ ...booking, status: 'CANCELLED' }])).toMatch(/METHOD:CANCEL[\s\S]*STATUS:CANCELLED/);
    const feed = buildCalendar({ product: 'Launch plan', name: 'My deadlines', ttlSeconds: 6 * 60 * 60 }, [
      {
        uid: 'form-d-2026-12-10@launchops',
        start: new Date('2026-12-10T00:00:00Z'),
        end: new Date('2026-12-11T00:00:00Z'),
        allDay: true,
        summary: 'Due: File Form D',
        description: 'Why: ...',
        alarms: [{ secondsBefore: 24 * 60 * 60, description: 'Tomorrow: File Form D' }],
      },
    ]);
    expect(feed).toContain('\r\nDTSTART;VALUE=DATE:20261210\r\n');
    expect(feed).toContain('\r\nX-WR-CALNAME:My deadlines\r\n');
    expect(feed).toMatch(/BEGIN:VALARM\r\nACTION:DISPLAY\r\nTRIGGER:-P1D\r\n/);
  });
});
