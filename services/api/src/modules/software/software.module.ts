import { Module } from '@nestjs/common';
import { ChecklistModule } from '../checklist/checklist.module.js';
import { ProductRedirectsService } from './product-redirects.service.js';
import { SoftwareController } from './software.controller.js';
import { SoftwareRepository } from './software.repository.js';
import { SoftwareService } from './software.service.js';

@Module({
  imports: [ChecklistModule],
  controllers: [SoftwareController],
  providers: [SoftwareRepository, SoftwareService, ProductRedirectsService],
  exports: [SoftwareService],
})
export class SoftwareModule {}
