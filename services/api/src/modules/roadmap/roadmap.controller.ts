import { Body, Controller, Get, Header, Inject, Param, Put, UseGuards } from '@nestjs/common';
import { ApiOkResponse, ApiTags } from '@nestjs/swagger';
import { type Roadmap, type RoadmapFounder, roadmapFounderListSchema, type RoadmapInput, roadmapInputSchema, roadmapSchema } from '@launchops/contracts';
import { idParamSchema } from '../../common/params.js';
import { RateLimit } from '../../common/rate-limit/rate-limit.js';
import { Visitor } from '../../common/visitor.js';
import { AdvisorRoleGuard } from '../consulting/advisor-role.guard.js';
import { RoadmapService } from './roadmap.service.js';

/** The advisor's side of the custom roadmap: only the advisor's account (401 signed out, 403 another account). */
@ApiTags('roadmap')
@Controller('advisor/roadmaps')
@UseGuards(AdvisorRoleGuard)
export class AdvisorRoadmapController {
  constructor(@Inject(RoadmapService) private readonly roadmaps: RoadmapService) {}

  @Get()
  @Header('Cache-Control', 'private, no-store')
  @ApiOkResponse({ standardSchema: roadmapFounderListSchema })
  founders(): Promise<RoadmapFounder[]> {
    return this.roadmaps.founders();
  }

  @Get(':id')
  @Header('Cache-Control', 'private, no-store')
  @ApiOkResponse({ standardSchema: roadmapSchema })
  roadmap(@Param('id', { schema: idParamSchema }) id: number): Promise<Roadmap> {
    return this.roadmaps.forAdvisor(id);
  }

  /** The whole roadmap, replacing the one before; the founder is e-mailed when it changed. */
  @Put(':id')
  @RateLimit(60)
  @ApiOkResponse({ standardSchema: roadmapSchema })
  replace(@Param('id', { schema: idParamSchema }) id: number, @Body({ schema: roadmapInputSchema }) input: RoadmapInput): Promise<Roadmap> {
    return this.roadmaps.replace(id, input);
  }
}

/** The founder's side: her own roadmap on her plan page (Premium; 402 below it). */
@ApiTags('roadmap')
@Controller('plan/roadmap')
export class FounderRoadmapController {
  constructor(@Inject(RoadmapService) private readonly roadmaps: RoadmapService) {}

  @Get()
  @Header('Cache-Control', 'private, no-store')
  @ApiOkResponse({ standardSchema: roadmapSchema })
  roadmap(@Visitor() visitor: string): Promise<Roadmap> {
    return this.roadmaps.forFounder(visitor);
  }
}
