import { Module } from '@nestjs/common';
import { PinLinksService } from './pin-links.service.js';
import { ReleaseRegistryService } from './release-registry.service.js';
import { ReleaseSignalsRepository } from './release-signals.repository.js';
import { ReleaseSignalsService } from './release-signals.service.js';
import { ReleaseTokensService } from './release-tokens.service.js';
import { LiveReleasesController, ReleasesController, ReleaseSignalsController } from './releases.controller.js';
import { ReleaseTokenGuard } from './release-token.guard.js';
import { ReleasesRepository } from './releases.repository.js';

@Module({
  controllers: [LiveReleasesController, ReleasesController, ReleaseSignalsController],
  providers: [
    ReleasesRepository,
    ReleaseSignalsRepository,
    ReleaseTokensService,
    ReleaseRegistryService,
    PinLinksService,
    ReleaseSignalsService,
    ReleaseTokenGuard,
  ],
})
export class ReleasesModule {}
