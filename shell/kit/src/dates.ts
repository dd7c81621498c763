// One way to write a date on every page of the site (the remotes' pages, the quiz and plan, and the shell's chat),
// chosen by the site's locale (<html lang>, "en" today: "November 15, 2026"; a locale whose month comes second, such
// as en-GB, gives "15 November 2026"). The site's locale, not the browser's: the API's sentences (a deadline's note,
// the assistant's answers) are written in the site's locale too, and a page must not mix two formats. The words are built here, not by an Intl formatter, whose first use
// costs tens of milliseconds of main thread during a page's first render.

const MONTHS = ['January', 'February', 'March', 'April', 'May', 'June', 'July', 'August', 'September', 'October', 'November', 'December'] as const;
const WEEKDAYS = ['Sunday', 'Monday', 'Tuesday', 'Wednesday', 'Thursday', 'Friday', 'Saturday'] as const;

// Regions whose English writes the month first (CLDR's en-US pattern); a bare "en" is read as en-US.
const MONTH_FIRST_REGIONS = new Set(['US', 'CA', 'PH', 'AS', 'GU', 'MP', 'PR', 'UM', 'VI']);

/** How a date is written: `long` "November 15, 2026", `full` with the weekday, `medium` "Nov 15, 2026", `month` "November 2026". */
export type DateStyle = 'long' | 'full' | 'medium' | 'month';

/**
 * Which calendar a moment is read in: `utc` for what is stored as a day (a deadline, a publication day), `local` for
 * a moment the visitor lived (a message sent, a roadmap saved).
 */
export type DateZone = 'utc' | 'local';

/** The site's locale: the page's <html lang> ("en"), en-US outside a page. */
export function siteLocale(): string {
  if (typeof document === 'undefined') return 'en-US';
  return document.documentElement.lang || 'en-US';
}

/** True when `locale` writes the month before the day (en-US, en-CA, ...); false for en-GB, en-AU, de, fr, ... */
export function monthFirst(locale: string): boolean {
  const [language = '', ...rest] = locale.split(/[-_]/);
  const region = rest.find((part) => /^[A-Za-z]{2}$|^\d{3}$/.test(part))?.toUpperCase();
  if (language.toLowerCase() !== 'en') return false;
  return region === undefined || MONTH_FIRST_REGIONS.has(region);
}

/**
 * A date in the site's one format for `locale` (the site's by default). A `YYYY-MM-DD` day is that day in every
 * time zone; a Date or ISO date-time is read in `zone`. An invalid value comes back as given.
 */
export function formatDate(value: Date | string, style: DateStyle = 'long', zone: DateZone = 'utc', locale: string = siteLocale()): string {
  const isDay = typeof value === 'string' && /^\d{4}-\d{2}-\d{2}$/.test(value);
  const date = typeof value === 'string' ? new Date(isDay ? `${value}T00:00:00Z` : value) : value;
  if (Number.isNaN(date.getTime())) return typeof value === 'string' ? value : '';
  const utc = isDay || zone === 'utc';
  const year = utc ? date.getUTCFullYear() : date.getFullYear();
  const month = MONTHS[utc ? date.getUTCMonth() : date.getMonth()]!;
  const day = utc ? date.getUTCDate() : date.getDate();
  const weekday = WEEKDAYS[utc ? date.getUTCDay() : date.getDay()]!;
  if (style === 'month') return `${month} ${year}`;
  const name = style === 'medium' ? month.slice(0, 3) : month;
  const text = monthFirst(locale) ? `${name} ${day}, ${year}` : `${day} ${name} ${year}`;
  return style === 'full' ? `${weekday}, ${text}` : text;
}
