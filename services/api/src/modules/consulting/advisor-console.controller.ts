import { Body, Controller, Delete, Get, Header, HttpCode, Inject, Param, Post, Put, UseGuards } from '@nestjs/common';
import { ApiOkResponse, ApiTags } from '@nestjs/swagger';
import {
  type AdvisorSession,
  type AdvisorSessionList,
  advisorSessionListSchema,
  advisorSessionSchema,
  type DayOff,
  dayOffListSchema,
  dayOffParamSchema,
  type MarkSessionOutcomeInput,
  markSessionOutcomeInputSchema,
  type SetDayOffInput,
  setDayOffInputSchema,
} from '@launchops/contracts';
import { idParamSchema } from '../../common/params.js';
import { RateLimit } from '../../common/rate-limit/rate-limit.js';
import { AdvisorConsoleService } from './advisor-console.service.js';
import { AdvisorRoleGuard } from './advisor-role.guard.js';

/** Personal data: never stored by a browser or proxy. */
const NO_STORE = ['Cache-Control', 'no-store'] as const;

/** The advisor's console (/consulting/console): only a signed-in account with the advisor role (AdvisorRoleGuard). */
@ApiTags('consulting')
@Controller('advisor')
@UseGuards(AdvisorRoleGuard)
export class AdvisorConsoleController {
  constructor(@Inject(AdvisorConsoleService) private readonly console: AdvisorConsoleService) {}

  @Get('sessions')
  @Header(...NO_STORE)
  @ApiOkResponse({ standardSchema: advisorSessionListSchema })
  sessions(): Promise<AdvisorSessionList> {
    return this.console.sessions();
  }

  @Post('sessions/:id/outcome')
  @Header(...NO_STORE)
  @HttpCode(200)
  @RateLimit(60)
  @ApiOkResponse({ standardSchema: advisorSessionSchema })
  markOutcome(
    @Param('id', { schema: idParamSchema }) id: number,
    @Body({ schema: markSessionOutcomeInputSchema }) input: MarkSessionOutcomeInput,
  ): Promise<AdvisorSession> {
    return this.console.markOutcome(id, input.outcome);
  }

  @Get('consultants/:id/days-off')
  @Header(...NO_STORE)
  @ApiOkResponse({ standardSchema: dayOffListSchema })
  daysOff(@Param('id', { schema: idParamSchema }) id: number): Promise<DayOff[]> {
    return this.console.daysOff(id);
  }

  @Put('consultants/:id/days-off/:day')
  @Header(...NO_STORE)
  @RateLimit(60)
  @ApiOkResponse({ standardSchema: dayOffListSchema })
  setDayOff(
    @Param({ schema: dayOffParamSchema }) params: { id: string; day: string },
    @Body({ schema: setDayOffInputSchema }) input: SetDayOffInput,
  ): Promise<DayOff[]> {
    return this.console.setDayOff(Number(params.id), params.day, input.reason);
  }

  @Delete('consultants/:id/days-off/:day')
  @Header(...NO_STORE)
  @RateLimit(60)
  @ApiOkResponse({ standardSchema: dayOffListSchema })
  removeDayOff(@Param({ schema: dayOffParamSchema }) params: { id: string; day: string }): Promise<DayOff[]> {
    return this.console.removeDayOff(Number(params.id), params.day);
  }
}
