import type { ChatMessage } from '@cj/shared/chat';
import { useEffect, useState } from 'react';

/**
 * Spec §4: messages arriving while the chat is closed raise an unread count, reset on open. What was there when
 * the page loaded counts as read, and so do your own messages.
 */
export function useUnreadCount(
  messages: ChatMessage[] | undefined,
  open: boolean,
  accountId: number,
): number {
  const [seen, setSeen] = useState<ReadonlySet<string> | null>(null);

  useEffect(() => {
    if (!messages) return;
    if (seen === null || open) {
      const unseen = messages.filter((message) => !seen?.has(message.messageId));
      if (seen === null || unseen.length > 0) {
        setSeen(new Set([...(seen ?? []), ...messages.map((message) => message.messageId)]));
      }
    }
  }, [messages, open, seen]);

  if (open || !messages || seen === null) return 0;
  return messages.filter((message) => message.sender.id !== accountId && !seen.has(message.messageId)).length;
}
