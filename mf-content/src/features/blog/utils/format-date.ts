// Publication times are stored in UTC; reading them in UTC keeps the day the editors chose in every
// time zone. The site's one date format (the kit's formatDate, no Intl formatter on the first render).
import { formatDate } from '@launchops/kit';

/** "November 10, 2026" */
export const formatLongDate = (iso: string): string => formatDate(iso, 'long', 'utc');

/** "Nov 10, 2026" */
export const formatShortDate = (iso: string): string => formatDate(iso, 'medium', 'utc');
