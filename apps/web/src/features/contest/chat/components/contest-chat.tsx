import type { Account } from '@cj/shared/accounts';
import { useMemo, useState } from 'react';
import { track } from '@/lib/analytics';
import { messagesOldestFirst } from '../api/chat-cache';
import { useChatMessages } from '../api/get-chat-messages';
import { useUnreadCount } from '../hooks/use-unread-count';
import type { ChatBodyProps } from './chat-body';
import { ChatDialogLauncher } from './chat-dialog-launcher';
import { ChatPanel } from './chat-panel';

interface ContestChatProps {
  slug: string;
  account: Account;
  /** Entered in the contest (or an administrator): may write, not only read. */
  canPost: boolean;
  /** A panel on wide screens; a button beside the page's tabs and a full-screen dialog on small ones (spec §2). */
  layout: 'panel' | 'dialog';
}

/**
 * The contest's chat (shown when chat is enabled and someone is signed in). Messages refresh every 5 s and arrive
 * at once over the page's live stream; while it is closed, new messages from others raise an unread count.
 */
export function ContestChat({ slug, account, canPost, layout }: ContestChatProps) {
  const chat = useChatMessages(slug);
  const messages = useMemo(() => messagesOldestFirst(chat.data), [chat.data]);
  const [open, setOpen] = useState(layout === 'panel');
  const unread = useUnreadCount(chat.data ? messages : undefined, open, account.id);

  const changeOpen = (next: boolean) => {
    if (next && !open) track('chat_opened', { contest: slug });
    setOpen(next);
  };
  const body: ChatBodyProps = {
    slug,
    messages,
    loading: chat.isPending,
    hasOlder: chat.hasNextPage,
    loadingOlder: chat.isFetchingNextPage,
    onLoadOlder: () => void chat.fetchNextPage(),
    accountId: account.id,
    isAdministrator: account.isAdministrator,
    canPost,
  };

  return layout === 'panel' ? (
    <ChatPanel open={open} onOpenChange={changeOpen} unread={unread} body={body} />
  ) : (
    <ChatDialogLauncher open={open} onOpenChange={changeOpen} unread={unread} body={body} />
  );
}
