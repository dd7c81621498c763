import { Injectable } from '@nestjs/common';
import { PreparedRead } from '../../database/prepared-read.js';
import { SqlRepository, type Tx } from '../../database/sql-repository.js';
import type { ChatMessageRow } from './chat.mapper.js';

const HISTORY_LIMIT = 50;
const INSERT_SQL = `INSERT INTO chat_message (visitor_id, is_user, content, created_at)
  VALUES ($1, $2, $3, clock_timestamp()) RETURNING id, is_user, content, created_at`;
const HISTORY = new PreparedRead<ChatMessageRow, [visitorId: string]>(
  `SELECT id, is_user, content, created_at FROM chat_message WHERE visitor_id = $1 ORDER BY id DESC LIMIT ${HISTORY_LIMIT}`,
);

/** A visitor's conversation with the assistant (chat_message). */
@Injectable()
export class ChatRepository extends SqlRepository {
  /** Stores one message (the visitor's when `isUser`, else the advisor's) and returns its row. */
  async insertMessage(visitorId: string, isUser: boolean, content: string, tx?: Tx): Promise<ChatMessageRow> {
    const row = await this.one<ChatMessageRow>(INSERT_SQL, [visitorId, isUser, content], tx);
    return row!;
  }

  /** The visitor's last messages, newest first; one indexed query on (visitor_id, id). */
  latestMessages(visitorId: string): Promise<ChatMessageRow[]> {
    return this.read(HISTORY, [visitorId]);
  }
}
