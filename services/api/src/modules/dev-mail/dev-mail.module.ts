import { Module } from '@nestjs/common';
import { DevMailController } from './dev-mail.controller.js';
import { DevMailRepository } from './dev-mail.repository.js';
import { DevMailService } from './dev-mail.service.js';

/** The local mail viewer at /api/dev/mail; app.module.ts adds it only where localMailViewerEnabled says so. */
@Module({ controllers: [DevMailController], providers: [DevMailService, DevMailRepository] })
export class DevMailModule {}
