import { useMutation, useQueryClient } from '@tanstack/react-query';
import { api } from '@/lib/api-client';
import { type ChatPages, chatMessagesKey, withoutMessage } from './chat-cache';

/** DELETE /chat/messages/{id} (204, administrators). */
async function deleteChatMessage(messageId: string): Promise<void> {
  await api.delete(`/chat/messages/${encodeURIComponent(messageId)}`);
}

export function useDeleteChatMessage(slug: string) {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: deleteChatMessage,
    onSuccess: (_, messageId) => {
      queryClient.setQueryData<ChatPages>(chatMessagesKey(slug), (data) => withoutMessage(data, messageId));
    },
  });
}
