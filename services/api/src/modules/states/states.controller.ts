import { Controller, Get, Inject, NotFoundException, Param, Req, Res } from '@nestjs/common';
import { ApiOkResponse, ApiTags } from '@nestjs/swagger';
import { stateIndexSchema, stateObligationsSchema } from '@launchops/contracts';
import type { FastifyReply, FastifyRequest } from 'fastify';
import { stateParamSchema } from '../../common/params.js';
import { StatesService } from './states.service.js';

/** What each state asks of a company (services/content/obligations/), the same for everybody (ETag, Cache-Control). */
@ApiTags('content')
@Controller()
export class StatesController {
  constructor(@Inject(StatesService) private readonly states: StatesService) {}

  @Get('states')
  @ApiOkResponse({ standardSchema: stateIndexSchema })
  list(@Req() req: FastifyRequest, @Res() reply: FastifyReply): FastifyReply {
    return this.states.index.send(req, reply, 300);
  }

  @Get('states/:state')
  @ApiOkResponse({ standardSchema: stateObligationsSchema })
  state(@Param('state', { schema: stateParamSchema }) state: string, @Req() req: FastifyRequest, @Res() reply: FastifyReply): FastifyReply {
    const found = this.states.state(state);
    if (!found) throw new NotFoundException(`"${state}" is not a US state or DC; the list of states is at /api/states`);
    return found.json.send(req, reply, 300);
  }
}
