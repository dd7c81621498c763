import { Body, Controller, HttpCode, HttpStatus, Inject, Post } from '@nestjs/common';
import { RouteConfig } from '@nestjs/platform-fastify';
import { ApiAcceptedResponse, ApiTags } from '@nestjs/swagger';
import { type AffiliateClickInput, affiliateClickInputSchema, type AffiliateClickRecorded, affiliateClickRecordedSchema } from '@launchops/contracts';
import { Visitor } from '../../common/visitor.js';
import { AffiliateService } from './affiliate.service.js';
import { BEACON_JSON } from './beacon-body.js';
import { RateLimit } from '../../common/rate-limit/rate-limit.js';

@ApiTags('affiliate')
@Controller('affiliate-clicks')
export class AffiliateController {
  constructor(@Inject(AffiliateService) private readonly affiliate: AffiliateService) {}

  /** Also takes `navigator.sendBeacon` bodies (JSON sent as text/plain). */
  @Post()
  @HttpCode(HttpStatus.ACCEPTED)
  @RouteConfig(BEACON_JSON)
  @RateLimit(60)
  @ApiAcceptedResponse({ standardSchema: affiliateClickRecordedSchema })
  record(@Body({ schema: affiliateClickInputSchema }) input: AffiliateClickInput, @Visitor() visitor: string): Promise<AffiliateClickRecorded> {
    return this.affiliate.record(input, visitor);
  }
}
