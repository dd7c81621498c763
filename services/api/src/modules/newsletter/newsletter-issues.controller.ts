import { Controller, Get, Inject, Param, Req, Res } from '@nestjs/common';
import { ApiOkResponse, ApiTags } from '@nestjs/swagger';
import { newsletterIssueListSchema, newsletterIssueSchema } from '@launchops/contracts';
import type { FastifyReply, FastifyRequest } from 'fastify';
import { slugParamSchema } from '../../common/params.js';
import { NewsletterIssuesService } from './newsletter-issues.service.js';

/** The newsletter's archive: issues already sent, the same for everybody (cached with ETags). */
@ApiTags('newsletter')
@Controller('newsletter-issues')
export class NewsletterIssuesController {
  constructor(@Inject(NewsletterIssuesService) private readonly issues: NewsletterIssuesService) {}

  @Get()
  @ApiOkResponse({ standardSchema: newsletterIssueListSchema })
  async list(@Req() req: FastifyRequest, @Res() reply: FastifyReply): Promise<FastifyReply> {
    return (await this.issues.list()).send(req, reply);
  }

  @Get(':slug')
  @ApiOkResponse({ standardSchema: newsletterIssueSchema })
  async issue(@Param('slug', { schema: slugParamSchema }) slug: string, @Req() req: FastifyRequest, @Res() reply: FastifyReply): Promise<FastifyReply> {
    return (await this.issues.issue(slug)).send(req, reply);
  }
}
