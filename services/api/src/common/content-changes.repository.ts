import pg from 'pg';

/** The channel the content tables' triggers notify on (migration 1801000000000-content-change-notices). */
export const CONTENT_CHANNEL = 'launchops_content';

export interface ContentNoticeHandlers {
  /** A content table's name, as its trigger sent it. */
  notice(table: string): void;
  /** The connection failed or ended: notices sent from now on are not heard. */
  lost(error?: Error): void;
}

/**
 * A connection of its own that LISTENs for the content tables' notices (a pooled connection cannot hold a
 * LISTEN). Connection errors after `listen` resolves reach `lost`; a failure to connect rejects `listen`.
 */
export class ContentNoticesConnection {
  private readonly client: pg.Client;

  constructor(databaseUrl: string, handlers: ContentNoticeHandlers) {
    this.client = new pg.Client({ connectionString: databaseUrl, application_name: 'launchops-content-listener' });
    this.client.on('notification', (message) => {
      if (message.channel === CONTENT_CHANNEL && message.payload) handlers.notice(message.payload);
    });
    this.client.on('error', (error) => handlers.lost(error));
    this.client.on('end', () => handlers.lost());
  }

  async listen(): Promise<void> {
    await this.client.connect();
    await this.client.query(`LISTEN ${CONTENT_CHANNEL}`);
  }

  close(): Promise<void> {
    return this.client.end().catch(() => undefined);
  }
}
