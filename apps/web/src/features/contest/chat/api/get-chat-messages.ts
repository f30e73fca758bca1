import { type ChatMessage, ChatMessageSchema } from '@cj/shared/chat';
import { CHAT_REFRESH_MS, PAGE_SIZE } from '@cj/shared/constants';
import { infiniteQueryOptions, useInfiniteQuery } from '@tanstack/react-query';
import { z } from 'zod';
import { api } from '@/lib/api-client';
import { emptyOnFailure } from '@/lib/empty-on-failure';
import { nextOffset } from '@/lib/paging';
import { chatMessagesKey } from './chat-cache';

/** GET /chat/{slug}?offset&count: a page of 10 messages, newest first; empty rather than failing (spec §8). */
function getChatMessages(slug: string, offset: number, signal?: AbortSignal): Promise<ChatMessage[]> {
  return emptyOnFailure(
    api.get(`/chat/${encodeURIComponent(slug)}`, {
      schema: z.array(ChatMessageSchema),
      params: { offset, count: PAGE_SIZE.chat },
      signal,
    }),
  );
}

/** Refreshed every 5 s (spec §9); the live stream adds and removes messages in between. */
export const getChatMessagesQueryOptions = (slug: string) =>
  infiniteQueryOptions({
    queryKey: chatMessagesKey(slug),
    queryFn: ({ pageParam, signal }) => getChatMessages(slug, pageParam, signal),
    initialPageParam: 0,
    getNextPageParam: (lastPage, pages) => nextOffset(lastPage, pages, PAGE_SIZE.chat),
    refetchInterval: CHAT_REFRESH_MS,
  });

export function useChatMessages(slug: string) {
  return useInfiniteQuery(getChatMessagesQueryOptions(slug));
}
