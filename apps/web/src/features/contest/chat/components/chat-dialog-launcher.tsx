import ChatIcon from '@mui/icons-material/Chat';
import CloseIcon from '@mui/icons-material/Close';
import Box from '@mui/material/Box';
import Button from '@mui/material/Button';
import Dialog from '@mui/material/Dialog';
import DialogContent from '@mui/material/DialogContent';
import DialogTitle from '@mui/material/DialogTitle';
import IconButton from '@mui/material/IconButton';
import { ChatBody, type ChatBodyProps } from './chat-body';
import { UnreadBadge, unreadText } from './unread-badge';

interface ChatDialogLauncherProps {
  open: boolean;
  onOpenChange: (open: boolean) => void;
  unread: number;
  body: ChatBodyProps;
}

/**
 * Small screens: a 'Chat' button (with the unread count) beside the page's tabs, opening a full-screen 'Contest
 * Chat' dialog. In the page's flow rather than floating or pinned to the bottom of the screen: anything fixed over
 * the page covered the odds and the buttons of the rows passing under it.
 */
export function ChatDialogLauncher({ open, onOpenChange, unread, body }: ChatDialogLauncherProps) {
  return (
    <>
      <Button
        variant="outlined"
        aria-label={`Open contest chat${unreadText(unread)}`}
        onClick={() => onOpenChange(true)}
        startIcon={
          <UnreadBadge unread={unread}>
            <ChatIcon />
          </UnreadBadge>
        }
        sx={{ minHeight: 40, flexShrink: 0 }}
      >
        Chat
      </Button>
      <Dialog fullScreen open={open} onClose={() => onOpenChange(false)} aria-labelledby="contest-chat-title">
        <DialogTitle
          id="contest-chat-title"
          sx={{ display: 'flex', alignItems: 'center', justifyContent: 'space-between', py: 1, pr: 1 }}
        >
          Contest Chat
          <IconButton aria-label="Close chat" onClick={() => onOpenChange(false)}>
            <CloseIcon />
          </IconButton>
        </DialogTitle>
        <DialogContent dividers sx={{ display: 'flex', flexDirection: 'column', p: 1.5 }}>
          <Box sx={{ flex: 1, minHeight: 0 }}>
            <ChatBody {...body} autoFocus />
          </Box>
        </DialogContent>
      </Dialog>
    </>
  );
}
