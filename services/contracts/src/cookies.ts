/**
 * A cookie pages can read (the session cookie itself is httpOnly): present while this browser holds a session,
 * set and cleared by the API with it. It carries no secret, only the hint that asking who is signed in is worth a
 * request: an anonymous browser (most visitors) makes none, and downloads no validator for its answer.
 */
export const SIGNED_IN_COOKIE = 'lo_signed_in';

/** The session cookie (httpOnly: the API reads it, pages never can). */
export const SESSION_COOKIE = 'lo_session';

/** How long a sign-in lasts on a browser, in days. */
export const SESSION_DAYS = 30;
