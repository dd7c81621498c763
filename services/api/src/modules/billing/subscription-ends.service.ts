import { Inject, Injectable, Logger } from '@nestjs/common';
import type Stripe from 'stripe';
import { BillingRepository } from './billing.repository.js';
import { PAYMENTS_CLIENT } from './billing.service.js';
import type { PaymentsClient } from './payments-client.js';

const isClientError = (error: unknown) => {
  const status = (error as { statusCode?: number }).statusCode;
  return typeof status === 'number' && status >= 400 && status < 500;
};

/**
 * Subscriptions ended at Stripe from the queues the database fills in the same transaction as their cause: a second
 * subscription paid beside the live one (ended and refunded), and a deleted account's customer (every subscription
 * and open Checkout page of it ended, not only the one the account knew of). Each is retried until Stripe says done.
 */
@Injectable()
export class SubscriptionEndsService {
  private readonly logger = new Logger('Billing');

  constructor(
    @Inject(BillingRepository) private readonly repository: BillingRepository,
    @Inject(PAYMENTS_CLIENT) private readonly payments: PaymentsClient,
  ) {}

  private get stripe(): Stripe {
    if (!this.payments.stripe) throw new Error('Payments are not set up on this server');
    return this.payments.stripe;
  }

  /** Refunds one payment in full (once, whatever the retries: the key is the payment's). */
  async refundPayment(paymentIntentId: string): Promise<void> {
    try {
      await this.stripe.refunds.create({ payment_intent: paymentIntentId }, { idempotencyKey: `launchops-refund-${paymentIntentId}` });
    } catch (error) {
      // Already refunded: nothing is left to give back.
      if (!isClientError(error)) throw error;
    }
  }

  /** Ends the subscription now and, with `refund`, refunds every payment of its invoices. False when Stripe failed. */
  async end(subscriptionId: string, refund: boolean): Promise<boolean> {
    try {
      await this.stripe.subscriptions.cancel(subscriptionId).catch((error: unknown) => {
        if (!isClientError(error)) throw error;
      });
      if (refund) {
        for await (const invoice of this.stripe.invoices.list({ subscription: subscriptionId, status: 'paid', limit: 100 })) {
          for await (const paid of this.stripe.invoicePayments.list({ invoice: invoice.id, limit: 100 })) {
            const intent = paid.payment.payment_intent;
            if (paid.status === 'paid' && intent) await this.refundPayment(typeof intent === 'string' ? intent : intent.id);
          }
        }
      }
      return true;
    } catch (error) {
      this.logger.warn(`ending subscription ${subscriptionId} failed: ${error instanceof Error ? error.message : String(error)}`);
      return false;
    }
  }

  /** Ends every live subscription and every open Checkout page of a customer. False when Stripe failed. */
  async endCustomer(customerId: string): Promise<boolean> {
    try {
      for await (const subscription of this.stripe.subscriptions.list({ customer: customerId, status: 'all', limit: 100 })) {
        if (subscription.status !== 'canceled' && subscription.status !== 'incomplete_expired') await this.stripe.subscriptions.cancel(subscription.id);
      }
      for await (const session of this.stripe.checkout.sessions.list({ customer: customerId, status: 'open', limit: 100 })) {
        await this.stripe.checkout.sessions.expire(session.id);
      }
      return true;
    } catch (error) {
      this.logger.warn(`ending customer ${customerId} failed: ${error instanceof Error ? error.message : String(error)}`);
      return isClientError(error) && (error as { code?: string }).code === 'resource_missing';
    }
  }

  /** Works through both queues once; how many queued subscriptions were ended (customers are not counted). */
  async runQueues(): Promise<number> {
    let ended = 0;
    for (const { id, refund } of await this.repository.queuedCancellations()) {
      if (await this.end(id, refund)) {
        await this.repository.deleteCancellation(id);
        ended += 1;
      } else {
        await this.repository.countCancellationAttempt(id);
      }
    }
    for (const customer of await this.repository.queuedCustomers()) {
      await this.repository.deleteCustomerCancellation(customer, await this.endCustomer(customer));
    }
    return ended;
  }
}
