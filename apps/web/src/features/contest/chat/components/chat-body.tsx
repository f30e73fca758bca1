import { CHAT_MESSAGES, type ChatMessage } from '@cj/shared/chat';
import Box from '@mui/material/Box';
import Divider from '@mui/material/Divider';
import Typography from '@mui/material/Typography';
import { useState } from 'react';
import { InlineLoader } from '@/components/ui/inline-loader';
import { ChatComposer } from './chat-composer';
import { ChatMessageList } from './chat-message-list';
import { DeleteMessageDialog } from './delete-message-dialog';

export interface ChatBodyProps {
  slug: string;
  messages: ChatMessage[];
  loading: boolean;
  hasOlder: boolean;
  loadingOlder: boolean;
  onLoadOlder: () => void;
  accountId: number;
  isAdministrator: boolean;
  /** Players of the contest and administrators may write; others read. */
  canPost: boolean;
  autoFocus?: boolean;
}

/** The conversation and, below it, the box to write in: the same in the panel and in the dialog. */
export function ChatBody({
  slug,
  messages,
  loading,
  hasOlder,
  loadingOlder,
  onLoadOlder,
  accountId,
  isAdministrator,
  canPost,
  autoFocus,
}: ChatBodyProps) {
  const [deleting, setDeleting] = useState<ChatMessage | null>(null);
  return (
    <Box sx={{ display: 'flex', flexDirection: 'column', height: '100%', minHeight: 0 }}>
      {loading ? (
        <InlineLoader label="Loading chat" />
      ) : (
        <ChatMessageList
          messages={messages}
          accountId={accountId}
          hasOlder={hasOlder}
          loadingOlder={loadingOlder}
          onLoadOlder={onLoadOlder}
          onDelete={isAdministrator ? setDeleting : undefined}
        />
      )}
      <Divider />
      <Box sx={{ pt: 1.5 }}>
        {canPost ? (
          <ChatComposer slug={slug} autoFocus={autoFocus} />
        ) : (
          <Typography variant="body2" color="text.secondary">
            {CHAT_MESSAGES.enterToChat}
          </Typography>
        )}
      </Box>
      {isAdministrator ? (
        <DeleteMessageDialog slug={slug} message={deleting} onClose={() => setDeleting(null)} />
      ) : null}
    </Box>
  );
}
