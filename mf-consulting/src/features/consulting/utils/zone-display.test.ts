import { describe, expect, it } from 'vitest';
import { localTimeOf, fullDay, timeZoneLabel, zonesDiffer } from './zone-display';

describe('zone display', () => {
  it('shows the same instant on the visitor clock', () => {
    expect(localTimeOf('2026-01-15', '4:00 PM', 'America/New_York', 'Europe/Berlin')).toBe('10:00 PM');
    expect(localTimeOf('2026-01-15', '4:00 PM', 'America/New_York', 'Asia/Tokyo')).toBe('6:00 AM on Fri, Jan 16');
    expect(zonesDiffer('2026-01-15', '4:00 PM', 'America/New_York', 'America/Toronto')).toBe(false);
    expect(zonesDiffer('2026-01-15', '4:00 PM', 'America/New_York', 'America/Chicago')).toBe(true);
  });

  it('names zones for people', () => {
    expect(timeZoneLabel('America/New_York')).toBe('Eastern Time (New York)');
    expect(timeZoneLabel('Not/AZone')).toBe('Not/AZone');
    expect(fullDay('2026-03-03')).toBe('Tuesday, March 3, 2026');
  });
});
