import { ANSWERS_HELD_OUT, ANSWERS_OUT_OF_SCOPE, ANSWERS_TUNING, type AnswerQuestion } from './assistant-answers.js';
import { ANSWERS_HELD_OUT_FIFTH, ANSWERS_OUT_OF_SCOPE_FIFTH } from './assistant-answers-fifth.js';
import { ANSWERS_HELD_OUT_FOURTH, ANSWERS_OUT_OF_SCOPE_FOURTH } from './assistant-answers-fourth.js';
import { ANSWERS_HELD_OUT_SIXTH, ANSWERS_OUT_OF_SCOPE_SIXTH } from './assistant-answers-sixth.js';
import { ANSWERS_HELD_OUT_SEVENTH, ANSWERS_OUT_OF_SCOPE_SEVENTH } from './assistant-answers-seventh.js';
import { ANSWERS_HELD_OUT_EIGHTH, ANSWERS_OUT_OF_SCOPE_EIGHTH } from './assistant-answers-eighth.js';
import { ANSWERS_HELD_OUT_NINTH, ANSWERS_OUT_OF_SCOPE_NINTH } from './assistant-answers-ninth.js';
import { ANSWERS_HELD_OUT_TENTH, ANSWERS_OUT_OF_SCOPE_TENTH } from './assistant-answers-tenth.js';
import { ANSWERS_HELD_OUT_NEXT, ANSWERS_OUT_OF_SCOPE_NEXT } from './assistant-answers-next.js';
import { ANSWERS_HELD_OUT_THIRD, ANSWERS_OUT_OF_SCOPE_THIRD } from './assistant-answers-third.js';

/**
 * The answer sets and where each stands. A set is written (blind, from the content only) and committed before a
 * change to the advisor, and is then:
 * - `held-out`: measured once; its figures are printed, never its misses. `--check` holds the target on it.
 * - `tuning`: after its held-out figures were recorded (in its file's header), its misses may be read and the rules
 *   fitted to it. The targets still hold on all tuning sets together.
 * - `reserved`: written, never run, never read; it becomes the held-out set of the next round.
 * Moving a set along is one line here, and its held-out figures go in its file's header first.
 */
export type AnswerSetStatus = 'tuning' | 'held-out' | 'reserved';

export interface AnswerSet {
  name: string;
  status: AnswerSetStatus;
  questions: AnswerQuestion[];
  outOfScope: string[];
}

export const ANSWER_SETS: AnswerSet[] = [
  { name: 'first (held-out part)', status: 'tuning', questions: ANSWERS_HELD_OUT, outOfScope: ANSWERS_OUT_OF_SCOPE },
  { name: 'first (tuning part)', status: 'tuning', questions: ANSWERS_TUNING, outOfScope: [] },
  { name: 'next', status: 'tuning', questions: ANSWERS_HELD_OUT_NEXT, outOfScope: ANSWERS_OUT_OF_SCOPE_NEXT },
  { name: 'third', status: 'tuning', questions: ANSWERS_HELD_OUT_THIRD, outOfScope: ANSWERS_OUT_OF_SCOPE_THIRD },
  { name: 'fourth', status: 'tuning', questions: ANSWERS_HELD_OUT_FOURTH, outOfScope: ANSWERS_OUT_OF_SCOPE_FOURTH },
  { name: 'fifth', status: 'tuning', questions: ANSWERS_HELD_OUT_FIFTH, outOfScope: ANSWERS_OUT_OF_SCOPE_FIFTH },
  { name: 'sixth', status: 'tuning', questions: ANSWERS_HELD_OUT_SIXTH, outOfScope: ANSWERS_OUT_OF_SCOPE_SIXTH },
  { name: 'seventh', status: 'tuning', questions: ANSWERS_HELD_OUT_SEVENTH, outOfScope: ANSWERS_OUT_OF_SCOPE_SEVENTH },
  { name: 'eighth', status: 'tuning', questions: ANSWERS_HELD_OUT_EIGHTH, outOfScope: ANSWERS_OUT_OF_SCOPE_EIGHTH },
  { name: 'ninth', status: 'tuning', questions: ANSWERS_HELD_OUT_NINTH, outOfScope: ANSWERS_OUT_OF_SCOPE_NINTH },
  { name: 'tenth', status: 'held-out', questions: ANSWERS_HELD_OUT_TENTH, outOfScope: ANSWERS_OUT_OF_SCOPE_TENTH },
];
