import { type CanActivate, createParamDecorator, type ExecutionContext, HttpException, HttpStatus, Inject, Injectable } from '@nestjs/common';
import type { FastifyRequest } from 'fastify';
import { clientAddressHash } from '../../common/client-address.js';
import { VisitorPipe } from '../../common/visitor.js';
import { AssistantAllowanceService } from './assistant-allowance.service.js';

const COUNTED_CLIENT = Symbol('client whose question counts against an allowance');
type CountedRequest = FastifyRequest & { [COUNTED_CLIENT]?: string | null };

/**
 * The assistant's daily allowance, enforced on the chat route (see AssistantAllowanceService): once the visitor, or
 * the client address it asks from, has none left, a 429 says what lifts the cap. A question that counts carries its
 * client address (`@CountedClient()`).
 */
@Injectable()
export class AssistantAllowanceGuard implements CanActivate {
  constructor(
    @Inject(AssistantAllowanceService) private readonly allowance: AssistantAllowanceService,
    @Inject(VisitorPipe) private readonly visitors: VisitorPipe,
  ) {}

  async canActivate(context: ExecutionContext): Promise<boolean> {
    const request = context.switchToHttp().getRequest<CountedRequest>();
    const client = clientAddressHash(request);
    const status = await this.allowance.status(await this.visitors.transform(request), client);
    request[COUNTED_CLIENT] = status.dailyAllowance === null ? null : client;
    if (status.left === null || status.left > 0) return true;
    const renews = 'It renews at midnight UTC; the Pro and Premium plans have no daily limit.';
    throw new HttpException(
      status.limitedBy === 'visitor'
        ? `You have asked the Operations Advisor ${status.dailyAllowance} questions today, the free daily allowance. ${renews}`
        : `The free daily allowance of the Operations Advisor is used up for questions from your network today. ${renews}`,
      HttpStatus.TOO_MANY_REQUESTS,
    );
  }
}

/** The hashed client address of a question that counts against an allowance (null: the plan has no cap). */
export const CountedClient = createParamDecorator((_data: unknown, ctx: ExecutionContext): string | null => {
  return ctx.switchToHttp().getRequest<CountedRequest>()[COUNTED_CLIENT] ?? null;
});
