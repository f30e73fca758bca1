import type { ChatMessage } from '@cj/shared/chat';
import { playerName } from '@cj/shared/rules/player-name';
import type { ChatMessageRow } from './repository';

/** A message as every reader gets it: the sender named by the one rule ('Ada L.'), never their full last name. */
export function toChatMessage(row: ChatMessageRow): ChatMessage {
  return {
    messageId: row.id,
    sender: { id: row.sender.id, name: playerName(row.sender) },
    content: row.content,
    createdAt: row.createdAt.toISOString(),
  };
}
