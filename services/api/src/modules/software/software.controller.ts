import { Controller, Get, Inject, Param, Req, Res } from '@nestjs/common';
import { ApiOkResponse, ApiTags } from '@nestjs/swagger';
import { softwareDetailSchema, softwareListSchema } from '@launchops/contracts';
import type { FastifyReply, FastifyRequest } from 'fastify';
import { slugParamSchema } from '../../common/params.js';
import { SoftwareService } from './software.service.js';

@ApiTags('software')
@Controller('software-recommendations')
export class SoftwareController {
  constructor(@Inject(SoftwareService) private readonly software: SoftwareService) {}

  @Get()
  @ApiOkResponse({ standardSchema: softwareListSchema })
  async list(@Req() req: FastifyRequest, @Res() reply: FastifyReply): Promise<FastifyReply> {
    return (await this.software.list()).send(req, reply);
  }

  @Get(':id')
  @ApiOkResponse({ standardSchema: softwareDetailSchema })
  async detail(
    @Param('id', { schema: slugParamSchema }) id: string,
    @Req() req: FastifyRequest,
    @Res() reply: FastifyReply,
  ): Promise<FastifyReply> {
    return (await this.software.detail(id)).send(req, reply);
  }
}
