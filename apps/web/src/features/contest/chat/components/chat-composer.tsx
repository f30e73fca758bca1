import { LIMITS } from '@cj/shared/constants';
import SendIcon from '@mui/icons-material/Send';
import Box from '@mui/material/Box';
import Button from '@mui/material/Button';
import TextField from '@mui/material/TextField';
import { type KeyboardEvent, useState } from 'react';
import { ErrorAlert } from '@/components/errors/error-alert';
import { useSendChatMessage } from '../api/send-chat-message';
import { newMessageId } from '../utils/message-id';

/** Show how many characters are left once a message gets this close to the limit. */
const COUNTER_FROM = LIMITS.chatMessageMax - 100;

/**
 * Writes a message: Enter sends, Shift+Enter starts a new line, a blank message is not sent (spec §5). The draft
 * keeps its id until it is sent or changed, so sending it again after a failure cannot store it twice.
 */
export function ChatComposer({ slug, autoFocus = false }: { slug: string; autoFocus?: boolean }) {
  const [draft, setDraft] = useState(() => ({ text: '', messageID: newMessageId() }));
  const send = useSendChatMessage(slug);
  const message = draft.text.trim();

  const submit = () => {
    if (!message || send.isPending) return;
    send.mutate(
      { messageID: draft.messageID, message },
      { onSuccess: () => setDraft({ text: '', messageID: newMessageId() }) },
    );
  };
  const onKeyDown = (event: KeyboardEvent) => {
    if (event.key !== 'Enter' || event.shiftKey || event.nativeEvent.isComposing) return;
    event.preventDefault();
    submit();
  };

  return (
    <Box
      component="form"
      noValidate
      onSubmit={(event) => {
        event.preventDefault();
        submit();
      }}
      sx={{ display: 'flex', flexDirection: 'column', gap: 1 }}
    >
      {send.isError ? <ErrorAlert error={send.error} /> : null}
      <Box sx={{ display: 'flex', alignItems: 'flex-end', gap: 1 }}>
        <TextField
          label="Message"
          placeholder="Say something to the other players"
          value={draft.text}
          onChange={(event) => setDraft({ text: event.target.value, messageID: newMessageId() })}
          onKeyDown={onKeyDown}
          multiline
          maxRows={4}
          size="small"
          fullWidth
          autoFocus={autoFocus}
          helperText={
            draft.text.length >= COUNTER_FROM
              ? `${draft.text.length.toLocaleString('en-US')} / ${LIMITS.chatMessageMax.toLocaleString('en-US')}`
              : undefined
          }
          slotProps={{ htmlInput: { maxLength: LIMITS.chatMessageMax } }}
        />
        <Button
          type="submit"
          variant="contained"
          endIcon={<SendIcon />}
          disabled={!message || send.isPending}
          sx={{ flexShrink: 0, mb: draft.text.length >= COUNTER_FROM ? 3 : 0 }}
        >
          Send
        </Button>
      </Box>
    </Box>
  );
}
