import { Inject, Injectable } from '@nestjs/common';
import type { AssistantAllowance } from '@launchops/contracts';
import { APP_OPTIONS, type AppOptions } from '../../config/app-options.js';
import { EntitlementsService } from '../billing/entitlements.service.js';
import { ChatRepository } from './chat.repository.js';

/**
 * How many free allowances one client address gets a day: a shared office or a household asks from one address, so it
 * gets a few (times RATE_LIMIT_FACTOR, like every limit per address); a client dropping its cookie gets no more.
 */
export const ADDRESS_ALLOWANCE_MULTIPLE = 5;

/** The allowance as the guard and the allowance route read it; `limitedBy` says which count ran out. */
export interface AllowanceStatus extends AssistantAllowance {
  limitedBy: 'visitor' | 'address' | null;
}

/** The next midnight UTC after `now`, when the day's count renews. */
export function nextUtcMidnight(now = new Date()): Date {
  return new Date(Date.UTC(now.getUTCFullYear(), now.getUTCMonth(), now.getUTCDate() + 1));
}

/**
 * The assistant's daily allowance: a visitor whose plan has no unlimited assistant may ask as many questions a day
 * (UTC) as plans.yaml gives the free plan, and one client address ADDRESS_ALLOWANCE_MULTIPLE times that across all its
 * visitors (questions counted against an allowance carry their client address, hashed). Pro and Premium: no cap.
 */
@Injectable()
export class AssistantAllowanceService {
  private readonly factor: number;

  constructor(
    @Inject(EntitlementsService) private readonly entitlements: EntitlementsService,
    @Inject(ChatRepository) private readonly messages: ChatRepository,
    @Inject(APP_OPTIONS) options: AppOptions,
  ) {
    this.factor = options.env.RATE_LIMIT_FACTOR;
  }

  async status(visitorId: string, clientHash: string, now = new Date()): Promise<AllowanceStatus> {
    const resetsAt = nextUtcMidnight(now).toISOString();
    const dailyAllowance = this.entitlements.assistantAllowance(await this.entitlements.planOf(visitorId));
    if (dailyAllowance === null) return { dailyAllowance, left: null, resetsAt, limitedBy: null };
    const mine = await this.messages.questionsToday(visitorId);
    const network = await this.messages.addressQuestionsToday(clientHash);
    const addressAllowance = Math.max(1, Math.round(dailyAllowance * ADDRESS_ALLOWANCE_MULTIPLE * this.factor));
    const left = Math.max(0, Math.min(dailyAllowance - mine, addressAllowance - network));
    const limitedBy = left > 0 ? null : mine >= dailyAllowance ? 'visitor' : 'address';
    return { dailyAllowance, left, resetsAt, limitedBy };
  }
}
