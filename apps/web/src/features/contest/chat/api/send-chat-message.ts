import { type ChatMessage, ChatMessageSchema } from '@cj/shared/chat';
import { useMutation, useQueryClient } from '@tanstack/react-query';
import { track } from '@/lib/analytics';
import { api } from '@/lib/api-client';
import { type ChatPages, chatMessagesKey, withMessage } from './chat-cache';

/**
 * POST /chat (201). The client makes the id (utils/message-id), which is also the request's Idempotency-Key
 * (decision 056): sending the same draft again after a failure reuses it, so a message whose answer was lost is
 * stored once and answered as first stored.
 */
function sendChatMessage(input: { messageID: string; contestSlug: string; message: string }) {
  return api.post<ChatMessage>('/chat', input, {
    schema: ChatMessageSchema,
    idempotencyKey: input.messageID,
  });
}

export function useSendChatMessage(slug: string) {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: (draft: { messageID: string; message: string }) =>
      sendChatMessage({ ...draft, contestSlug: slug }),
    onSuccess: (message) => {
      track('chat_message_sent', { contest: slug });
      queryClient.setQueryData<ChatPages>(chatMessagesKey(slug), (data) => withMessage(data, message));
    },
  });
}
