import { type DynamicModule, Module } from '@nestjs/common';
import { APP_FILTER, APP_GUARD, APP_PIPE } from '@nestjs/core';
import { ThrottlerGuard, ThrottlerModule } from '@nestjs/throttler';
import { HttpExceptionFilter } from './common/http-exception.filter.js';
import { SchemaValidationPipe } from './common/schema-validation.pipe.js';
import { APP_OPTIONS, type AppOptions } from './config/app-options.js';
import { DatabaseModule } from './database/database.module.js';
import { DOMAIN_MODULES } from './modules/domain-modules.js';

@Module({})
export class AppModule {
  static forRoot(options: AppOptions): DynamicModule {
    return {
      module: AppModule,
      global: true,
      imports: [
        ThrottlerModule.forRoot({
          // Routes opt in with @Throttle; everything else is limited generously.
          throttlers: [{ name: 'default', ttl: 60_000, limit: Math.round(600 * options.env.RATE_LIMIT_FACTOR) }],
          setHeaders: true,
        }),
        DatabaseModule,
        ...DOMAIN_MODULES,
      ],
      providers: [
        { provide: APP_OPTIONS, useValue: options },
        { provide: APP_PIPE, useClass: SchemaValidationPipe },
        { provide: APP_FILTER, useClass: HttpExceptionFilter },
        { provide: APP_GUARD, useClass: ThrottlerGuard },
      ],
      exports: [APP_OPTIONS],
    };
  }
}
