import ChatIcon from '@mui/icons-material/Chat';
import CloseIcon from '@mui/icons-material/Close';
import Box from '@mui/material/Box';
import Button from '@mui/material/Button';
import Dialog from '@mui/material/Dialog';
import DialogContent from '@mui/material/DialogContent';
import DialogTitle from '@mui/material/DialogTitle';
import IconButton from '@mui/material/IconButton';
import Paper from '@mui/material/Paper';
import { ChatBody, type ChatBodyProps } from './chat-body';
import { UnreadBadge, unreadText } from './unread-badge';

interface ChatDialogLauncherProps {
  open: boolean;
  onOpenChange: (open: boolean) => void;
  unread: number;
  body: ChatBodyProps;
}

/**
 * Small screens: a bar along the bottom of the screen holding the chat button (with the unread count), opening a
 * full-screen 'Contest Chat' dialog. A bar rather than a floating button: a button floating over the page covered
 * the odds, the chevrons and the Add Play button of the rows under it; the bar only takes the bottom strip, and the
 * page ends with room for it, so everything can be scrolled above it.
 */
export function ChatDialogLauncher({ open, onOpenChange, unread, body }: ChatDialogLauncherProps) {
  return (
    <>
      {/* Room at the end of the page, so the bar never sits over its last lines. */}
      <Box aria-hidden sx={{ height: 72 }} />
      <Paper
        square
        elevation={8}
        sx={{
          position: 'fixed',
          left: 0,
          right: 0,
          bottom: 0,
          zIndex: (theme) => theme.zIndex.appBar,
          display: 'flex',
          justifyContent: 'flex-end',
          px: 2,
          pt: 1,
          pb: 'calc(8px + env(safe-area-inset-bottom, 0px))',
        }}
      >
        <Button
          variant="contained"
          aria-label={`Open contest chat${unreadText(unread)}`}
          onClick={() => onOpenChange(true)}
          startIcon={
            <UnreadBadge unread={unread}>
              <ChatIcon />
            </UnreadBadge>
          }
          sx={{ minHeight: 44 }}
        >
          Contest Chat
        </Button>
      </Paper>
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
