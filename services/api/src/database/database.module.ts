import { Global, Module } from '@nestjs/common';
import { TypeOrmModule } from '@nestjs/typeorm';
import { DataSource, type DataSourceOptions } from 'typeorm';
import { ContentChangesService } from '../common/content-changes.service.js';
import { APP_OPTIONS, type AppOptions } from '../config/app-options.js';
import { dataSourceOptions } from './data-source.js';
import { prepareDatabase } from './prepare-database.js';

/** Which options belong to a shared database, and so prepare it under the advisory lock. */
const prepareLocks = new WeakMap<object, { url: string } | null>();
/** The content folder each database is seeded from (CONTENT_DIR; unset: the one in @launchops/content). */
const contentDirs = new WeakMap<object, string | undefined>();

@Global()
@Module({
  imports: [
    TypeOrmModule.forRootAsync({
      inject: [APP_OPTIONS],
      useFactory: (options: AppOptions) => {
        const typeOrmOptions = {
          ...dataSourceOptions(options.databaseUrl, options.databaseMode === 'embedded', options.env),
          // Fail at start with a clear message rather than retrying for ever.
          retryAttempts: 2,
          retryDelay: 1000,
        };
        // Several processes share an external database; the embedded one is single-process (no lock needed).
        prepareLocks.set(typeOrmOptions, options.databaseMode === 'external' ? { url: options.databaseUrl } : null);
        contentDirs.set(typeOrmOptions, options.env.CONTENT_DIR);
        return typeOrmOptions;
      },
      // Migrated and seeded before any other provider starts, under a lock shared by every API process.
      dataSourceFactory: async (dataSourceOptions) => {
        const dataSource = await new DataSource(dataSourceOptions as DataSourceOptions).initialize();
        try {
          await prepareDatabase(dataSource, prepareLocks.get(dataSourceOptions!) ?? null, contentDirs.get(dataSourceOptions!));
        } catch (error) {
          await dataSource.destroy().catch(() => undefined);
          throw error;
        }
        return dataSource;
      },
    }),
  ],
  providers: [ContentChangesService],
  exports: [ContentChangesService],
})
export class DatabaseModule {}
