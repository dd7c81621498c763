import { type ContentFact, type ContentProduct, describeStateDue as describeDue, type StateRule, US_STATES, type UsState } from '@launchops/contracts';

/**
 * The content's single facts as answers the advisor can give in one or two sentences: each shared fact's wording
 * (services/content/facts.yaml) and each state's dated filing (services/content/obligations/ (one file per state)) put in words, with
 * the state it belongs to, the entity types it applies to, its official source and the guide page that explains it.
 * Pure functions: the content in, the units out.
 */
export interface FactUnit {
  id: string;
  /** What the advisor says: the fact's own wording, or the state filing's title, due date and reason. */
  text: string;
  /** Words the unit is found by besides its text (the state's name, the filing's title). */
  title: string;
  state?: UsState;
  entities?: ReadonlyArray<'c-corp' | 'llc'>;
  source: string;
  sourceUrl: string;
  /** The guide page that explains it, when there is one. */
  page?: { title: string; url: string };
}

const STATE_NAME_WORDS = new Set(Object.values(US_STATES).flatMap((name) => name.split(' ')));

/** A title as it reads inside a sentence: "File the annual report" becomes "file the annual report", but a title that
 * starts with a name ("Delaware franchise tax", "New York City ...") or an acronym ("SUTA ...") keeps its capital. */
function midSentence(title: string): string {
  const first = title.split(/[\s:,]/)[0] ?? '';
  if (STATE_NAME_WORDS.has(first) || /^[A-Z0-9]{2,}/.test(first)) return title;
  return title.charAt(0).toLowerCase() + title.slice(1);
}

const ENTITY_WORDS = { 'c-corp': 'a corporation', llc: 'an LLC' } as const;

/** A state's filing as one answer: "Florida: file the Florida annual report, every year by May 1 (...)". */
export function stateRuleUnit(rule: StateRule, page?: FactUnit['page']): FactUnit {
  const name = US_STATES[rule.state];
  const only = rule.entities.length === 1 ? ` (for ${ENTITY_WORDS[rule.entities[0]!]})` : '';
  const title = midSentence(rule.title);
  const shift = rule.shift === 'next-business-day' ? ' A due date on a weekend or holiday moves to the next business day.' : '';
  const missed = rule.ifMissed ? ` If the day has passed: ${rule.ifMissed}` : '';
  const extras = [
    rule.condition ? ` Only if ${rule.condition}.` : '',
    rule.amount ? ` Amount: ${rule.amount}.` : '',
    rule.penalty ? ` If missed: ${rule.penalty}.` : '',
    rule.check ? ` Check: ${rule.check}.` : '',
  ].join('');
  const text =
    rule.exists === false
      ? `${name}${only}: ${title}; ${rule.why}.`
      : `${name}${only}: ${title}, ${describeDue(rule.due, rule.scope)}; it applies when the company ${rule.why}.${extras}${shift}${missed}`;
  return {
    id: `${rule.id}:${rule.entities.join('+')}`,
    text: text.replace(/\.\.(\s|$)/g, '.$1'),
    title: `${name} ${rule.title}`,
    state: rule.state,
    entities: rule.entities,
    source: rule.source,
    sourceUrl: rule.sourceUrl,
    page,
  };
}

const STATE_BY_SLUG = new Map(Object.entries(US_STATES).map(([code, name]) => [name.toLowerCase().replace(/\s+/g, '-'), code as UsState]));

/** The state a fact belongs to, from its id ("california-minimum-franchise-tax"), if any. */
export function stateOfFact(id: string): UsState | undefined {
  for (const [slug, code] of STATE_BY_SLUG) if (id === slug || id.startsWith(`${slug}-`)) return code;
  return undefined;
}

/** A shared fact as one answer: its wording as every surface states it. */
export function factUnit(fact: ContentFact, page?: FactUnit['page']): FactUnit {
  const wording = fact.wording.trim();
  const state = stateOfFact(fact.id);
  return {
    id: fact.id,
    text: /[.!?]$/.test(wording) ? wording.charAt(0).toUpperCase() + wording.slice(1) : `${wording.charAt(0).toUpperCase()}${wording.slice(1)}.`,
    title: `${state ? `${US_STATES[state]} ` : ''}${fact.id.replace(/-/g, ' ')}`,
    state,
    source: fact.source,
    sourceUrl: fact.sourceUrl ?? '',
    page,
  };
}

/** A product's price as one answer: "Stripe Atlas: $500 one-time setup fee; ...", with what it is. */
export function productUnit(product: ContentProduct): FactUnit {
  const pricing = product.pricing.trim().replace(/[.]$/, '');
  return {
    id: `product:${product.id}`,
    text: `${product.name} costs: ${pricing}. ${product.description.trim()}`,
    title: `${product.name} price cost charge fee`,
    source: `${product.name}'s own pricing (as listed on LaunchOps on ${product.lastReviewed ?? 'its last review'})`,
    sourceUrl: product.link,
    page: product.views.includes('software') ? { title: product.name, url: `/software/${product.id}` } : undefined,
  };
}

