import { chatReplySchema } from '@launchops/contracts';
import { expect } from 'vitest';
import { clientAddresses, countRows } from './requests.js';
import type { TestApi, TestVisitor } from './test-api.js';

export const NOT_ADVICE = 'This is general information, not legal or tax advice.';

export interface Who {
  visitor: TestVisitor;
  ip: string;
}

/** The chat's endpoints as the chat tests use them, on the API `api()` returns once it has started. */
export function chatClient(api: () => TestApi, subnet: number) {
  const nextAddress = clientAddresses(subnet);
  /** Each visitor gets its own client address, so rate limits do not leak between tests. */
  const newVisitor = (): Who => ({ visitor: api().visitor(), ip: nextAddress() });
  const ask = async (content: string, who = newVisitor()) => {
    const res = await who.visitor.request('POST', '/api/chatbot/message', { content }, { headers: { 'x-forwarded-for': who.ip } });
    expect(res.status, res.text).toBe(201);
    return chatReplySchema.parse(res.body).botMessage;
  };
  const chatRows = async (): Promise<number> => (await countRows(api(), 'chat_message')).chat_message!;
  return { newVisitor, ask, chatRows };
}

/** The answer's cited sources: the lines after "Read more:". */
export function sourceLines(content: string): string[] {
  const after = content.split('Read more:')[1] ?? '';
  return after.split('\n').filter((line) => line.startsWith('- '));
}
