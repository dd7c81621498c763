import { Inject, Injectable } from '@nestjs/common';
import type { ChatHistoryEntry, ChatReply } from '@launchops/contracts';
import { DataSource } from 'typeorm';
import { PreparedRead } from '../../database/prepared-read.js';
import { AdvisorService } from './advisor.service.js';
import { type ChatMessageRow, toBotMessage, toHistoryEntry } from './chat.mapper.js';

const HISTORY_LIMIT = 50;
const INSERT_SQL = `INSERT INTO chat_message (visitor_id, is_user, content, created_at)
  VALUES ($1, $2, $3, clock_timestamp()) RETURNING id, is_user, content, created_at`;
const HISTORY = new PreparedRead<ChatMessageRow, [visitorId: string]>(
  `SELECT id, is_user, content, created_at FROM chat_message WHERE visitor_id = $1 ORDER BY id DESC LIMIT ${HISTORY_LIMIT}`,
);

@Injectable()
export class ChatService {
  constructor(
    private readonly dataSource: DataSource,
    @Inject(AdvisorService) private readonly advisor: AdvisorService,
  ) {}

  /** Answers first (the LLM may take seconds), then stores question and answer together. */
  async send(visitorId: string, content: string): Promise<ChatReply> {
    const answer = await this.advisor.answer(content);
    const bot = await this.dataSource.transaction(async (manager) => {
      await manager.query(INSERT_SQL, [visitorId, true, content]);
      const [row] = (await manager.query(INSERT_SQL, [visitorId, false, answer])) as ChatMessageRow[];
      return row!;
    });
    return { botMessage: toBotMessage(bot) };
  }

  /** This visitor's last messages, oldest first; one indexed query on (visitor_id, id). */
  async history(visitorId: string): Promise<ChatHistoryEntry[]> {
    const rows = await HISTORY.rows(this.dataSource, [visitorId]);
    return rows.reverse().map(toHistoryEntry);
  }
}
