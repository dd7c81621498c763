import type { DataSourceOptions } from 'typeorm';
import type { Env } from '../config/env.js';
import { AffiliateClickEntity } from '../modules/affiliate/entities/affiliate-click.entity.js';
import { AuthorEntity } from '../modules/blog/entities/author.entity.js';
import { BlogPostEntity } from '../modules/blog/entities/blog-post.entity.js';
import { ChatMessageEntity } from '../modules/chat/entities/chat-message.entity.js';
import { KnowledgeDocumentEntity } from '../modules/chat/entities/knowledge-document.entity.js';
import { ChecklistCategoryEntity } from '../modules/checklist/entities/checklist-category.entity.js';
import { ChecklistItemEntity } from '../modules/checklist/entities/checklist-item.entity.js';
import { ChecklistProgressEntity } from '../modules/checklist/entities/checklist-progress.entity.js';
import { ConsultantEntity } from '../modules/consulting/entities/consultant.entity.js';
import { ConsultationBookingEntity } from '../modules/consulting/entities/consultation-booking.entity.js';
import { ContactMessageEntity } from '../modules/contact/entities/contact-message.entity.js';
import { OutboxEmailEntity } from '../common/mail/entities/outbox-email.entity.js';
import { NewsletterSubscriptionEntity } from '../modules/newsletter/entities/newsletter-subscription.entity.js';
import { PlanAnswersEntity } from '../modules/plan/entities/plan-answers.entity.js';
import { PlanCalendarFeedEntity } from '../modules/plan/entities/plan-calendar-feed.entity.js';
import { ProductEntity } from '../modules/software/entities/product.entity.js';
import { InitialSchema1763800000000 } from './migrations/1763800000000-initial-schema.js';
import { NewsletterConfirmationSentAt1795000000000 } from './migrations/1795000000000-newsletter-confirmation-sent-at.js';
import { ReadinessPlan1796000000000 } from './migrations/1796000000000-readiness-plan.js';
import { OutboxClaimsAndScheduledJobs1796500000000 } from './migrations/1796500000000-outbox-claims-and-scheduled-jobs.js';
import { AdvisorDaysOffAndPrice1797000000000 } from './migrations/1797000000000-advisor-days-off-and-price.js';
import { PlanReminders1798000000000 } from './migrations/1798000000000-plan-reminders.js';
import { ReleaseRegistry1799000000000 } from './migrations/1799000000000-release-registry.js';
import { ReleaseSignals1799500000000 } from './migrations/1799500000000-release-signals.js';
import { Accounts1800000000000 } from './migrations/1800000000000-accounts.js';
import { PasskeysAndAccountData1800500000000 } from './migrations/1800500000000-passkeys-and-account-data.js';
import { ContentChangeNotices1801000000000 } from './migrations/1801000000000-content-change-notices.js';
import { KnowledgeEverydayWords1801500000000 } from './migrations/1801500000000-knowledge-everyday-words.js';
import { ScheduleAndReleaseNotices1802000000000 } from './migrations/1802000000000-schedule-and-release-notices.js';
import { SignInFailures1803100000000 } from './migrations/1803100000000-sign-in-failures.js';
import { PasskeyChallengeHandles1803200000000 } from './migrations/1803200000000-passkey-challenge-handles.js';
import { AccountVisitorIds1803300000000 } from './migrations/1803300000000-account-visitor-ids.js';
import { SentSignInCodesScrubbed1803400000000 } from './migrations/1803400000000-sent-sign-in-codes-scrubbed.js';
import { BookingMeetingAndQuestionnaire1803450000000 } from './migrations/1803450000000-booking-meeting-and-questionnaire.js';
import { ProductCatalogue1803600000000 } from './migrations/1803600000000-product-catalogue.js';
import { AdvisorConsole1803700000000 } from './migrations/1803700000000-advisor-console.js';
import { NewsletterIssues1803810000000 } from './migrations/1803810000000-newsletter-issues.js';
import { Billing1803900000000 } from './migrations/1803900000000-billing.js';
import { BillingCancellations1804230000000 } from './migrations/1804230000000-billing-cancellations.js';
import { AccountDataIndexes1804300000000 } from './migrations/1804300000000-account-data-indexes.js';
import { PaidBookings1804400000000 } from './migrations/1804400000000-paid-bookings.js';
import { PlanRoadmap1804500000000 } from './migrations/1804500000000-plan-roadmap.js';
import { BookingHolds1804600000000 } from './migrations/1804600000000-booking-holds.js';
import { ClientCounts1804850000000 } from './migrations/1804850000000-client-counts.js';
import { BillingOneSubscription1804900000000 } from './migrations/1804900000000-billing-one-subscription.js';
import { SubscriptionPlanSince1805000000000 } from './migrations/1805000000000-subscription-plan-since.js';

