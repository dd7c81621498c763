import { longDate } from '@launchops/contracts';

/** An issue's Thursday, e.g. "November 12, 2026" (a calendar day: the same everywhere). */
export const formatSendDate = (sendDate: string): string => longDate(new Date(`${sendDate}T12:00:00Z`), 'utc');
