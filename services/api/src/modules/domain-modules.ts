import { AffiliateModule } from './affiliate/affiliate.module.js';
import { BlogModule } from './blog/blog.module.js';
import { ChatModule } from './chat/chat.module.js';
import { ChecklistModule } from './checklist/checklist.module.js';
import { ContactModule } from './contact/contact.module.js';
import { HealthModule } from './health/health.module.js';
import { RetentionModule } from './retention/retention.module.js';
import { SoftwareModule } from './software/software.module.js';
import { ConsultingModule } from './consulting/consulting.module.js';
import { NewsletterModule } from './newsletter/newsletter.module.js';
import { PlanModule } from './plan/plan.module.js';
import { ReleasesModule } from './releases/releases.module.js';
import { AuthModule } from './auth/auth.module.js';
import { BillingModule } from './billing/billing.module.js';
import { SitePoliciesModule } from './site-policies/site-policies.module.js';
import { StatesModule } from './states/states.module.js';
import { DocumentTemplatesModule } from './templates/templates.module.js';
import { RoadmapModule } from './roadmap/roadmap.module.js';

/** One module per domain; each owns its routes under /api. */
export const DOMAIN_MODULES = [
  HealthModule,
  ChecklistModule,
  SoftwareModule,
  BlogModule,
  ChatModule,
  AffiliateModule,
  ContactModule,
  ConsultingModule,
  NewsletterModule,
  PlanModule,
  RetentionModule,
  ReleasesModule,
  AuthModule,
  SitePoliciesModule,
  StatesModule,
  BillingModule,
  DocumentTemplatesModule,
  RoadmapModule,
];
