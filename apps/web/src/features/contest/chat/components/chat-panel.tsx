import ExpandMoreIcon from '@mui/icons-material/ExpandMore';
import Box from '@mui/material/Box';
import Card from '@mui/material/Card';
import CardContent from '@mui/material/CardContent';
import Collapse from '@mui/material/Collapse';
import IconButton from '@mui/material/IconButton';
import Typography from '@mui/material/Typography';
import { useId } from 'react';
import { ChatBody, type ChatBodyProps } from './chat-body';
import { UnreadBadge, unreadText } from './unread-badge';

const PANEL_HEIGHT = 420;

interface ChatPanelProps {
  open: boolean;
  onOpenChange: (open: boolean) => void;
  unread: number;
  body: ChatBodyProps;
}

/** Wide screens: the chat as a card of the page, open by default, that folds away to its title. */
export function ChatPanel({ open, onOpenChange, unread, body }: ChatPanelProps) {
  const titleId = useId();
  const contentId = useId();
  return (
    <Card variant="outlined" component="section" aria-labelledby={titleId}>
      <CardContent sx={{ px: 2, pb: open ? 2 : 1, '&:last-child': { pb: open ? 2 : 1 } }}>
        <Box sx={{ display: 'flex', alignItems: 'center', gap: 1 }}>
          <Typography id={titleId} component="h2" variant="h6" sx={{ fontWeight: 600, flexGrow: 1 }}>
            Contest Chat
          </Typography>
          <IconButton
            onClick={() => onOpenChange(!open)}
            aria-expanded={open}
            aria-controls={contentId}
            aria-label={`${open ? 'Hide' : 'Show'} contest chat${unreadText(unread)}`}
          >
            <UnreadBadge unread={unread}>
              <ExpandMoreIcon
                sx={{ transition: 'transform 150ms', transform: open ? 'rotate(180deg)' : 'none' }}
              />
            </UnreadBadge>
          </IconButton>
        </Box>
        <Collapse in={open} id={contentId} unmountOnExit>
          <Box sx={{ height: PANEL_HEIGHT, pt: 1 }}>
            <ChatBody {...body} />
          </Box>
        </Collapse>
      </CardContent>
    </Card>
  );
}
