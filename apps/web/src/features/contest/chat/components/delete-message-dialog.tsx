import { CHAT_MESSAGES, type ChatMessage } from '@cj/shared/chat';
import Button from '@mui/material/Button';
import Dialog from '@mui/material/Dialog';
import DialogActions from '@mui/material/DialogActions';
import DialogContent from '@mui/material/DialogContent';
import DialogContentText from '@mui/material/DialogContentText';
import DialogTitle from '@mui/material/DialogTitle';
import Typography from '@mui/material/Typography';
import { ErrorAlert } from '@/components/errors/error-alert';
import { useDeleteChatMessage } from '../api/delete-chat-message';
import { senderName } from './chat-message-item';

interface DeleteMessageDialogProps {
  slug: string;
  /** The message to delete; null keeps the dialog closed. */
  message: ChatMessage | null;
  onClose: () => void;
}

/** An administrator confirms before a message is deleted for everyone (spec §6). */
export function DeleteMessageDialog({ slug, message, onClose }: DeleteMessageDialogProps) {
  const remove = useDeleteChatMessage(slug);
  const close = () => {
    remove.reset();
    onClose();
  };
  return (
    <Dialog open={message !== null} onClose={close} aria-labelledby="delete-chat-message-title">
      <DialogTitle id="delete-chat-message-title">Delete Message</DialogTitle>
      <DialogContent>
        <DialogContentText>{CHAT_MESSAGES.deleteConfirmation}</DialogContentText>
        {message ? (
          <Typography
            component="blockquote"
            variant="body2"
            sx={{ mx: 0, mt: 2, pl: 1.5, borderLeft: 3, borderColor: 'grey.200', overflowWrap: 'anywhere' }}
          >
            <strong>{senderName(message)}:</strong> {message.content}
          </Typography>
        ) : null}
        {remove.isError ? <ErrorAlert error={remove.error} sx={{ mt: 2 }} /> : null}
      </DialogContent>
      <DialogActions>
        <Button onClick={close}>Cancel</Button>
        <Button
          color="error"
          variant="contained"
          disabled={remove.isPending}
          onClick={() => message && remove.mutate(message.messageId, { onSuccess: close })}
        >
          Delete
        </Button>
      </DialogActions>
    </Dialog>
  );
}