/**
 * Short forms founders type for a state: its two-letter code (lowercase too, except codes that are everyday words:
 * "co", "de", "in", "me", "or", "ok", "hi", "oh", "pa", "la", "id", "al", "ma", "mo", "md", "ms") and a few nicknames.
 */
const AMBIGUOUS_CODES = new Set(['CO', 'DE', 'IN', 'ME', 'OR', 'OK', 'HI', 'OH', 'PA', 'LA', 'ID', 'AL', 'MA', 'MO', 'MD', 'MS', 'IL', 'AS']);
const NICKNAMES: Record<string, UsState> = { cali: 'CA', nyc: 'NY', 'new york city': 'NY', mass: 'MA', socal: 'CA', norcal: 'CA', 'bay area': 'CA' };

/** The larger cities of the states the guides' state rules cover: "we're in oakland" names California. */
const CITIES: Partial<Record<UsState, string[]>> = {
  CA: ['san francisco', 'sf', 'oakland', 'berkeley', 'palo alto', 'mountain view', 'san jose', 'los angeles', 'san diego', 'sacramento', 'silicon valley'],
  NY: ['brooklyn', 'manhattan', 'queens', 'buffalo', 'rochester'],
  TX: ['austin', 'houston', 'dallas', 'san antonio', 'fort worth'],
  FL: ['miami', 'orlando', 'tampa', 'jacksonville'],
  WA: ['seattle', 'bellevue', 'redmond', 'spokane', 'tacoma'],
  MA: ['boston', 'cambridge', 'somerville'],
  IL: ['chicago', 'evanston'],
  CO: ['denver', 'boulder', 'colorado springs'],
  GA: ['atlanta', 'savannah'],
};

/**
 * The states a question names, in the order it names them: by name, by code ("NY", "ny llc"), by nickname ("cali",
 * "nyc") or by one of their larger cities ("oakland"). "Washington, DC" and "West Virginia" name neither Washington nor
 * Virginia; "Arkansas" does not name Kansas.
 */
export function statesIn(question: string): UsState[] {
  const at = new Map<UsState, number>();
  const lower = question.toLowerCase();
  const note = (code: UsState, pattern: RegExp, text: string) => {
    const match = pattern.exec(text);
    if (match && (at.get(code) ?? Infinity) > match.index) at.set(code, match.index);
  };
  for (const [code, name] of Object.entries(US_STATES) as Array<[UsState, string]>) {
    note(code, new RegExp(`(?<!west )\\b${name.toLowerCase()}\\b(?!,? d\\.?c\\b)`), lower);
    note(code, new RegExp(`\\b${code}\\b`), question);
    if (!AMBIGUOUS_CODES.has(code)) note(code, new RegExp(`\\b${code.toLowerCase()}\\b`), lower);
  }
  for (const [nickname, code] of Object.entries(NICKNAMES)) note(code, new RegExp(`\\b${nickname}\\b`), lower);
  for (const [code, cities] of Object.entries(CITIES) as Array<[UsState, string[]]>) for (const city of cities) note(code, new RegExp(`\\b${city}\\b`), lower);
  return [...at].sort((a, b) => a[1] - b[1]).map(([code]) => code);
}

/** What a state asks of a company, in one line: "California asks a corporation to: qualify ..., on the day ...; file ...". */
export function stateSummary(state: UsState, rules: readonly StateRule[], entity?: 'c-corp' | 'llc'): string | undefined {
  const own = rules.filter((rule) => rule.state === state && rule.exists !== false && (!entity || rule.entities.includes(entity)));
  if (own.length === 0) return undefined;
  const who = entity ? ENTITY_WORDS[entity] : 'a company';
  const lines = own.map((rule) => {
    const only = !entity && rule.entities.length === 1 ? ` (${rule.entities[0] === 'llc' ? 'LLCs' : 'corporations'} only)` : '';
    // The reason's own aside, when it says what the filing costs ("a report filed after May 1 carries a $400 late fee").
    const aside = /\(([^()]+)\)\s*$/.exec(rule.why)?.[1];
    const telling = aside && /\$\d|\d ?%|\b(fee|penalt\w*|late)\b/i.test(aside) ? aside : undefined;
    return `${midSentence(rule.title)}${only}, ${describeDue(rule.due, rule.scope)}${telling ? ` (${telling})` : ''}`;
  });
  return `${US_STATES[state]} asks ${who} formed or registered there to: ${lines.join('; ')}.`;
}

/** The entity type a question speaks of, when it names exactly one. */
export function entityIn(question: string): 'c-corp' | 'llc' | undefined {
  const lower = question.toLowerCase();
  const llc = /\bllcs?\b|\blimited liability\b/.test(lower);
  const corp = /\b(c[- ]?corp\w*|corporations?|corp|inc|incorporat\w*)\b/.test(lower);
  return llc === corp ? undefined : llc ? 'llc' : 'c-corp';
}
