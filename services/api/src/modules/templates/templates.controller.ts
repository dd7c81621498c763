import { Controller, Get, Header, HttpException, HttpStatus, Inject, Param, Req } from '@nestjs/common';
import { ApiOkResponse, ApiTags } from '@nestjs/swagger';
import {
  type DocumentTemplate,
  documentTemplateListSchema,
  documentTemplateSchema,
  type DocumentTemplateSummary,
  TEMPLATES_PLAN_MESSAGE,
} from '@launchops/contracts';
import type { FastifyRequest } from 'fastify';
import { slugParamSchema } from '../../common/params.js';
import { VisitorPipe } from '../../common/visitor.js';
import { EntitlementsService } from '../billing/entitlements.service.js';
import { DocumentTemplatesService } from './templates.service.js';

/**
 * Document templates (issue 35): the list is public (titles, summaries, sources); a template's text needs the
 * document-templates entitlement (Basic and above), else 402.
 */
@ApiTags('templates')
@Controller('templates')
export class DocumentTemplatesController {
  constructor(
    @Inject(DocumentTemplatesService) private readonly templates: DocumentTemplatesService,
    @Inject(EntitlementsService) private readonly entitlements: EntitlementsService,
    @Inject(VisitorPipe) private readonly visitors: VisitorPipe,
  ) {}

  @Get()
  @Header('Cache-Control', 'public, max-age=300')
  @ApiOkResponse({ standardSchema: documentTemplateListSchema })
  list(): DocumentTemplateSummary[] {
    return this.templates.list();
  }

  @Get(':slug')
  @Header('Cache-Control', 'private, no-store')
  @ApiOkResponse({ standardSchema: documentTemplateSchema })
  async get(@Param('slug', { schema: slugParamSchema }) slug: string, @Req() request: FastifyRequest): Promise<DocumentTemplate> {
    const template = this.templates.get(slug);
    // The visitor is looked up only for a template that exists (a refused slug answers before any query).
    const visitor = await this.visitors.transform(request);
    if (!(await this.entitlements.has(visitor, 'document-templates'))) throw new HttpException(TEMPLATES_PLAN_MESSAGE, HttpStatus.PAYMENT_REQUIRED);
    return template;
  }
}
