import { BadRequestException, Inject, Injectable } from '@nestjs/common';
import type { AffiliateClickInput, AffiliateClickRecorded } from '@launchops/contracts';
import { AffiliateRepository } from './affiliate.repository.js';

@Injectable()
export class AffiliateService {
  constructor(@Inject(AffiliateRepository) private readonly clicks: AffiliateRepository) {}

  async record(input: AffiliateClickInput, visitorId: string): Promise<AffiliateClickRecorded> {
    if (!(await this.clicks.insertClick(input, visitorId))) {
      throw new BadRequestException(`There is no tool "${input.toolId}" in the catalogue: toolId must be the id of a product the site lists.`);
    }
    return { recorded: true };
  }
}
