import { Global, Module } from '@nestjs/common';
import { TypeOrmModule } from '@nestjs/typeorm';
import { APP_OPTIONS, type AppOptions } from '../config/app-options.js';
import { dataSourceOptions } from './data-source.js';
import { SeedService } from './seed.service.js';

@Global()
@Module({
  imports: [
    TypeOrmModule.forRootAsync({
      inject: [APP_OPTIONS],
      useFactory: (options: AppOptions) => ({
        ...dataSourceOptions(options.databaseUrl, options.databaseMode === 'embedded'),
        // Fail at start with a clear message rather than retrying for ever.
        retryAttempts: 2,
        retryDelay: 1000,
      }),
    }),
  ],
  providers: [SeedService],
  exports: [SeedService],
})
export class DatabaseModule {}
