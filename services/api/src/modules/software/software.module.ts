import { Module } from '@nestjs/common';
import { ChecklistModule } from '../checklist/checklist.module.js';
import { SoftwareController } from './software.controller.js';
import { SoftwareService } from './software.service.js';

@Module({ imports: [ChecklistModule], controllers: [SoftwareController], providers: [SoftwareService], exports: [SoftwareService] })
export class SoftwareModule {}