export const ENTITIES = [
  ChecklistCategoryEntity,
  ChecklistItemEntity,
  ChecklistProgressEntity,
  ProductEntity,
  AuthorEntity,
  BlogPostEntity,
  ConsultantEntity,
  ConsultationBookingEntity,
  OutboxEmailEntity,
  NewsletterSubscriptionEntity,
  ChatMessageEntity,
  KnowledgeDocumentEntity,
  AffiliateClickEntity,
  ContactMessageEntity,
  PlanAnswersEntity,
  PlanCalendarFeedEntity,
];

export const MIGRATIONS = [
  InitialSchema1763800000000,
  NewsletterConfirmationSentAt1795000000000,
  ReadinessPlan1796000000000,
  OutboxClaimsAndScheduledJobs1796500000000,
  AdvisorDaysOffAndPrice1797000000000,
  PlanReminders1798000000000,
  ReleaseRegistry1799000000000,
  ReleaseSignals1799500000000,
  Accounts1800000000000,
  PasskeysAndAccountData1800500000000,
  ContentChangeNotices1801000000000,
  KnowledgeEverydayWords1801500000000,
  ScheduleAndReleaseNotices1802000000000,
  SignInFailures1803100000000,
  PasskeyChallengeHandles1803200000000,
  AccountVisitorIds1803300000000,
  SentSignInCodesScrubbed1803400000000,
  BookingMeetingAndQuestionnaire1803450000000,
  ProductCatalogue1803600000000,
  AdvisorConsole1803700000000,
  NewsletterIssues1803810000000,
  Billing1803900000000,
  BillingCancellations1804230000000,
  AccountDataIndexes1804300000000,
  PaidBookings1804400000000,
  PlanRoadmap1804500000000,
  BookingHolds1804600000000,
  ClientCounts1804850000000,
  BillingOneSubscription1804900000000,
  SubscriptionPlanSince1805000000000,
];

/**
 * TypeORM options for either database. The embedded one gets a pool of one connection (its wire server
 * serves one at a time, each from a clean session); a real PostgreSQL gets DATABASE_POOL_SIZE per process. Migrations
 * are run by prepareDatabase, under a lock, not by TypeORM at connect.
 */
export function dataSourceOptions(
  url: string,
  embedded: boolean,
  env?: Pick<Env, 'DATABASE_POOL_SIZE' | 'DATABASE_STATEMENT_TIMEOUT_MS' | 'DATABASE_IDLE_TIMEOUT_MS'>,
): DataSourceOptions {
  return {
    type: 'postgres',
    url,
    entities: ENTITIES,
    migrations: MIGRATIONS,
    migrationsRun: false,
    migrationsTransactionMode: 'each',
    synchronize: false,
    poolSize: embedded ? 1 : (env?.DATABASE_POOL_SIZE ?? 10),
    connectTimeoutMS: 5000,
    applicationName: 'launchops-api',
    extra: {
      // Fail fast while the database is away instead of queueing requests for ever.
      connectionTimeoutMillis: 5000,
      idleTimeoutMillis: env?.DATABASE_IDLE_TIMEOUT_MS ?? 30_000,
      // One slow query must not hold a connection (and the visitor) for ever.
      statement_timeout: env?.DATABASE_STATEMENT_TIMEOUT_MS ?? 10_000,
    },
    logging: ['error', 'migration'],
  };
}
