import type { ChatMessage } from '@cj/shared/chat';
import { formatClockTime } from '@cj/shared/rules/zoned-time';
import DeleteOutlineIcon from '@mui/icons-material/DeleteOutlined';
import Box from '@mui/material/Box';
import IconButton from '@mui/material/IconButton';
import Typography from '@mui/material/Typography';
import { viewerTimezone } from '@/lib/zoned-time';

/** The API names the sender by the shared rule ('Bea B.'), as entries and plays show players. */
export const senderName = (message: ChatMessage) => message.sender.name;

interface ChatMessageItemProps {
  message: ChatMessage;
  own: boolean;
  /** Administrators get a delete button on every message. */
  onDelete?: (message: ChatMessage) => void;
}

/** One message: who, when, and what they wrote, always as plain text. */
export function ChatMessageItem({ message, own, onDelete }: ChatMessageItemProps) {
  const name = senderName(message);
  return (
    <Box
      component="li"
      sx={{
        display: 'flex',
        alignItems: 'flex-start',
        gap: 1,
        px: 1.5,
        py: 1,
        borderRadius: 1,
        bgcolor: own ? 'grey.100' : 'transparent',
      }}
    >
      <Box sx={{ flexGrow: 1, minWidth: 0 }}>
        <Box sx={{ display: 'flex', alignItems: 'baseline', gap: 1, flexWrap: 'wrap' }}>
          <Typography component="span" variant="subtitle2" sx={{ fontWeight: 600 }}>
            {name}
          </Typography>
          <Typography component="time" variant="caption" color="text.secondary" dateTime={message.createdAt}>
            {formatClockTime(message.createdAt, viewerTimezone())}
          </Typography>
        </Box>
        <Typography variant="body2" sx={{ whiteSpace: 'pre-wrap', overflowWrap: 'anywhere' }}>
          {message.content}
        </Typography>
      </Box>
      {onDelete ? (
        <IconButton size="small" aria-label={`Delete message from ${name}`} onClick={() => onDelete(message)}>
          <DeleteOutlineIcon fontSize="small" />
        </IconButton>
      ) : null}
    </Box>
  );
}
