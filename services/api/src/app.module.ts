import { type DynamicModule, Module } from '@nestjs/common';
import { APP_FILTER, APP_GUARD, APP_PIPE } from '@nestjs/core';
import { HttpExceptionFilter } from './common/http-exception.filter.js';
import { JobsModule } from './common/jobs/jobs.module.js';
import { RateLimitGuard } from './common/rate-limit/rate-limit.guard.js';
import { RateLimitModule } from './common/rate-limit/rate-limit.module.js';
import { SameOriginGuard } from './common/same-origin.guard.js';
import { SchemaValidationPipe } from './common/schema-validation.pipe.js';
import { VisitorModule } from './common/visitor.module.js';
import { APP_OPTIONS, type AppOptions } from './config/app-options.js';
import { DatabaseModule } from './database/database.module.js';
import { DOMAIN_MODULES } from './modules/domain-modules.js';
import { localMailViewerEnabled } from './common/mail/local-mail.js';
import { DevMailModule } from './modules/dev-mail/dev-mail.module.js';

@Module({})
export class AppModule {
  static forRoot(options: AppOptions): DynamicModule {
    return {
      module: AppModule,
      global: true,
      imports: [
        RateLimitModule.forRoot(options),
        DatabaseModule,
        JobsModule,
        VisitorModule,
        ...DOMAIN_MODULES,
        // The local mail viewer exists only where no mail leaves the machine (no SMTP, not production).
        ...(localMailViewerEnabled(options.env) ? [DevMailModule] : []),
      ],
      providers: [
        { provide: APP_OPTIONS, useValue: options },
        { provide: APP_PIPE, useClass: SchemaValidationPipe },
        { provide: APP_FILTER, useClass: HttpExceptionFilter },
        // Forgery first: a refused request does not count against the sender's rate limit.
        { provide: APP_GUARD, useClass: SameOriginGuard },
        { provide: APP_GUARD, useClass: RateLimitGuard },
      ],
      exports: [APP_OPTIONS],
    };
  }
}
