import { Inject, Injectable, NotFoundException, type OnModuleInit } from '@nestjs/common';
import type { ProductRedirect } from '@launchops/contracts';
import { defaultContentDir, loadProductRedirects, productRedirectLocation } from '@launchops/content';
import { APP_OPTIONS, type AppOptions } from '../../config/app-options.js';

/** Old product addresses (services/content/product-redirects.yaml), read and validated at start: they change with a deploy. */
@Injectable()
export class ProductRedirectsService implements OnModuleInit {
  private byFrom = new Map<string, ProductRedirect>();

  constructor(@Inject(APP_OPTIONS) private readonly options: AppOptions) {}

  async onModuleInit(): Promise<void> {
    const redirects = await loadProductRedirects(this.options.env.CONTENT_DIR ?? defaultContentDir);
    this.byFrom = new Map(redirects.map((r) => [r.from, { from: r.from, to: r.to ?? null, location: productRedirectLocation(r) }]));
  }

  get(from: string): ProductRedirect {
    const found = this.byFrom.get(from);
    if (!found) throw new NotFoundException('That address leads nowhere: it is no old product address');
    return found;
  }
}
