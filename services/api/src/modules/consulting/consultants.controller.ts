import { Controller, Get, Inject, Param, Query, Req, Res } from '@nestjs/common';
import { ApiOkResponse, ApiTags } from '@nestjs/swagger';
import { type Availability, availabilitySchema, consultantListSchema } from '@launchops/contracts';
import type { FastifyReply, FastifyRequest } from 'fastify';
import { idParamSchema } from '../../common/params.js';
import { availabilityQueryInputSchema } from './availability-query.js';
import { ConsultantsService } from './consultants.service.js';

@ApiTags('consulting')
@Controller('consultants')
export class ConsultantsController {
  constructor(@Inject(ConsultantsService) private readonly consultants: ConsultantsService) {}

  @Get()
  @ApiOkResponse({ standardSchema: consultantListSchema })
  async list(@Req() request: FastifyRequest, @Res() reply: FastifyReply): Promise<void> {
    (await this.consultants.listJson()).send(request, reply);
  }

  @Get(':id/availability')
  @ApiOkResponse({ standardSchema: availabilitySchema })
  availability(
    @Param('id', { schema: idParamSchema }) id: number,
    @Query({ schema: availabilityQueryInputSchema }) query: { date: string },
  ): Promise<Availability> {
    return this.consultants.availability(id, query.date);
  }
}
