import { Body, Controller, Delete, Get, HttpCode, Inject, Param, Put, Req, Res, UseGuards } from '@nestjs/common';
import { ApiOkResponse, ApiTags } from '@nestjs/swagger';
import { type DayOff, dayOffListSchema, dayOffParamSchema, type SetDayOffInput, setDayOffInputSchema } from '@launchops/contracts';
import type { FastifyReply, FastifyRequest } from 'fastify';
import { idParamSchema } from '../../common/params.js';
import { RateLimit } from '../../common/rate-limit/rate-limit.js';
import { AdvisorAdminGuard } from './advisor-admin.guard.js';
import { ConsultantsService } from './consultants.service.js';

/** The advisor's days off: public to read (the booking page shows them); editable here with ADVISOR_ADMIN_TOKEN (scripts) and in the advisor's console (AdvisorConsoleController). */
@ApiTags('consulting')
@Controller('consultants/:id/days-off')
export class DaysOffController {
  constructor(@Inject(ConsultantsService) private readonly consultants: ConsultantsService) {}

  @Get()
  @ApiOkResponse({ standardSchema: dayOffListSchema })
  async list(@Param('id', { schema: idParamSchema }) id: number, @Req() request: FastifyRequest, @Res() reply: FastifyReply): Promise<void> {
    (await this.consultants.daysOffJson(id, new Date().toISOString().slice(0, 10))).send(request, reply);
  }

  @Put(':day')
  @UseGuards(AdvisorAdminGuard)
  @RateLimit(60)
  @ApiOkResponse({ standardSchema: dayOffListSchema })
  set(
    @Param({ schema: dayOffParamSchema }) params: { id: string; day: string },
    @Body({ schema: setDayOffInputSchema }) input: SetDayOffInput,
  ): Promise<DayOff[]> {
    return this.consultants.setDayOff(Number(params.id), params.day, input.reason);
  }

  @Delete(':day')
  @UseGuards(AdvisorAdminGuard)
  @RateLimit(60)
  @HttpCode(204)
  async remove(@Param({ schema: dayOffParamSchema }) params: { id: string; day: string }): Promise<void> {
    await this.consultants.removeDayOff(Number(params.id), params.day);
  }
}
