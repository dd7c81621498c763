import { Inject, Injectable, type OnModuleInit } from '@nestjs/common';
import { loadAssistant } from '@launchops/content';
import type { AssistantVocabulary } from '@launchops/contracts';
import { MemoryCache } from '../../common/memory-cache.js';
import { APP_OPTIONS, type AppOptions } from '../../config/app-options.js';
import { type CompiledRule, compileRules } from './answer-rules.js';

/** The assistant's vocabulary (services/content/assistant/vocabulary.yaml) with its patterns compiled once. */
export interface Vocabulary {
  noiseWords: ReadonlySet<string>;
  situations: Array<{ pattern: RegExp; terms: string }>;
  outOfScope: RegExp[];
  /** Any word of the everyday domains the guides never cover (vocabulary.yaml's offTopic), whole and in the plural. */
  offTopic: RegExp | undefined;
  /** Words that mean something else in everyday life (vocabulary.yaml's genericWords). */
  genericWords: readonly string[];
  typos: AssistantVocabulary['typos'];
  /** Shorthand and what it stands for (vocabulary.yaml's shorthand). */
  shorthand: Readonly<Record<string, string>>;
}

export interface Assistant {
  vocabulary: Vocabulary;
  rules: CompiledRule[];
  /** Said when the guides do not cover a question. */
  decline: string;
}

/** One pattern for a list of words and phrases, each whole, in the singular or plural, with any spacing. */
export function wordsPattern(words: readonly string[]): RegExp | undefined {
  if (words.length === 0) return undefined;
  const alternatives = words.map((word) => word.replace(/[.*+?^${}()|[\]\\]/g, '\\$&').replace(/[ -]+/g, '[\\s-]+'));
  return new RegExp(`\\b(?:${alternatives.join('|')})(?:s|es)?\\b`);
}

export function compileVocabulary(vocabulary: AssistantVocabulary): Vocabulary {
  return {
    noiseWords: new Set(vocabulary.noiseWords),
    situations: vocabulary.situations.map((s) => ({ pattern: new RegExp(s.pattern), terms: s.terms })),
    outOfScope: vocabulary.outOfScope.map((p) => new RegExp(p)),
    offTopic: wordsPattern(Object.values(vocabulary.offTopic ?? {}).flat()),
    genericWords: vocabulary.genericWords ?? [],
    typos: vocabulary.typos,
    shorthand: vocabulary.shorthand ?? {},
  };
}

/**
 * The Operations Advisor's data: its vocabulary and answer rules, read from the content folder (CONTENT_DIR, else
 * the one in @launchops/content) and validated by the contracts' schemas at start; the facts they quote (the
 * session's price from advisor.yaml, the weekend rule from facts.yaml) filled in by the loader. Read again at the next
 * start, as the rest of the content.
 */
@Injectable()
export class AssistantContentService implements OnModuleInit {
  private readonly assistant = new MemoryCache<Assistant>(async () => {
    const { vocabulary, answers } = await loadAssistant(this.options.env.CONTENT_DIR);
    return { vocabulary: compileVocabulary(vocabulary), rules: compileRules(answers.rules), decline: answers.decline.trim() };
  });

  constructor(@Inject(APP_OPTIONS) private readonly options: AppOptions) {}

  /** A broken vocabulary or rule file stops the start, naming the file and the field. */
  async onModuleInit(): Promise<void> {
    await this.assistant.get();
  }

  get(): Promise<Assistant> {
    return this.assistant.get();
  }
}
