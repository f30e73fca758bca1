import type { ChatMessage } from '@cj/shared/chat';
import { playerName } from '@cj/shared/rules/player-name';
import { testAccount } from '@/testing/test-utils';

let sequence = 0;

/** A message in the shape GET /chat answers; by another player unless `sender` says otherwise. */
export function makeChatMessage(content: string, overrides: Partial<ChatMessage> = {}): ChatMessage {
  const n = sequence++;
  return {
    messageId: `00000000-0000-4000-8000-${String(n).padStart(12, '0')}`,
    sender: { id: 90, name: 'Bea B.' },
    content,
    createdAt: new Date(Date.UTC(2024, 4, 4, 15, 0, n)).toISOString(),
    ...overrides,
  };
}

export const ownSender = {
  id: testAccount.id,
  name: playerName(testAccount),
};
