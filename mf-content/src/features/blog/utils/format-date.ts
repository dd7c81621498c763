// Publication times are stored in UTC; reading them in UTC keeps the day the editors chose in every
// time zone. The words come from @launchops/contracts, not an Intl formatter (whose first use is
// tens of milliseconds of main thread during the page's first render).
import { longDate, mediumDate } from '@launchops/contracts';

/** "November 10, 2026" */
export const formatLongDate = (iso: string): string => longDate(new Date(iso), 'utc');

/** "Nov 10, 2026" */
export const formatShortDate = (iso: string): string => mediumDate(new Date(iso), 'utc');
