import { longDate } from '@launchops/contracts';
import type { Day } from '../../common/calendar-days.js';

/** "November 20, 2026", as the reasons are read by founders. */
export const inWords = (day: Day) => longDate(new Date(`${day}T00:00:00Z`), 'utc');

/** "Saturday, December 5, 2026" */
export const dayInWords = (day: Day): string =>
  new Date(`${day}T00:00:00Z`).toLocaleDateString('en-US', { weekday: 'long', year: 'numeric', month: 'long', day: 'numeric', timeZone: 'UTC' });
