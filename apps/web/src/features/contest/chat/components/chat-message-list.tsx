import { CHAT_MESSAGES, type ChatMessage } from '@cj/shared/chat';
import Box from '@mui/material/Box';
import Button from '@mui/material/Button';
import Typography from '@mui/material/Typography';
import { useLayoutEffect, useRef } from 'react';
import { ChatMessageItem } from './chat-message-item';

/** How close to an edge (px) counts as being at it. */
const EDGE_PX = 48;

interface ChatMessageListProps {
  messages: ChatMessage[];
  accountId: number;
  hasOlder: boolean;
  loadingOlder: boolean;
  onLoadOlder: () => void;
  onDelete?: (message: ChatMessage) => void;
}

/**
 * The conversation, oldest at the top. It follows new messages while you are at the bottom, keeps its place when
 * older ones load above, and loads older ones when you scroll to the top (or press the button).
 */
export function ChatMessageList({
  messages,
  accountId,
  hasOlder,
  loadingOlder,
  onLoadOlder,
  onDelete,
}: ChatMessageListProps) {
  const scroller = useRef<HTMLDivElement>(null);
  const atBottom = useRef(true);
  const previous = useRef({ height: 0, oldestId: undefined as string | undefined });

  useLayoutEffect(() => {
    const element = scroller.current;
    if (!element) return;
    const oldestId = messages[0]?.messageId;
    const olderLoaded = previous.current.oldestId !== undefined && oldestId !== previous.current.oldestId;
    if (olderLoaded && !atBottom.current) {
      element.scrollTop += element.scrollHeight - previous.current.height;
    } else if (atBottom.current) {
      element.scrollTop = element.scrollHeight;
    }
    previous.current = { height: element.scrollHeight, oldestId };
  }, [messages]);

  const onScroll = () => {
    const element = scroller.current;
    if (!element) return;
    atBottom.current = element.scrollHeight - element.scrollTop - element.clientHeight < EDGE_PX;
    if (element.scrollTop < EDGE_PX && hasOlder && !loadingOlder) onLoadOlder();
  };

  return (
    <Box
      ref={scroller}
      role="log"
      aria-label="Chat messages"
      tabIndex={0}
      onScroll={onScroll}
      sx={{ flex: 1, minHeight: 0, overflowY: 'auto', overscrollBehavior: 'contain' }}
    >
      {hasOlder ? (
        <Box sx={{ textAlign: 'center', py: 1 }}>
          <Button size="small" onClick={onLoadOlder} disabled={loadingOlder}>
            {loadingOlder ? 'Loading older messages...' : 'Load older messages'}
          </Button>
        </Box>
      ) : null}
      {messages.length === 0 ? (
        <Typography variant="body2" color="text.secondary" sx={{ p: 2, textAlign: 'center' }}>
          {CHAT_MESSAGES.noMessages}
        </Typography>
      ) : (
        <Box component="ol" sx={{ listStyle: 'none', m: 0, p: 0 }}>
          {messages.map((message) => (
            <ChatMessageItem
              key={message.messageId}
              message={message}
              own={message.sender.id === accountId}
              onDelete={onDelete}
            />
          ))}
        </Box>
      )}
    </Box>
  );
}
