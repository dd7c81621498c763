import { Injectable } from '@nestjs/common';
import { PreparedRead } from '../../database/prepared-read.js';
import { SqlRepository, type Tx } from '../../database/sql-repository.js';
import type { ChatMessageRow } from './chat.mapper.js';

const HISTORY_LIMIT = 50;
const INSERT_SQL = `INSERT INTO chat_message (visitor_id, is_user, content, created_at, client_hash)
  VALUES ($1, $2, $3, clock_timestamp(), $4) RETURNING id, is_user, content, created_at`;
const TODAY = `date_trunc('day', now() AT TIME ZONE 'UTC') AT TIME ZONE 'UTC'`;
const HISTORY = new PreparedRead<ChatMessageRow, [visitorId: string]>(
  `SELECT id, is_user, content, created_at FROM chat_message WHERE visitor_id = $1 ORDER BY id DESC LIMIT ${HISTORY_LIMIT}`,
);

/** A visitor's conversation with the assistant (chat_message). */
@Injectable()
export class ChatRepository extends SqlRepository {
  /**
   * Stores one message (the visitor's when `isUser`, else the advisor's) and returns its row; a question counted
   * against an allowance keeps the hash of its client address (`clientHash`).
   */
  async insertMessage(visitorId: string, isUser: boolean, content: string, tx?: Tx, clientHash: string | null = null): Promise<ChatMessageRow> {
    const row = await this.one<ChatMessageRow>(INSERT_SQL, [visitorId, isUser, content, clientHash], tx);
    return row!;
  }

  /** The questions this visitor asked today (UTC day). */
  async questionsToday(visitorId: string): Promise<number> {
    const row = await this.one<{ n: number }>(`SELECT count(*)::int AS n FROM chat_message WHERE visitor_id = $1 AND is_user AND created_at >= ${TODAY}`, [
      visitorId,
    ]);
    return row?.n ?? 0;
  }

  /** The questions counted against an allowance from one client address today (UTC day), whichever visitors asked. */
  async addressQuestionsToday(clientHash: string): Promise<number> {
    const row = await this.one<{ n: number }>(`SELECT count(*)::int AS n FROM chat_message WHERE client_hash = $1 AND created_at >= ${TODAY}`, [clientHash]);
    return row?.n ?? 0;
  }

  /** The visitor's last messages, newest first; one indexed query on (visitor_id, id). */
  latestMessages(visitorId: string): Promise<ChatMessageRow[]> {
    return this.read(HISTORY, [visitorId]);
  }
}
