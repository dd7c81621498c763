/**
 * The Operations Advisor's ranking: BM25F over the guides' passages (title and body weighted apart; a task's
 * body includes the words founders use for it), with the question widened by what the guides themselves teach
 * (the abbreviations they define, "Employer Identification Number (EIN)"). Pure functions over lexemes:
 * PostgreSQL's English configuration stems both the passages and the question (knowledge.repository.ts), so
 * both sides are cut the same way. Pseudo-relevance feedback (widening the question by the words the best
 * passages share) was tried and dropped: it cost 10 points of top-1 on the questions tuned on.
 */

export interface PassageTerms {
  id: number;
  kind: string;
  /** Lexeme -> occurrences in the title. */
  title: Map<string, number>;
  /** Lexeme -> occurrences in the body. */
  body: Map<string, number>;
}

export interface RankingIndex {
  passages: Array<PassageTerms & { titleLength: number; bodyLength: number }>;
  /** Lexeme -> number of passages holding it. */
  df: Map<string, number>;
  averageTitle: number;
  averageBody: number;
  /** Lexeme -> the lexeme groups it stands for or is short for (each group is one phrase). */
  aliases: Map<string, string[][]>;
}

/** An abbreviation the guides define, as lexemes: `long` ("employ", "identif", "number") for `short` ("ein"). */
export interface Abbreviation {
  short: string;
  long: string[];
}

/**
 * The ranking's settings: BM25's k1, the title's weight and length normalisation, the weight of a word a defined abbreviation adds, and a prior per kind of passage (a task is the site's main answer; a
 * product page is short, so length normalisation alone would favour it). Set on the questions tuned on and the
 * first held-out ones, never on the later held-out sets.
 */
export const RANKING = {
  k1: 2,
  titleWeight: 3,
  bTitle: 0.5,
  bBody: 0.75,
  aliasWeight: 0.6,
  /** A question's word no passage holds ("bakery") counts this much against its coverage: less certain, not impossible. */
  unknownWordWeight: 0.5,
  kindPrior: { task: 1, post: 1, software: 0.7, faq: 1 } as Record<string, number>,
};

const sum = (values: Iterable<number>) => {
  let total = 0;
  for (const value of values) total += value;
  return total;
};

/** The index of a set of passages and the abbreviations their text defines. */
export function buildIndex(passages: PassageTerms[], abbreviations: Abbreviation[]): RankingIndex {
  const df = new Map<string, number>();
  const sized = passages.map((passage) => {
    for (const lexeme of new Set([...passage.title.keys(), ...passage.body.keys()])) df.set(lexeme, (df.get(lexeme) ?? 0) + 1);
    return { ...passage, titleLength: sum(passage.title.values()), bodyLength: sum(passage.body.values()) };
  });
  const aliases = new Map<string, string[][]>();
  const add = (key: string, group: string[]) => {
    const groups = aliases.get(key) ?? [];
    if (!groups.some((known) => known.join(' ') === group.join(' '))) groups.push(group);
    aliases.set(key, groups);
  };
  for (const { short, long } of abbreviations) {
    if (long.length === 0 || long.includes(short)) continue;
    add(short, long);
    // The long form's first word leads to the short one only with the rest of the phrase (checked at query time).
    add(`${long.join(' ')}`, [short]);
  }
  const count = Math.max(1, sized.length);
  return {
    passages: sized,
    df,
    averageTitle: Math.max(1, sum(sized.map((p) => p.titleLength)) / count),
    averageBody: Math.max(1, sum(sized.map((p) => p.bodyLength)) / count),
    aliases,
  };
}

/** Inverse document frequency (BM25's, never negative); a word no passage holds gets the highest. */
export function idf(index: RankingIndex, lexeme: string): number {
  const n = index.passages.length;
  const df = index.df.get(lexeme) ?? 0;
  return Math.log(1 + (n - df + 0.5) / (df + 0.5));
}

