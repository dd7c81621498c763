import { Module } from '@nestjs/common';
import { DocumentTemplatesController } from './templates.controller.js';
import { DocumentTemplatesService } from './templates.service.js';

/** Document templates: the public list and, from the Basic plan up, each template's text (EntitlementsService is global). */
@Module({ controllers: [DocumentTemplatesController], providers: [DocumentTemplatesService] })
export class DocumentTemplatesModule {}
