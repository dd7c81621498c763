import { Inject, Injectable, Logger } from '@nestjs/common';
import type { PaidPlanId } from '@launchops/contracts';
import type Stripe from 'stripe';
import { MailService } from '../../common/mail/mail.service.js';
import { APP_OPTIONS, type AppOptions } from '../../config/app-options.js';
import type { Tx } from '../../database/sql-repository.js';
import { planCancelledMail, planChangedMail, type PlanMailFacts, planStartedMail } from './billing-mails.js';
import { BillingRepository, type RecordedSubscription } from './billing.repository.js';
import type { SessionPaymentHooks } from './billing-webhooks.service.js';
import { EntitlementsRepository } from './entitlements.repository.js';
import { effectivePlan, PAID_WITH_PLAN_CREDIT } from './entitlements.service.js';
import { PlansCatalogueService, planOfLookupKey } from './plans-catalogue.service.js';
import { SubscriptionEndsService } from './subscription-ends.service.js';

export const idOf = (value: string | { id: string } | null | undefined): string | undefined => (typeof value === 'string' ? value : (value?.id ?? undefined));
const at = (seconds: number | null | undefined): Date | null => (typeof seconds === 'number' ? new Date(seconds * 1000) : null);

/** Stripe statuses of a subscription that charges (or is about to charge) the customer. */
const CHARGING = new Set(['active', 'trialing', 'past_due', 'unpaid', 'incomplete']);
const isLive = (row: RecordedSubscription | undefined): row is RecordedSubscription => Boolean(row) && effectivePlan(row) !== 'free';
/** How long the site's mark on a plan change it made (metadata.siteChangeAt) names that change. */
const SITE_CHANGE_MS = 10 * 60_000;

type State = { accountId: number; subscriptionId: string; plan: PaidPlanId; status: string; periodEnd: Date | null; cancelAtPeriodEnd: boolean };

/**
 * customer.subscription.* events: the account's one subscription recorded (an older event changes nothing), a second
 * one paid beside the live one refused (ended and refunded, after the commit and from the queue until done), and
 * the founder told of a plan started, changed or cancelled, in the same transaction.
 */
@Injectable()
export class SubscriptionEventsService {
  private readonly logger = new Logger('BillingWebhooks');

  constructor(
    @Inject(BillingRepository) private readonly repository: BillingRepository,
    @Inject(APP_OPTIONS) private readonly options: AppOptions,
    @Inject(PlansCatalogueService) private readonly catalogue: PlansCatalogueService,
    @Inject(MailService) private readonly mail: MailService,
    @Inject(SubscriptionEndsService) private readonly ends: SubscriptionEndsService,
    @Inject(EntitlementsRepository) private readonly entitlements: EntitlementsRepository,
  ) {}

  async accountOfCustomer(tx: Tx, customer: string | undefined, metadataAccountId: string | undefined): Promise<number | undefined> {
    const fromMetadata = Number(metadataAccountId);
    if (Number.isSafeInteger(fromMetadata) && fromMetadata > 0 && (await this.repository.accountExists(fromMetadata, tx))) return fromMetadata;
    if (!customer) return undefined;
    return this.repository.accountOfCustomer(customer, tx);
  }

