import { Controller, Get, Inject, Param, Req, Res } from '@nestjs/common';
import { ApiOkResponse, ApiTags } from '@nestjs/swagger';
import {
  catalogueViewSchema,
  PRODUCT_VIEWS,
  productRedirectSchema,
  type ProductRedirect,
  productSchema,
  softwareDetailSchema,
  softwareListSchema,
} from '@launchops/contracts';
import type { FastifyReply, FastifyRequest } from 'fastify';
import { z } from 'zod';
import { slugParamSchema } from '../../common/params.js';
import { LegacyRoute } from '../checklist/legacy-route.guard.js';
import { ProductRedirectsService } from './product-redirects.service.js';
import { SoftwareService } from './software.service.js';

const viewParamSchema = z.enum(PRODUCT_VIEWS, { error: `The view must be one of ${PRODUCT_VIEWS.join(', ')}` });

/** The catalogue's views and products, the same for everybody (ETag, Cache-Control). */
@ApiTags('software')
@Controller()
export class SoftwareController {
  constructor(
    @Inject(SoftwareService) private readonly software: SoftwareService,
    @Inject(ProductRedirectsService) private readonly redirects: ProductRedirectsService,
  ) {}

  @Get('catalogue/:view')
  @ApiOkResponse({ standardSchema: catalogueViewSchema })
  async view(
    @Param('view', { schema: viewParamSchema }) view: z.infer<typeof viewParamSchema>,
    @Req() req: FastifyRequest,
    @Res() reply: FastifyReply,
  ): Promise<FastifyReply> {
    return (await this.software.view(view)).send(req, reply);
  }

  @Get('products/:id')
  @ApiOkResponse({ standardSchema: productSchema })
  async product(@Param('id', { schema: slugParamSchema }) id: string, @Req() req: FastifyRequest, @Res() reply: FastifyReply): Promise<FastifyReply> {
    return (await this.software.product(id)).send(req, reply);
  }

  /** Where an old address /software/:id leads (the catalog replaces it); 404 for any other id. */
  @Get('product-redirects/:id')
  @ApiOkResponse({ standardSchema: productRedirectSchema })
  redirect(@Param('id', { schema: slugParamSchema }) id: string): ProductRedirect {
    return this.redirects.get(id);
  }

  /** Deprecated (contracts before 1.2.0): the software view in its old shape, for catalog builds still live (410 once none is). */
  @Get('software-recommendations')
  @LegacyRoute('software')
  @ApiOkResponse({ standardSchema: softwareListSchema })
  async list(@Req() req: FastifyRequest, @Res() reply: FastifyReply): Promise<FastifyReply> {
    return (await this.software.list()).send(req, reply);
  }

  /** Deprecated (contracts before 1.2.0; 410 once no such build is live). */
  @Get('software-recommendations/:id')
  @LegacyRoute('software')
  @ApiOkResponse({ standardSchema: softwareDetailSchema })
  async detail(@Param('id', { schema: slugParamSchema }) id: string, @Req() req: FastifyRequest, @Res() reply: FastifyReply): Promise<FastifyReply> {
    return (await this.software.detail(id)).send(req, reply);
  }
}
