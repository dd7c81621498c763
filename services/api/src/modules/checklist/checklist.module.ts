import { Module } from '@nestjs/common';
import { ChecklistController } from './checklist.controller.js';
import { ChecklistRepository } from './checklist.repository.js';
import { ChecklistService } from './checklist.service.js';
import { LegacyRoutesRepository } from './legacy-routes.repository.js';
import { LegacyRoutesService } from './legacy-routes.service.js';

@Module({
  controllers: [ChecklistController],
  providers: [ChecklistRepository, LegacyRoutesRepository, ChecklistService, LegacyRoutesService],
  exports: [ChecklistService, LegacyRoutesService],
})
export class ChecklistModule {}
