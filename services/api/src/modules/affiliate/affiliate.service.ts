import { Inject, Injectable } from '@nestjs/common';
import type { AffiliateClickInput, AffiliateClickRecorded } from '@launchops/contracts';
import { AffiliateRepository } from './affiliate.repository.js';

@Injectable()
export class AffiliateService {
  constructor(@Inject(AffiliateRepository) private readonly clicks: AffiliateRepository) {}

  async record(input: AffiliateClickInput, visitorId: string): Promise<AffiliateClickRecorded> {
    await this.clicks.insertClick(input, visitorId);
    return { recorded: true };
  }
}
