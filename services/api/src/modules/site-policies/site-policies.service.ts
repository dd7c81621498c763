import { type Content, getFact, loadContent, sitePolicies } from '@launchops/content';
import type { ContentFact, SitePolicies } from '@launchops/contracts';
import { Inject, Injectable, type OnModuleInit } from '@nestjs/common';
import { APP_OPTIONS, type AppOptions } from '../../config/app-options.js';
import { CachedJson } from '../../common/cached-json.js';
import { MemoryCache } from '../../common/memory-cache.js';

/**
 * The site's policies and shared facts (services/content: policies.yaml, facts.yaml), with the areas and counts of the
 * content: read from the content folder at start (as the seed reads it), held in memory and served to every page.
 * A content edit reaches them with the next start, like every other content change.
 */
@Injectable()
export class SitePoliciesService implements OnModuleInit {
  private readonly content = new MemoryCache<{ content: Content; answer: SitePolicies; json: CachedJson }>(async () => {
    const content = await loadContent(this.options.env.CONTENT_DIR);
    const answer = sitePolicies(content);
    return { content, answer, json: new CachedJson(answer) };
  });

  constructor(@Inject(APP_OPTIONS) private readonly options: AppOptions) {}

  /** Read at start, so a broken content folder stops the start (with the file and field) instead of a page. */
  async onModuleInit(): Promise<void> {
    await this.content.get();
  }

  async json(): Promise<CachedJson> {
    return (await this.content.get()).json;
  }

  async answer(): Promise<SitePolicies> {
    return (await this.content.get()).answer;
  }

  /** One fact of facts.yaml, its wording filled in. */
  async fact(id: string): Promise<ContentFact> {
    return getFact((await this.content.get()).content, id);
  }
}
