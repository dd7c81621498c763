import { Global, Module } from '@nestjs/common';
import { TypeOrmModule } from '@nestjs/typeorm';
import { DataSource, type DataSourceOptions } from 'typeorm';
import { ContentChangesService } from '../common/content-changes.service.js';
import { APP_OPTIONS, type AppOptions } from '../config/app-options.js';
import { dataSourceOptions } from './data-source.js';
import { requireMigrated } from './migration-check.js';
import { Transactions } from './sql-repository.js';
import { prepareDatabase } from './prepare-database.js';

/** Which options belong to a shared database (prepared under the advisory lock), and whether to migrate at all. */
const prepareLocks = new WeakMap<object, { lock: { url: string } | null; migrations: AppOptions['env']['MIGRATIONS'] }>();
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
        prepareLocks.set(typeOrmOptions, {
          lock: options.databaseMode === 'external' ? { url: options.databaseUrl } : null,
          migrations: options.env.MIGRATIONS,
        });
        contentDirs.set(typeOrmOptions, options.env.CONTENT_DIR);
        return typeOrmOptions;
      },
      // Migrated and seeded before any other provider starts, under a lock shared by every API process (unless skipped).
      dataSourceFactory: async (dataSourceOptions) => {
        const dataSource = await new DataSource(dataSourceOptions as DataSourceOptions).initialize();
        try {
          const prepare = prepareLocks.get(dataSourceOptions!);
          // MIGRATIONS=skip (Kubernetes): the migrations Job prepared the database before this rollout.
          if (prepare?.migrations === 'skip') await requireMigrated(dataSource);
          else await prepareDatabase(dataSource, prepare?.lock ?? null, contentDirs.get(dataSourceOptions!));
        } catch (error) {
          await dataSource.destroy().catch(() => undefined);
          throw error;
        }
        return dataSource;
      },
    }),
  ],
  providers: [ContentChangesService, Transactions],
  exports: [ContentChangesService, Transactions],
})
export class DatabaseModule {}
