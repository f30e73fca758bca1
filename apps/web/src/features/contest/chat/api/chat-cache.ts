import type { ChatMessage } from '@cj/shared/chat';
import type { InfiniteData } from '@tanstack/react-query';
import { contestKeys } from '@/api/contests/contest-keys';

/** The chat of one contest in the query cache: pages of GET /chat/{slug}, newest first. */
export type ChatPages = InfiniteData<ChatMessage[], unknown>;

export const chatMessagesKey = (slug: string) => [...contestKeys.all(slug), 'chat'] as const;

/**
 * The messages to show, oldest first. Pages fetched by offset may overlap once new messages arrive, so each
 * message is kept once.
 */
export function messagesOldestFirst(data: ChatPages | undefined): ChatMessage[] {
  if (!data) return [];
  const seen = new Set<string>();
  const newestFirst: ChatMessage[] = [];
  for (const message of data.pages.flat()) {
    if (seen.has(message.messageId)) continue;
    seen.add(message.messageId);
    newestFirst.push(message);
  }
  return newestFirst.reverse();
}

/** The cache with a message that just arrived (posted here, or over the live stream) added at the newest end. */
export function withMessage(data: ChatPages | undefined, message: ChatMessage): ChatPages | undefined {
  if (!data) return data;
  if (data.pages.some((page) => page.some((known) => known.messageId === message.messageId))) return data;
  const [newest = [], ...older] = data.pages;
  return { ...data, pages: [[message, ...newest], ...older] };
}

/** The cache without a deleted message. */
export function withoutMessage(data: ChatPages | undefined, messageId: string): ChatPages | undefined {
  if (!data) return data;
  return {
    ...data,
    pages: data.pages.map((page) => page.filter((message) => message.messageId !== messageId)),
  };
}
