import type { ChatMessage } from '@cj/shared/chat';
import type { ChatMessageRow } from './repository';

export function toChatMessage(row: ChatMessageRow): ChatMessage {
  return {
    messageId: row.id,
    sender: row.sender,
    content: row.content,
    createdAt: row.createdAt.toISOString(),
  };
}
