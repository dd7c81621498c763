import { Body, Controller, Get, Inject, Param, Patch, Req, Res } from '@nestjs/common';
import { ApiOkResponse, ApiTags } from '@nestjs/swagger';
import {
  type ChecklistCategory,
  type ChecklistItem,
  type ChecklistProgress,
  checklistCategoryListSchema,
  checklistContentSchema,
  checklistProgressSchema,
  checklistItemListSchema,
  checklistItemSchema,
  type UpdateChecklistItemInput,
  updateChecklistItemInputSchema,
} from '@launchops/contracts';
import type { FastifyReply, FastifyRequest } from 'fastify';
import { idParamSchema } from '../../common/params.js';
import { Visitor } from '../../common/visitor.js';
import { ChecklistService } from './checklist.service.js';
import { LegacyRoute } from './legacy-route.guard.js';

/** A body already serialised (per-visitor, so no ETag), with the content type Fastify gives objects. */
function sendJson(reply: FastifyReply, body: Buffer): FastifyReply {
  return reply.type('application/json; charset=utf-8').send(body);
}

@ApiTags('checklist')
@Controller()
export class ChecklistController {
  constructor(@Inject(ChecklistService) private readonly checklist: ChecklistService) {}

  /** The checklist's categories and tasks, the same for everybody: a browser and a CDN may keep it. */
  @Get('checklist')
  @ApiOkResponse({ standardSchema: checklistContentSchema })
  async content(@Req() request: FastifyRequest, @Res() reply: FastifyReply): Promise<void> {
    (await this.checklist.contentJson()).send(request, reply);
  }

  /** Which tasks this visitor has completed. */
  @Get('checklist-progress')
  @ApiOkResponse({ standardSchema: checklistProgressSchema })
  progress(@Visitor() visitor: string): Promise<ChecklistProgress> {
    return this.checklist.progress(visitor);
  }

  /** Categories with this visitor's counts; checklist builds older than /api/checklist-progress read it (legacy: 410 once none is live). */
  @Get('checklist-categories')
  @LegacyRoute('checklist')
  @ApiOkResponse({ standardSchema: checklistCategoryListSchema })
  categories(@Visitor() visitor: string): Promise<ChecklistCategory[]> {
    return this.checklist.listCategories(visitor);
  }

  /** Tasks with this visitor's state (about 130 kB); checklist builds older than /api/checklist read it (legacy). */
  @Get('checklist-items')
  @LegacyRoute('checklist')
  @ApiOkResponse({ standardSchema: checklistItemListSchema })
  async items(@Visitor() visitor: string, @Res() reply: FastifyReply): Promise<FastifyReply> {
    return sendJson(reply, await this.checklist.listItemsJson(visitor));
  }

  /** One category's tasks with this visitor's state (legacy, as above). */
  @Get('checklist-items/category/:id')
  @LegacyRoute('checklist')
  @ApiOkResponse({ standardSchema: checklistItemListSchema })
  async itemsOfCategory(
    @Param('id', { schema: idParamSchema }) categoryId: number,
    @Visitor() visitor: string,
    @Res() reply: FastifyReply,
  ): Promise<FastifyReply> {
    return sendJson(reply, await this.checklist.listItemsJson(visitor, categoryId));
  }

  @Patch('checklist-items/:id')
  @ApiOkResponse({ standardSchema: checklistItemSchema })
  update(
    @Param('id', { schema: idParamSchema }) id: number,
    @Body({ schema: updateChecklistItemInputSchema }) input: UpdateChecklistItemInput,
    @Visitor() visitor: string,
  ): Promise<ChecklistItem> {
    return this.checklist.setCompleted(visitor, id, input.completed);
  }
}
