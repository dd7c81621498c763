import { Controller, Get, Inject, Req, Res } from '@nestjs/common';
import { ApiOkResponse, ApiTags } from '@nestjs/swagger';
import { sitePoliciesSchema } from '@launchops/contracts';
import type { FastifyReply, FastifyRequest } from 'fastify';
import { SitePoliciesService } from './site-policies.service.js';

/** The site's policies, shared facts, areas and counts: the same for everybody (ETag, Cache-Control). */
@ApiTags('content')
@Controller()
export class SitePoliciesController {
  constructor(@Inject(SitePoliciesService) private readonly policies: SitePoliciesService) {}

  @Get('site-policies')
  @ApiOkResponse({ standardSchema: sitePoliciesSchema })
  async get(@Req() req: FastifyRequest, @Res() reply: FastifyReply): Promise<FastifyReply> {
    return (await this.policies.json()).send(req, reply, 300);
  }
}
