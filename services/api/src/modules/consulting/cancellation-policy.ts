import { Inject, Injectable, type OnModuleInit } from '@nestjs/common';
import { SitePoliciesService } from '../site-policies/site-policies.service.js';

/** The cancellation policy as policies.yaml words it (the refunds policy's `cancellation`), for the booking e-mails. */
@Injectable()
export class CancellationPolicy implements OnModuleInit {
  private text = '';

  constructor(@Inject(SitePoliciesService) private readonly policies: SitePoliciesService) {}

  /** Read once at start, with the content (a content edit reaches it with the next start, like every other). */
  async onModuleInit(): Promise<void> {
    const refunds = (await this.policies.answer()).policies.find((policy) => policy.id === 'refunds');
    if (!refunds?.cancellation) throw new Error('policies.yaml: the refunds policy needs its "cancellation" wording (the booking e-mails quote it)');
    this.text = refunds.cancellation;
  }

  get wording(): string {
    return this.text;
  }
}