/** The question's lexemes with a weight each: its own at 1, the forms of abbreviations it holds below that. */
export function weightedQuery(index: RankingIndex, lexemes: string[]): Map<string, number> {
  const query = new Map<string, number>(lexemes.map((lexeme) => [lexeme, 1]));
  const have = new Set(lexemes);
  for (const [key, groups] of index.aliases) {
    const words = key.split(' ');
    if (!words.every((word) => have.has(word))) continue;
    for (const group of groups) for (const word of group) if (!query.has(word)) query.set(word, RANKING.aliasWeight / group.length ** 0.5);
  }
  return query;
}

export interface Ranked {
  id: number;
  score: number;
  /** The share of the question's weight (idf) that the passage holds: how much of the question it speaks to. */
  coverage: number;
}

function scorePassages(index: RankingIndex, query: Map<string, number>): Array<{ id: number; score: number; held: Set<string> }> {
  const weights = [...query].map(([lexeme, weight]) => ({ lexeme, weight: weight * idf(index, lexeme) }));
  const scored = [];
  for (const passage of index.passages) {
    let score = 0;
    const held = new Set<string>();
    for (const { lexeme, weight } of weights) {
      const inTitle = passage.title.get(lexeme) ?? 0;
      const inBody = passage.body.get(lexeme) ?? 0;
      if (inTitle === 0 && inBody === 0) continue;
      const tf =
        (RANKING.titleWeight * inTitle) / (1 - RANKING.bTitle + (RANKING.bTitle * passage.titleLength) / index.averageTitle) +
        inBody / (1 - RANKING.bBody + (RANKING.bBody * passage.bodyLength) / index.averageBody);
      score += (weight * tf) / (RANKING.k1 + tf);
      held.add(lexeme);
    }
    if (score > 0) scored.push({ id: passage.id, score: score * (RANKING.kindPrior[passage.kind] ?? 1), held });
  }
  return scored.sort((a, b) => b.score - a.score || a.id - b.id);
}

/**
 * Every passage that holds any of the question's words, best first, with its coverage of the question. The
 * coverage counts the question's own words only (not the words abbreviations added), so a
 * question the guides do not speak to ("followers on instagram") stays uncovered however it was widened.
 */
export function rank(index: RankingIndex, lexemes: string[]): Ranked[] {
  if (lexemes.length === 0 || index.passages.length === 0) return [];
  const query = weightedQuery(index, lexemes);
  const own = lexemes.map((lexeme) => ({ lexeme, weight: idf(index, lexeme) * (index.df.has(lexeme) ? 1 : RANKING.unknownWordWeight) }));
  const total = sum(own.map((o) => o.weight)) || 1;
  const aliasesOf = (lexeme: string) => [...(index.aliases.get(lexeme) ?? [])].flat();
  return scorePassages(index, query).map(({ id, score, held }) => ({
    id,
    score,
    // A word counts as held when the passage holds it or a form of it the guides define.
    coverage: sum(own.filter((o) => held.has(o.lexeme) || aliasesOf(o.lexeme).some((alias) => held.has(alias))).map((o) => o.weight)) / total,
  }));
}

/**
 * Abbreviations a text defines: a capitalised phrase followed by its initials in brackets, "Employer
 * Identification Number (EIN)", "beneficial ownership information (BOI)". The initials must start the
 * phrase's words (small words such as "of" may be skipped), so "Delaware (DE)" is not read as one.
 */
export function findAbbreviations(text: string): Array<{ short: string; long: string }> {
  const found: Array<{ short: string; long: string }> = [];
  for (const match of text.matchAll(/((?:[A-Za-z][\w'’&-]*\s+){1,6}[A-Za-z][\w'’&-]*)\s+\(([A-Z][A-Za-z0-9&]{1,7})\)/g)) {
    const short = match[2]!;
    const letters = short.replace(/[^A-Za-z]/g, '').toLowerCase();
    const words = match[1]!.split(/\s+/);
    // The shortest tail of the phrase whose words' initials spell the abbreviation.
    for (let start = words.length - 1; start >= 0; start -= 1) {
      const tail = words.slice(start);
      const initials = tail
        .flatMap((word) => word.split('-'))
        .filter((word) => !/^(of|and|the|for|to|&)$/i.test(word))
        .map((word) => word[0]!.toLowerCase())
        .join('');
      if (initials === letters) {
        found.push({ short, long: tail.join(' ') });
        break;
      }
      if (initials.length > letters.length) break;
    }
  }
  return found;
}
