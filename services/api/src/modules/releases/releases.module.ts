import { Module } from '@nestjs/common';
import { ReleaseSignalsService } from './release-signals.service.js';
import { ReleasesController, ReleaseSignalsController } from './releases.controller.js';
import { ReleasesService } from './releases.service.js';

@Module({ controllers: [ReleasesController, ReleaseSignalsController], providers: [ReleasesService, ReleaseSignalsService] })
export class ReleasesModule {}
