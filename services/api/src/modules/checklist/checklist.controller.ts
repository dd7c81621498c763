import { Body, Controller, Get, Inject, Param, Patch } from '@nestjs/common';
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
import { idParamSchema } from '../../common/params.js';
import { Visitor } from '../../common/visitor.js';
import { ChecklistService } from './checklist.service.js';

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
  items(@Visitor() visitor: string): Promise<ChecklistItem[]> {
    return this.checklist.listItems(visitor);
  }

  @Get('checklist-items/category/:id')
  @ApiOkResponse({ standardSchema: checklistItemListSchema })
  itemsOfCategory(@Param('id', { schema: idParamSchema }) categoryId: number, @Visitor() visitor: string): Promise<ChecklistItem[]> {
    return this.checklist.listItems(visitor, categoryId);
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
