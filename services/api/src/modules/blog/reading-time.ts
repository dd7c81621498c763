/** Reading time of an article, from its words: computed by the API once, shown by every card and page. */
export const WORDS_PER_MINUTE = 200;

/** Words are whitespace-separated runs holding at least one letter or digit, so Markdown marks ("##", "-", "|") do not count. */
export function countWords(text: string): number {
  let count = 0;
  for (const token of text.split(/\s+/)) {
    if (/[\p{L}\p{N}]/u.test(token)) count += 1;
  }
  return count;
}

/** Minutes to read `text` at 200 words a minute, rounded up; never less than one. */
export function readingMinutes(text: string): number {
  return Math.max(1, Math.ceil(countWords(text) / WORDS_PER_MINUTE));
}
