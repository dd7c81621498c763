import { z } from 'zod/mini';
import { oneLine } from './text-checks.js';

const LETTER = /\p{L}/gu;
// Letters (with their accents), and the spaces, hyphens, apostrophes and periods names are written with.
const NAME_CHARACTERS = /^[\p{L}\p{M}][\p{L}\p{M}\s'’.-]*$/u;

/**
 * A person's name on a form: trimmed, at least two letters (an initial such as "J." or a lone "-" is no name), only
 * letters, spaces, hyphens, apostrophes and periods, on one line, at most 100 characters. `required` is the form's
 * message for a missing name ("First name is required"); `label` starts the other messages ("First name needs at
 * least 2 letters" for a typed initial, which is not missing).
 */
export const personNameSchema = (required: string, label: string) =>
  z.string({ error: required }).check(
    z.trim(),
    // One message per name: the first check that fails says what to fix, the others are not run.
    z.minLength(1, { error: required, abort: true }),
    z.refine((value) => (value.match(LETTER)?.length ?? 0) >= 2, { error: `${label} needs at least 2 letters`, abort: true }),
    z.maxLength(100, { error: 'Please use at most 100 characters', abort: true }),
    oneLine(`${label} must be on one line, without control characters`),
    z.refine((value) => NAME_CHARACTERS.test(value), `${label} can only contain letters, spaces, hyphens, apostrophes and periods`),
  );
