import { Inject, Injectable, Logger } from '@nestjs/common';
import type { PaidPlanId } from '@launchops/contracts';
import type Stripe from 'stripe';
import { MailService } from '../../common/mail/mail.service.js';
import { APP_OPTIONS, type AppOptions } from '../../config/app-options.js';
import type { Tx } from '../../database/sql-repository.js';
import { planCancelledMail, planChangedMail, type PlanMailFacts, planStartedMail } from './billing-mails.js';
import { BillingRepository, type RecordedSubscription } from './billing.repository.js';
import { effectivePlan } from './entitlements.service.js';
import { PlansCatalogueService, planOfLookupKey } from './plans-catalogue.service.js';
import { SubscriptionEndsService } from './subscription-ends.service.js';

export const idOf = (value: string | { id: string } | null | undefined): string | undefined => (typeof value === 'string' ? value : (value?.id ?? undefined));
const at = (seconds: number | null | undefined): Date | null => (typeof seconds === 'number' ? new Date(seconds * 1000) : null);

/** Stripe statuses of a subscription that charges (or is about to charge) the customer. */
const CHARGING = new Set(['active', 'trialing', 'past_due', 'unpaid', 'incomplete']);
const isLive = (row: RecordedSubscription | undefined): row is RecordedSubscription => Boolean(row) && effectivePlan(row) !== 'free';

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
  ) {}

  async accountOfCustomer(tx: Tx, customer: string | undefined, metadataAccountId: string | undefined): Promise<number | undefined> {
    const fromMetadata = Number(metadataAccountId);
    if (Number.isSafeInteger(fromMetadata) && fromMetadata > 0 && (await this.repository.accountExists(fromMetadata, tx))) return fromMetadata;
    if (!customer) return undefined;
    return this.repository.accountOfCustomer(customer, tx);
  }

  /** Applies the event's subscription; true when it queued a mail. */
  async changed(tx: Tx, subscription: Stripe.Subscription, created: Date, deleted: boolean, afterCommit: Array<() => Promise<void>>): Promise<boolean> {
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
    return this.tell(tx, before, state);
  }

  private async refuse(tx: Tx, subscriptionId: string, afterCommit: Array<() => Promise<void>>): Promise<void> {
    await this.repository.queueCancellation(subscriptionId, true, tx);
    afterCommit.push(async () => {
      if (await this.ends.end(subscriptionId, true)) await this.repository.deleteCancellation(subscriptionId);
    });
  }

  /** The founder's e-mail about what this event changed: a plan started, changed or cancelled (at most one). */
  private async tell(
    tx: Tx,
    before: RecordedSubscription | undefined,
    after: { accountId: number; subscriptionId: string; plan: PaidPlanId; status: string; periodEnd: Date | null; cancelAtPeriodEnd: boolean },
  ): Promise<boolean> {
    if (!['active', 'trialing'].includes(after.status)) return false;
    const same = before?.stripe_subscription_id === after.subscriptionId;
    const to = await this.repository.accountEmail(after.accountId, tx);
    if (!to) return false;
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
        ? planChangedMail(facts, this.catalogue.plan(before.plan).name)
        : !before.cancel_at_period_end && after.cancelAtPeriodEnd
          ? planCancelledMail(facts)
          : undefined;
    if (!mail) return false;
    await this.mail.enqueue(tx, mail);
    return true;
  }
}
