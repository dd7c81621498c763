import type { Env } from '../../config/env.js';

/** Where the local mail viewer answers (under the API's /api prefix). */
export const LOCAL_MAIL_PATH = '/api/dev/mail';

/**
 * The local mail viewer stands in for an inbox only where no mail leaves the machine: no SMTP server is
 * configured, and either this is not a production server or MAIL_VIEWER=on says so (npm start runs the
 * production build on one machine and sets it). Anywhere else it does not exist.
 */
export function localMailViewerEnabled(env: Pick<Env, 'SMTP_URL' | 'NODE_ENV' | 'MAIL_VIEWER'>): boolean {
  if (env.SMTP_URL || env.MAIL_VIEWER === 'off') return false;
  return env.MAIL_VIEWER === 'on' || env.NODE_ENV !== 'production';
}

/** The viewer's page of one mail, on the site (which passes /api on to the API). */
export function localMailUrl(siteUrl: string, id: number): string {
  return `${siteUrl.replace(/\/+$/, '')}${LOCAL_MAIL_PATH}/${id}`;
}