  /** Applies the event's subscription; true when it queued a mail. */
  async changed(
    tx: Tx,
    subscription: Stripe.Subscription,
    { created, deleted }: { created: Date; deleted: boolean },
    afterCommit: Array<() => Promise<void>>,
    hooks?: Pick<SessionPaymentHooks, 'creditsWithdrawn'>,
  ): Promise<boolean> {
    const accountId = await this.accountOfCustomer(tx, idOf(subscription.customer), subscription.metadata?.accountId);
    const charging = !deleted && CHARGING.has(subscription.status);
    if (!accountId) {
      this.logger.warn(`subscription ${subscription.id}: no account for customer ${idOf(subscription.customer)}`);
      // Paid from a page left open while the account was deleted: nobody may be charged for a plan nobody has.
      if (charging) await this.refuse(tx, subscription.id, afterCommit);
      return false;
    }
    const item = subscription.items?.data?.[0];
    const plan: PaidPlanId | undefined = planOfLookupKey(item?.price?.lookup_key) ?? planOfLookupKey(`launchops_${subscription.metadata?.plan}_monthly_usd`);
    if (!plan) {
      this.logger.warn(`subscription ${subscription.id}: its price is none of the plans'`);
      return false;
    }
    const before = await this.repository.recordedSubscription(accountId, tx);
    if (charging && isLive(before) && before.stripe_subscription_id !== subscription.id) {
      this.logger.warn(`subscription ${subscription.id}: account ${accountId} already has ${before.stripe_subscription_id}; ended and refunded`);
      await this.refuse(tx, subscription.id, afterCommit);
      return false;
    }
    const legacy = subscription as unknown as { current_period_start?: number; current_period_end?: number };
    const state = {
      accountId,
      subscriptionId: subscription.id,
      plan,
      status: deleted ? 'canceled' : subscription.status,
      periodStart: at(item?.current_period_start ?? legacy.current_period_start),
      periodEnd: at(item?.current_period_end ?? legacy.current_period_end),
      cancelAtPeriodEnd: subscription.cancel_at_period_end ?? false,
      eventAt: created,
    };
    if (!(await this.repository.upsertSubscription(state, tx))) return false;
    const contact = await this.repository.accountContact(accountId, tx);
    if (!contact) return false;
    const bySite = subscription.metadata?.plan === plan && created.getTime() - Number(subscription.metadata?.siteChangeAt ?? 0) < SITE_CHANGE_MS;
    const released = bySite || !hooks ? 0 : await this.withdrawCredits(tx, contact.visitor_id, before, state, hooks);
    return (await this.tell(tx, contact.email, before, state, released)) || released > 0;
  }

  /**
   * A smaller plan set outside the site (the billing portal, the dashboard) credits the unused part of the period, so
   * the sessions booked this period on credits the smaller plan lacks are released (policies.yaml, "refunds").
   */
  private async withdrawCredits(
    tx: Tx,
    visitorId: string,
    before: RecordedSubscription | undefined,
    after: State,
    hooks: Pick<SessionPaymentHooks, 'creditsWithdrawn'>,
  ): Promise<number> {
    if (!isLive(before) || before.stripe_subscription_id !== after.subscriptionId || !before.current_period_start) return 0;
    const keep = this.catalogue.numbers(after.plan).sessionsPerMonth ?? 0;
    if (keep >= (this.catalogue.numbers(before.plan).sessionsPerMonth ?? 0)) return 0;
    const used = await this.entitlements.creditsUsed(visitorId, PAID_WITH_PLAN_CREDIT, before.current_period_start, tx);
    return used > keep ? hooks.creditsWithdrawn(tx, visitorId, before.current_period_start, used - keep) : 0;
  }

  private async refuse(tx: Tx, subscriptionId: string, afterCommit: Array<() => Promise<void>>): Promise<void> {
    await this.repository.queueCancellation(subscriptionId, true, tx);
    afterCommit.push(async () => {
      if (await this.ends.end(subscriptionId, true)) await this.repository.deleteCancellation(subscriptionId);
    });
  }

  /** The founder's e-mail about what this event changed: a plan started, changed or cancelled (at most one). */
  private async tell(tx: Tx, to: string, before: RecordedSubscription | undefined, after: State, released: number): Promise<boolean> {
    if (!['active', 'trialing'].includes(after.status)) return false;
    const same = before?.stripe_subscription_id === after.subscriptionId;
    const plan = this.catalogue.plan(after.plan);
    const facts: PlanMailFacts = {
      to,
      accountId: after.accountId,
      planName: plan.name,
      monthlyPriceUsd: plan.monthlyPriceUsd,
      periodEnd: after.periodEnd,
      siteUrl: this.options.env.SITE_URL,
    };
    const mail = !same
      ? planStartedMail(facts)
      : before.plan !== after.plan
        ? planChangedMail(facts, this.catalogue.plan(before.plan).name, released)
        : !before.cancel_at_period_end && after.cancelAtPeriodEnd
          ? planCancelledMail(facts)
          : undefined;
    if (!mail) return false;
    await this.mail.enqueue(tx, mail);
    return true;
  }
}
