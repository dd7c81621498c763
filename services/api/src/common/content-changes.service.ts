import { Inject, Injectable, Logger, type OnApplicationBootstrap, type OnApplicationShutdown } from '@nestjs/common';
import { APP_OPTIONS, type AppOptions } from '../config/app-options.js';
import { ContentNoticesConnection } from './content-changes.repository.js';

const RECONNECT_MS = 1_000;

/**
 * Tells the in-memory content caches (tasks, software, articles, the advisor, the assistant's index) when their
 * tables change, in every API replica: each content table's trigger sends a PostgreSQL NOTIFY with its name, and
 * each process LISTENs on a connection of its own. A lost connection is reopened, and everything is forgotten
 * then, since notices sent meanwhile are lost. The embedded database is one process's alone (nothing else can
 * write to it), so there it needs no listener.
 */
@Injectable()
export class ContentChangesService implements OnApplicationBootstrap, OnApplicationShutdown {
  private readonly logger = new Logger('ContentChanges');
  private readonly watchers: Array<{ tables: ReadonlySet<string>; forget: () => void }> = [];
  private client: ContentNoticesConnection | undefined;
  private closed = false;
  private retry: NodeJS.Timeout | undefined;

  constructor(@Inject(APP_OPTIONS) private readonly options: AppOptions) {}

  /** Calls `forget` whenever one of `tables` changes (and when notices may have been missed). */
  watch(tables: readonly string[], forget: () => void): void {
    this.watchers.push({ tables: new Set(tables), forget });
  }

  /** What a notice for `table` does; also called by tests and by the process that made the change. */
  changed(table: string): void {
    for (const watcher of this.watchers) if (watcher.tables.has(table)) watcher.forget();
  }

  async onApplicationBootstrap(): Promise<void> {
    if (this.options.databaseMode === 'external') await this.listen();
  }

  async onApplicationShutdown(): Promise<void> {
    this.closed = true;
    clearTimeout(this.retry);
    await this.client?.close();
  }

  private async listen(): Promise<void> {
    const lost = (error?: Error) => {
      if (this.closed || this.client !== client) return;
      this.client = undefined;
      this.logger.warn(`content notices lost (${error?.message ?? 'connection ended'}); reconnecting`);
      void client.close();
      this.retry = setTimeout(() => void this.listen(), RECONNECT_MS);
      this.retry.unref();
    };
    const client: ContentNoticesConnection = new ContentNoticesConnection(this.options.databaseUrl, { notice: (table) => this.changed(table), lost });
    this.client = client;
    try {
      await client.listen();
      // Whatever changed while nobody listened is read afresh.
      for (const watcher of this.watchers) watcher.forget();
    } catch (error) {
      lost(error as Error);
    }
  }
}
