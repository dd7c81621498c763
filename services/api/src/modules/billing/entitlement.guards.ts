import { type CanActivate, type ExecutionContext, HttpException, HttpStatus, Inject, Injectable } from '@nestjs/common';
import { PREMIUM_ARTICLE_PLAN_MESSAGE } from '@launchops/contracts';
import type { FastifyRequest } from 'fastify';
import { ContentChangesService } from '../../common/content-changes.service.js';
import { MemoryCache } from '../../common/memory-cache.js';
import { VisitorPipe } from '../../common/visitor.js';
import { EntitlementsRepository } from './entitlements.repository.js';
import { EntitlementsService } from './entitlements.service.js';

/** Marks a request that served a premium article, so its answer is never kept by a shared cache (see BillingModule). */
export const SERVED_PREMIUM = Symbol('served premium article');

/**
 * Premium articles (tier: premium) go only to visitors whose plan has premium-articles (Basic and above); others get
 * a 402 naming the plan that opens them.
 */
@Injectable()
export class PremiumArticleGuard implements CanActivate {
  private readonly premiumSlugs = new MemoryCache<Set<string>>(async () => new Set(await this.repository.premiumArticleSlugs()));

  constructor(
    @Inject(EntitlementsService) private readonly entitlements: EntitlementsService,
    @Inject(EntitlementsRepository) private readonly repository: EntitlementsRepository,
    @Inject(VisitorPipe) private readonly visitors: VisitorPipe,
    @Inject(ContentChangesService) changes: ContentChangesService,
  ) {
    changes.watch(['blog_post'], () => this.premiumSlugs.invalidate());
  }

  async canActivate(context: ExecutionContext): Promise<boolean> {
    const request = context.switchToHttp().getRequest<FastifyRequest & { [SERVED_PREMIUM]?: boolean }>();
    const slug = (request.params as { slug?: unknown } | undefined)?.slug;
    if (typeof slug !== 'string' || !(await this.premiumSlugs.get()).has(slug)) return true;
    request[SERVED_PREMIUM] = true;
    if (await this.entitlements.has(await this.visitors.transform(request), 'premium-articles')) return true;
    throw new HttpException(PREMIUM_ARTICLE_PLAN_MESSAGE, HttpStatus.PAYMENT_REQUIRED);
  }
}
