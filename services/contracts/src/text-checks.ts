import { z } from 'zod/mini';

/** Control characters (C0, DEL, C1) and the Unicode line and paragraph separators. */
// eslint-disable-next-line no-control-regex -- control characters are exactly what this refuses
const LINE_BREAKING = /[\u0000-\u001f\u007f-\u009f\u2028\u2029]/;
/** The same, but a text of several lines may keep its line feeds, carriage returns and tabs. */
// eslint-disable-next-line no-control-regex -- as above
const CONTROL_IN_TEXT = /[\u0000-\u0008\u000b\u000c\u000e-\u001f\u007f-\u009f\u2028\u2029]/;

/**
 * A one-line field (a name, a subject) holds no line break or other control character: such a value
 * could start a new header line of an e-mail it is written into, or break a page's layout.
 */
export const oneLine = (message: string) => z.refine<string>((value) => !LINE_BREAKING.test(value), message);

/** A field of several lines (a message, notes) keeps its line breaks but no other control character. */
export const plainText = (message: string) => z.refine<string>((value) => !CONTROL_IN_TEXT.test(value), message);
