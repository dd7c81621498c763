import { Module } from '@nestjs/common';
import { MailModule } from '../../common/mail/mail.module.js';
import { AdvisorConsoleRepository } from '../consulting/advisor-console.repository.js';
import { AdvisorRoleGuard } from '../consulting/advisor-role.guard.js';
import { AdvisorRoadmapController, FounderRoadmapController } from './roadmap.controller.js';
import { RoadmapRepository } from './roadmap.repository.js';
import { RoadmapService } from './roadmap.service.js';

/** The Premium plan's custom roadmap: the advisor annotates and orders a founder's plan tasks; the founder reads it. */
@Module({
  imports: [MailModule],
  controllers: [AdvisorRoadmapController, FounderRoadmapController],
  providers: [RoadmapRepository, RoadmapService, AdvisorRoleGuard, AdvisorConsoleRepository],
})
export class RoadmapModule {}
