import { Inject, Injectable, NotFoundException, type OnModuleInit } from '@nestjs/common';
import type { DocumentTemplate, DocumentTemplateSummary } from '@launchops/contracts';
import { defaultContentDir, loadDocumentTemplates } from '@launchops/content';
import { APP_OPTIONS, type AppOptions } from '../../config/app-options.js';
import { articleBody } from '../blog/article-body.js';

/** The document templates of services/content/templates, read and validated at start (they change with a deploy). */
@Injectable()
export class DocumentTemplatesService implements OnModuleInit {
  private summaries: DocumentTemplateSummary[] = [];
  private bySlug = new Map<string, DocumentTemplate>();

  constructor(@Inject(APP_OPTIONS) private readonly options: AppOptions) {}

  async onModuleInit(): Promise<void> {
    const templates = await loadDocumentTemplates(this.options.env.CONTENT_DIR ?? defaultContentDir);
    this.summaries = templates.map(({ slug, title, summary, sources, lastVerified }) => ({ slug, title, summary, sources, lastVerified }));
    this.bySlug = new Map(templates.map((t, i) => [t.slug, { ...this.summaries[i]!, content: t.content, body: articleBody(t.content) }]));
  }

  list(): DocumentTemplateSummary[] {
    return this.summaries;
  }

  exists(slug: string): boolean {
    return this.bySlug.has(slug);
  }

  get(slug: string): DocumentTemplate {
    const template = this.bySlug.get(slug);
    if (!template) throw new NotFoundException(`There is no document template "${slug}". The list is at /templates.`);
    return template;
  }
}
