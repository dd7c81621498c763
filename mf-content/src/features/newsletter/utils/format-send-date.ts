import { formatDate } from '@launchops/kit';

/** An issue's Thursday, e.g. "November 12, 2026" (a calendar day: the same everywhere). */
export const formatSendDate = (sendDate: string): string => formatDate(sendDate);
