import { describe, expect, it } from 'vitest';
import { buildCalendar, escapeText, foldLine, formatUtc } from './ics.js';

const octets = (s: string) => Buffer.byteLength(s, 'utf8');

describe('ics', () => {
  it('formats instants in UTC', () => {
    expect(formatUtc(new Date('2026-03-03T14:05:09.123Z'))).toBe('20260303T140509Z');
  });

  it('escapes text values', () => {
    expect(escapeText('a\\b;c,d\ne\r\nf')).toBe('a\\\\b\\;c\\,d\\ne\\nf');
  });

  it('folds long lines at 75 octets without splitting characters', () => {
    const line = `DESCRIPTION:${'é'.repeat(100)}x${'€'.repeat(30)}`;
    const folded = foldLine(line);
    const physical = folded.split('\r\n');
    expect(physical.length).toBeGreaterThan(1);
    for (const [i, l] of physical.entries()) {
      expect(octets(l)).toBeLessThanOrEqual(75);
      if (i > 0) expect(l.startsWith(' ')).toBe(true);
    }
    expect(physical.map((l, i) => (i === 0 ? l : l.slice(1))).join('')).toBe(line);
    expect(foldLine('SHORT:line')).toBe('SHORT:line');
  });

  it('builds a calendar with one event and CRLF line endings', () => {
    const ics = buildCalendar(
      {
        uid: 'booking-1@launchops',
        sequence: 0,
        start: new Date('2026-03-03T14:00:00Z'),
        end: new Date('2026-03-03T15:00:00Z'),
        summary: 'Consultation, with Dana',
        description: `Manage: https://example.com/consulting/bookings/${'a'.repeat(43)}`,
        status: 'CONFIRMED',
        organizer: { name: 'Dana "D" W', email: 'hello@example.com' },
      },
      { method: 'PUBLISH', now: new Date('2026-03-01T10:00:00Z') },
    );
    expect(ics.startsWith('BEGIN:VCALENDAR\r\nVERSION:2.0\r\n')).toBe(true);
    expect(ics.endsWith('END:VEVENT\r\nEND:VCALENDAR\r\n')).toBe(true);
    expect(ics.replace(/\r\n/g, '')).not.toMatch(/[\r\n]/);
    expect(ics).toContain('\r\nDTSTART:20260303T140000Z\r\n');
    expect(ics).toContain('\r\nDTEND:20260303T150000Z\r\n');
    expect(ics).toContain('\r\nDTSTAMP:20260301T100000Z\r\n');
    expect(ics).toContain('\r\nSUMMARY:Consultation\\, with Dana\r\n');
    expect(ics).toContain('ORGANIZER;CN="Dana D W":mailto:hello@example.com');
    for (const line of ics.split('\r\n')) expect(octets(line)).toBeLessThanOrEqual(75);
    // Unfolded, the description holds the whole link.
    expect(ics.replace(/\r\n /g, '')).toContain(`/consulting/bookings/${'a'.repeat(43)}`);
  });
});
