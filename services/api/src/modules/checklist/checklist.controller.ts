import { Body, Controller, Get, Inject, Param, Patch, Res } from '@nestjs/common';
import { ApiOkResponse, ApiTags } from '@nestjs/swagger';
import {
  type ChecklistCategory,
  type ChecklistItem,
  checklistCategoryListSchema,
  checklistItemListSchema,
  checklistItemSchema,
  type UpdateChecklistItemInput,
  updateChecklistItemInputSchema,
} from '@launchops/contracts';
import type { FastifyReply } from 'fastify';
import { idParamSchema } from '../../common/params.js';
import { Visitor } from '../../common/visitor.js';
import { ChecklistService } from './checklist.service.js';

/** A body already serialised (per-visitor, so no ETag), with the content type Fastify gives objects. */
function sendJson(reply: FastifyReply, body: Buffer): FastifyReply {
  return reply.type('application/json; charset=utf-8').send(body);
}

@ApiTags('checklist')
@Controller()
export class ChecklistController {
  constructor(@Inject(ChecklistService) private readonly checklist: ChecklistService) {}

  @Get('checklist-categories')
  @ApiOkResponse({ standardSchema: checklistCategoryListSchema })
  categories(@Visitor() visitor: string): Promise<ChecklistCategory[]> {
    return this.checklist.listCategories(visitor);
  }

  @Get('checklist-items')
  @ApiOkResponse({ standardSchema: checklistItemListSchema })
  async items(@Visitor() visitor: string, @Res() reply: FastifyReply): Promise<FastifyReply> {
    return sendJson(reply, await this.checklist.listItemsJson(visitor));
  }

  @Get('checklist-items/category/:id')
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
