import {
  describeStateDue,
  OBLIGATION_KINDS,
  type StateIndexEntry,
  type StateObligation,
  type StateObligations,
  type StateRule,
  stateSlug,
  US_STATES,
  type UsState,
} from '@launchops/contracts';
import { Injectable } from '@nestjs/common';
import { CachedJson } from '../../common/cached-json.js';
import { STATE_RULES } from '../plan/deadline-rules.js';

const KIND_ORDER = new Map(OBLIGATION_KINDS.map((kind, index) => [kind, index]));

/** A record as the state page shows it: every optional field explicit, and its date rule in words. */
function obligation(rule: StateRule): StateObligation {
  return {
    id: rule.id,
    kind: rule.kind,
    scope: rule.scope,
    entities: rule.entities,
    title: rule.title,
    form: rule.form ?? null,
    when: rule.due ? describeStateDue(rule.due, rule.scope) : null,
    condition: rule.condition ?? null,
    amount: rule.amount ?? null,
    penalty: rule.penalty ?? null,
    check: rule.check ?? null,
    exists: rule.exists !== false,
    why: rule.why,
    ifMissed: rule.ifMissed ?? null,
    taskSlug: rule.taskSlug,
    source: rule.source,
    sourceUrl: rule.sourceUrl,
    lastVerified: rule.lastVerified,
  };
}

/**
 * What each state asks of a company, for the state pages: the records the plan dates (services/content/obligations/),
 * read once at start with the plan's rules, so the pages, the plan and the assistant cannot disagree.
 */
@Injectable()
export class StatesService {
  private readonly bySlug = new Map<string, { answer: StateObligations; json: CachedJson }>();
  readonly index: CachedJson;

  constructor() {
    const entries: StateIndexEntry[] = [];
    for (const [code, name] of Object.entries(US_STATES) as Array<[UsState, string]>) {
      const own = STATE_RULES.filter((rule) => rule.state === code).sort(
        (a, b) => KIND_ORDER.get(a.kind)! - KIND_ORDER.get(b.kind)! || Number(a.exists === false) - Number(b.exists === false),
      );
      const counts = Object.fromEntries(OBLIGATION_KINDS.map((kind) => [kind, own.filter((rule) => rule.kind === kind).length])) as StateIndexEntry['counts'];
      const oldest = own.map((rule) => rule.lastVerified).sort()[0] ?? null;
      const slug = stateSlug(name);
      entries.push({ code, name, slug, counts, oldestVerified: oldest });
      const answer = { code, name, slug, records: own.map(obligation) };
      this.bySlug.set(slug, { answer, json: new CachedJson(answer) });
    }
    this.index = new CachedJson(entries.sort((a, b) => a.name.localeCompare(b.name)));
  }

  /** A state's page by its slug (new-york) or its two-letter code (ny); undefined for neither. */
  state(slugOrCode: string): { answer: StateObligations; json: CachedJson } | undefined {
    const key = slugOrCode.toLowerCase();
    const code = key.toUpperCase();
    return this.bySlug.get(key) ?? (code in US_STATES ? this.bySlug.get(stateSlug(US_STATES[code as UsState])) : undefined);
  }
}
