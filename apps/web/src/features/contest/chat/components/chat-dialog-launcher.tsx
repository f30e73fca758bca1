import ChatIcon from '@mui/icons-material/Chat';
import CloseIcon from '@mui/icons-material/Close';
import Box from '@mui/material/Box';
import Dialog from '@mui/material/Dialog';
import DialogContent from '@mui/material/DialogContent';
import DialogTitle from '@mui/material/DialogTitle';
import Fab from '@mui/material/Fab';
import IconButton from '@mui/material/IconButton';
import { ChatBody, type ChatBodyProps } from './chat-body';
import { UnreadBadge, unreadText } from './unread-badge';

interface ChatDialogLauncherProps {
  open: boolean;
  onOpenChange: (open: boolean) => void;
  unread: number;
  body: ChatBodyProps;
}

/** Small screens: a floating button with the unread count, opening a full-screen 'Contest Chat' dialog. */
export function ChatDialogLauncher({ open, onOpenChange, unread, body }: ChatDialogLauncherProps) {
  return (
    <>
      {/* Room at the end of the page, so the floating button never sits over its last lines. */}
      <Box aria-hidden sx={{ height: 72 }} />
      <Fab
        color="primary"
        aria-label={`Open contest chat${unreadText(unread)}`}
        onClick={() => onOpenChange(true)}
        sx={{
          position: 'fixed',
          right: 16,
          bottom: 'calc(16px + env(safe-area-inset-bottom, 0px))',
          zIndex: (theme) => theme.zIndex.speedDial,
        }}
      >
        <UnreadBadge unread={unread}>
          <ChatIcon />
        </UnreadBadge>
      </Fab>
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
