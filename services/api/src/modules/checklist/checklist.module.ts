import { Module } from '@nestjs/common';
import { ChecklistController } from './checklist.controller.js';
import { ChecklistService } from './checklist.service.js';
import { LegacyRoutesService } from './legacy-routes.service.js';

@Module({ controllers: [ChecklistController], providers: [ChecklistService, LegacyRoutesService], exports: [ChecklistService, LegacyRoutesService] })
export class ChecklistModule {}
